import type { Bar } from '../../core/engine/types';
import { MARKETS } from '../../core/markets/market';
import { UNIVERSE, universeOf } from '../../core/markets/universe';
import type { InstrumentSpec } from '../../core/markets/universe';
import type { Market } from '../../core/schemas/markets';
import type { Deps } from '../deps';
import { createProviders } from '../market-data/providers';
import type { Providers } from '../market-data/providers';
import { invalidate } from '../lib/invalidation';
import type { ImportIssue } from '../market-data/types';
import {
  bumpMarketVersion,
  deleteStaleForming,
  demoInstrumentIds,
  lastFinalDates,
  listInstruments,
  upsertBars,
  upsertInstruments,
} from './repo';
import type { InstrumentRow } from './repo';
import type { Database } from '../db/client';
import type { RefreshListeners } from './refresh-listeners';
import { marketTopic } from './store';
import type { MarketStore } from './store';

export interface RefreshReport {
  market: Market;
  provider: string;
  bars: number;
  demoData: boolean;
  issues: ImportIssue[];
}

/** What a refresh publishes inside its own transaction (the ledger, decision 0050): wired by the app. */
export interface RefreshPublication {
  market: Market;
  instruments: InstrumentRow[];
  finalizedIds: number[];
  lastDatesBefore: Map<number, string>;
  version: number;
  demo: boolean;
  now: Date;
}
export type PublishInRefresh = (conn: Pick<Database, 'query'>, p: RefreshPublication) => Promise<unknown>;

export interface Refresher {
  /** Stores the universe (names, specs) in the database: pages read instruments from there. */
  ensureUniverse(): Promise<void>;
  refreshMarket(market: Market, o?: { full?: boolean }): Promise<RefreshReport>;
  refreshAllMarkets(o?: { full?: boolean }): Promise<RefreshReport[]>;
}

export function createRefresher(o: {
  deps: Deps;
  store: MarketStore;
  listeners: RefreshListeners;
  publish: PublishInRefresh;
}): Refresher {
  const { deps, store, listeners, publish } = o;
  let providers: Providers | null = null;
  const running = new Map<Market, Promise<RefreshReport>>();

  /**
   * One update of a market from its provider: new final bars since the last stored one (all of them
   * when `full`, e.g. the admin's "Refresh Data from Files"), today's forming bar, then the engine
   * cache is updated incrementally. Calls for the same market in one process are serialised.
   */
  function refreshMarket(market: Market, o: { full?: boolean } = {}): Promise<RefreshReport> {
    const prev = running.get(market) ?? Promise.resolve(null);
    const next = prev.catch(() => null).then(() => doRefresh(market, o.full === true));
    running.set(market, next);
    return next;
  }

  async function doRefresh(market: Market, full: boolean): Promise<RefreshReport> {
    if (full) providers = null; // re-list the include folder
    const sources = (providers ??= createProviders(deps.config));
    const now = deps.clock.now();
    const specs = new Map<string, InstrumentSpec>(universeOf(market).map((s) => [s.symbol, s]));
    const rows = await listInstruments(deps.db, market);
    const lastDates = await lastFinalDates(deps.database, market);
    const fetched = await fetchUpdates(sources, { specs, rows, lastDates, full, now });
    const { issues, updates } = fetched;
    if (issues.length)
      deps.log.warn({ market, issues: issues.slice(0, 20) }, 'market data import reported problems');
    const refresh = { market, full, provider: sources.main.name, now, rows, lastDates };
    // One transaction: a failure midway leaves the stored bars and the version as they were, so no
    // process rebuilds its signals from half a refresh.
    const { count, version } = await deps.database.transaction((conn) =>
      writeRefresh(conn, publish, refresh, fetched),
    );
    const { usedDemo } = fetched;
    const report: RefreshReport = {
      market,
      provider: sources.main.name,
      bars: count,
      demoData: usedDemo,
      issues,
    };
    if (version === null) return report;
    if (fetched.rewritesHistory || full) store.invalidate(market);
    else store.apply(market, { version, demoData: usedDemo, now, updates });
    await invalidate(marketTopic(market)); // every other process checks the version before its next answer
    const finalizedIds = finalizedOf(updates);
    if (finalizedIds.length) await listeners.emit({ market, finalizedIds });
    return report;
  }

  async function refreshAllMarkets(o: { full?: boolean } = {}): Promise<RefreshReport[]> {
    const out: RefreshReport[] = [];
    for (const market of MARKETS) out.push(await refreshMarket(market, o));
    return out;
  }

  return {
    ensureUniverse: async () => void (await upsertInstruments(deps.db, UNIVERSE)),
    refreshMarket,
    refreshAllMarkets,
  };
}

