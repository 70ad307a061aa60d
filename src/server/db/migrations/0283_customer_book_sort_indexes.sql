-- At 100,000 members: the customer book's other sorts. Without an index, page
-- 1,000 of a sort by tier sorted 75,000 rows on every request (scale bench: p99 112 ms, over the
-- 100 ms goal; by last login 99 ms, by email 88 ms, by last name 87 ms). A btree on (column, id) reads
-- the page in index order, as migration 0270 does for the other lists. For the columns that may be
-- NULL the list sorts NULLS LAST whatever the direction: the index's own order (ASC NULLS LAST) serves
-- the ascending sort; a descending one still sorts, but stops at its first page's rows (top-N).
-- src/server/db/indexes.api.test.ts checks the plans on PostgreSQL.
CREATE INDEX IF NOT EXISTS "subscribers_tier_id_idx" ON "subscribers" ("subscription_tier", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_status_id_idx" ON "subscribers" ("subscription_status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_email_id_idx" ON "subscribers" ("email", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_first_name_id_idx" ON "subscribers" ("first_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_last_name_id_idx" ON "subscribers" ("last_name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_last_login_id_idx" ON "subscribers" ("last_login_at", "id");
