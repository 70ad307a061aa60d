import { z } from 'zod';
import { line } from './single-line';
import { pageQuery, searchQuery, sortQuery } from './list-query';
import { rowIdSchema } from './int4';

/** Registrations, newsletter, contact messages, game results and abuse screens (spec 02 §3, §7, §9). */

// ---- Registrations ---------------------------------------------------------------------------
export const REGISTRATION_STATUSES = [
  'pending',
  'confirmed',
  'approved',
  'inactive',
  'canc_by_sub',
  'canc_by_tig',
  'spam',
] as const;
/** Answer of POST /api/admin/registrations/:id/end-sessions: how many sessions were ended. */
export const endSessionsSchema = z.object({ ok: z.literal(true), ended: z.number().int() });
export const REGISTRATION_SORT_FIELDS = ['createdAt', 'email', 'firstName', 'status'] as const;
export const REGISTRATIONS_PAGE_SIZE = 20;

export const registrationsQuerySchema = z.strictObject({
  ...pageQuery(REGISTRATIONS_PAGE_SIZE),
  ...sortQuery(REGISTRATION_SORT_FIELDS, 'createdAt'),
  search: searchQuery(),
  filterStatus: z.enum(REGISTRATION_STATUSES, 'Unknown status filter').optional(),
});

export const registrationPatchSchema = z.strictObject({
  status: z.enum(REGISTRATION_STATUSES, 'Unknown registration status'),
  enableFutures: z.boolean(),
  enableEquities: z.boolean(),
  enableCryptos: z.boolean(),
  isPaidSubscriber: z.boolean(),
});
export type RegistrationPatch = z.infer<typeof registrationPatchSchema>;

export const registrationSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  ipAddress: z.string().nullable(),
  status: z.string(),
  enableFutures: z.boolean(),
  enableEquities: z.boolean(),
  enableCryptos: z.boolean(),
  isPaidSubscriber: z.boolean(),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationsListSchema = z.object({
  registrations: z.array(registrationSchema),
  total: z.number(),
});

// ---- Newsletter subscribers ------------------------------------------------------------------
export const NEWSLETTER_STATUSES = ['active', 'pending', 'unsubscribed', 'bounced'] as const;
export const NEWSLETTER_PAGE_SIZE = 25;

/** Tags arrive comma-separated in the form: trimmed, empty items dropped (spec §5). */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

// The CSV joins tags with ';' and the form splits them on ',': a tag holding either could not be read back.
const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(50, 'A tag is at most 50 characters')
      .refine((t) => !/[;,]/.test(t), 'A tag cannot contain ; or ,'),
  )
  .max(30, 'At most 30 tags')
  .default([]);
const nameSchema = line().trim().max(100, 'Must be at most 100 characters').optional().default('');

export const newsletterQuerySchema = z.strictObject({
  ...pageQuery(NEWSLETTER_PAGE_SIZE),
  search: searchQuery(),
  filterStatus: z.enum(NEWSLETTER_STATUSES, 'Unknown status filter').optional(),
});

/** Fields the admin edits on both add and edit. */
const newsletterEditable = {
  firstName: nameSchema,
  lastName: nameSchema,
  source: z
    .string()
    .trim()
    .max(50)
    .default('admin')
    .transform((s) => s || 'admin'),
  tags: tagsSchema,
  notes: z.string().trim().max(2000).optional().default(''),
};

export const newsletterCreateSchema = z.strictObject({
  email: line().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  ...newsletterEditable,
});
export type NewsletterCreate = z.input<typeof newsletterCreateSchema>;

/** Edit: everything but the email, which is read-only (spec §4). */
export const newsletterPatchSchema = z.strictObject({
  ...newsletterEditable,
  status: z.enum(NEWSLETTER_STATUSES, 'Unknown status'),
});
export type NewsletterPatch = z.input<typeof newsletterPatchSchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: z.string(),
  source: z.string(),
  subscribedAt: z.string(),
  emailsSent: z.number(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const newsletterStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  pending: z.number(),
  unsubscribed: z.number(),
  bounced: z.number(),
});
export const newsletterListSchema = z.object({
  subscribers: z.array(newsletterSubscriberSchema),
  total: z.number(),
  stats: newsletterStatsSchema,
});

// ---- Contact messages ------------------------------------------------------------------------
export const CONTACT_STATUSES = ['new', 'in-progress', 'responded'] as const;
export const CONTACT_PAGE_SIZE = 50;
export const REPLY_BLANK = 'Missing information: Please fill in both subject and message.';

