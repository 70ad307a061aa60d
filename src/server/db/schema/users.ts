import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { trigramIndex } from './trigram';

/** A registered account. The admin's "Registrations" screen manages these rows (status and flags). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile'),
    description: text('description').notNull(),
    referredBy: text('referred_by').notNull(),
    invitationCode: text('invitation_code'),
    marketsInterested: jsonb('markets_interested').$type<string[]>().notNull().default([]),
    accreditedInvestor: boolean('accredited_investor').notNull().default(false),
    // pending, confirmed, approved, inactive, canc_by_sub, canc_by_tig, spam
    status: text('status').notNull().default('pending'),
    enableFutures: boolean('enable_futures').notNull().default(false),
    enableEquities: boolean('enable_equities').notNull().default(false),
    enableCryptos: boolean('enable_cryptos').notNull().default(false),
    isPaidSubscriber: boolean('is_paid_subscriber').notNull().default(false),
    /** The plan and its status (src/core/access/plans.ts); null status = no plan record. */
    plan: text('plan'),
    planStatus: text('plan_status'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // The admin registrations list's sorts at size (migration 0270).
    index('users_email_id_idx').on(t.email, t.id),
    index('users_first_name_id_idx').on(t.firstName, t.id),
    index('users_status_id_idx').on(t.status, t.id),
    // Its search, "contains" on email or name (migration 0280).
    trigramIndex('users_email_trgm_idx', t.email),
    trigramIndex('users_first_name_trgm_idx', t.firstName),
    trigramIndex('users_last_name_trgm_idx', t.lastName),
  ],
);

/** Server-side user sessions; the cookie holds a random token, the row holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Admin sessions opened by the shared admin password (DESIGN §3). */
export const adminSessions = pgTable('admin_sessions', {
  idHash: text('id_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ipAddress: text('ip_address'),
  /** The named operator; null for a session opened with the shared admin password. */
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
  /** Refreshed on use: an admin session idle for 30 minutes ends. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  userAgent: text('user_agent'),
});

/** Small key/value store: admin password hash, signing secret, ... */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
