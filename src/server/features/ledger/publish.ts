import { randomBytes } from 'node:crypto';
import { priceFormatter } from '../../../core/engine/blotter';
import { addDays } from '../../../core/engine/dates';
import { engineOptionsFor } from '../../../core/engine/model-account';
import { runInstrument } from '../../../core/engine/run-instrument';
import { MARKETS } from '../../../core/markets/market';
import type { LedgerRow } from '../../../core/schemas/ledger';
import type { Market } from '../../../core/schemas/markets';
import type { Database } from '../../db/client';
import { ALERT_MAX_AGE_DAYS } from '../../../core/markets/news-age';
import { loadBars } from '../../markets';
import type { InstrumentRow } from '../../markets';
import { GENESIS_HASH, rowHash } from './chain';
import { runChanges } from './changes';
import type { RunChange } from './changes';
import { insertLedgerRows, ledgerHead, ledgerKeys, ledgerMarks, setLedgerMarks } from './repo';

/** Serialises ledger appends of one market across processes (held until the refresh commits). */
const LOCK_BASE = 7_402_310;

export interface LedgerPublication {
  market: Market;
  instruments: readonly InstrumentRow[];
  /** Instruments that received new final bars in this refresh. */
  finalizedIds: readonly number[];
  /** Each instrument's newest final bar date before this refresh. */
  lastDatesBefore: ReadonlyMap<number, string>;
  version: number;
  demo: boolean;
  now: Date;
}

/**
 * Appends the position changes a refresh publishes, inside the refresh's own transaction (after its
 * bars are written and its version bumped), so the ledger and the bars commit or fail together.
 *
 * - Changes on or before a symbol's mark (the last final bar the ledger looked at) are already in
 *   the ledger, published or reconstructed: a later correction of the bars never rewrites them.
 * - A change on a bar new in this refresh and recent enough to be news (the alerts' rule: no older
 *   than ALERT_MAX_AGE_DAYS) of a symbol the ledger has looked at before is published; anything else
 *   is history: the first time a market or symbol is seen (no mark), or a backfill of old bars, is
 *   written once as `reconstructed: true` (a database trigger refuses the rest, migration 0301).
 */
export async function publishToLedger(conn: Pick<Database, 'query'>, p: LedgerPublication): Promise<number> {
  await conn.query('SELECT pg_advisory_xact_lock($1)', [LOCK_BASE + MARKETS.indexOf(p.market)]);
  const marks = await ledgerMarks(conn, p.market);
  const ids = new Set(p.finalizedIds);
  const targets = marks.size ? p.instruments.filter((i) => ids.has(i.id)) : p.instruments;
  if (!targets.length) return 0;
  const bars = await loadBars(conn, p.market);
  const today = p.now.toISOString().slice(0, 10);
  const newsSince = addDays(today, -ALERT_MAX_AGE_DAYS);
  const fresh: Array<RunChange & { reconstructed: boolean }> = [];
  const seen = new Map<string, string>();
  for (const inst of targets) {
    const final = bars.get(inst.id)?.final ?? [];
    if (!final.length) continue;
    seen.set(inst.symbol, final[final.length - 1].date);
    const run = runInstrument(final, engineOptionsFor(p.market, inst.pointValue));
    const fmt = priceFormatter(inst.tickSize);
    const mark = marks.get(inst.symbol);
    const before = p.lastDatesBefore.get(inst.id);
    for (const c of runChanges(inst.symbol, run, (x) => Number(fmt(x)))) {
      if (mark && c.barDate <= mark) continue;
      // A symbol the ledger never looked at (a fresh install's first import) is history, never news.
      const published = mark !== undefined && (!before || c.barDate > before) && c.barDate >= newsSince;
      fresh.push({ ...c, reconstructed: !published });
    }
  }
  // Marks make repeats impossible; should they ever be lost, an existing row is still never repeated
  // (a unique violation would roll back the market's refresh for good).
  const known = await ledgerKeys(
    conn,
    p.market,
    fresh.map((c) => c.symbol),
  );
  const toWrite = fresh.filter((c) => !known.has(`${c.symbol}@${c.barDate}`));
  // History first, then what this refresh publishes; each by date and symbol.
  toWrite.sort(
    (a, b) =>
      Number(b.reconstructed) - Number(a.reconstructed) ||
      a.barDate.localeCompare(b.barDate) ||
      a.symbol.localeCompare(b.symbol),
  );
  const head = await ledgerHead(conn, p.market);
  let seq = head?.seq ?? 0;
  let prevHash = head?.hash ?? GENESIS_HASH;
  const publishedAt = p.now.toISOString();
  const rows: LedgerRow[] = toWrite.map((c) => {
    const entry = {
      market: p.market,
      seq: ++seq,
      symbol: c.symbol,
      barDate: c.barDate,
      action: c.action,
      fillPrice: c.fillPrice,
      stop: c.stop,
      size: c.size,
      dataVersion: p.version,
      publishedAt,
      demo: p.demo,
      reconstructed: c.reconstructed,
    };
    const hash = rowHash(prevHash, entry);
    // The salt makes the row's Merkle leaf unguessable while the row is withheld.
    const row = { ...entry, prevHash, hash, salt: randomBytes(16).toString('hex') };
    prevHash = hash;
    return row;
  });
  await insertLedgerRows(conn, rows);
  await setLedgerMarks(conn, p.market, seen);
  return rows.length;
}
