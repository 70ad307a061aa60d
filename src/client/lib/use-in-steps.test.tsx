import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInSteps } from './use-in-steps';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useInSteps', () => {
  it('shows the first step, then the rest a step per painted frame, done only at the end', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const r = useInSteps(list(25), 10);
      seen.push(r.shown?.length ?? 0);
      return r;
    });
    expect(result.current.shown).toEqual(list(10));
    expect(result.current.done).toBe(false);
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.shown).toEqual(list(25));
    expect([...new Set(seen)]).toEqual([10, 20, 25]);
  });

  it('a list no longer than a step, or none yet, is shown as it is', () => {
    const short = list(7);
    expect(renderHook(() => useInSteps(short, 10)).result.current).toEqual({ shown: short, done: true });
    expect(renderHook(() => useInSteps(undefined, 10)).result.current).toEqual({
      shown: undefined,
      done: true,
    });
  });

  it('a list that grows after it was whole (a refetch) keeps what was shown and adds the rest in steps', async () => {
    const { result, rerender } = renderHook(({ items }) => useInSteps(items, 10), {
      initialProps: { items: list(10) },
    });
    expect(result.current.done).toBe(true);
    rerender({ items: list(30) });
    expect(result.current.shown).toEqual(list(10));
    await waitFor(() => expect(result.current.shown).toEqual(list(30)));
  });
});
