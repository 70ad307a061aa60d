import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The published signal ledger (decision 0050, migrations/0220_signal_ledger.sql): every position
 * change the engine published, hash-chained per market. A trigger refuses UPDATE, DELETE and TRUNCATE;
 * another refuses an INSERT the app would never write (migration 0301). Each row's salt goes into its
 * Merkle leaf (migration 0300).
 */
export const signalLedger = pgTable(
  'signal_ledger',
  {
    market: text('market').notNull(),
    seq: integer('seq').notNull(),
    symbol: text('symbol').notNull(),
    barDate: date('bar_date', { mode: 'string' }).notNull(),
    action: text('action').notNull(),
    fillPrice: doublePrecision('fill_price').notNull(),
    stop: doublePrecision('stop'),
    size: doublePrecision('size').notNull(),
    dataVersion: integer('data_version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    demo: boolean('demo').notNull(),
    reconstructed: boolean('reconstructed').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    salt: text('salt').notNull(),
  },
  (t) => [
    check('signal_ledger_salt_hex', sql`${t.salt} ~ '^[0-9a-f]{32,}$'`),
    primaryKey({ columns: [t.market, t.seq] }),
    unique().on(t.market, t.symbol, t.barDate),
    index('signal_ledger_market_date_idx').on(t.market, t.barDate),
  ],
);

/** Per symbol, the last final bar date the ledger has looked at (changes up to it are never appended again). */
export const signalLedgerMarks = pgTable(
  'signal_ledger_marks',
  {
    market: text('market').notNull(),
    symbol: text('symbol').notNull(),
    throughDate: date('through_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.symbol] })],
);

/** Every signed checkpoint of a market's Merkle tree (C2SP tlog-checkpoint in a signed note); append-only. */
export const ledgerCheckpoints = pgTable(
  'ledger_checkpoints',
  {
    market: text('market').notNull(),
    treeSize: integer('tree_size').notNull(),
    rootHash: text('root_hash').notNull(),
    note: text('note').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.market, t.treeSize] })],
);

/** Markets whose log failed verification: the operator is mailed once, when the row is written. */
export const ledgerAlarms = pgTable('ledger_alarms', {
  market: text('market').primaryKey(),
  problem: text('problem').notNull(),
  raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
});
