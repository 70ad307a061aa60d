import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One bar of a game price series: [date 'YYYY-MM-DD', open, high, low, close], split-adjusted. */
export type GameBar = [string, number, number, number, number];

/** Real daily histories the simulator can pick from (embedded S&P 500 index + imported stock CSVs). */
export const gamePriceSeries = pgTable(
  'game_price_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    /** Where the bars came from: 'vega-datasets' (embedded) or 'csv' (GAME_DATA_DIR). */
    source: text('source').notNull(),
    firstDate: text('first_date').notNull(),
    lastDate: text('last_date').notNull(),
    barCount: integer('bar_count').notNull(),
    bars: jsonb('bars').$type<GameBar[]>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_price_series_symbol_idx').on(t.symbol)],
);

/**
 * One player's game. Day d (1-based) is bar `startIndex + d - 1` of the series; day 80 is the
 * first day of the 3-year window, so the first chart already has 80 bars.
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the anonymous player cookie. */
    playerId: text('player_id').notNull(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => gamePriceSeries.id),
    /** active -> finished, or reset (hidden from the player). */
    status: text('status').notNull().default('active'),
    startIndex: integer('start_index').notNull(),
    lastDay: integer('last_day').notNull(),
    currentDay: integer('current_day').notNull(),
    speed: doublePrecision('speed').notNull().default(1),
    /** Real time already counted towards the next day (see core/game/clock.ts). */
    carryMs: doublePrecision('carry_ms').notNull().default(0),
    lastTickAt: timestamp('last_tick_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('games_player_idx').on(t.playerId, t.id)],
);

export const gameTrades = pgTable(
  'game_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    side: text('side').$type<'long' | 'short'>().notNull(),
    contracts: integer('contracts').notNull(),
    price: doublePrecision('price').notNull(),
    /** price x contracts x 100 */
    tradeAmount: doublePrecision('trade_amount').notNull(),
    tradeDate: text('trade_date').notNull(),
    chartDay: integer('chart_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_trades_game_idx').on(t.gameId, t.id)],
);

/** One row per game day the clock passed: feeds the equity curve and the max drawdown. */
export const gameDailyAnalytics = pgTable(
  'game_daily_analytics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    gameDay: integer('game_day').notNull(),
    tradeDate: text('trade_date').notNull(),
    netLiquidatingValue: doublePrecision('net_liquidating_value').notNull(),
    balance: doublePrecision('balance').notNull(),
    totalPnl: doublePrecision('total_pnl').notNull(),
    unrealizedPnl: doublePrecision('unrealized_pnl').notNull(),
    realizedPnl: doublePrecision('realized_pnl').notNull(),
    marginUsed: doublePrecision('margin_used').notNull(),
    stockPrice: doublePrecision('stock_price').notNull(),
  },
  (t) => [uniqueIndex('game_daily_analytics_day_idx').on(t.gameId, t.gameDay)],
);
