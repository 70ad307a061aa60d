import { createElement, lazy, Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };

export type LazySection<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** The component once its chunk has loaded, else undefined. */
  loaded: () => ComponentType<P> | undefined;
};

/**
 * React.lazy that can be loaded ahead of rendering. Once `preload()` has resolved, the component
 * renders at once instead of suspending: its loader then hands React a thenable that calls back
 * synchronously. boot.tsx preloads a prerendered page's sections before hydrating.
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
  return Object.assign(component, { preload, loaded: () => loaded?.default });
}

/**
 * Renders a lazy section: inside a Suspense boundary while its chunk is still to come, without one
 * when it is already loaded (decided once per mount, so the tree never changes shape under it).
 * Why: React hydrates a Suspense boundary's content in a later pass than the page around it, and
 * a query started by the first pass can answer before that, so the boundary would meet data where
 * the prerendered HTML had a loading state (hydration error #418, decision 0023). The prerender's
 * second pass renders with every section loaded, so the HTML holds no boundary either.
 */
export function Section<P extends object>(
  props: { of: LazySection<P>; fallback: ReactNode } & { props?: P },
) {
  const [ready] = useState(() => props.of.loaded());
  const inner = createElement((ready ?? props.of) as ComponentType<P>, (props.props ?? {}) as P);
  return ready ? inner : createElement(Suspense, { fallback: props.fallback }, inner);
}
