import { startTransition, StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// The DOM build of the provider, so a navigation can ask for flushSync.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

/** Marks the document once React has taken over the (prerendered) HTML: clicks before that do nothing. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

interface ScreenModule {
  preloadSections?: () => Promise<unknown>;
}

/**
 * Public pages arrive prerendered (scripts/prerender.mjs). Before hydrating, the matched screens'
 * chunks and the lazy sections they render are loaded, so the first client render is the same tree
 * as the HTML, with every query still pending as it was at build time: no mismatch to recover from.
 * Hydration runs as a transition, so React yields to the browser between components (input stays
 * responsive, no long task). Other pages render from scratch.
 */
export async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const prerendered = container.hasChildNodes();
  if (prerendered) {
    // The signed-in user's declaration, which the shell reads on every page, loaded before hydrating
    // like the screen's own code, so the first render finds it as the prerender did.
    await import('@/core/api/current-user');
    const matched = matchRoutes(routes, window.location) ?? [];
    const lazy = matched.filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async (m) => {
        const { preloadSections, ...mod } = (await (m.route.lazy as () => Promise<ScreenModule>)()) ?? {};
        await preloadSections?.();
        Object.assign(m.route, { ...mod, lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes);
  const app: ReactNode = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <HydratedMarker />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
