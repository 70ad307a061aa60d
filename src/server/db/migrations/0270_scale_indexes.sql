-- The back office and the alert fan-out at 100,000 members (bench/scale.bench.ts).
-- Each admin list is ORDER BY <sort column>, id (both the same direction) LIMIT/OFFSET: a btree on
-- (column, id) reads a page, first or 1,000th, in index order instead of sorting the whole table.
-- src/server/db/indexes.api.test.ts checks the plans on PostgreSQL.

-- Registrations (users): the sorts by email, first name and status (created_at has its own index).
CREATE INDEX IF NOT EXISTS "users_email_id_idx" ON "users" ("email", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_first_name_id_idx" ON "users" ("first_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_status_id_idx" ON "users" ("status", "id");
--> statement-breakpoint
-- Newsletter readers, newest first; by status for the filter and the stat cards (index-only counts).
CREATE INDEX IF NOT EXISTS "newsletter_subscribed_id_idx" ON "newsletter_subscribers" ("subscribed_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_status_subscribed_idx" ON "newsletter_subscribers" ("status", "subscribed_at", "id");
--> statement-breakpoint
-- Contact messages, newest first.
CREATE INDEX IF NOT EXISTS "contact_messages_submitted_id_idx" ON "contact_messages" ("submitted_at", "id");
--> statement-breakpoint
-- Game results (1,000,000 rows): the sorts by date, P&L and win rate.
CREATE INDEX IF NOT EXISTS "game_results_completed_id_idx" ON "game_results" ("completed_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_results_pnl_id_idx" ON "game_results" ("total_pnl", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_results_win_rate_id_idx" ON "game_results" ("win_rate", "id");
--> statement-breakpoint
-- The customer book: the sorts of its NOT NULL columns (subscribers-repo sorts those without NULLS LAST).
CREATE INDEX IF NOT EXISTS "subscribers_created_id_idx" ON "subscribers" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_revenue_id_idx" ON "subscribers" ("total_revenue", "id");
--> statement-breakpoint
-- Abuse events, newest first.
CREATE INDEX IF NOT EXISTS "abuse_events_created_id_idx" ON "abuse_events" ("created_at", "id");
--> statement-breakpoint
-- The alert cap counts one address's alert mails of the last 24 hours (alerts/repo.ts alertMailsLastDay):
-- without this, each of 60,000 recipients scanned the whole outbox.
CREATE INDEX IF NOT EXISTS "mail_outbox_to_created_idx" ON "mail_outbox" (lower("to_address"), "created_at");
