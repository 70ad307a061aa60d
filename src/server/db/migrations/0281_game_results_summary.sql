-- The admin game results summary cards (games played, with an email, average and best P&L)
-- at 1,000,000 results. Counting, averaging and taking the best of every row on each request took
-- 250-480 ms; this one row holds the running figures instead. Statement triggers keep it in the same
-- transaction as the insert, update or delete of results (one row update per statement, the rows of a
-- bulk insert summed at once); the best P&L after a delete or update is read again through the P&L
-- index (game_results_pnl_id_idx). game-results-repo summarizeGameResults reads it.
CREATE TABLE IF NOT EXISTS "game_results_summary" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "games" bigint NOT NULL DEFAULT 0,
  "with_email" bigint NOT NULL DEFAULT 0,
  "pnl_sum" numeric NOT NULL DEFAULT 0,
  "pnl_max" numeric(14, 2)
);
--> statement-breakpoint
INSERT INTO "game_results_summary" ("id", "games", "with_email", "pnl_sum", "pnl_max")
  SELECT 1, count(*), count(nullif("player_email", '')), coalesce(sum("total_pnl"), 0), max("total_pnl")
  FROM "game_results"
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_results_summary_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_results_summary s SET
    games = s.games + n.games,
    with_email = s.with_email + n.with_email,
    pnl_sum = s.pnl_sum + n.pnl_sum,
    pnl_max = greatest(s.pnl_max, n.pnl_max) -- greatest() skips a NULL
  FROM (SELECT count(*) AS games, count(nullif(player_email, '')) AS with_email,
               coalesce(sum(total_pnl), 0) AS pnl_sum, max(total_pnl) AS pnl_max
        FROM added) n
  WHERE s.id = 1 AND n.games > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_results_summary_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_results_summary s SET
    games = s.games - n.games,
    with_email = s.with_email - n.with_email,
    pnl_sum = s.pnl_sum - n.pnl_sum,
    pnl_max = (SELECT max(total_pnl) FROM game_results)
  FROM (SELECT count(*) AS games, count(nullif(player_email, '')) AS with_email,
               coalesce(sum(total_pnl), 0) AS pnl_sum
        FROM removed) n
  WHERE s.id = 1 AND n.games > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update is the old rows out and the new rows in.
CREATE OR REPLACE FUNCTION game_results_summary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_results_summary s SET
    with_email = s.with_email - o.with_email + n.with_email,
    pnl_sum = s.pnl_sum - o.pnl_sum + n.pnl_sum,
    pnl_max = (SELECT max(total_pnl) FROM game_results)
  FROM (SELECT count(*) AS games, count(nullif(player_email, '')) AS with_email,
               coalesce(sum(total_pnl), 0) AS pnl_sum FROM removed) o,
       (SELECT count(nullif(player_email, '')) AS with_email, coalesce(sum(total_pnl), 0) AS pnl_sum
        FROM added) n
  WHERE s.id = 1 AND o.games > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_results_summary_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_results_summary SET games = 0, with_email = 0, pnl_sum = 0, pnl_max = NULL WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_results_summary_insert ON game_results;
--> statement-breakpoint
CREATE TRIGGER game_results_summary_insert AFTER INSERT ON game_results
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION game_results_summary_added();
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_results_summary_delete ON game_results;
--> statement-breakpoint
CREATE TRIGGER game_results_summary_delete AFTER DELETE ON game_results
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION game_results_summary_removed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_results_summary_update ON game_results;
--> statement-breakpoint
CREATE TRIGGER game_results_summary_update AFTER UPDATE ON game_results
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION game_results_summary_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_results_summary_truncate ON game_results;
--> statement-breakpoint
CREATE TRIGGER game_results_summary_truncate AFTER TRUNCATE ON game_results
  FOR EACH STATEMENT EXECUTE FUNCTION game_results_summary_emptied();
