-- docs/features/hardening.md: a scheduled job runs once per time slot whatever the number of processes. The first
-- process to insert (job, slot) runs it; the others skip (an advisory lock alone lets a second
-- process run the same tick again after the first released it).
CREATE TABLE IF NOT EXISTS "job_slots" (
  "job" text NOT NULL,
  "slot" timestamp with time zone NOT NULL,
  "claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("job", "slot")
);
