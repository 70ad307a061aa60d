import { z } from 'zod';
import { marketSchema } from './markets';

/** GET /api/track-record?market= (docs/features/track-record.md): the model account's whole record, premium viewers of that market only. */
export const trackRecordQuerySchema = z.object({ market: marketSchema });

export const trackRecordStatsSchema = z.object({
  /** Percent a year, compounded over the curve. */
  cagr: z.number(),
  /** Percent below the running peak, positive. */
  maxDrawdown: z.number(),
  sharpe: z.number().nullable(),
  sortino: z.number().nullable(),
  /** Percent of closed trades that made money. */
  winRate: z.number(),
  /** Gross profit over gross loss of closed trades; null without a losing trade. */
  profitFactor: z.number().nullable(),
  trades: z.number().int(),
  avgDaysInTrade: z.number(),
});

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
      winRate: z.number(),
      avgDaysInTrade: z.number(),
    }),
  ),
  durations: z.array(
    z.object({
      label: z.string(),
      minDays: z.number(),
      maxDays: z.number().nullable(),
      trades: z.number().int(),
      winRate: z.number(),
      avgPnl: z.number(),
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
    cagr: z.number(),
    maxDrawdown: z.number(),
  }),
);
export type TrackRecordHeadline = z.infer<typeof trackRecordHeadlineSchema>;
