import { engineOptionsFor } from '../../core/engine/model-account';
import { MODEL_ACCOUNT } from '../../core/engine/model-account';
import { summarizePortfolio } from '../../core/engine/portfolio';
import type { PortfolioSummary } from '../../core/engine/portfolio';
import { extendRun, runInstrument, withFormingBar } from '../../core/engine/run-instrument';
import type { InstrumentRun } from '../../core/engine/run-instrument';
import type { Bar } from '../../core/engine/types';
import type { Market } from '../../core/schemas/markets';
import type { Deps } from '../deps';
import { topicGeneration } from '../lib/invalidation';
import { listInstruments, loadBars, marketVersions } from './repo';
import type { InstrumentRow } from './repo';

/**
 * The engine's answers live in memory per process and per market, rebuilt only when the market's
 * data version moves. The process that runs an update applies it incrementally (new final bars are
 * stepped into the stored run, the forming bar on a copy; no full recomputation) and announces it
 * (`marketTopic`), so every other process checks the version before its next answer. Besides, the
 * version is checked every few seconds in the background, never on a request's path.
 */
export interface LiveInstrument {
  row: InstrumentRow;
  /** Run over the final bars only. */
  base: InstrumentRun;
  /** `base` plus today's forming bar, when there is one. */
  run: InstrumentRun;
  forming: Bar | null;
  /** The instrument's bars come (at least partly) from the synthetic feed. */
  demoData: boolean;
  lastDate: string;
  lastClose: number;
  prevClose: number | null;
}

export interface MarketData {
  market: Market;
  version: number;
  demoData: boolean;
  lastUpdated: Date;
  instruments: LiveInstrument[];
  summary: PortfolioSummary;
  /** Per-viewer answers built from this data (dropped with it when the data changes; answers.ts). */
  answers: Map<string, { builtAt: number; datas?: MarketData[]; value: unknown }>;
}

interface Slot {
  data: MarketData | null;
  checkedAt: number;
  /** The market's announcement count the data was checked against. */
  seen: number;
  loading: Promise<MarketData> | null;
  loadingSeen: number;
}

const VERSION_CHECK_MS = 5_000;

/** Announced (lib/invalidation) by a process that changed a market's data, once committed. */
// Constants: a topic string built per call is hashed anew by every Map lookup (decision 0066), and a
// record looked up by a key that varies is a megamorphic load (decision 0067).
export const marketTopic = (market: Market): string =>
  market === 'futures' ? 'market:futures' : market === 'equities' ? 'market:equities' : 'market:crypto';
const announcedOf = (market: Market) => topicGeneration(marketTopic(market));

function live(
  row: InstrumentRow,
  base: InstrumentRun,
  forming: Bar | null,
  demoData: boolean,
): LiveInstrument | null {
  const lastFinal = base.days[base.days.length - 1];
  const useForming = forming && (!lastFinal || forming.date > lastFinal.date) ? forming : null;
  const run = withFormingBar(base, useForming);
  const n = run.days.length;
  if (!n) return null;
  const last = run.days[n - 1];
  return {
    row,
    base,
    run,
    forming: useForming,
    demoData,
    lastDate: last.date,
    lastClose: last.close,
    prevClose: n > 1 ? run.days[n - 2].close : null,
  };
}

function summarize(market: Market, instruments: LiveInstrument[]): PortfolioSummary {
  return summarizePortfolio(
    instruments.map((i) => i.run),
    MODEL_ACCOUNT[market],
  );
}

async function load(deps: Deps, market: Market): Promise<MarketData> {
  const versions = await marketVersions(deps.db);
  const v = versions.get(market);
  const rows = await listInstruments(deps.db, market);
  const bars = await loadBars(deps.database, market);
  const instruments: LiveInstrument[] = [];
  for (const row of rows) {
    const stored = bars.get(row.id);
    if (!stored) continue;
    const base = runInstrument(stored.final, engineOptionsFor(market, row.pointValue));
    const li = live(row, base, stored.forming, stored.demo);
    if (li) instruments.push(li);
  }
  return {
    market,
    version: v?.version ?? 0,
    // A market is demo while any of its instruments is (whatever the last refresh recorded).
    demoData: (v?.demoData ?? true) || instruments.some((i) => i.demoData),
    lastUpdated: v?.lastRunAt ?? deps.clock.now(),
    instruments,
    summary: summarize(market, instruments),
    answers: new Map(),
  };
}

