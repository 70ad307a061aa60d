import { useEffect, useRef } from 'react';
import { openDayIndices } from '@/client/lib/open-days';

/**
 * A ref for the grid's scroll box: on a narrow screen the grid starts scrolled to the newest day the
 * viewer can read (for a free member the newest 10 are locked: a wall of padlocks is not what they
 * came for). The day headers carry `data-day`.
 */
export function useScrollToOpenDay(rows: Array<{ positions: readonly string[] }>, days: number) {
  const box = useRef<HTMLDivElement>(null);
  const open = openDayIndices(rows, days);
  const lastOpen = open.length ? open[open.length - 1] : days - 1;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const th = el.querySelector<HTMLElement>(`th[data-day="${lastOpen}"]`);
    el.scrollLeft =
      lastOpen === days - 1 || !th ? el.scrollWidth : th.offsetLeft + th.offsetWidth - el.clientWidth;
  }, [lastOpen, days]);
  return box;
}
