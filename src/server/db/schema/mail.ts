import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the product sends, kept so that nothing is lost: sent, queued for retry, failed or only logged. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    // Clear bodies only in rows written before the outbox was sealed (docs/features/hardening.md); new rows use bodySealed (mail/sealed-body.ts).
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    bodySealed: text('body_sealed'),
    replyTo: text('reply_to'),
    // queued | sending (handed to SMTP) | sent | unknown (found sending after its lease) | failed | logged (no SMTP configured) | held (over a visitor-mail cap, never sent)
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt),
    // The alert cap's count per address and day (migration 0270).
    index('mail_outbox_to_created_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

/** Counters behind the caps on visitor-triggered mails (mail/visitor-caps.ts), one per scope and window. */
export const mailCaps = pgTable(
  'mail_caps',
  {
    scope: text('scope').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.windowStart] })],
);

/** Gates on operator mails (the security-alert digest): when the last one went out (mail/mail-gates.ts). */
export const mailGates = pgTable('mail_gates', {
  name: text('name').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
