import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** API keys of /api/v1 (docs/features/api-access.md): only the SHA-256 of the key is kept; the prefix identifies it in lists. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/** Signal alert settings (docs/features/signal-alerts.md). No row = everything off. */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  futures: boolean('futures').notNull().default(false),
  equities: boolean('equities').notNull().default(false),
  crypto: boolean('crypto').notNull().default(false),
  // instant | daily | off
  digest: text('digest').notNull().default('off'),
  sms: boolean('sms').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Alerts already sent: claiming a row before mailing makes a second send of the same change impossible. */
export const alertsSent = pgTable(
  'alerts_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    /** The symbol of an instant alert, '*' for a daily summary. */
    symbol: text('symbol').notNull(),
    barDate: text('bar_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.market, t.symbol, t.barDate] })],
);
