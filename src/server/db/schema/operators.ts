import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Named back-office operators (decision 0053, migrations/0250_operators_audit.sql). An
 * invited row has an invite token and no password; the invite link sets the password and the TOTP
 * secret (sealed with the signing secret, never stored in the clear).
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_email_idx').on(t.email),
    uniqueIndex('operators_invite_idx').on(t.inviteTokenHash),
  ],
);

/** One row per admin write. A trigger refuses UPDATE, DELETE and TRUNCATE. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer('operator_id'),
    operator: text('operator').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at)],
);

/**
 * The addresses a named operator signed in from (migration 0320): a right password and code
 * from one of them is never held by the account-wide failure budget (docs/features/hardening.md).
 */
export const operatorSignInAddresses = pgTable(
  'operator_sign_in_addresses',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.ipAddress] })],
);
