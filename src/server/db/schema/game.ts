import {
  boolean,
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

/** A game's price disguise: `seed` drives merged days and noise, `scale` multiplies every price;
 * `first`/`last` are the real bar indexes of the window's first day (day 80) and last day. */
export interface PriceDisguise {
  v: 1;
  seed: string;
  scale: number;
  first: number;
  last: number;
}

export type TradeReason = 'manual' | 'auto' | 'margin-call';

/** Real daily histories the simulator can pick from (shipped stock asset + GAME_DATA_DIR CSVs). */
export const gamePriceSeries = pgTable(
  'game_price_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    /** Where the bars came from: 'asset' (shipped real stocks), 'csv' (GAME_DATA_DIR) or
     * 'vega-datasets' (the S&P 500 index of older installs, no longer drawn). */
    source: text('source').notNull(),
    firstDate: text('first_date').notNull(),
    lastDate: text('last_date').notNull(),
    barCount: integer('bar_count').notNull(),
    /** Empty for shipped stocks: their bars are read from the asset file. */
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
    /** Server-side pause: the clock stands still (docs/features/trading-game.md). */
    paused: boolean('paused').notNull().default(false),
    /** Server-side auto-trading on every bar the clock passes, with `autoContracts` per entry. */
    autoTrade: boolean('auto_trade').notNull().default(false),
    autoContracts: integer('auto_contracts').notNull().default(1),
    /** Auto-trading waits 3 s after a manual trade (spec 02 §4 cooldown). */
    lastManualTradeAt: timestamp('last_manual_trade_at', { withTimezone: true }),
    /** The latest day a margin call closed the positions (banner). */
    marginCallDay: integer('margin_call_day'),
    /** No equity left after a margin call: the clock stops, only Finish remains. */
    gameOver: boolean('game_over').notNull().default(false),
    /** How this game's prices were disguised (decision 0049); null = the real prices. */
    priceDisguise: jsonb('price_disguise').$type<PriceDisguise>(),
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
    /** 'manual', 'auto' or 'margin-call'. */
    reason: text('reason').$type<TradeReason>().notNull().default('manual'),
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
