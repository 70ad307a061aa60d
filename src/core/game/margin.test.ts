import { describe, expect, it } from 'vitest';
import {
  checkMargin,
  contractChoiceDisabled,
  insufficientMarginText,
  marginMeterColour,
  marginMeterWidth,
  marginCallDue,
  marginUsagePct,
} from './margin';

describe('margin rules', () => {
  it('refuses a position needing more than 80% of balance + open trade equity', () => {
    // Equity 100,000 - 20,000 = 80,000; usable 64,000. Long 120 + 10 = 130 contracts needs 65,000.
    expect(checkMargin({ side: 'long', contracts: 10, net: 120, balance: 100_000, ote: -20_000 })).toEqual({
      ok: false,
      need: 65_000,
      available: 64_000,
    });
    // 128 contracts need exactly 64,000: allowed (only "exceeds" is refused).
    expect(checkMargin({ side: 'long', contracts: 8, net: 120, balance: 100_000, ote: -20_000 })).toEqual({
      ok: true,
    });
  });

  it('always lets a trade reduce the position, and counts a reversal by what it leaves', () => {
    expect(checkMargin({ side: 'short', contracts: 30, net: 200, balance: 10_000, ote: 0 })).toEqual({
      ok: true,
    });
    // Net +10, sell 15 -> -5: smaller, but a new short; with no equity left it is refused.
    expect(checkMargin({ side: 'short', contracts: 15, net: 10, balance: 1_000, ote: -2_000 })).toEqual({
      ok: false,
      need: 2_500,
      available: -800,
    });
    // Net +10, sell 30 -> -20: needs 10,000 of 0.8 x 12,000 = 9,600.
    expect(checkMargin({ side: 'short', contracts: 30, net: 10, balance: 12_000, ote: 0 })).toEqual({
      ok: false,
      need: 10_000,
      available: 9_600,
    });
  });

  it('words the refusal as the spec does', () => {
    expect(insufficientMarginText(65_000, 64_000)).toBe('Need $65,000 margin. Available equity: $64,000');
  });

  it('disables contract choices when not active or contracts x 500 exceeds the balance', () => {
    expect(contractChoiceDisabled(1, false, 100_000)).toBe(true);
    expect(contractChoiceDisabled(30, true, 15_000)).toBe(false); // 15,000 does not exceed 15,000
    expect(contractChoiceDisabled(30, true, 14_999)).toBe(true);
  });

  it('meter: usage = |net| x 500 / net liquidating value, colours at 30 and 50, bar capped at 100', () => {
    expect(marginUsagePct(-60, 100_000)).toBe(30);
    expect(marginMeterColour(29.99)).toBe('green');
    expect(marginMeterColour(30)).toBe('yellow');
    expect(marginMeterColour(49.9)).toBe('yellow');
    expect(marginMeterColour(50)).toBe('red');
    expect(marginUsagePct(300, 100_000)).toBe(150);
    expect(marginMeterWidth(150)).toBe(100);
    expect(marginUsagePct(0, 100_000)).toBe(0);
  });

  it('margin call when net liquidating value is below the margin in use', () => {
    expect(marginCallDue(10, 4_999)).toBe(true);
    expect(marginCallDue(-10, 5_000)).toBe(false);
    expect(marginCallDue(0, -1)).toBe(false);
  });
});
