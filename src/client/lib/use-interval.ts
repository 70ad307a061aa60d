import { useEffect, useRef } from 'react';

/** Calls `fn` every `ms` while mounted (and `enabled`): the spec's extra refresh timers. */
export function useInterval(fn: () => void, ms: number, enabled = true): void {
  const saved = useRef(fn);
  useEffect(() => {
    saved.current = fn;
  }, [fn]);
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => saved.current(), ms);
    return () => clearInterval(id);
  }, [ms, enabled]);
}
