import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const abuseEvents = pgTable(
  'abuse_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    severity: text('severity').notNull(), // critical | high | medium | low
    eventType: text('event_type').notNull(),
    ipAddress: text('ip_address').notNull(),
    email: text('email'),
    endpoint: text('endpoint').notNull(),
    requestCount: integer('request_count').notNull().default(1),
    timeWindow: text('time_window').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolved: boolean('resolved').notNull().default(false),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    blocked: boolean('blocked').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The event repeats of the same type from the same IP are still counted into (migration 0190).
    isOpen: boolean('is_open').notNull().default(false),
  },
  (t) => [
    index('abuse_events_created_idx').on(t.createdAt),
    index('abuse_events_created_id_idx').on(t.createdAt, t.id),
    index('abuse_events_ip_idx').on(t.ipAddress),
    uniqueIndex('abuse_events_open_uq')
      .on(t.ipAddress, t.eventType)
      .where(sql`${t.isOpen} AND NOT ${t.resolved}`),
  ],
);

export const abusePatterns = pgTable('abuse_patterns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ipAddress: text('ip_address').notNull().unique(),
  patternType: text('pattern_type').notNull(),
  riskScore: integer('risk_score').notNull().default(0),
  blocked: boolean('blocked').notNull().default(false),
  isWhitelisted: boolean('is_whitelisted').notNull().default(false),
  occurrenceCount: integer('occurrence_count').notNull().default(0),
  firstDetected: timestamp('first_detected', { withTimezone: true }).notNull().defaultNow(),
  lastDetected: timestamp('last_detected', { withTimezone: true }).notNull().defaultNow(),
  notes: text('notes'),
  blockedBy: text('blocked_by'),
  whitelistedBy: text('whitelisted_by'),
});

export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    severity: text('severity').notNull(),
    subject: text('subject').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    alertType: text('alert_type').notNull(),
    sent: boolean('sent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    message: text('message').notNull(),
    // Arrived while the alert mail gate was closed: listed in the next digest (abuse/alerts.ts).
    pendingDigest: boolean('pending_digest').notNull().default(false),
  },
  // The next digest's rows (migration 0210).
  (t) => [
    index('alert_notifications_pending_idx')
      .on(t.id)
      .where(sql`${t.pendingDigest}`),
  ],
);
