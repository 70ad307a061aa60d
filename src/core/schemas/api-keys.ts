import { z } from 'zod';
import { line } from './single-line';
import { marketSchema } from './markets';
import { rowIdParam } from './int4';

/** API keys of /api/v1 (docs/features/api-access.md): issued and revoked by the admin on a registration. */
export const apiKeyLabelSchema = z.strictObject({
  label: line().trim().min(1, 'Please enter a label').max(60, 'Label must be 60 characters or fewer'),
});
export type ApiKeyLabel = z.infer<typeof apiKeyLabelSchema>;

/** The only answer that carries the secret: shown once. */
export const issuedApiKeySchema = z.object({ id: z.number().int(), key: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The first characters of the key, enough to tell keys apart, useless to call the API. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

export const apiKeyParamsSchema = z.strictObject({
  id: rowIdParam('Unknown id'),
  keyId: rowIdParam('Unknown key'),
});

// ---- /api/v1 ---------------------------------------------------------------------------------

export const v1QuerySchema = z.object({ market: marketSchema });

/** One open position of the model account, as the key's account may see it live. */
export const v1PositionSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  side: z.enum(['long', 'short']),
  quantity: z.number(),
  entryDate: z.string(),
  entryPrice: z.number(),
  lastPrice: z.number(),
  lastDate: z.string(),
  stop: z.number().nullable(),
  openPnl: z.number(),
  /** This instrument's prices come (at least partly) from the synthetic feed. */
  demoData: z.boolean(),
});
export const v1PositionsResponseSchema = z.object({
  market: marketSchema,
  asOf: z.string().nullable(),
  /** True while any instrument of the market is demo data (see each position's demoData). */
  demoData: z.boolean(),
  /** 'premium': every position; 'free': only the symbols every viewer sees (ES*, AAPL, BTC). */
  access: z.enum(['premium', 'free']),
  positions: z.array(v1PositionSchema),
});
export type V1PositionsResponse = z.infer<typeof v1PositionsResponseSchema>;
