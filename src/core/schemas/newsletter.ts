import { z } from 'zod';
import { line } from './single-line';

/** Spec 01 §5/§8 messages. Shared by the landing form, /newsletter and the server route. */
export const NEWSLETTER_MESSAGES = {
  requiredTitle: 'Email required',
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address',
} as const;

/**
 * A hidden field real visitors never fill (honeypot). The server accepts a filled one with the usual
 * answer but keeps nothing and records an abuse event, so a bot learns nothing.
 */
export const honeypotField = z.string().max(500).optional();
export const HONEYPOT_NAME = 'website';

export const newsletterEmailSchema = line({ error: NEWSLETTER_MESSAGES.required })
  .trim()
  .min(1, NEWSLETTER_MESSAGES.required)
  .max(254, NEWSLETTER_MESSAGES.invalid)
  .email(NEWSLETTER_MESSAGES.invalid);

export const newsletterSourceSchema = z.enum(['website', 'landing']);

// ---- POST /api/newsletter/subscribe ------------------------------------------------------
export const newsletterSubscribeSchema = z.object({
  email: newsletterEmailSchema,
  source: newsletterSourceSchema.optional(),
  [HONEYPOT_NAME]: honeypotField,
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

/** Same answer for a new, pending, active or unsubscribed address (no list enumeration). */
export const newsletterSubscribeResponseSchema = z.object({
  ok: z.literal(true),
  confirmationRequired: z.boolean(),
  message: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

// ---- POST /api/newsletter/confirm and /api/newsletter/unsubscribe -------------------------
export const newsletterTokenSchema = z.object({
  token: line({ error: 'This link is invalid.' })
    .min(10, 'This link is invalid.')
    .max(2000, 'This link is invalid.'),
});
export const newsletterTokenResponseSchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  status: z.enum(['active', 'unsubscribed']),
});
export type NewsletterTokenResponse = z.infer<typeof newsletterTokenResponseSchema>;