type SourceBars = Array<{ instrumentId: number; bars: Bar[]; isFinal: boolean }>;

/** What one refresh fetched, before anything is written. */
interface Fetched {
  issues: ImportIssue[];
  updates: Map<number, { final: Bar[]; forming: Bar | null }>;
  /** Bars to upsert, per provider name (their source). */
  bySource: Map<string, SourceBars>;
  /** Instruments whose stored bars a CSV import replaces. */
  replaced: number[];
  usedDemo: boolean;
  rewritesHistory: boolean;
}

/** The new bars of every instrument of the universe from the main source (the demo feed fills one with nothing stored). */
async function fetchUpdates(
  { main, demo }: Providers,
  o: {
    specs: Map<string, InstrumentSpec>;
    rows: InstrumentRow[];
    lastDates: Map<number, string>;
    full: boolean;
    now: Date;
  },
): Promise<Fetched> {
  const { specs, full, now } = o;
  const f: Fetched = {
    issues: [],
    updates: new Map(),
    bySource: new Map(),
    replaced: [],
    usedDemo: main.demoData,
    rewritesHistory: false,
  };
  for (const row of o.rows) {
    const spec = specs.get(row.symbol);
    if (!spec) continue;
    const last = o.lastDates.get(row.id) ?? null;
    let provider = main;
    let res = await main.fetchBars(spec, full && main.name === 'csv' ? null : last, now);
    f.issues.push(...res.issues);
    if (!res.ok && main.name !== 'demo') {
      // Bad or missing source: keep what is stored; fill from the demo feed only if nothing is.
      if (last) continue;
      provider = demo;
      res = await demo.fetchBars(spec, null, now);
    }
    if (provider.demoData) f.usedDemo = true;
    let final = res.bars;
    if (last && provider.name !== 'csv') final = final.filter((b) => b.date > last);
    if (provider.name === 'csv' && res.bars.length) {
      f.replaced.push(row.id);
      f.rewritesHistory = true;
    }
    const list = f.bySource.get(provider.name) ?? [];
    list.push({ instrumentId: row.id, bars: final, isFinal: true });
    if (res.forming) list.push({ instrumentId: row.id, bars: [res.forming], isFinal: false });
    f.bySource.set(provider.name, list);
    f.updates.set(row.id, { final, forming: res.forming });
  }
  return f;
}

const finalizedOf = (updates: Fetched['updates']) =>
  [...updates].filter(([, u]) => u.final.length > 0).map(([id]) => id);

/**
 * Stores the fetched bars, bumps the market's version and publishes the position changes, inside
 * the caller's transaction. Settles `f.usedDemo` from the stored bars too.
 */
async function writeRefresh(
  conn: Pick<Database, 'query'>,
  publish: PublishInRefresh,
  r: {
    market: Market;
    full: boolean;
    provider: string;
    now: Date;
    rows: InstrumentRow[];
    lastDates: Map<number, string>;
  },
  f: Fetched,
): Promise<{ count: number; version: number | null }> {
  const { market, now } = r;
  if (f.replaced.length)
    await conn.query('DELETE FROM daily_bars WHERE instrument_id = ANY($1::int[])', [f.replaced]);
  let count = 0;
  for (const [source, items] of f.bySource) count += await upsertBars(conn, items, source);
  const formingDate = [...f.updates.values()].find((u) => u.forming)?.forming?.date ?? null;
  await deleteStaleForming(conn, market, formingDate);
  // Instruments the main source skipped keep their stored demo bars: the market stays demo.
  if (!f.usedDemo) f.usedDemo = (await demoInstrumentIds(conn, market)).size > 0;
  // Nothing new (e.g. 7:00-8:30 before the open): no version bump, no cache rebuild anywhere.
  if (count === 0 && !r.full) return { count, version: null };
  const version = await bumpMarketVersion(conn, market, {
    provider: r.provider,
    demoData: f.usedDemo,
    now,
    report: { bars: count, issues: f.issues.slice(0, 50) },
  });
  // The position changes these bars publish join the ledger in this same transaction (decision 0050).
  await publish(conn, {
    market,
    instruments: r.rows,
    finalizedIds: finalizedOf(f.updates),
    lastDatesBefore: r.lastDates,
    version,
    demo: f.usedDemo,
    now,
  });
  return { count, version };
}
