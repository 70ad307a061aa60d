import { MIN_TRADES_FOR_RATIOS, winRateOf } from '../engine/conditions';
import type { InstrumentRun } from '../engine/run-instrument';
import { cagrPct, dailyReturns, maxDrawdownPct, riskRatios } from '../engine/track-record';
import type { LabStats } from '../schemas/lab';

const r2 = (x: number) => Math.round(x * 100) / 100;
const r2n = (x: number | null) => (x === null ? null : r2(x));
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);

/**
 * The lab's figures with the track record's formulas and conditions (docs/features/track-record.md):
 * annualised figures (CAGR, Sharpe) need a year of sessions, trade ratios (win rate, profit factor)
 * 10 closed trades; short of that they are null and `tooShort` says why.
 */
export function labStats(
  runs: readonly InstrumentRun[],
  equity: ReadonlyArray<{ date: string; equity: number }>,
  periodsPerYear: number,
): LabStats {
  const pnls = runs.flatMap((r) => r.trades.filter((t) => t.exitDate !== null).map((t) => t.pnl ?? 0));
  const wins = pnls.filter((p) => p > 0);
  const losses = pnls.filter((p) => p < 0);
  const gross = wins.reduce((s, p) => s + p, 0);
  const loss = -losses.reduce((s, p) => s + p, 0);
  const tooShort = {
    annualised: equity.length < 2 || equity.length < periodsPerYear,
    ratios: pnls.length < MIN_TRADES_FOR_RATIOS,
  };
  let held = 0;
  let days = 0;
  for (const r of runs) {
    days += r.days.length;
    for (const d of r.days) if (d.position !== 0) held++;
  }
  const { sharpe } = riskRatios(dailyReturns(equity), periodsPerYear);
  const avgLoss = mean(losses);
  return {
    trades: pnls.length,
    winRate: r2n(winRateOf(wins.length, pnls.length)),
    avgWin: r2n(mean(wins)),
    avgLoss: avgLoss === null ? null : r2(avgLoss),
    profitFactor: !tooShort.ratios && loss > 0 ? r2(gross / loss) : null,
    maxDrawdown: r2(maxDrawdownPct(equity)),
    cagr: tooShort.annualised ? null : r2(cagrPct(equity)),
    sharpe: tooShort.annualised ? null : r2n(sharpe),
    exposure: days ? r2((held / days) * 100) : 0,
    sessions: equity.length,
    tooShort,
  };
}
