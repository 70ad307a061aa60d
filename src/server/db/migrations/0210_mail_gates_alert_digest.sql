-- docs/features/hardening.md (Mail): operator mails that must not flood. One row per gate:
-- when its last mail went out. Taking the gate is one upsert that succeeds only when that time is
-- long enough ago, so every process shares it (decision 0040).
CREATE TABLE IF NOT EXISTS "mail_gates" (
  "name" text PRIMARY KEY,
  "last_sent_at" timestamp with time zone NOT NULL
);

-- An abuse alert that arrived while the gate was closed waits for the next digest mail.
ALTER TABLE "alert_notifications" ADD COLUMN IF NOT EXISTS "pending_digest" boolean DEFAULT false NOT NULL;
CREATE INDEX IF NOT EXISTS "alert_notifications_pending_idx"
  ON "alert_notifications" ("id") WHERE "pending_digest";

-- Outbox statuses gain `sending` (handed to SMTP, result not yet recorded) and `unknown` (found
-- `sending` after its lease: the operator decides whether to resend). Text values, no DDL needed.
