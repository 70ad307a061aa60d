import { z } from 'zod';
import { line } from './single-line';

/** Signal alert settings (docs/features/signal-alerts.md): which markets, and how often. */
export const alertDigestSchema = z.enum(['instant', 'daily', 'off']);
export type AlertDigest = z.infer<typeof alertDigestSchema>;

export const alertSettingsPatchSchema = z.strictObject({
  futures: z.boolean({ error: 'Choose on or off' }),
  equities: z.boolean({ error: 'Choose on or off' }),
  crypto: z.boolean({ error: 'Choose on or off' }),
  digest: alertDigestSchema,
  /** Text alerts to the mobile number of the account (only when the site has SMS configured). */
  sms: z.boolean().optional(),
});
export type AlertSettingsPatch = z.infer<typeof alertSettingsPatchSchema>;

export const alertSettingsSchema = z.object({
  futures: z.boolean(),
  equities: z.boolean(),
  crypto: z.boolean(),
  digest: alertDigestSchema,
  sms: z.boolean(),
  /** Markets whose live signals this account may see: alerts are only sent for those. */
  liveMarkets: z.object({ futures: z.boolean(), equities: z.boolean(), crypto: z.boolean() }),
  smsAvailable: z.boolean(),
  mobile: z.string().nullable(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertUnsubscribeSchema = z.strictObject({ token: line().min(1).max(2000) });
