import { describe, expect, it } from 'vitest';
import { capitalize, displayNumber, formatCentralTime, formatSignedPercent } from './format';

describe('display helpers', () => {
  it("shows '---' for 'n/a' and non-numeric values (spec 01 §5)", () => {
    expect(displayNumber('n/a')).toBe('---');
    expect(displayNumber('abc')).toBe('---');
    expect(displayNumber(null)).toBe('---');
    expect(displayNumber('1234.5')).toBe('1,234.50');
  });
  it('formats signed percentages and capitalises', () => {
    expect(formatSignedPercent(1.234)).toBe('+1.23%');
    expect(formatSignedPercent(-0.5)).toBe('-0.50%');
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(capitalize('ACTIVE')).toBe('Active');
  });
  it('shows update times in Chicago time with the CT zone, whatever the browser zone', () => {
    expect(formatCentralTime('2026-01-15T21:30:00Z')).toBe('Jan 15, 2026, 3:30 PM CT');
    expect(formatCentralTime('2026-07-15T20:30:00Z')).toBe('Jul 15, 2026, 3:30 PM CT');
  });
});