export const contactQuerySchema = z.strictObject({
  ...pageQuery(CONTACT_PAGE_SIZE),
  // Matches name, email, subject or message text.
  search: searchQuery(),
  filterStatus: z.enum(CONTACT_STATUSES, 'Unknown status filter').optional(),
});
export const contactStatusSchema = z.strictObject({ status: z.enum(CONTACT_STATUSES, 'Unknown status') });
export const contactReplySchema = z.strictObject({
  messageId: rowIdSchema('Unknown message'),
  subject: line().trim().min(1, REPLY_BLANK).max(300, 'Subject must be at most 300 characters'),
  body: z.string().trim().min(1, REPLY_BLANK).max(20_000, 'Message must be at most 20000 characters'),
});
export type ContactReply = z.input<typeof contactReplySchema>;

export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  inquiryType: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactListSchema = z.object({ messages: z.array(contactMessageSchema), total: z.number() });
export const contactResponseSchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
  emailMessageId: z.string().nullable(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
export const contactResponsesSchema = z.object({ responses: z.array(contactResponseSchema) });
export const contactReplyAnswerSchema = z.object({ response: contactResponseSchema, emailSent: z.boolean() });

// ---- Game results ----------------------------------------------------------------------------
export const gameResultSchema = z.object({
  id: z.number(),
  completedAt: z.string(),
  playerEmail: z.string().nullable(),
  email: z.string().nullable(),
  stockSymbol: z.string(),
  totalPnL: z.number(),
  finalBalance: z.number(),
  winRate: z.number(),
  totalTrades: z.number(),
  performanceMetrics: z.object({ bestTrade: z.number(), worstTrade: z.number(), maxDrawdown: z.number() }),
});
export type GameResult = z.infer<typeof gameResultSchema>;

/** Badge by total P&L (spec §4). */
export function gameBadge(totalPnL: number): 'Market Wizard' | 'Profitable' | 'Learning' {
  if (totalPnL > 50_000) return 'Market Wizard';
  if (totalPnL > 10_000) return 'Profitable';
  return 'Learning';
}

// ---- Abuse -----------------------------------------------------------------------------------
export const ADMIN_ACTOR = 'admin';
export const resolveEventSchema = z.strictObject({
  resolvedBy: line().trim().min(1).max(100).default(ADMIN_ACTOR),
});
export const INVALID_IP = 'Enter a valid IPv4 or IPv6 address';
const ipAddressSchema = z
  .string()
  .trim()
  .min(1, 'IP address is required')
  .max(64, INVALID_IP)
  .refine((v) => z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success, INVALID_IP);
export const blockIpSchema = z.strictObject({
  ipAddress: ipAddressSchema,
  reason: z.string().trim().max(500).default(''),
  blockedBy: line().trim().min(1).max(100).default(ADMIN_ACTOR),
});
export const unblockIpSchema = z.strictObject({ ipAddress: ipAddressSchema });
export const whitelistIpSchema = z.strictObject({
  ipAddress: ipAddressSchema,
  whitelistedBy: line().trim().min(1).max(100).default(ADMIN_ACTOR),
});
/** DELETE /api/admin/abuse/whitelist/{ip}: the address in the path. */
export const whitelistIpParamsSchema = z.strictObject({ ip: ipAddressSchema });

export const abuseEventSchema = z.object({
  id: z.number(),
  severity: z.string(),
  eventType: z.string(),
  ipAddress: z.string(),
  email: z.string().nullable(),
  endpoint: z.string(),
  requestCount: z.number(),
  timeWindow: z.string(),
  description: z.string(),
  createdAt: z.string(),
  resolved: z.boolean(),
  blocked: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AbuseEvent = z.infer<typeof abuseEventSchema>;
export const abusePatternSchema = z.object({
  id: z.number(),
  ipAddress: z.string(),
  patternType: z.string(),
  riskScore: z.number(),
  blocked: z.boolean(),
  isWhitelisted: z.boolean(),
  occurrenceCount: z.number(),
  firstDetected: z.string(),
  lastDetected: z.string(),
  notes: z.string().nullable(),
});
export type AbusePattern = z.infer<typeof abusePatternSchema>;
export const alertNotificationSchema = z.object({
  id: z.number(),
  severity: z.string(),
  subject: z.string(),
  recipientEmail: z.string(),
  alertType: z.string(),
  sent: z.boolean(),
  sentAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  message: z.string(),
});
export type AlertNotification = z.infer<typeof alertNotificationSchema>;
/** The operator's address as the server sees it (never blocked from the screen). */
export const clientIpSchema = z.object({ ipAddress: z.string() });

/** The reason sent with Block, generated from the pattern (spec §7). */
export function blockReason(p: Pick<AbusePattern, 'patternType' | 'riskScore'>): string {
  return `Blocked for ${p.patternType} pattern with risk score ${p.riskScore}`;
}
