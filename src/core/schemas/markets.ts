import { z } from 'zod';
import { CHANGE_MARKERS, POSITION_CODES } from '../engine/types';
import { MARKETS } from '../markets/market';

/**
 * The market API answers (spec 01 §3/§7, spec 02 §3/§7): the contract between the engine's routes
 * (docs/features/market-data.md) and the markets pages (docs/features/markets-pages.md). Every locked value is the string 'LOCKED' (or null where
 * noted): the server replaces it before serialising, so it never reaches a browser that may not see it.
 * Every answer built from the synthetic feed carries `demoData: true`.
 */
export const LOCKED_VALUE = z.literal('LOCKED');
const num = z.number();
const lockedNum = z.union([num, LOCKED_VALUE]);
const lockedNullableNum = z.union([num, z.null(), LOCKED_VALUE]);

// The domain owns these types (core/markets, core/engine); the wire schemas are derived from them.
export type { Market } from '../markets/market';
export type { ChangeMarker, PositionCode } from '../engine/types';
export const marketSchema = z.enum(MARKETS);

/** L long, S short, - flat; LOCKED for a day the viewer may not see. */
export const positionCodeSchema = z.enum(POSITION_CODES);
export const positionCellSchema = z.union([positionCodeSchema, LOCKED_VALUE]);

/** Change marker comparing the last two days (spec 01 §4, spec 02 §4). */
export const changeMarkerSchema = z.enum(CHANGE_MARKERS);

// ---- GET /api/signals?market=&limit= --------------------------------------------------------
export const signalsQuerySchema = z.object({
  market: marketSchema.default('futures'),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const signalSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  signal: z.enum(['LONG', 'SHORT', 'FLAT', 'LOCKED']), // LOCKED: a market the viewer may not see (crypto for visitors)
  entryPrice: z.string(), // decimal string, 'n/a' or 'LOCKED'
  currentPrice: z.string(), // the close of `asOf`
  pnl: z.string(),
  pnlPercentage: z.string(),
  status: z.string(), // 'active' | 'closed' | 'flat' | 'locked'; the client capitalises it
  market: marketSchema,
  entryDate: z.string().nullable(),
  /** The day the row shows (free is delayed: the newest day the viewer sees on the market page). */
  asOf: z.string().nullable(),
  /** True when the row is older than the premium one: the UI shows 'Delayed - live with premium'. */
  delayed: z.boolean(),
  /** The instrument's prices come (at least partly) from the synthetic feed. */
  demoData: z.boolean(),
});
export type Signal = z.infer<typeof signalSchema>;
export const signalsResponseSchema = z.array(signalSchema);

// ---- GET /api/performance -------------------------------------------------------------------
export const performanceSummarySchema = z.object({
  market: marketSchema,
  totalSignals: z.number().int(),
  winRate: z.number().nullable(), // percent, trades closed in the last 30 days; null under 10 of them
  /** Trades closed in the last 30 days: under 10, `winRate` is null and reads 'n/a (too short)'. */
  closedTrades: z.number().int(),
  tooShort: z.object({ ratios: z.boolean() }),
  totalPnl: z.number(), // percent of the model account, this month
  /** This month's P&L in dollars and the starting capital it is a percent of: the landing's
   * 'Total Portfolio' is the combined accounts' return, sum(monthPnl) / sum(startingCapital). */
  monthPnl: z.number(),
  startingCapital: z.number(),
  demoData: z.boolean(),
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;
export const performanceResponseSchema = z.array(performanceSummarySchema);

// ---- GET /api/futures ----------------------------------------------------------------------
export const currentPerformanceSchema = z.object({
  day: z.number(), // percent
  month: z.number(),
  year: z.number(),
  lastUpdated: z.string(), // ISO timestamp
});
export const futuresInstrumentSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  chartLink: z.string(),
  positions: z.array(positionCellSchema).length(30), // oldest first
  change: z.union([changeMarkerSchema, LOCKED_VALUE]),
  positionType: z.enum(['LONG', 'SHORT', 'FLAT']),
  longQty: lockedNum,
  shortQty: lockedNum,
  initPrice: lockedNullableNum,
  lastPrice: num,
  netPrice: num, // today's change in price
  ote: lockedNum, // open trade equity, dollars
  rewardToRisk: lockedNullableNum,
  daysInTrade: lockedNum,
  power: lockedNum, // 20-day move in N
  stop: lockedNullableNum,
  isPreview: z.boolean(), // the ES preview row open to everyone
});
export type FuturesInstrument = z.infer<typeof futuresInstrumentSchema>;
export const futuresResponseSchema = z.object({
  marketSectors: z.array(z.object({ name: z.string(), instruments: z.array(futuresInstrumentSchema) })),
  tradingDates: z.array(z.string()).length(30),
  currentPerformance: currentPerformanceSchema,
  isPremium: z.boolean(),
  /** Symbols per side; null unless premium (spec 02 §6: expandable lists for premium only). */
  lists: z
    .object({ long: z.array(z.string()), short: z.array(z.string()), flat: z.array(z.string()) })
    .nullable(),
  counts: z.object({ total: z.number(), long: z.number(), short: z.number(), flat: z.number() }),
  demoData: z.boolean(),
});
export type FuturesResponse = z.infer<typeof futuresResponseSchema>;

