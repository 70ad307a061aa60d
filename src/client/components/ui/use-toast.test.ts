import { describe, expect, it } from 'vitest';
import { reducer } from './use-toast';

describe('toast reducer', () => {
  it('keeps one toast at a time (spec 01 §9)', () => {
    let s = reducer({ toasts: [] }, { type: 'ADD', toast: { id: '1', title: 'a' } });
    s = reducer(s, { type: 'ADD', toast: { id: '2', title: 'b' } });
    expect(s.toasts.map((t) => t.id)).toEqual(['2']);
  });
  it('dismisses by closing, then removes', () => {
    let s = reducer({ toasts: [] }, { type: 'ADD', toast: { id: '1', open: true } });
    s = reducer(s, { type: 'DISMISS', id: '1' });
    expect(s.toasts[0].open).toBe(false);
    s = reducer(s, { type: 'REMOVE', id: '1' });
    expect(s.toasts).toEqual([]);
  });
});
