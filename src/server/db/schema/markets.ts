import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The instrument universe (DESIGN §5), seeded from src/core/markets/universe.ts. */
export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    market: text('market').notNull(), // futures | equities | crypto
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    sector: text('sector').notNull(),
    exchange: text('exchange').notNull(),
    pointValue: doublePrecision('point_value').notNull(),
    tickSize: doublePrecision('tick_size').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('instruments_market_symbol_idx').on(t.market, t.symbol)],
);

/**
 * Daily OHLCV bars, split-adjusted. The primary key (instrument_id, date) serves "last N bars of X"
 * (backward index scan) and "latest bar of every symbol" (DISTINCT ON instrument_id). `is_final`
 * is false for today's forming bar, which the scheduler keeps rewriting.
 */
export const dailyBars = pgTable(
  'daily_bars',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull().default(0),
    isFinal: boolean('is_final').notNull().default(true),
    source: text('source').notNull(), // demo | csv | online
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.date] }), index('daily_bars_date_idx').on(t.date)],
);

/**
 * One row per market: which provider fed it, a version bumped at every data change (each server
 * process rebuilds its in-memory engine cache when the version moves) and the last import report.
 */
export const marketDataState = pgTable('market_data_state', {
  market: text('market').primaryKey(),
  provider: text('provider').notNull(),
  version: integer('version').notNull().default(0),
  demoData: boolean('demo_data').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastReport: jsonb('last_report').$type<Record<string, unknown>>(),
});
