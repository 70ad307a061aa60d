import { describe, expect, it } from 'vitest';
import { advanceClock } from './clock';
import { bubbleRadius, equityAxis, verticalGridCount, verticalGridIndices } from './chart-rules';
import { pollIntervalMs, isValidSpeed } from './constants';

describe('equity-curve axis', () => {
  it('a flat game still spans 80,000 to at least 125,000 with 3..8 lines', () => {
    // Step 5,000 would need 10 lines, 10,000 needs 6: 80k..130k.
    expect(equityAxis([100_000, 100_000])).toEqual({
      min: 80_000,
      max: 130_000,
      ticks: [80_000, 90_000, 100_000, 110_000, 120_000, 130_000],
    });
  });
  it('widens to contain the data', () => {
    // 40k..180k: 10k -> 15 lines, 20k -> 8 lines (40k..180k).
    const a = equityAxis([40_000, 180_000]);
    expect(a.min).toBe(40_000);
    expect(a.max).toBe(180_000);
    expect(a.ticks).toHaveLength(8);
    // 70k..300k: 20k -> 60k..300k = 13, 25k -> 50k..300k = 11, 50k -> 50k..300k = 6.
    expect(equityAxis([70_000, 300_000])).toEqual({
      min: 50_000,
      max: 300_000,
      ticks: [50_000, 100_000, 150_000, 200_000, 250_000, 300_000],
    });
  });
  it('vertical grid lines: at least 3, at most 8', () => {
    expect(verticalGridCount(1)).toBe(3);
    expect(verticalGridCount(5)).toBe(5);
    expect(verticalGridCount(500)).toBe(8);
    expect(verticalGridIndices(15)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });
});

describe('scatter bubbles', () => {
  it('radius from 6 to 15 by share of the largest absolute P&L', () => {
    expect(bubbleRadius(0, 1000)).toBe(6);
    expect(bubbleRadius(-1000, 1000)).toBe(15);
    expect(bubbleRadius(500, 1000)).toBe(10.5);
    expect(bubbleRadius(10, 0)).toBe(6);
  });
});

describe('pace and speed', () => {
  it('one trading day per 2 s at 1x, scaled by speed, at most 5 s of catch-up per read', () => {
    expect(advanceClock({ carryMs: 0, lastTickAt: 0, now: 3000, speed: 1 })).toEqual({
      days: 1,
      carryMs: 1000,
    });
    expect(advanceClock({ carryMs: 1000, lastTickAt: 0, now: 1000, speed: 5 })).toEqual({
      days: 3,
      carryMs: 0,
    });
    // A paused browser that comes back after a minute moves 5 s worth, not 60.
    expect(advanceClock({ carryMs: 0, lastTickAt: 0, now: 60_000, speed: 1 })).toEqual({
      days: 2,
      carryMs: 1000,
    });
  });
  it('polls at max(1 s, 1 s / speed); speeds 0.5..5 in steps of 0.5', () => {
    expect(pollIntervalMs(0.5)).toBe(2000);
    expect(pollIntervalMs(4)).toBe(1000);
    expect(isValidSpeed(2.5)).toBe(true);
    expect(isValidSpeed(2.25)).toBe(false);
    expect(isValidSpeed(5.5)).toBe(false);
  });
});