export interface MarketStore {
  /**
   * The market's engine state, loaded or reused. Known data is answered at once; its periodic
   * version check runs behind it. Only a first load, or a change another process announced, is waited for.
   */
  get(market: Market): Promise<MarketData>;
  /** The same, without a promise while the data is in memory: a cached read answers in the same tick. */
  current(market: Market): MarketData | Promise<MarketData>;
  /** Drops the data of one market (all when absent): the next request reloads it. */
  invalidate(market?: Market): void;
  /**
   * Applies an update this process just wrote: final bars appended after the last final bar are
   * stepped into the run (incremental); anything else (a re-import that rewrites history) drops the
   * data so the next request reloads it.
   */
  apply(market: Market, o: MarketUpdate): void;
}

export interface MarketUpdate {
  version: number;
  demoData: boolean;
  now: Date;
  updates: Map<number, { final: Bar[]; forming: Bar | null }>;
}

/**
 * The data with an update stepped in (`MarketStore.apply`), or null when it cannot be patched: another
 * process changed the data since it was built, or the update rewrites bars already stepped in.
 */
function updated(market: Market, data: MarketData, o: MarketUpdate): MarketData | null {
  // Another process changed the data since this cache was built: reload rather than patch.
  if (data.version !== o.version - 1) return null;
  const byId = new Map(data.instruments.map((i) => [i.row.id, i]));
  for (const id of o.updates.keys()) if (!byId.has(id)) return null;
  const next: LiveInstrument[] = [];
  for (const li of data.instruments) {
    const u = o.updates.get(li.row.id);
    if (!u) {
      next.push(li);
      continue;
    }
    const lastDate = li.base.days[li.base.days.length - 1]?.date ?? '';
    if (u.final.some((b) => b.date <= lastDate)) return null;
    extendRun(li.base, u.final);
    next.push(live(li.row, li.base, u.forming, li.demoData) ?? li);
  }
  return {
    ...data,
    version: o.version,
    demoData: o.demoData || next.some((i) => i.demoData),
    lastUpdated: o.now,
    instruments: next,
    summary: summarize(market, next),
    answers: new Map(),
  };
}

/** One store per app (the markets plugin's): its slots live and die with it. */
export function createMarketStore(deps: Deps): MarketStore {
  const slots = new Map<Market, Slot>();
  function slotOf(market: Market): Slot {
    let s = slots.get(market);
    if (!s) slots.set(market, (s = { data: null, checkedAt: 0, seen: 0, loading: null, loadingSeen: 0 }));
    return s;
  }

  function current(market: Market): MarketData | Promise<MarketData> {
    const slot = slotOf(market);
    const seen = announcedOf(market);
    if (slot.data && slot.seen === seen) {
      const now = Date.now(); // process-local cache age, not business time
      if (now - slot.checkedAt >= VERSION_CHECK_MS && !slot.loading) {
        slot.checkedAt = now; // one check at a time, even when it fails
        checkVersion(slot, market).catch((err: Error) =>
          deps.log.warn(
            { market, err: err.message },
            'market data version check failed; answering from memory',
          ),
        );
      }
      return slot.data;
    }
    if (slot.loading && slot.loadingSeen === seen) return slot.loading;
    return checkVersion(slot, market);
  }

  /** Reuses the data while its version is current, else loads it; after any check already running. */
  function checkVersion(slot: Slot, market: Market): Promise<MarketData> {
    const seen = announcedOf(market);
    const run = (slot.loading ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const held = slot.data;
        const v = held && (await marketVersions(deps.db)).get(market);
        if (!held || (v?.version ?? 0) !== held.version) slot.data = await load(deps, market);
        slot.checkedAt = Date.now();
        slot.seen = seen;
        return slot.data!;
      })
      .finally(() => {
        if (slot.loading === run) slot.loading = null;
      });
    slot.loading = run;
    slot.loadingSeen = seen;
    return run;
  }

  function invalidate(market?: Market): void {
    for (const [k, s] of slots) if (!market || k === market) s.data = null;
  }

  function apply(market: Market, o: MarketUpdate): void {
    const slot = slotOf(market);
    if (!slot.data) return;
    const next = updated(market, slot.data, o);
    if (!next) return invalidate(market);
    slot.data = next;
    slot.checkedAt = Date.now();
  }

  const get = async (market: Market): Promise<MarketData> => current(market);
  return { get, current, invalidate, apply };
}
