import { MODEL_ACCOUNT } from '../../../core/engine/model-account';
import { computeTrackRecord } from '../../../core/engine/track-record';
import type { TrackRecord } from '../../../core/engine/track-record';
import type { Market } from '../../../core/schemas/markets';
import type { TrackRecordHeadline, TrackRecordResponse } from '../../../core/schemas/track-record';
import type { Deps } from '../../deps';
import { MARKETS } from '../../../core/markets/market';
import type { Markets } from '../../markets';
import type { MarketData } from '../../markets';
import { publishedInputs, recentAudit } from '../ledger';
import type { PublishedInputs } from '../ledger';

/** Crypto trades every day of the year; exchanges about 252 sessions. */
const PERIODS_PER_YEAR: Record<Market, number> = { futures: 252, equities: 252, crypto: 365 };
const r2 = (x: number) => Math.round(x * 100) / 100;
const r2n = (x: number | null) => (x === null ? null : r2(x));

/**
 * The track record of a market as published (decision 0050), computed once per data version: the
 * result sits in the market's answer cache, which is dropped whenever the data changes. Trades and
 * positions come from the signal ledger; final bars only mark open positions (the forming bar of a
 * running session is not part of a record). When the stored bars no longer give what was published,
 * the engine's record over today's bars is kept beside it.
 */
interface Records {
  record: TrackRecord;
  recomputed: TrackRecord | null;
  inputs: PublishedInputs;
}
async function recordOf(
  deps: Deps,
  markets: Markets,
  market: Market,
): Promise<{ data: MarketData } & Records> {
  const data = await markets.data(market);
  const hit = data.answers.get('track-record');
  if (hit) return { data, ...(hit.value as Records) };
  const inputs = await publishedInputs(deps, market, data);
  const compute = (instruments: PublishedInputs['published']) =>
    computeTrackRecord(instruments, MODEL_ACCOUNT[market], PERIODS_PER_YEAR[market]);
  const value: Records = {
    record: compute(inputs.published),
    recomputed: inputs.corrections.length ? compute(inputs.recomputed) : null,
    inputs,
  };
  data.answers.set('track-record', { builtAt: Date.now(), value });
  return { data, ...value };
}

const statsOf = (s: TrackRecord['stats']) => ({
  cagr: r2n(s.cagr),
  maxDrawdown: r2(s.maxDrawdown),
  sharpe: r2n(s.sharpe),
  sortino: r2n(s.sortino),
  winRate: r2n(s.winRate),
  profitFactor: r2n(s.profitFactor),
  avgWin: r2n(s.avgWin),
  avgLoss: r2n(s.avgLoss),
  trades: s.trades,
  avgDaysInTrade: r2(s.avgDaysInTrade),
  sessions: s.sessions,
  tooShort: s.tooShort,
});
const yearsOf = (r: TrackRecord) =>
  r.returnsByYear.map((y) => ({ ...y, returnPct: r2(y.returnPct), pnl: r2(y.pnl) }));

export async function getTrackRecord(
  deps: Deps,
  markets: Markets,
  market: Market,
): Promise<TrackRecordResponse> {
  const { data, record, recomputed, inputs } = await recordOf(deps, markets, market);
  const audit = await recentAudit(deps, market);
  return {
    market,
    demoData: data.demoData,
    from: record.from,
    to: record.to,
    startingEquity: record.startingEquity,
    dataVersion: data.version,
    equity: record.equity.map((p) => ({ date: p.date, equity: r2(p.equity) })),
    stats: statsOf(record.stats),
    returnsByYear: yearsOf(record),
    returnsByMonth: record.returnsByMonth.map((m) => ({ ...m, returnPct: r2(m.returnPct), pnl: r2(m.pnl) })),
    pnlBySector: record.pnlBySector.map((x) => ({ ...x, pnl: r2(x.pnl), ytdPnl: r2(x.ytdPnl) })),
    pnlBySymbol: record.pnlBySymbol.map((x) => ({
      ...x,
      pnl: r2(x.pnl),
      ytdPnl: r2(x.ytdPnl),
      winRate: r2n(x.winRate),
      avgDaysInTrade: r2(x.avgDaysInTrade),
    })),
    durations: record.durations.map((d) => ({ ...d, winRate: r2n(d.winRate), avgPnl: r2(d.avgPnl) })),
    trackedSince: inputs.trackedSince,
    ledger: {
      ...inputs.ledger,
      rootHash: audit.root,
      verified: audit.problem === null,
      problem: audit.problem,
    },
    correctedSincePublication: recomputed !== null,
    recomputed: recomputed && { stats: statsOf(recomputed.stats), returnsByYear: yearsOf(recomputed) },
    corrections: inputs.corrections.slice(0, 100),
  };
}

export async function getTrackRecordHeadline(deps: Deps, markets: Markets): Promise<TrackRecordHeadline> {
  return Promise.all(
    MARKETS.map(async (market) => {
      const { data, record, recomputed, inputs } = await recordOf(deps, markets, market);
      const audit = await recentAudit(deps, market);
      return {
        market,
        demoData: data.demoData,
        from: record.from,
        to: record.to,
        cagr: r2n(record.stats.cagr),
        maxDrawdown: r2(record.stats.maxDrawdown),
        tooShort: { annualised: record.stats.tooShort.annualised },
        trackedSince: inputs.trackedSince,
        correctedSincePublication: recomputed !== null,
        verified: audit.problem === null,
      };
    }),
  );
}
