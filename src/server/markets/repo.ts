import { eq, sql } from 'drizzle-orm';
import type { Bar } from '../../core/engine/types';
import type { InstrumentSpec } from '../../core/markets/universe';
import type { Market } from '../../core/schemas/markets';
import type { Database, Db } from '../db/client';
import { instruments, marketDataState } from '../db/schema';

export interface InstrumentRow {
  id: number;
  market: Market;
  symbol: string;
  name: string;
  sector: string;
  exchange: string;
  pointValue: number;
  tickSize: number;
  sortOrder: number;
}

/** Inserts the instruments that are missing (names and specs of existing rows are refreshed). */
export async function upsertInstruments(db: Db, specs: readonly InstrumentSpec[]): Promise<void> {
  if (!specs.length) return;
  await db
    .insert(instruments)
    .values(
      specs.map((s, i) => ({
        market: s.market,
        symbol: s.symbol,
        name: s.name,
        sector: s.sector,
        exchange: s.exchange,
        pointValue: s.pointValue,
        tickSize: s.tickSize,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: [instruments.market, instruments.symbol],
      set: {
        name: sql`excluded.name`,
        sector: sql`excluded.sector`,
        exchange: sql`excluded.exchange`,
        pointValue: sql`excluded.point_value`,
        tickSize: sql`excluded.tick_size`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

export async function listInstruments(db: Db, market?: Market): Promise<InstrumentRow[]> {
  const rows = await db
    .select()
    .from(instruments)
    .where(market ? eq(instruments.market, market) : sql`true`)
    .orderBy(instruments.sortOrder);
  return rows.filter((r) => r.active).map((r) => ({ ...r, market: r.market as Market }));
}

export interface StoredBars {
  final: Bar[];
  forming: Bar | null;
  /** Some of the stored bars came from the synthetic feed (the instrument's data source is demo). */
  demo: boolean;
}

/**
 * All bars of a market's instruments, oldest first. One JSON array per instrument: PGlite parses a
 * row at a time, so 100k rows as rows take seconds, as one JSON text per symbol a fraction of that.
 */
export async function loadBars(
  database: Pick<Database, 'query'>,
  market: Market,
): Promise<Map<number, StoredBars>> {
  const rows = await database.query<{ id: number; j: string; demo: boolean }>(
    `SELECT b.instrument_id AS id,
            json_agg(json_build_array(b.date, b.open, b.high, b.low, b.close, b.volume, b.is_final) ORDER BY b.date)::text AS j,
            bool_or(b.source = 'demo') AS demo
       FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id
      WHERE i.market = $1 GROUP BY b.instrument_id`,
    [market],
  );
  const out = new Map<number, StoredBars>();
  for (const r of rows) {
    const arr = JSON.parse(r.j) as Array<[string, number, number, number, number, number, boolean]>;
    const final: Bar[] = [];
    let forming: Bar | null = null;
    for (const [date, open, high, low, close, volume, isFinal] of arr) {
      const bar = { date, open, high, low, close, volume };
      if (isFinal) final.push(bar);
      else forming = bar; // only the newest bar can be unfinished (older ones are deleted)
    }
    out.set(r.id, {
      final,
      forming: forming && (!final.length || forming.date > final[final.length - 1].date) ? forming : null,
      demo: r.demo === true,
    });
  }
  return out;
}

/** The newest final bar date per instrument of a market ("latest bar of every symbol"). */
export async function lastFinalDates(database: Database, market: Market): Promise<Map<number, string>> {
  const rows = await database.query<{ id: number; d: string }>(
    `SELECT DISTINCT ON (b.instrument_id) b.instrument_id AS id, b.date::text AS d
       FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id
      WHERE i.market = $1 AND b.is_final
      ORDER BY b.instrument_id, b.date DESC`,
    [market],
  );
  return new Map(rows.map((r) => [r.id, r.d]));
}

/**
 * The instruments of a market holding bars of the synthetic feed: a market is demo while any of its
 * instruments is, whatever the main provider (a CSV folder may cover 3 of 50 stocks).
 */
export async function demoInstrumentIds(
  database: Pick<Database, 'query'>,
  market: Market,
): Promise<Set<number>> {
  const rows = await database.query<{ id: number }>(
    `SELECT i.id FROM instruments i
      WHERE i.market = $1 AND i.active
        AND EXISTS (SELECT 1 FROM daily_bars b WHERE b.instrument_id = i.id AND b.source = 'demo')`,
    [market],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Upserts bars of one source for many instruments in one statement (unnest of arrays). */
export async function upsertBars(
  database: Pick<Database, 'query'>,
  items: ReadonlyArray<{ instrumentId: number; bars: readonly Bar[]; isFinal: boolean }>,
  source: string,
): Promise<number> {
  const cols: [number[], string[], number[], number[], number[], number[], number[], boolean[]] = [
    [],
    [],
    [],
    [],
    [],
    [],
    [],
    [],
  ];
  for (const it of items) {
    for (const b of it.bars) {
      cols[0].push(it.instrumentId);
      cols[1].push(b.date);
      cols[2].push(b.open);
      cols[3].push(b.high);
      cols[4].push(b.low);
      cols[5].push(b.close);
      cols[6].push(b.volume);
      cols[7].push(it.isFinal);
    }
  }
  if (!cols[0].length) return 0;
  for (let i = 0; i < cols[0].length; i += 20_000) {
    await database.query(
      `INSERT INTO daily_bars (instrument_id, date, open, high, low, close, volume, is_final, source, updated_at)
       SELECT u.*, $9, now() FROM unnest($1::int[], $2::date[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::bool[]) AS u
       ON CONFLICT (instrument_id, date) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
         close = EXCLUDED.close, volume = EXCLUDED.volume, is_final = EXCLUDED.is_final, source = EXCLUDED.source, updated_at = now()`,
      [...cols.map((c) => c.slice(i, i + 20_000)), source],
    );
  }
  return cols[0].length;
}

/** Drops unfinished bars older than `keepDate` (yesterday's forming bar once today began). */
export async function deleteStaleForming(
  database: Pick<Database, 'query'>,
  market: Market,
  keepDate: string | null,
): Promise<void> {
  await database.query(
    `DELETE FROM daily_bars b USING instruments i
      WHERE i.id = b.instrument_id AND i.market = $1 AND NOT b.is_final AND ($2::date IS NULL OR b.date <> $2::date)`,
    [market, keepDate],
  );
}

export async function bumpMarketVersion(
  database: Pick<Database, 'query'>,
  market: Market,
  o: { provider: string; demoData: boolean; now: Date; report: Record<string, unknown> },
): Promise<number> {
  const [row] = await database.query<{ version: number }>(
    `INSERT INTO market_data_state (market, provider, version, demo_data, last_run_at, last_report)
     VALUES ($1, $2, 1, $3, $4, $5::jsonb)
     ON CONFLICT (market) DO UPDATE SET provider = EXCLUDED.provider, version = market_data_state.version + 1,
       demo_data = EXCLUDED.demo_data, last_run_at = EXCLUDED.last_run_at, last_report = EXCLUDED.last_report
     RETURNING version`,
    [market, o.provider, o.demoData, o.now.toISOString(), JSON.stringify(o.report)],
  );
  return row.version;
}

export async function marketVersions(
  db: Db,
): Promise<Map<string, { version: number; demoData: boolean; lastRunAt: Date | null }>> {
  const rows = await db.select().from(marketDataState);
  return new Map(
    rows.map((r) => [r.market, { version: r.version, demoData: r.demoData, lastRunAt: r.lastRunAt }]),
  );
}

/** The last `n` bars of one symbol, oldest first (the primary key read backwards). */
export async function lastBars(
  database: Database,
  market: Market,
  symbol: string,
  n: number,
): Promise<Bar[]> {
  const rows = await database.query<Bar>(
    `SELECT * FROM (
       SELECT b.date::text AS date, b.open, b.high, b.low, b.close, b.volume
         FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id
        WHERE i.market = $1 AND i.symbol = $2
        ORDER BY b.date DESC LIMIT $3) t
     ORDER BY date`,
    [market, symbol, n],
  );
  return rows.map((r) => ({
    ...r,
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: Number(r.volume),
  }));
}
