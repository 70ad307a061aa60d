import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * How a member's plan came and its billing state (migration 0240). The plan and its status live on
 * `users` (`plan`, `plan_status`: what the session and the viewer policy read); this row holds the rest.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** trial | stripe | operator */
    source: text('source').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What Stripe bills each month for the customer's open subscriptions (migration 0310). */
    billedMonthlyCents: integer('billed_monthly_cents').notNull().default(0),
    /** When access ended (cancelled or expired): 'Ended on <date>'. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memberships_customer_idx').on(t.stripeCustomerId)],
);

/** One self-serve trial per account and per email address (lower-cased); survives the account. */
export const trialClaims = pgTable(
  'trial_claims',
  {
    email: text('email').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('trial_claims_user_idx').on(t.userId)],
);

/** Stripe event ids already applied: each event is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Paid invoices: revenue is counted once per invoice. */
export const paidInvoices = pgTable('paid_invoices', {
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  amountCents: integer('amount_cents').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  /** Refunded from the back office (migration 0310). */
  refundedCents: integer('refunded_cents').notNull().default(0),
});
