import { z } from 'zod';
import { marketSchema } from './markets';
import { tooShortSchema } from './track-record';

/**
 * The strategy lab (docs/features/strategy-lab.md): the site's breakout rule with a member's
 * own lengths, on stored instruments or on the member's own daily history.
 */
export const LAB_ENTRY_MIN = 10;
export const LAB_ENTRY_MAX = 250;
export const LAB_EXIT_MIN = 2;
export const LAB_MAX_BARS = 10_000;
export const LAB_MAX_SYMBOLS = 200;
/** Own data: the account and the money put in each position (the whole account, not compounded). */
export const LAB_OWN_ACCOUNT = 100_000;
export const LAB_OWN_SIZING =
  'Own data: a $100,000 account; each position is worth the whole starting account ($100,000 / entry price units, 4 decimals), not compounded.';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const price = (name: string) =>
  z.number({ error: `${name} must be a number` }).positive(`${name} must be above 0`);

export const labBarSchema = z.object({
  date: isoDate,
  open: price('open'),
  high: price('high'),
  low: price('low'),
  close: price('close'),
  volume: z.number().nonnegative().optional(),
});
export type LabBar = z.infer<typeof labBarSchema>;

/** The row's own rules (high is the top, low the bottom) and dates rising, each issue naming its row. */
function checkBars(bars: LabBar[], ctx: z.RefinementCtx): void {
  bars.forEach((b, i) => {
    const row = `Row ${i + 1} (${b.date})`;
    if (b.high < Math.max(b.open, b.close, b.low))
      ctx.addIssue({
        code: 'custom',
        path: ['bars', i, 'high'],
        message: `${row}: high is below open, low or close`,
      });
    if (b.low > Math.min(b.open, b.close))
      ctx.addIssue({
        code: 'custom',
        path: ['bars', i, 'low'],
        message: `${row}: low is above open or close`,
      });
    const before = bars[i - 1];
    if (before && b.date <= before.date)
      ctx.addIssue({
        code: 'custom',
        path: ['bars', i, 'date'],
        message: `${row}: dates must rise (the row before is ${before.date})`,
      });
  });
}

export const labBacktestBodySchema = z
  .object({
    entryDays: z.number().int().min(LAB_ENTRY_MIN).max(LAB_ENTRY_MAX),
    exitDays: z.number().int().min(LAB_EXIT_MIN),
    longOnly: z.boolean().default(false),
    market: marketSchema.optional(),
    symbols: z.array(z.string().min(1).max(20)).min(1).max(LAB_MAX_SYMBOLS).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    bars: z.array(labBarSchema).min(2).max(LAB_MAX_BARS).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.exitDays >= b.entryDays)
      ctx.addIssue({ code: 'custom', path: ['exitDays'], message: 'exitDays must be below entryDays' });
    if ((b.market === undefined) === (b.bars === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['market'],
        message: 'Send either market or bars (own data), not both',
      });
    if (b.bars && (b.symbols || b.from || b.to))
      ctx.addIssue({
        code: 'custom',
        path: ['symbols'],
        message: 'symbols, from and to go with market, not bars',
      });
    if (b.from && b.to && b.from > b.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    if (b.bars) checkBars(b.bars, ctx);
  });
export type LabBacktestBody = z.input<typeof labBacktestBodySchema>;
export type LabBacktestRequest = z.output<typeof labBacktestBodySchema>;

export const labTradeSchema = z.object({
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  entryDate: z.string(),
  entryPrice: z.number(),
  exitDate: z.string().nullable(),
  exitPrice: z.number().nullable(),
  quantity: z.number(),
  /** Dollars; an open trade marked at the last close. */
  pnl: z.number(),
});
export type LabTrade = z.infer<typeof labTradeSchema>;

export const labStatsSchema = z.object({
  /** Closed trades. */
  trades: z.number().int(),
  /** Percent; null under 10 closed trades (the track record's condition). */
  winRate: z.number().nullable(),
  avgWin: z.number().nullable(),
  avgLoss: z.number().nullable(),
  profitFactor: z.number().nullable(),
  /** Percent below the running peak, positive. */
  maxDrawdown: z.number(),
  /** Percent a year; null under a year of sessions. */
  cagr: z.number().nullable(),
  sharpe: z.number().nullable(),
  /** Percent of instrument-sessions in a position. */
  exposure: z.number(),
  sessions: z.number().int(),
  tooShort: tooShortSchema,
});
export type LabStats = z.infer<typeof labStatsSchema>;

const curveSchema = z.array(z.object({ date: z.string(), equity: z.number() }));

export const labBacktestResponseSchema = z.object({
  trades: z.array(labTradeSchema),
  equity: curveSchema,
  /** The same instruments bought on their first bar with the same money and held (the comparison line). */
  buyAndHold: curveSchema,
  stats: labStatsSchema,
  startingEquity: z.number(),
  /** How positions were sized, in words. */
  sizing: z.string(),
  entryDays: z.number().int(),
  exitDays: z.number().int(),
  longOnly: z.boolean(),
  /** True when the stored bars come from the synthetic demo feed. */
  demoData: z.boolean(),
});
export type LabBacktestResponse = z.infer<typeof labBacktestResponseSchema>;
