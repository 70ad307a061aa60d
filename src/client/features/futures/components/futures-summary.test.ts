import { describe, expect, it } from 'vitest';
import type { FuturesInstrument, FuturesResponse } from '@/core/schemas/markets';
import { newestUnlockedDay } from './futures-summary';

const DATES = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);

const instrument = (symbol: string, unlocked: number, isPreview = false): FuturesInstrument => ({
  symbol,
  name: symbol,
  sector: 'Equities',
  chartLink: '#',
  positions: DATES.map((_, i) => (i < unlocked ? 'L' : 'LOCKED')),
  change: 'none',
  positionType: 'LONG',
  longQty: 'LOCKED',
  shortQty: 'LOCKED',
  initPrice: 'LOCKED',
  lastPrice: 100,
  netPrice: 1,
  ote: 'LOCKED',
  rewardToRisk: 'LOCKED',
  daysInTrade: 'LOCKED',
  power: 'LOCKED',
  stop: 'LOCKED',
  isPreview,
});

const answer = (instruments: FuturesInstrument[]): FuturesResponse => ({
  marketSectors: [{ name: 'Equities', instruments }],
  tradingDates: DATES,
  currentPerformance: { day: 0, month: 0, year: 0, lastUpdated: '2026-10-30T20:00:00.000Z' },
  isPremium: false,
  lists: null,
  counts: { total: instruments.length, long: instruments.length, short: 0, flat: 0 },
  demoData: true,
});

describe('newestUnlockedDay', () => {
  it('is the newest grid day a non-premium viewer sees, the live ES preview aside', () => {
    expect(
      newestUnlockedDay(answer([instrument('ES', 30, true), instrument('NQ', 15), instrument('CL', 15)])),
    ).toBe('2026-10-15');
  });
  it('is null when every other day is locked', () => {
    expect(newestUnlockedDay(answer([instrument('ES', 30, true), instrument('NQ', 0)]))).toBeNull();
  });
});
