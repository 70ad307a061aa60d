import { z } from 'zod';
import { marketSchema } from './markets';

/** GET /api/track-record?market= (docs/features/track-record.md): the model account's whole record, premium viewers of that market only. */
export const trackRecordQuerySchema = z.object({ market: marketSchema });

/**
 * Figures need their conditions: an annualised figure null under a year of sessions, a
 * trade ratio null under 10 closed trades. A null with its `tooShort` flag is shown 'n/a (too short)'.
 */
export const tooShortSchema = z.object({
  /** Under a year of sessions (252; 365 for crypto): CAGR, Sharpe and Sortino are null. */
  annualised: z.boolean(),
  /** Under 10 closed trades: win rate and profit factor are null. */
  ratios: z.boolean(),
});
export type TooShort = z.infer<typeof tooShortSchema>;
/** How a figure short of its conditions reads on every screen. */
export const TOO_SHORT_TEXT = 'n/a (too short)';
/** `fmt(v)`, or 'n/a (too short)' for a null the conditions explain ('---' for other nulls). */
export const figureText = (v: number | null, tooShort: boolean, fmt: (v: number) => string) =>
  v === null ? (tooShort ? TOO_SHORT_TEXT : '---') : fmt(v);

export const trackRecordStatsSchema = z.object({
  /** Percent a year, compounded over the curve; null under a year of record. */
  cagr: z.number().nullable(),
  /** Percent below the running peak, positive. */
  maxDrawdown: z.number(),
  sharpe: z.number().nullable(),
  sortino: z.number().nullable(),
  /** Percent of closed trades that made money; null under 10 closed trades. */
  winRate: z.number().nullable(),
  /** Gross profit over gross loss of closed trades; null without a losing trade or under 10 trades. */
  profitFactor: z.number().nullable(),
  /** Mean P&L of winning / losing closed trades in dollars (loss negative); null without one or under 10 trades. */
  avgWin: z.number().nullable(),
  avgLoss: z.number().nullable(),
  trades: z.number().int(),
  avgDaysInTrade: z.number(),
  /** Sessions in the record. */
  sessions: z.number().int(),
  tooShort: tooShortSchema,
});

const ledgerChangeSchema = z.object({
  action: z.string(),
  fillPrice: z.number(),
  stop: z.number().nullable(),
  size: z.number(),
});

/**
 * The record is the published one (decision 0050): trades and positions from the signal ledger's
 * fills, stored closes only marking open positions. When stored bars were corrected after
 * publication, `correctedSincePublication` is true and `recomputed` carries the figures today's
 * bars give, beside the published ones.
 */
export const trackRecordResponseSchema = z.object({
  market: marketSchema,
  demoData: z.boolean(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  startingEquity: z.number(),
  dataVersion: z.number().int(),
  equity: z.array(z.object({ date: z.string(), equity: z.number() })),
  stats: trackRecordStatsSchema,
  returnsByYear: z.array(z.object({ year: z.string(), returnPct: z.number(), pnl: z.number() })),
  returnsByMonth: z.array(z.object({ month: z.string(), returnPct: z.number(), pnl: z.number() })),
  pnlBySector: z.array(z.object({ sector: z.string(), pnl: z.number(), ytdPnl: z.number() })),
  pnlBySymbol: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      pnl: z.number(),
      ytdPnl: z.number(),
      trades: z.number().int(),
      winRate: z.number().nullable(), // null under 10 closed trades
      avgDaysInTrade: z.number(),
    }),
  ),
  durations: z.array(
    z.object({
      label: z.string(),
      minDays: z.number(),
      maxDays: z.number().nullable(),
      trades: z.number().int(),
      winRate: z.number().nullable(), // null under 10 closed trades
      avgPnl: z.number(),
    }),
  ),
  /** Bar date of the first change published live (not reconstructed from history); null before one. */
  trackedSince: z.string().nullable(),
  /**
   * The ledger the record is built from: its row count, head hash, Merkle root, and whether the log
   * verifies; when it does not, `problem` says why and every figure is unverified.
   */
  ledger: z.object({
    rows: z.number().int(),
    headHash: z.string().nullable(),
    rootHash: z.string(),
    verified: z.boolean(),
    problem: z.string().nullable(),
  }),
  correctedSincePublication: z.boolean(),
  /** What today's stored bars give, when they differ from what was published; null otherwise. */
  recomputed: z
    .object({
      stats: trackRecordStatsSchema,
      returnsByYear: z.array(z.object({ year: z.string(), returnPct: z.number(), pnl: z.number() })),
    })
    .nullable(),
  /** The changes that differ, oldest first (at most 100). */
  corrections: z.array(
    z.object({
      symbol: z.string(),
      barDate: z.string(),
      published: ledgerChangeSchema.nullable(),
      recomputed: ledgerChangeSchema.nullable(),
    }),
  ),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;

/** GET /api/track-record/headline: what anyone may see (no curve, no detail). */
export const trackRecordHeadlineSchema = z.array(
  z.object({
    market: marketSchema,
    demoData: z.boolean(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** Null under a year of record (`tooShort.annualised`). */
    cagr: z.number().nullable(),
    maxDrawdown: z.number(),
    tooShort: tooShortSchema.pick({ annualised: true }),
    /** Bar date of the first change published live; null before one. */
    trackedSince: z.string().nullable(),
    /** False when the market's ledger fails verification: the figures are unverified. */
    verified: z.boolean(),
    correctedSincePublication: z.boolean(),
  }),
);
export type TrackRecordHeadline = z.infer<typeof trackRecordHeadlineSchema>;
