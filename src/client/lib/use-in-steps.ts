import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './next-task';

/**
 * The first `step` items, then `step` more after each painted frame, until all are shown (`done`).
 * A table of 30-50 rows committed at once is one long task of style, layout and paint for the browser
 * (about 145 ms on /signals at Lighthouse's 4x slowdown, decision 0072); in steps, no frame's task
 * carries all of it and the first rows show sooner. A list that is already whole (a refetch of the
 * same rows) shows at once. A background tab paints no frames, so its rows wait until it is shown.
 */
export function useInSteps<T>(
  items: readonly T[] | undefined,
  step: number,
): { shown: readonly T[] | undefined; done: boolean } {
  const [count, setCount] = useState(step);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (count >= total) return;
    let live = true;
    void afterPaint().then(() => {
      if (live) startTransition(() => setCount((c) => c + step));
    });
    return () => {
      live = false;
    };
  }, [count, total, step]);
  const done = count >= total;
  return { shown: done || !items ? items : items.slice(0, count), done };
}
