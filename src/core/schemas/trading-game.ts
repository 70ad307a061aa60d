import { z } from 'zod';
import { line } from './single-line';
import { isValidSpeed } from '../game/constants';
import { INT4_MAX } from './int4';

/** Payloads and answers of /api/trading-game/* (spec 02 §7 "Trading game"). */

export const sideSchema = z.enum(['long', 'short']);

export const tradeBodySchema = z.object({
  symbol: line().min(1).max(20),
  side: sideSchema,
  amount: z
    .number({ error: 'Please select a valid number of contracts' })
    .int('Please select a valid number of contracts')
    .gt(0, 'Please select a valid number of contracts')
    .max(10_000, 'Please select a valid number of contracts'),
  /** The chart day the player saw: the order fills at that bar or not at all. */
  chartDay: z
    .number({ error: 'Send the chart day the order was placed on' })
    .int('Send the chart day the order was placed on')
    .positive('Send the chart day the order was placed on')
    .max(INT4_MAX, 'Send the chart day the order was placed on'),
});
export type TradeBody = z.infer<typeof tradeBodySchema>;

export const speedBodySchema = z.object({
  speed: z
    .number({ error: 'Speed must be between 0.5x and 5x in steps of 0.5' })
    .refine(isValidSpeed, 'Speed must be between 0.5x and 5x in steps of 0.5'),
});

export const pauseBodySchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});

export const autoTradeBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  contracts: z
    .number({ error: 'Please select a valid number of contracts' })
    .int('Please select a valid number of contracts')
    .gt(0, 'Please select a valid number of contracts')
    .max(10_000, 'Please select a valid number of contracts'),
});
export type AutoTradeBody = z.infer<typeof autoTradeBodySchema>;

export const NICKNAME_MESSAGE = 'Nickname: 2 to 24 letters, digits, spaces, - or _';

/**
 * The finish form: the email is optional ('Leave empty to finish without receiving a report');
 * a nickname, also optional, lists the result on the public leaderboard (never the email).
 */
export const finishBodySchema = z.object({
  emailAddress: z
    .union([z.literal(''), line().trim().email('Please enter a valid email address').max(254)])
    .optional(),
  nickname: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[\p{L}\p{N} _-]{2,24}$/u, NICKNAME_MESSAGE),
    ])
    .optional(),
});
export type FinishBody = z.infer<typeof finishBodySchema>;

export const openLotSchema = z.object({
  side: sideSchema,
  contracts: z.number(),
  price: z.number(),
  chartDay: z.number(),
  tradeDate: z.string(),
  openTradeEquity: z.number(),
});

/**
 * Revealed at the finish (decision 0049): how the game's prices were disguised, and the real
 * closes of its first and last day; null for a game dealt at the real prices.
 */
export const priceDisguiseRevealSchema = z
  .object({
    /** Every price was multiplied by this (and by a small per-day noise). */
    scale: z.number(),
    /** Game days made of two real days. */
    mergedDays: z.number(),
    realFirstClose: z.number(),
    realLastClose: z.number(),
  })
  .nullable();

export const gameStateSchema = z.object({
  status: z.enum(['idle', 'active', 'finished']),
  gameActive: z.boolean(),
  speed: z.number(),
  currentDay: z.number(),
  lastDay: z.number(),
  currentDate: z.string().nullable(),
  currentPrice: z.number().nullable(),
  stats: z.object({
    totalPnL: z.number(),
    unrealizedPnL: z.number(),
    realizedPnL: z.number(),
    winRate: z.number(),
    totalTrades: z.number(),
    winningTrades: z.number(),
    losingTrades: z.number(),
    balance: z.number(),
    netLiquidatingValue: z.number(),
    /** The best final balance of the player's finished games (never below 0); null before the first. */
    highScore: z.number().nullable(),
  }),
  positions: z.object({
    netPosition: z.number(),
    marginUsed: z.number(),
    marginUsagePct: z.number(),
    lots: z.array(openLotSchema),
  }),
  /** The clock stands still on the server. */
  paused: z.boolean(),
  autoTrading: z.boolean(),
  autoContracts: z.number(),
  /** The latest day a margin call closed the positions, if any. */
  marginCallDay: z.number().nullable(),
  /** No equity left: only Finish remains. */
  gameOver: z.boolean(),
  /** Present only once the game is finished. */
  revealed: z
    .object({
      stockSymbol: z.string(),
      stockName: z.string(),
      firstDate: z.string(),
      lastDate: z.string(),
      buyHoldPnL: z.number(),
      priceDisguise: priceDisguiseRevealSchema,
    })
    .nullable(),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const marketDataItemSchema = z.object({
  /** A neutral code: the real symbol is revealed only at finish. */
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  date: z.string(),
  day: z.number(),
});
export type MarketDataItem = z.infer<typeof marketDataItemSchema>;

export const gameTradeSchema = z.object({
  id: z.number(),
  side: sideSchema,
  contracts: z.number(),
  price: z.number(),
  tradeAmount: z.number(),
  tradeDate: z.string(),
  createdAt: z.string(),
  chartDay: z.number(),
  /** manual, auto (the server-side auto-trader) or margin-call. */
  reason: z.enum(['manual', 'auto', 'margin-call']),
  /** Only on a manual order that filled at a later bar than the one it was sent for (decision 0014). */
  note: z.string().optional(),
});
export type GameTrade = z.infer<typeof gameTradeSchema>;

export const ohlcBarSchema = z.object({
  day: z.number(),
  date: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  /** After the finish only: the real close behind the day (decision 0049). */
  realClose: z.number().optional(),
});
export type OhlcBar = z.infer<typeof ohlcBarSchema>;

/** `?since=N`: only the days after day N (the page asks for what is new since its last answer). */
export const sinceQuerySchema = z.object({
  since: z.coerce
    .number({ error: 'since must be a day number' })
    .int('since must be a day number')
    .min(0, 'since must be a day number')
    .max(INT4_MAX, 'since must be a day number')
    .optional(),
});

export const dailyAnalyticsSchema = z.object({
  gameDay: z.number(),
  tradeDate: z.string(),
  netLiquidatingValue: z.number(),
  balance: z.number(),
  totalPnL: z.number(),
  unrealizedPnL: z.number(),
  realizedPnL: z.number(),
  marginUsed: z.number(),
  stockPrice: z.number(),
});
export type DailyAnalytics = z.infer<typeof dailyAnalyticsSchema>;

export const finishAnswerSchema = z.object({
  stockSymbol: z.string(),
  stockName: z.string(),
  emailSent: z.boolean(),
  /** The real period, revealed at the finish. */
  firstDate: z.string(),
  lastDate: z.string(),
  totalPnL: z.number(),
  /** $100,000 bought at the first day's close and held to the last played day. */
  buyHoldPnL: z.number(),
  priceDisguise: priceDisguiseRevealSchema,
});

export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  nickname: z.string(),
  totalPnL: z.number(),
  buyHoldPnL: z.number().nullable(),
  totalTrades: z.number(),
  winRate: z.number(),
  stockSymbol: z.string(),
  stockName: z.string(),
  completedAt: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type FinishAnswer = z.infer<typeof finishAnswerSchema>;

/** POST /api/trading-game/reset: the fresh balance. */
export const resetAnswerSchema = z.object({ ok: z.boolean(), balance: z.number() });
/** POST /api/trading-game/auto-trading: the setting now in force. */
export const autoTradingAnswerSchema = z.object({ autoTrading: z.boolean(), contracts: z.number() });
/** POST /api/trading-game/speed: the speed now in force. */
export const speedAnswerSchema = z.object({ speed: z.number() });
