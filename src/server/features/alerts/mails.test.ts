import { describe, expect, it } from 'vitest';
import { changeLine, smsText } from './mails';

describe('alert lines', () => {
  it('crypto prices carry thousands separators and keep their decimals', () => {
    const c = {
      symbol: 'BTC',
      name: 'Bitcoin',
      action: 'Long initiation',
      price: 97250.5,
      stop: 88000,
      date: '2026-11-16',
    };
    expect(changeLine(c)).toBe('BTC (Bitcoin): Long initiation at 97,250.5, stop 88,000, 2026-11-16');
    expect(smsText('crypto', [{ ...c, price: 0.00001234, stop: null }])).toBe(
      'TrendLab crypto: BTC Long initiation 0.00001234',
    );
  });
});
