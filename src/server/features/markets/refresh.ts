import type { Bar } from '../../../core/engine/types';
import { MARKETS } from '../../../core/markets/market';
import { UNIVERSE, universeOf } from '../../../core/markets/universe';
import type { InstrumentSpec } from '../../../core/markets/universe';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { createProviders } from '../../market-data/providers';
import type { Providers } from '../../market-data/providers';
import { invalidate } from '../../lib/invalidation';
import type { ImportIssue } from '../../market-data/types';
import {
  bumpMarketVersion,
  deleteStaleForming,
  demoInstrumentIds,
  lastFinalDates,
  listInstruments,
  upsertBars,
  upsertInstruments,
} from './repo';
import { publishToLedger } from '../ledger/publish';
import { emitMarketRefreshed } from './refresh-listeners';
import { applyMarketUpdate, invalidateMarketData, marketTopic } from './store';

export interface RefreshReport {
  market: Market;
  provider: string;
  bars: number;
  demoData: boolean;
  issues: ImportIssue[];
}

const providerCache = new WeakMap<Deps, Providers>();
export function providersOf(deps: Deps): Providers {
  let p = providerCache.get(deps);
  if (!p) providerCache.set(deps, (p = createProviders(deps.config)));
  return p;
}

const running = new WeakMap<Deps, Map<Market, Promise<RefreshReport>>>();

/** Stores the universe (names, specs) in the database: pages read instruments from there. */
export async function ensureUniverse(deps: Deps): Promise<void> {
  await upsertInstruments(deps.db, UNIVERSE);
}

/**
 * One update of a market from its provider: new final bars since the last stored one (all of them
 * when `full`, e.g. the admin's "Refresh Data from Files"), today's forming bar, then the engine
 * cache is updated incrementally. Calls for the same market in one process are serialised.
 */
export function refreshMarket(
  deps: Deps,
  market: Market,
  o: { full?: boolean } = {},
): Promise<RefreshReport> {
  let m = running.get(deps);
  if (!m) running.set(deps, (m = new Map()));
  const prev = m.get(market) ?? Promise.resolve(null);
  const next = prev.catch(() => null).then(() => doRefresh(deps, market, o.full === true));
  m.set(market, next);
  return next;
}

async function doRefresh(deps: Deps, market: Market, full: boolean): Promise<RefreshReport> {
  if (full) providerCache.delete(deps); // re-list the include folder
  const { main, demo } = providersOf(deps);
  const now = deps.clock.now();
  const specs = new Map<string, InstrumentSpec>(universeOf(market).map((s) => [s.symbol, s]));
  const rows = await listInstruments(deps.db, market);
  const lastDates = await lastFinalDates(deps.database, market);
  const issues: ImportIssue[] = [];
  const updates = new Map<number, { final: Bar[]; forming: Bar | null }>();
  const bySource = new Map<string, Array<{ instrumentId: number; bars: Bar[]; isFinal: boolean }>>();
  const replaced: number[] = [];
  let usedDemo = main.demoData;
  let rewritesHistory = false;
  for (const row of rows) {
    const spec = specs.get(row.symbol);
    if (!spec) continue;
    const last = lastDates.get(row.id) ?? null;
    let provider = main;
    let res = await main.fetchBars(spec, full && main.name === 'csv' ? null : last, now);
    issues.push(...res.issues);
    if (!res.ok && main.name !== 'demo') {
      // Bad or missing source: keep what is stored; fill from the demo feed only if nothing is.
      if (last) continue;
      provider = demo;
      res = await demo.fetchBars(spec, null, now);
    }
    if (provider.demoData) usedDemo = true;
    let final = res.bars;
    if (last && provider.name !== 'csv') final = final.filter((b) => b.date > last);
    if (provider.name === 'csv' && res.bars.length) {
      replaced.push(row.id);
      rewritesHistory = true;
    }
    const list = bySource.get(provider.name) ?? [];
    list.push({ instrumentId: row.id, bars: final, isFinal: true });
    if (res.forming) list.push({ instrumentId: row.id, bars: [res.forming], isFinal: false });
    bySource.set(provider.name, list);
    updates.set(row.id, { final, forming: res.forming });
  }
  if (issues.length)
    deps.log.warn({ market, issues: issues.slice(0, 20) }, 'market data import reported problems');
  const formingDate = [...updates.values()].find((u) => u.forming)?.forming?.date ?? null;
  // One transaction: a failure midway leaves the stored bars and the version as they were, so no
  // process rebuilds its signals from half a refresh.
  const { count, version } = await deps.database.transaction(async (conn) => {
    if (replaced.length)
      await conn.query('DELETE FROM daily_bars WHERE instrument_id = ANY($1::int[])', [replaced]);
    let count = 0;
    for (const [source, items] of bySource) count += await upsertBars(conn, items, source);
    await deleteStaleForming(conn, market, formingDate);
    // Instruments the main source skipped keep their stored demo bars: the market stays demo.
    if (!usedDemo) usedDemo = (await demoInstrumentIds(conn, market)).size > 0;
    // Nothing new (e.g. 7:00-8:30 before the open): no version bump, no cache rebuild anywhere.
    if (count === 0 && !full) return { count, version: null };
    const version = await bumpMarketVersion(conn, market, {
      provider: main.name,
      demoData: usedDemo,
      now,
      report: { bars: count, issues: issues.slice(0, 50) },
    });
    // The position changes these bars publish join the ledger in this same transaction (decision 0050).
    await publishToLedger(conn, {
      market,
      instruments: rows,
      finalizedIds: [...updates].filter(([, u]) => u.final.length > 0).map(([id]) => id),
      lastDatesBefore: lastDates,
      version,
      demo: usedDemo,
      now,
    });
    return { count, version };
  });
  const report: RefreshReport = { market, provider: main.name, bars: count, demoData: usedDemo, issues };
  if (version === null) return report;
  if (rewritesHistory || full) invalidateMarketData(deps, market);
  else applyMarketUpdate(deps, market, { version, demoData: usedDemo, now, updates });
  await invalidate(marketTopic(market)); // every other process checks the version before its next answer
  const finalizedIds = [...updates].filter(([, u]) => u.final.length > 0).map(([id]) => id);
  if (finalizedIds.length) await emitMarketRefreshed(deps, { market, finalizedIds });
  return report;
}

export async function refreshAllMarkets(deps: Deps, o: { full?: boolean } = {}): Promise<RefreshReport[]> {
  const out: RefreshReport[] = [];
  for (const market of MARKETS) out.push(await refreshMarket(deps, market, o));
  return out;
}
