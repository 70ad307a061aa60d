import { describe, expect, it } from 'vitest';
import type { TrackRecordResponse } from '@/core/schemas/track-record';
import { correctionRows, hasReconstructedHistory } from './track-record-provenance';

type Stats = TrackRecordResponse['stats'];

const stats = (over: Partial<Stats> = {}): Stats => ({
  cagr: 12.5,
  maxDrawdown: 8.25,
  sharpe: 1.1,
  sortino: 1.6,
  winRate: 45,
  profitFactor: 1.8,
  avgWin: 12000,
  avgLoss: -5000,
  trades: 40,
  avgDaysInTrade: 30,
  sessions: 800,
  tooShort: { annualised: false, ratios: false },
  ...over,
});

const record = (over: Partial<TrackRecordResponse> = {}): TrackRecordResponse => ({
  market: 'futures',
  demoData: true,
  from: '2024-01-02',
  to: '2026-11-20',
  startingEquity: 5_000_000,
  dataVersion: 3,
  equity: [],
  stats: stats(),
  returnsByYear: [
    { year: '2025', returnPct: 10, pnl: 500_000 },
    { year: '2026', returnPct: 4.5, pnl: 250_000 },
  ],
  returnsByMonth: [],
  pnlBySector: [],
  pnlBySymbol: [],
  durations: [],
  trackedSince: '2026-11-20',
  ledger: { rows: 12, headHash: 'a'.repeat(64), rootHash: 'b'.repeat(64), verified: true, problem: null },
  correctedSincePublication: false,
  recomputed: null,
  corrections: [],
  ...over,
});

describe('hasReconstructedHistory', () => {
  it('is true when the record starts before the first live publication, or none was published yet', () => {
    expect(hasReconstructedHistory(record())).toBe(true);
    expect(hasReconstructedHistory(record({ trackedSince: null }))).toBe(true);
  });
  it('is false when every change was published live, or the ledger is empty', () => {
    expect(hasReconstructedHistory(record({ trackedSince: '2024-01-02' }))).toBe(false);
    expect(
      hasReconstructedHistory(
        record({
          ledger: { rows: 0, headHash: null, rootHash: 'b'.repeat(64), verified: true, problem: null },
          trackedSince: null,
        }),
      ),
    ).toBe(false);
  });
});

describe('correctionRows', () => {
  it('is empty without recomputed figures', () => {
    expect(correctionRows(record())).toEqual([]);
  });
  it('puts each recomputed figure beside the published one, and only the years that moved', () => {
    const rows = correctionRows(
      record({
        correctedSincePublication: true,
        recomputed: {
          stats: stats({ cagr: 12.1, maxDrawdown: 8.5, trades: 41 }),
          returnsByYear: [
            { year: '2025', returnPct: 10, pnl: 500_000 },
            { year: '2026', returnPct: 4.48, pnl: 249_000 },
          ],
        },
      }),
    );
    expect(rows).toEqual([
      ['CAGR', '+12.50%', '+12.10%'],
      ['Max drawdown', '8.25%', '8.50%'],
      ['Trades', '40', '41'],
      ['Return 2026', '+4.50%', '+4.48%'],
    ]);
  });
  it("says a figure the recomputed record is too short for is 'n/a (too short)'", () => {
    const rows = correctionRows(
      record({
        recomputed: {
          stats: stats({ cagr: null, tooShort: { annualised: true, ratios: false } }),
          returnsByYear: [],
        },
      }),
    );
    expect(rows[0]).toEqual(['CAGR', '+12.50%', 'n/a (too short)']);
  });
});
