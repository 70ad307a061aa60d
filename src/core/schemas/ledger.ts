import { z } from 'zod';
import { CHANGE_MARKERS } from '../engine/types';
import { marketSchema } from './markets';

/**
 * The published signal ledger (decision 0050, docs/features/track-record.md): every position change the
 * engine published, in publication order, hash-chained per market.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** A position change: every action of the change markers but 'none'. */
export const ledgerActionSchema = z.enum(CHANGE_MARKERS.filter((m) => m !== 'none') as [string, ...string[]]);

/** The fields the hash covers (the canonical JSON of decision 0050 is built from exactly these). */
export const ledgerEntrySchema = z.object({
  market: marketSchema,
  /** Position in the market's chain, 1, 2, 3, ... */
  seq: z.number().int().positive(),
  symbol: z.string(),
  /** The session whose close filled the change. */
  barDate: isoDate,
  action: ledgerActionSchema,
  /** The close the model account filled at, on the instrument's tick grid. */
  fillPrice: z.number(),
  /** The exit level protecting the new position; null after a liquidation. */
  stop: z.number().nullable(),
  /** Contracts, shares or coins of the new position (of the closed one for a liquidation). */
  size: z.number(),
  /** The market data version of the refresh that published it. */
  dataVersion: z.number().int(),
  /** When the row was written, ISO 8601 UTC with milliseconds. */
  publishedAt: z.string(),
  demo: z.boolean(),
  /** Written once from history stored before the ledger existed (or backfilled), not published live. */
  reconstructed: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerRowSchema = ledgerEntrySchema.extend({
  /** Hash of the previous row of the market's chain; 64 zeros before the first. */
  prevHash: z.string(),
  /** sha256(prevHash + canonical JSON of the entry), hex. */
  hash: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** GET /api/ledger?market=&from=&to= (bar dates, inclusive). */
export const ledgerQuerySchema = z.object({
  market: marketSchema,
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const ledgerResponseSchema = z.object({
  market: marketSchema,
  rows: z.array(ledgerRowSchema),
  /** Seq and hash of the chain's head as this viewer may know it (delayed viewers: as of their delay). */
  headSeq: z.number().int().nullable(),
  headHash: z.string().nullable(),
  /** The newest bar date this viewer sees; null when live. */
  delayedTo: z.string().nullable(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** GET /api/ledger/verify?market= */
export const ledgerVerifyQuerySchema = z.object({ market: marketSchema });

export const ledgerVerifyResponseSchema = z.object({
  market: marketSchema,
  ok: z.boolean(),
  rows: z.number().int(),
  firstDate: z.string().nullable(),
  headHash: z.string().nullable(),
  /** The first row whose hash or link does not recompute (null when ok). */
  firstBad: z
    .object({ seq: z.number().int(), symbol: z.string(), barDate: z.string(), reason: z.string() })
    .nullable(),
  /** The newest bar date the check covered for this viewer; null when live (the whole chain). */
  delayedTo: z.string().nullable(),
});
export type LedgerVerifyResponse = z.infer<typeof ledgerVerifyResponseSchema>;
