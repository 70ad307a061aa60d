import { tickDecimals } from '../../core/engine/blotter';
import { addDays } from '../../core/engine/dates';
import type { Bar } from '../../core/engine/types';
import type { InstrumentSpec } from '../../core/markets/universe';
import type { Market } from '../../core/schemas/markets';
import { createRandom, hashString } from './prng';
import { drawDaysBetween, isTradingDay, sessionState } from './sessions';
import type { FetchResult, MarketDataProvider } from './types';

/**
 * The demo feed: a synthetic daily history per instrument, the same on every start because each
 * path is drawn from a PRNG seeded by the symbol, always from the same origin date (so the bar of a
 * given day never depends on when it was generated). Log prices follow regimes like real markets:
 * trends up or down or none (switching about every 50 sessions), calm/normal/turbulent volatility
 * (about every 70), a weak pull back to the instrument's typical level so ten years stay plausible.
 */
export const DEMO_ORIGIN = '2014-01-02';
const VOLUME_BASE: Record<Market, number> = { futures: 150_000, equities: 6_000_000, crypto: 2_000_000 };

const calendars = new Map<string, string[]>();
function calendar(market: Market, through: string): string[] {
  const key = `${market}:${through}`;
  let days = calendars.get(key);
  if (!days) {
    days = drawDaysBetween(market, addDays(DEMO_ORIGIN, -1), through);
    if (calendars.size > 16) calendars.clear();
    calendars.set(key, days);
  }
  return days;
}

/** Rounds to the tick grid without float dust (6166.25, not 6166.250000000001). */
function roundTo(tick: number): (x: number) => number {
  const p = 10 ** tickDecimals(tick);
  return (x) => Math.round(Math.round(x / tick) * tick * p) / p;
}

const memo = new Map<string, { through: string; bars: Bar[] }>();

/** Every final demo bar from the origin through `through` (inclusive); memoised per symbol. */
export function demoDailyBars(spec: InstrumentSpec, through: string): Bar[] {
  const key = `${spec.market}:${spec.symbol}`;
  const hit = memo.get(key);
  if (hit && hit.through === through) return hit.bars;
  // Drawn on every weekday; exchange holidays are then dropped (no session, no bar).
  const bars = generate(spec, through).filter((b) => isTradingDay(spec.market, b.date));
  memo.set(key, { through, bars });
  return bars;
}

/**
 * Instruments that move together share their regimes and most of each day's shock, so their levels
 * stay in proportion (E-mini S&P, Nasdaq, Dow and Russell; docs/features/market-data.md: a Dow at 63,909 beside an S&P
 * at 6,417 told a reader the data was made up).
 */
const CO_MOVING: Record<string, { group: string; rho: number }> = {
  ES: { group: 'us-index', rho: 0.92 },
  NQ: { group: 'us-index', rho: 0.92 },
  YM: { group: 'us-index', rho: 0.92 },
  RTY: { group: 'us-index', rho: 0.85 },
};

/**
 * Typical yearly growth of the level: the anchor is today's price at ANCHOR_DATE and slopes back in
 * time, so 2014 stock indices sit near their real 2014 levels instead of at today's.
 */
const ANCHOR_DATE = '2026-11-01';
function growthOf(spec: InstrumentSpec): number {
  if (spec.market === 'equities') return 0.1;
  if (spec.market === 'crypto') return 0.2;
  if (spec.sector === 'Equities') return 0.1;
  if (spec.sector === 'Metals') return 0.05;
  return 0;
}
const yearsFrom = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86_400_000);

