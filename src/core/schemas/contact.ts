import { z } from 'zod';
import { line } from './single-line';
import { honeypotField, HONEYPOT_NAME } from './newsletter';

export const INQUIRY_TYPES = ['general', 'support', 'partnership', 'subscription'] as const;
export const INQUIRY_LABELS: Record<(typeof INQUIRY_TYPES)[number], string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  partnership: 'Partnership',
  subscription: 'Subscription',
};

/** Spec 01 §5 contact rules, word for word; the form and POST /api/contact share them. */
export const contactMessageSchema = z.object({
  name: line({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(120, 'Name must be at most 120 characters'),
  email: line({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .email('Please enter a valid email address'),
  subject: line({ error: 'Subject must be at least 5 characters' })
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: 'Message must be at least 20 characters' })
    .trim()
    .min(20, 'Message must be at least 20 characters')
    .max(5000, 'Message must be at most 5000 characters'),
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Please select an inquiry type' }).default('general'),
  [HONEYPOT_NAME]: honeypotField,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
