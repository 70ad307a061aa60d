-- Trials and granted access without a payment provider (docs/features/trials.md, decision 0030).
CREATE TABLE "trial_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trial_requests_open_user_idx" ON "trial_requests" ("user_id") WHERE "handled_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "access_grants" (
	"user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_grants_open_ends_idx" ON "access_grants" ("ends_at") WHERE "ended_at" IS NULL;
