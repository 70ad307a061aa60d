import { describe, expect, it } from 'vitest';
import { lateFillNote, maxOrderLagDays } from './constants';

describe('late orders (decision 0014 addendum)', () => {
  it('fill up to 6 s of clock behind, at least 3 days', () => {
    expect(maxOrderLagDays(5)).toBe(15);
    expect(maxOrderLagDays(2.5)).toBe(8);
    expect(maxOrderLagDays(1)).toBe(3);
    expect(maxOrderLagDays(0.5)).toBe(3);
  });

  it('say where they filled', () => {
    expect(lateFillNote(120, 117)).toBe('Filled at Day 120 close; the market moved on from Day 117');
  });
});
