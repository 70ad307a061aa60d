import { Suspense, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { holdForSection, settleSection } from './hydration-gate';

/** Inside the boundary: its layout effect runs in the commit that hydrates (or renders) the section. */
function Hydrated({ section }: { section: RefObject<boolean> }) {
  useLayoutEffect(() => {
    section.current = true;
    settleSection(section);
  }, [section]);
  return null;
}

/**
 * A section of a prerendered page that hydrates apart from the page around it (decision 0064). React
 * hydrates a Suspense boundary's content in a later, low-priority pass, yielding between boundaries,
 * so a boundary per section splits the hydration's one long commit into shorter ones (the landing's
 * blocking time). The page around it commits first and its queries start then, so the section holds
 * the API reads' answers until it has hydrated the prerendered state (hydration-gate.ts). Its layout
 * effect registers it in that first commit, before any query starts (they start in passive effects),
 * unless its content is already there: a page rendered in the browser commits the section at once.
 * The ref is both the section's key in the gate and whether it has hydrated.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const section = useRef(false);
  useLayoutEffect(() => {
    if (!section.current) holdForSection(section);
    return () => settleSection(section);
  }, []);
  return (
    <Suspense fallback={null}>
      <Hydrated section={section} />
      {children}
    </Suspense>
  );
}