function generate(spec: InstrumentSpec, through: string): Bar[] {
  const rnd = createRandom(`demo:${spec.market}:${spec.symbol}`);
  const co = spec.market === 'futures' ? CO_MOVING[spec.symbol] : undefined;
  const common = co ? createRandom(`demo:group:${co.group}`) : null;
  const periods = spec.market === 'crypto' ? 365 : 252;
  const sd = spec.demo.vol / Math.sqrt(periods);
  const growth = growthOf(spec);
  const anchorOf = (date: string) => Math.log(spec.demo.price) + growth * yearsFrom(ANCHOR_DATE, date);
  const round = roundTo(spec.tickSize);
  const baseVolume = VOLUME_BASE[spec.market] * (0.5 + (hashString(spec.symbol) % 100) / 100);
  const days = calendar(spec.market, through);
  // Co-moving instruments start together; the others anywhere within +-25% of their anchor.
  let logP = anchorOf(days[0] ?? ANCHOR_DATE) + (co ? 0 : 0.25 * rnd.normal());
  let trend = 0;
  let volMult = 1;
  const out: Bar[] = [];
  for (const date of days) {
    // Always draw the same number of values per day: the path never depends on a branch taken.
    const [u1, u2, u3, u4] = [rnd.next(), rnd.next(), rnd.next(), rnd.next()];
    const [z1, z2, z3, z4, z5] = [rnd.normal(), rnd.normal(), rnd.normal(), rnd.normal(), rnd.normal()];
    const shared = common
      ? { u: [common.next(), common.next(), common.next(), common.next()], z: common.normal() }
      : null;
    const [r1, r2, r3, r4] = shared ? shared.u : [u1, u2, u3, u4];
    const shock = shared && co ? co.rho * shared.z + Math.sqrt(1 - co.rho ** 2) * z1 : z1;
    if (r1 < 1 / 50) trend = r2 < 0.36 ? 1 : r2 < 0.64 ? 0 : -1;
    if (r3 < 1 / 70) volMult = r4 < 0.3 ? 0.65 : r4 < 0.75 ? 1 : 1.6;
    const s = sd * volMult;
    const prevClose = Math.exp(logP);
    logP += trend * 0.1 * sd - 0.01 * (logP - anchorOf(date)) + s * shock;
    const open = round(prevClose * Math.exp(0.25 * s * z2));
    const close = round(Math.exp(logP));
    const high = Math.max(open, close, round(Math.max(open, close) * Math.exp(Math.abs(z3) * 0.6 * s)));
    const low = Math.min(open, close, round(Math.min(open, close) * Math.exp(-Math.abs(z4) * 0.6 * s)));
    out.push({ date, open, high, low, close, volume: Math.round(baseVolume * Math.exp(0.4 * z5)) });
  }
  return out;
}

/**
 * Today's bar while the session runs, `fraction` (0..1) of the way through: a bridge from the open
 * to the day's final close over 5-minute steps, with a high and low that only widen as the day goes
 * on and reach the final bar's high and low at the close. Deterministic for a given moment.
 */
export function demoFormingBar(spec: InstrumentSpec, final: Bar, fraction: number): Bar {
  const steps = 78;
  const k = Math.max(1, Math.min(steps, Math.floor(fraction * steps)));
  const rnd = createRandom(`intraday:${spec.market}:${spec.symbol}:${final.date}`);
  const walk: number[] = [0];
  for (let i = 1; i <= steps; i++) walk.push(walk[i - 1] + rnd.normal());
  const scale = ((final.high - final.low) / Math.sqrt(steps)) * 0.6;
  const round = roundTo(spec.tickSize);
  const at = (i: number) => {
    const f = i / steps;
    const p = final.open + (final.close - final.open) * f + (walk[i] - f * walk[steps]) * scale;
    return Math.min(final.high, Math.max(final.low, p));
  };
  let high = final.open + (final.high - final.open) * Math.sqrt(k / steps);
  let low = final.open - (final.open - final.low) * Math.sqrt(k / steps);
  for (let i = 0; i <= k; i++) {
    high = Math.max(high, at(i));
    low = Math.min(low, at(i));
  }
  const close = round(at(k));
  return {
    date: final.date,
    open: final.open,
    high: Math.max(round(high), close, final.open),
    low: Math.min(round(low), close, final.open),
    close,
    volume: Math.round(final.volume * (k / steps)),
  };
}

/**
 * `historyDays` finals per instrument, or from `since[market]` when given (the crypto copy claims the
 * live account since July 2022, so the demo history reaches back that far, docs/features/market-data.md).
 */
export function createDemoProvider(opts: {
  historyDays: number;
  since?: Partial<Record<Market, string>>;
}): MarketDataProvider {
  return {
    name: 'demo',
    demoData: true,
    async fetchBars(spec, since, now): Promise<FetchResult> {
      const state = sessionState(spec.market, now);
      const through = state.forming ? state.forming.date : state.lastFinal;
      const all = demoDailyBars(spec, through);
      const finals = state.forming ? all.slice(0, -1) : all;
      const start = opts.since?.[spec.market];
      const from =
        since ?? start ?? finals[Math.max(0, finals.length - opts.historyDays)]?.date ?? DEMO_ORIGIN;
      const bars = finals.filter((b) => (since ? b.date > since : b.date >= from));
      const forming = state.forming
        ? demoFormingBar(spec, all[all.length - 1], state.forming.fraction)
        : null;
      return { bars, forming, issues: [], ok: true };
    },
  };
}
