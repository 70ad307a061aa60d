import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trigramIndex } from './trigram';

/** Newsletter list (double opt-in: pending -> active; unsubscribed; bounced). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status').notNull().default('pending'),
    source: text('source').notNull().default('website'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    emailsSent: integer('emails_sent').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin list's order and status filter at size (migration 0270).
    index('newsletter_subscribed_id_idx').on(t.subscribedAt, t.id),
    index('newsletter_status_subscribed_idx').on(t.status, t.subscribedAt, t.id),
    // Its search, "contains" on email or name (migration 0280).
    trigramIndex('newsletter_email_trgm_idx', t.email),
    trigramIndex('newsletter_first_name_trgm_idx', t.firstName),
    trigramIndex('newsletter_last_name_trgm_idx', t.lastName),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    inquiryType: text('inquiry_type').notNull().default('general'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'), // new | in-progress | responded
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('contact_messages_submitted_idx').on(t.submittedAt),
    index('contact_messages_submitted_id_idx').on(t.submittedAt, t.id),
    // The admin search, "contains" on name, email, subject or text (migration 0280).
    trigramIndex('contact_messages_name_trgm_idx', t.name),
    trigramIndex('contact_messages_email_trgm_idx', t.email),
    trigramIndex('contact_messages_subject_trgm_idx', t.subject),
    trigramIndex('contact_messages_message_trgm_idx', t.message),
  ],
);

export const contactResponses = pgTable('contact_responses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  messageId: integer('message_id')
    .notNull()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  emailMessageId: text('email_message_id'),
});

export const weeklyVideos = pgTable('weekly_videos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  videoId: text('video_id').notNull(),
  week: text('week').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  embedUrl: text('embed_url').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  duration: text('duration'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  linkedinPostUrl: text('linkedin_post_url'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's customer book (admin "Subscriber Management"). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    phone: text('phone'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    paymentMethod: text('payment_method'),
    notes: text('notes'),
    referralSource: text('referral_source'),
    // Dollars with cents, exact: numeric(12,2), exchanged as a decimal string.
    totalRevenue: numeric('total_revenue', { precision: 12, scale: 2 }).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    // Sorts of the admin list at size (migration 0270).
    index('subscribers_created_id_idx').on(t.createdAt, t.id),
    index('subscribers_revenue_id_idx').on(t.totalRevenue, t.id),
    // Its other sorts (migration 0283); the nullable ones serve the ascending (NULLS LAST) order.
    index('subscribers_tier_id_idx').on(t.subscriptionTier, t.id),
    index('subscribers_status_id_idx').on(t.subscriptionStatus, t.id),
    index('subscribers_email_id_idx').on(t.email, t.id),
    index('subscribers_first_name_id_idx').on(t.firstName, t.id),
    index('subscribers_last_name_id_idx').on(t.lastName, t.id),
    index('subscribers_last_login_id_idx').on(t.lastLoginAt, t.id),
    // Its search, "contains" on email, name or company (migration 0280).
    trigramIndex('subscribers_email_trgm_idx', t.email),
    trigramIndex('subscribers_first_name_trgm_idx', t.firstName),
    trigramIndex('subscribers_last_name_trgm_idx', t.lastName),
    trigramIndex('subscribers_company_trgm_idx', t.company),
  ],
);

/** A finished simulator game. */
export const gameResults = pgTable(
  'game_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: text('player_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    playerEmail: text('player_email'),
    stockSymbol: text('stock_symbol').notNull(),
    stockName: text('stock_name').notNull(),
    totalPnl: numeric('total_pnl', { precision: 14, scale: 2 }).notNull(),
    finalBalance: numeric('final_balance', { precision: 14, scale: 2 }).notNull(),
    winRate: numeric('win_rate', { precision: 6, scale: 2 }).notNull(),
    totalTrades: integer('total_trades').notNull(),
    performanceMetrics: jsonb('performance_metrics')
      .$type<{ bestTrade: number; worstTrade: number; maxDrawdown: number }>()
      .notNull(),
    /** Shown on the public leaderboard (never the email); null = not listed. */
    nickname: text('nickname'),
    /** $100,000 bought and held over the same window (ChartGame's yardstick). */
    buyHoldPnl: numeric('buy_hold_pnl', { precision: 14, scale: 2 }),
    firstDate: text('first_date'),
    lastDate: text('last_date'),
  },
  (t) => [
    index('game_results_completed_idx').on(t.completedAt),
    // The admin list's sorts at 1,000,000 rows (migration 0270).
    index('game_results_completed_id_idx').on(t.completedAt, t.id),
    index('game_results_pnl_id_idx').on(t.totalPnl, t.id),
    index('game_results_win_rate_id_idx').on(t.winRate, t.id),
    // The public leaderboard lists only named results (migration 0120).
    index('game_results_leaderboard_idx')
      .on(t.totalPnl)
      .where(sql`${t.nickname} IS NOT NULL`),
    // The admin search, "contains" on the player's email (migration 0280).
    trigramIndex('game_results_player_email_trgm_idx', t.playerEmail),
  ],
);

/**
 * Newsletter readers per status, the admin list's stat cards, kept by statement triggers on
 * newsletter_subscribers in the same transaction as each write (migration 0282): counting
 * 100,000 readers on every list request was too slow.
 */
export const newsletterStatusCounts = pgTable('newsletter_status_counts', {
  status: text('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * The admin game results summary cards as running figures, one row (id 1), kept by statement triggers
 * on game_results in the same transaction as each insert, update or delete (migration 0281):
 * at 1,000,000 results, aggregating every row on each request was too slow.
 */
export const gameResultsSummary = pgTable(
  'game_results_summary',
  {
    id: smallint('id').primaryKey().default(1),
    games: bigint('games', { mode: 'number' }).notNull().default(0),
    withEmail: bigint('with_email', { mode: 'number' }).notNull().default(0),
    pnlSum: numeric('pnl_sum')
      .notNull()
      .default(sql`0`),
    pnlMax: numeric('pnl_max', { precision: 14, scale: 2 }),
  },
  () => [check('game_results_summary_id_check', sql`id = 1`)],
);

/**
 * The Idempotency-Key of each public contact and newsletter post (migration 0321),
 * written with the post's own rows: a retry with the same key gets the first answer back.
 */
export const idempotentPosts = pgTable(
  'idempotent_posts',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_posts_created_idx').on(t.createdAt)],
);
