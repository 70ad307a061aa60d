import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { holdForSection, settleSection } from './hydration-gate';

/** Inside the boundary: its layout effect runs in the commit that hydrates (or renders) the section. */
function Hydrated({ done, section }: { done: RefObject<boolean>; section: object }) {
  useLayoutEffect(() => {
    done.current = true;
    settleSection(section);
  }, [done, section]);
  return null;
}

/**
 * A section of a prerendered page that hydrates in a commit of its own (decision 0064). React hydrates
 * a Suspense boundary's content in a later, low-priority pass than the page around it, so a boundary
 * per section splits the hydration's one long commit into short ones (the landing's blocking time).
 * The page around it commits first and its queries start then, so the section holds the API reads'
 * answers until it has hydrated the prerendered state (hydration-gate.ts). Its layout effect registers
 * it in that first commit, before any query starts (they start in passive effects), unless its content
 * is already there: a page rendered in the browser commits the section at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [section] = useState(() => ({}));
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!done.current) holdForSection(section);
    return () => settleSection(section);
  }, [section]);
  return (
    <Suspense fallback={null}>
      <Hydrated done={done} section={section} />
      {children}
    </Suspense>
  );
}
