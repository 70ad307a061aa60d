import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import './styles.css';

/**
 * Public pages arrive prerendered (scripts/prerender.mjs): the matched screens' chunks are loaded
 * first, then React hydrates the HTML the visitor already sees. Other pages render from scratch.
 */
/** Marks the document once React has taken over the (prerendered) HTML: clicks before that do nothing. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const prerendered = container.hasChildNodes();
  if (prerendered) {
    const lazy = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazy.map(async (m) => {
        const mod = await (m.route.lazy as () => Promise<object>)();
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
  if (prerendered) hydrateRoot(container, app, { onRecoverableError: reportUnlessDataArrivedFirst });
  else createRoot(container).render(app);
}

/**
 * The prerendered HTML shows loading states. When a lazy section hydrates after its data already
 * arrived, React renders that section afresh on the client: expected, not an error worth reporting.
 */
function reportUnlessDataArrivedFirst(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#418|Hydration failed|didn't match/.test(message)) return;
  reportError(error);
}

void start();
