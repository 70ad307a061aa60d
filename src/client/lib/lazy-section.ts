import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type LazySection<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * React.lazy that can be loaded ahead of rendering. Once `preload()` has resolved, the component
 * renders at once instead of suspending: its loader then hands React a thenable that calls back
 * synchronously. boot.tsx preloads a prerendered page's sections before hydrating, so React hydrates
 * the page with every section's code present and its queries still pending, as at build time.
 */
export function lazySection<P extends object>(load: () => Promise<Module<P>>): LazySection<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        pending = undefined; // a later render retries the download
        throw error;
      },
    ));
  const component = lazy(() =>
    loaded
      ? ({ then: (ok: (m: Module<P>) => void) => ok(loaded as Module<P>) } as unknown as Promise<Module<P>>)
      : preload(),
  );
  return Object.assign(component, { preload });
}
