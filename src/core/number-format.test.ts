import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed } from './number-format';

const intl = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('formatFixed', () => {
  it('writes what Intl writes for en-US with fixed decimals', () => {
    for (const [n, d] of [
      [6012.25, 2],
      [1234567.891, 0],
      [0.0067415, 7],
      [-0.001, 2],
      [-0, 2],
      [1.005, 2],
      [999.995, 2],
      [1e20, 2],
    ] as const)
      expect(formatFixed(n, d)).toBe(intl(n, d));
  });

  it('agrees with Intl on any finite number and 0 to 10 decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 10 }),
        (n, d) => formatFixed(n, d) === intl(n, d),
      ),
      { numRuns: 5000 },
    );
  });
});
