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

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'Use 64 lowercase hex digits');

/** A row as stored: the entry, its chain hashes and the salt its Merkle leaf commits to. */
export const ledgerRowSchema = ledgerEntrySchema.extend({
  /** Hash of the previous row of the market's chain; 64 zeros before the first. */
  prevHash: z.string(),
  /** sha256(prevHash + canonical JSON of the entry), hex. */
  hash: z.string(),
  /** At least 16 random bytes, hex; part of the Merkle leaf. */
  salt: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/**
 * A row as a viewer who may read it gets it: the entry, its salt and its Merkle leaf hash
 * (SHA-256(0x00 || RFC 8785 JSON of every field but prevHash, hash and leafHash)). The old chain
 * hashes come only with a live view: for anyone else they would commit to withheld rows unsalted.
 */
export const ledgerShownRowSchema = ledgerEntrySchema.extend({
  salt: z.string(),
  leafHash: hex64,
  prevHash: z.string().optional(),
  hash: z.string().optional(),
});
export type LedgerShownRow = z.infer<typeof ledgerShownRowSchema>;

/** A row withheld from this viewer: its place in the tree and nothing of its values. */
export const ledgerWithheldRowSchema = z.strictObject({ seq: z.number().int().positive(), leafHash: hex64 });
export type LedgerWithheldRow = z.infer<typeof ledgerWithheldRowSchema>;

/** GET /api/ledger?market=&from=&to= (bar dates, inclusive). */
export const ledgerQuerySchema = z.object({
  market: marketSchema,
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const ledgerResponseSchema = z.object({
  market: marketSchema,
  /** Every leaf of the tree in seq order (from/to keep the shown rows of those dates and every withheld leaf). */
  rows: z.array(z.union([ledgerShownRowSchema, ledgerWithheldRowSchema])),
  /** The tree every row belongs to: its size and RFC 6962 root (lowercase hex). */
  treeSize: z.number().int(),
  rootHash: hex64,
  headSeq: z.number().int().nullable(),
  /** The chain's head hash; live viewers only (null otherwise). */
  headHash: z.string().nullable(),
  /** The newest bar date whose values this viewer sees; null when live. */
  delayedTo: z.string().nullable(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/**
 * GET /api/ledger/verify?market=[&head=|&checkpoint=]: `head` is a chain head hash the caller kept
 * (the daily mail's, before the transparency log), `checkpoint` a signed checkpoint note the caller kept.
 */
export const ledgerVerifyQuerySchema = z.object({
  market: marketSchema,
  head: z.string().max(200).optional(),
  checkpoint: z.string().max(2000).optional(),
});

export const ledgerVerifyResponseSchema = z.object({
  market: marketSchema,
  ok: z.boolean(),
  rows: z.number().int(),
  firstDate: z.string().nullable(),
  /** The chain's head hash; live viewers only. */
  headHash: z.string().nullable(),
  treeSize: z.number().int(),
  rootHash: hex64,
  /** The first row whose hash, link, seq or leaf does not hold (null when ok); its symbol and date only when visible. */
  firstBad: z
    .object({
      seq: z.number().int(),
      symbol: z.string().nullable(),
      barDate: z.string().nullable(),
      reason: z.string(),
    })
    .nullable(),
  /** What the caller kept, checked: the log must have had it and still extend it. */
  kept: z
    .object({
      kind: z.enum(['head', 'checkpoint']),
      ok: z.boolean(),
      treeSize: z.number().int().nullable(),
      reason: z.string(),
    })
    .nullable(),
  /** Why the log is broken when it is (null when ok). */
  problem: z.string().nullable(),
  delayedTo: z.string().nullable(),
});
export type LedgerVerifyResponse = z.infer<typeof ledgerVerifyResponseSchema>;

/** GET /api/ledger/checkpoint?market= (the answer is the signed note, text/plain), /checkpoints?market= */
export const ledgerMarketQuerySchema = z.object({ market: marketSchema });
export const ledgerCheckpointTextSchema = z.string();
export const ledgerKeyTextSchema = z.string();
export const ledgerCheckpointsResponseSchema = z.object({
  market: marketSchema,
  checkpoints: z.array(
    z.object({ treeSize: z.number().int(), rootHash: hex64, signedAt: z.string(), note: z.string() }),
  ),
});
export type LedgerCheckpointsResponse = z.infer<typeof ledgerCheckpointsResponseSchema>;

/** GET /api/ledger/proof?market=&seq=&treeSize= (RFC 9162 inclusion proof of leaf seq - 1). */
export const ledgerProofQuerySchema = z.object({
  market: marketSchema,
  seq: z.coerce.number().int().positive(),
  treeSize: z.coerce.number().int().positive().optional(),
});
export const ledgerProofResponseSchema = z.object({
  leafIndex: z.number().int(),
  treeSize: z.number().int(),
  hashes: z.array(hex64),
});
export type LedgerProofResponse = z.infer<typeof ledgerProofResponseSchema>;

/** GET /api/ledger/consistency?market=&from=&to= (RFC 9162 consistency proof between two tree sizes). */
export const ledgerConsistencyQuerySchema = z.object({
  market: marketSchema,
  from: z.coerce.number().int().nonnegative(),
  to: z.coerce.number().int().positive().optional(),
});
export const ledgerConsistencyResponseSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  hashes: z.array(hex64),
});
export type LedgerConsistencyResponse = z.infer<typeof ledgerConsistencyResponseSchema>;
