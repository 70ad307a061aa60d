import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of this area are added here by the feature that owns them (see README "Layout of the code").

/** One run of a scheduled job per time slot across every process (db/job-slots.ts, migration 0131). */
export const jobSlots = pgTable(
  'job_slots',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);
