-- The admin lists' searches at 100,000 members and 1,000,000 game results. A search is
-- "contains, any of these columns" (repo-helpers listWhere: col ILIKE '%term%' OR ...), which no btree
-- serves: each search read the whole table. A trigram GIN index per searched column serves ILIKE
-- '%term%' (terms of 3 characters or more); the OR of several columns becomes a BitmapOr of them.
-- pg_trgm is a trusted extension (PostgreSQL 13+: the database owner may create it); embedded PGlite
-- loads it from @electric-sql/pglite/contrib/pg_trgm (src/server/db/client.ts).
-- src/server/db/indexes.api.test.ts checks the plans on PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Registrations: email, first name, last name.
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
-- The customer book: email, first name, last name, company.
CREATE INDEX IF NOT EXISTS "subscribers_email_trgm_idx" ON "subscribers" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_first_name_trgm_idx" ON "subscribers" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_last_name_trgm_idx" ON "subscribers" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscribers_company_trgm_idx" ON "subscribers" USING gin ("company" gin_trgm_ops);
--> statement-breakpoint
-- Newsletter readers: email, first name, last name.
CREATE INDEX IF NOT EXISTS "newsletter_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_first_name_trgm_idx" ON "newsletter_subscribers" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_last_name_trgm_idx" ON "newsletter_subscribers" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
-- Contact messages: name, email, subject, message.
CREATE INDEX IF NOT EXISTS "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_subject_trgm_idx" ON "contact_messages" USING gin ("subject" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);
--> statement-breakpoint
-- Game results (1,000,000 rows): the player's email.
CREATE INDEX IF NOT EXISTS "game_results_player_email_trgm_idx" ON "game_results" USING gin ("player_email" gin_trgm_ops);
