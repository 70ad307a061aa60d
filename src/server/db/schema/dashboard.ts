import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Stored content of the traders dashboard (spec 02 §2/§3): the Upcoming Events calendar and the
 * Weekly Thoughts column. Both are editorial text kept by the operator; the demo seed fills them.
 */
export const dashboardEvents = pgTable(
  'dashboard_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Calendar day of the event, 'YYYY-MM-DD' (a date, not an instant: it is shown as written). */
    eventDate: text('event_date').notNull(),
    event: text('event').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboard_events_date_event_idx').on(t.eventDate, t.event)],
);

export const weeklyThoughts = pgTable(
  'weekly_thoughts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    week: text('week').notNull(),
    quote: text('quote').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('weekly_thoughts_week_idx').on(t.week),
    index('weekly_thoughts_published_idx').on(t.publishedAt),
  ],
);