// ---- GET /api/futures-tabs -----------------------------------------------------------------
export const futuresTabRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  positionType: z.enum(['LONG', 'SHORT', 'FLAT']),
  daysInTrade: lockedNum,
  ote: lockedNum,
  rewardToRisk: lockedNullableNum,
  power: lockedNum,
  band: z.union([z.enum(['Strong-Up', 'Up', 'Down', 'Strong-Down']), LOCKED_VALUE]),
  lastPrice: num,
});
export const futuresTabSchema = z.object({
  title: z.string(),
  description: z.string(),
  data: z.array(futuresTabRowSchema),
});
export const futuresTabsResponseSchema = z.object({
  age: futuresTabSchema, // sorted by days in trade
  portfolio: futuresTabSchema, // by sector
  ranked: futuresTabSchema, // by power
  lastUpdated: z.string(),
  demoData: z.boolean(),
});
export type FuturesTabsResponse = z.infer<typeof futuresTabsResponseSchema>;

// ---- GET /api/futures-blotter --------------------------------------------------------------
export const blotterResponseSchema = z.object({
  entries: z.array(z.object({ symb: z.string(), instruction: z.string() })), // '' = no instruction; 'Premium' when locked
  forDate: z.string(),
  demoData: z.boolean(),
});
export type BlotterResponse = z.infer<typeof blotterResponseSchema>;

// ---- GET /api/equities-content and /api/equities-content/public ------------------------------
export const equityRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  positions: z.array(positionCellSchema).length(30), // oldest first; last 10 LOCKED for anonymous (not AAPL)
  change: z.union([changeMarkerSchema, LOCKED_VALUE]),
  current: z.number(),
  chartLink: z.string(),
  chartImageUrl: z.string().nullable(), // signed /api/chart-image/{token}; null when locked
});
export const equitiesContentResponseSchema = z.object({
  content: z.string(), // an HTML document with the same table
  tradingDates: z.array(z.string()).length(30),
  rows: z.array(equityRowSchema),
  isPremium: z.boolean(),
  lists: z
    .object({ long: z.array(z.string()), short: z.array(z.string()), flat: z.array(z.string()) })
    .nullable(),
  sourceLastUpdated: z.string(),
  demoData: z.boolean(),
});
export type EquitiesContentResponse = z.infer<typeof equitiesContentResponseSchema>;

// ---- GET /api/crypto-content ---------------------------------------------------------------
export const cryptoRowSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  positions: z.array(positionCellSchema).length(16), // oldest first; free users see the first 6
  last: z.number(),
  stop: lockedNullableNum,
  fortyDayHigh: lockedNullableNum, // null: fewer than 40 bars, no 40-day high yet (n/a)
  change: z.union([
    z.enum(['long-initiation', 'liquidation-profit', 'liquidation-loss', 'none']),
    LOCKED_VALUE,
  ]),
  logo: z.string(), // URL of the logo served by this site
  chartSymbol: z.string(), // e.g. BTCUSD
  chartImageUrl: z.string().nullable(), // null when locked (BTC always open)
});
export const cryptoContentResponseSchema = z.object({
  content: z.string(),
  isPremium: z.boolean(),
  sourceLastUpdated: z.string(),
  tradingDates: z.array(z.string()).length(16),
  rows: z.array(cryptoRowSchema),
  balanceChartUrl: z.string().nullable(), // signed /api/crypto-balance-chart/{token}
  performancePdfUrl: z.string().nullable(), // premium only
  demoData: z.boolean(),
});
export type CryptoContentResponse = z.infer<typeof cryptoContentResponseSchema>;

// ---- GET /api/traders-dashboard ------------------------------------------------------------
export const tradersDashboardResponseSchema = z.object({
  currentPerformance: z.object({ day: z.number(), month: z.number(), year: z.number() }),
  todayTrades: z.number().int(),
  positions: z.object({ long: z.number().int(), short: z.number().int(), flat: z.number().int() }),
  /** The day `todayTrades` and `positions` show when they are delayed; null when live. */
  positionsAsOf: z.string().nullable(),
  /** Active videos, newest first; non-premium viewers get only the first (the archive is premium). */
  weeklyVideos: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      week: z.string(),
      duration: z.string().nullable(),
      embedUrl: z.string(),
    }),
  ),
  videoCount: z.number().int(), // all active videos, for 'Archive (n videos) - Premium Required'
  calendarEvents: z.array(z.object({ date: z.string(), event: z.string() })),
  activeMarkets: z.array(z.object({ symbol: z.string(), atrMultiple: z.number() })),
  weeklyThoughts: z.array(z.object({ week: z.string(), quote: z.string(), content: z.string() })),
  isPremium: z.boolean(),
  demoData: z.boolean(),
});
export type TradersDashboardResponse = z.infer<typeof tradersDashboardResponseSchema>;

// ---- Cache busting, logos, chart and report links ---------------------------------------------
/** `?t=`: a manual refresh's cache-busting value (spec 01 §7); the server ignores it. */
export const cacheBusterQuerySchema = z.object({ t: z.string().max(50).optional() });
export const cryptoLogoParamsSchema = z.object({
  symbol: z.string().regex(/^[a-z0-9]{1,12}$/, 'Unknown symbol'),
});
/** A wildcard, not `:token`: Fastify caps a named parameter at 100 characters and a signed token is longer. */
export const chartTokenParamsSchema = z.object({
  '*': z.string().min(10, 'Invalid chart link').max(2000, 'Invalid chart link'),
});
/** `?layout=narrow`: the phone-sized drawing of the balance chart. */
export const balanceChartQuerySchema = z.object({ layout: z.string().optional() });

// ---- POST /api/admin/refresh-data --------------------------------------------------------------
/** What one Refresh Data from Files read: bars per market and each bad file with its line. */
export const refreshReportSchema = z.object({
  ok: z.literal(true),
  provider: z.string(),
  markets: z.array(
    z.object({
      market: z.string(),
      bars: z.number(),
      demoData: z.boolean(),
      issues: z.array(z.object({ file: z.string(), line: z.number().nullable(), message: z.string() })),
    }),
  ),
});
export type RefreshReport = z.infer<typeof refreshReportSchema>;
