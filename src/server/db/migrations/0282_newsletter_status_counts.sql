-- The newsletter list's stat cards (readers by status) at 100,000 readers. Counting the table
-- by status on every list request, search or page, cost 20-86 ms of each answer at size; this table
-- keeps the counts instead. Statement triggers change it in the same transaction as each insert,
-- update or delete of readers, one upsert per statement with the net change per status, in status
-- order (so two writers never lock two counts in opposite orders). A status that empties keeps its
-- row with 0. admin/newsletter-repo countNewsletterByStatus reads it.
CREATE TABLE IF NOT EXISTS "newsletter_status_counts" (
  "status" text PRIMARY KEY,
  "n" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "newsletter_status_counts" ("status", "n")
  SELECT "status", count(*) FROM "newsletter_subscribers" GROUP BY "status"
  ON CONFLICT ("status") DO UPDATE SET "n" = EXCLUDED."n";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsletter_status_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO newsletter_status_counts AS c (status, n)
    SELECT status, count(*) FROM added GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsletter_status_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO newsletter_status_counts AS c (status, n)
    SELECT status, -count(*) FROM removed GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update is the old rows out and the new rows in; only a status change moves a count.
CREATE OR REPLACE FUNCTION newsletter_status_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO newsletter_status_counts AS c (status, n)
    SELECT status, sum(d) FROM (
      SELECT status, 1 AS d FROM added UNION ALL SELECT status, -1 AS d FROM removed
    ) x GROUP BY status HAVING sum(d) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION newsletter_status_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE newsletter_status_counts SET n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS newsletter_status_counts_insert ON newsletter_subscribers;
--> statement-breakpoint
CREATE TRIGGER newsletter_status_counts_insert AFTER INSERT ON newsletter_subscribers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION newsletter_status_counts_added();
--> statement-breakpoint
DROP TRIGGER IF EXISTS newsletter_status_counts_delete ON newsletter_subscribers;
--> statement-breakpoint
CREATE TRIGGER newsletter_status_counts_delete AFTER DELETE ON newsletter_subscribers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION newsletter_status_counts_removed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS newsletter_status_counts_update ON newsletter_subscribers;
--> statement-breakpoint
CREATE TRIGGER newsletter_status_counts_update AFTER UPDATE ON newsletter_subscribers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION newsletter_status_counts_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS newsletter_status_counts_truncate ON newsletter_subscribers;
--> statement-breakpoint
CREATE TRIGGER newsletter_status_counts_truncate AFTER TRUNCATE ON newsletter_subscribers
  FOR EACH STATEMENT EXECUTE FUNCTION newsletter_status_counts_emptied();
