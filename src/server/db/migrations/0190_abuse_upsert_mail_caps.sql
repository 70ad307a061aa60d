-- docs/features/hardening.md: a repeat of an abuse event is counted by an upsert, so concurrent hits from one IP
-- in several processes fold into one event. The open event of an (IP, type) is the one row the
-- partial unique index allows; it closes when its window has passed (is_open = false) or when
-- it is resolved. Rows from before this migration start closed.
ALTER TABLE "abuse_events" ADD COLUMN IF NOT EXISTS "is_open" boolean DEFAULT false NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS "abuse_events_open_uq"
  ON "abuse_events" ("ip_address", "event_type") WHERE "is_open" AND NOT "resolved";

-- docs/features/hardening.md: caps on mails a visitor can trigger. One counter per scope (an address and kind per
-- day, or all visitor mails per hour) and window, bumped by an upsert so processes share it.
CREATE TABLE IF NOT EXISTS "mail_caps" (
  "scope" text NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "count" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("scope", "window_start")
);
