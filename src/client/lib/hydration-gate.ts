/**
 * While sections of a prerendered page wait to hydrate (HydrateApart), API reads hold their answers:
 * an answer that reached the query cache before a section hydrated would render where the prerendered
 * HTML has a loading state (hydration error #418). apiRequest awaits `whenSectionsHydrated` for GETs.
 */
const waiting = new Set<object>();
let onSettled: Array<() => void> = [];

/** Resolves once no section is waiting to hydrate; undefined (nothing to wait for) on most pages. */
export function whenSectionsHydrated(): Promise<void> | undefined {
  if (waiting.size === 0) return undefined;
  return new Promise((resolve) => onSettled.push(resolve));
}

/** A section that is yet to hydrate. */
export function holdForSection(section: object): void {
  waiting.add(section);
}

/** The section has hydrated, or is gone: when it was the last one waiting, the held answers go on. */
export function settleSection(section: object): void {
  if (!waiting.delete(section) || waiting.size > 0) return;
  const callbacks = onSettled;
  onSettled = [];
  for (const resolve of callbacks) resolve();
}
