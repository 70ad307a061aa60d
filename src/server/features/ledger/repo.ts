import type { LedgerRow } from '../../../core/schemas/ledger';
import type { Market } from '../../../core/schemas/markets';
import type { Database } from '../../db/client';

type Conn = Pick<Database, 'query'>;

interface RawRow {
  market: Market;
  seq: number;
  symbol: string;
  bar_date: string;
  action: string;
  fill_price: number;
  stop: number | null;
  size: number;
  data_version: number;
  published_at: Date | string;
  demo: boolean;
  reconstructed: boolean;
  prev_hash: string;
  hash: string;
  salt: string;
}

const COLUMNS = `market, seq, symbol, bar_date::text AS bar_date, action, fill_price, stop, size, data_version,
  published_at, demo, reconstructed, prev_hash, hash, salt`;

function toRow(r: RawRow): LedgerRow {
  return {
    market: r.market,
    seq: Number(r.seq),
    symbol: r.symbol,
    barDate: r.bar_date,
    action: r.action,
    fillPrice: Number(r.fill_price),
    stop: r.stop === null ? null : Number(r.stop),
    size: Number(r.size),
    dataVersion: Number(r.data_version),
    publishedAt: new Date(r.published_at).toISOString(),
    demo: r.demo,
    reconstructed: r.reconstructed,
    prevHash: r.prev_hash,
    hash: r.hash,
    salt: r.salt,
  };
}

/** A market's rows in chain order, optionally between two bar dates (inclusive). */
export async function listLedger(
  db: Conn,
  market: Market,
  o: { from?: string; to?: string } = {},
): Promise<LedgerRow[]> {
  const rows = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM signal_ledger
      WHERE market = $1 AND ($2::date IS NULL OR bar_date >= $2::date) AND ($3::date IS NULL OR bar_date <= $3::date)
      ORDER BY seq`,
    [market, o.from ?? null, o.to ?? null],
  );
  return rows.map(toRow);
}

export async function ledgerHead(db: Conn, market: Market): Promise<{ seq: number; hash: string } | null> {
  const [r] = await db.query<{ seq: number; hash: string }>(
    'SELECT seq, hash FROM signal_ledger WHERE market = $1 ORDER BY seq DESC LIMIT 1',
    [market],
  );
  return r ? { seq: Number(r.seq), hash: r.hash } : null;
}

/** Appends rows (already chained) in one statement per chunk. */
export async function insertLedgerRows(db: Conn, rows: readonly LedgerRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5_000) {
    const chunk = rows.slice(i, i + 5_000);
    const col = <K extends keyof LedgerRow>(k: K) => chunk.map((r) => r[k]);
    await db.query(
      `INSERT INTO signal_ledger (market, seq, symbol, bar_date, action, fill_price, stop, size, data_version,
         published_at, demo, reconstructed, prev_hash, hash, salt)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::date[], $5::text[], $6::float8[], $7::float8[],
         $8::float8[], $9::int[], $10::timestamptz[], $11::bool[], $12::bool[], $13::text[], $14::text[], $15::text[])`,
      [
        col('market'),
        col('seq'),
        col('symbol'),
        col('barDate'),
        col('action'),
        col('fillPrice'),
        col('stop'),
        col('size'),
        col('dataVersion'),
        col('publishedAt'),
        col('demo'),
        col('reconstructed'),
        col('prevHash'),
        col('hash'),
        col('salt'),
      ],
    );
  }
}

/** `symbol@barDate` of the rows a market's chain already holds for these symbols. */
export async function ledgerKeys(db: Conn, market: Market, symbols: readonly string[]): Promise<Set<string>> {
  if (!symbols.length) return new Set();
  const rows = await db.query<{ k: string }>(
    `SELECT symbol || '@' || bar_date::text AS k FROM signal_ledger WHERE market = $1 AND symbol = ANY($2::text[])`,
    [market, [...new Set(symbols)]],
  );
  return new Set(rows.map((r) => r.k));
}

/** Per symbol, the last final bar date the ledger has looked at. */
export async function ledgerMarks(db: Conn, market: Market): Promise<Map<string, string>> {
  const rows = await db.query<{ symbol: string; d: string }>(
    'SELECT symbol, through_date::text AS d FROM signal_ledger_marks WHERE market = $1',
    [market],
  );
  return new Map(rows.map((r) => [r.symbol, r.d]));
}

export async function setLedgerMarks(
  db: Conn,
  market: Market,
  marks: ReadonlyMap<string, string>,
): Promise<void> {
  if (!marks.size) return;
  await db.query(
    `INSERT INTO signal_ledger_marks (market, symbol, through_date)
     SELECT $1, u.s, u.d FROM unnest($2::text[], $3::date[]) AS u(s, d)
     ON CONFLICT (market, symbol) DO UPDATE SET through_date = GREATEST(signal_ledger_marks.through_date, EXCLUDED.through_date)`,
    [market, [...marks.keys()], [...marks.values()]],
  );
}

/** First bar date of the market's chain, and of its first row published live (not reconstructed). */
export async function ledgerDates(
  db: Conn,
  market: Market,
): Promise<{ firstDate: string | null; trackedSince: string | null }> {
  const [r] = await db.query<{ first: string | null; tracked: string | null }>(
    `SELECT min(bar_date)::text AS first, min(bar_date) FILTER (WHERE NOT reconstructed)::text AS tracked
       FROM signal_ledger WHERE market = $1`,
    [market],
  );
  return { firstDate: r?.first ?? null, trackedSince: r?.tracked ?? null };
}
