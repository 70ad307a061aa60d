-- Plans and self-serve billing (docs/features/billing.md, decision 0052).
-- The member's plan and its status decide access (src/core/access/plans.ts); NULL plan_status = no plan record
-- (the operator's Paid Subscriber switch and market flags still apply, decision 0052).
ALTER TABLE "users" ADD COLUMN "plan" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_status" text;
--> statement-breakpoint
-- Current operator grants become plan records with the same plan and end (the grant row keeps its end date).
UPDATE "users" u SET "plan" = g."plan", "plan_status" = CASE WHEN g."kind" = 'trial' THEN 'trial' ELSE 'active' END
  FROM "access_grants" g WHERE g."user_id" = u."id" AND g."ended_at" IS NULL AND u."is_paid_subscriber";
--> statement-breakpoint
-- API keys are Institution's alone now: premium accounts that hold a live key keep their API access as Institution.
UPDATE "users" u SET "plan" = 'institution', "plan_status" = 'active'
  WHERE "plan_status" IS NULL AND "is_paid_subscriber" AND "status" = 'approved'
    AND EXISTS (SELECT 1 FROM "api_keys" k WHERE k."user_id" = u."id" AND k."revoked_at" IS NULL);
--> statement-breakpoint
-- Premium from the Paid Subscriber switch whose flags are exactly a plan's markets: that plan, active, no end.
UPDATE "users" SET "plan" = CASE WHEN "enable_equities" THEN 'professional' ELSE 'individual' END, "plan_status" = 'active'
  WHERE "plan_status" IS NULL AND "is_paid_subscriber" AND "status" = 'approved' AND "enable_futures"
    AND (("enable_equities" AND "enable_cryptos") OR (NOT "enable_equities" AND NOT "enable_cryptos"));
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"source" text NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_ends_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_customer_idx" ON "memberships" ("stripe_customer_id");
--> statement-breakpoint
INSERT INTO "memberships" ("user_id", "source")
  SELECT "id", 'operator' FROM "users" WHERE "plan_status" IS NOT NULL;
--> statement-breakpoint
-- One self-serve trial per account and per email address (kept when the account is deleted).
CREATE TABLE "trial_claims" (
	"email" text PRIMARY KEY,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"plan" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trial_claims_user_idx" ON "trial_claims" ("user_id");
--> statement-breakpoint
-- Stripe events applied (each once), and paid invoices (revenue counted once per invoice).
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_invoices" (
	"id" text PRIMARY KEY,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
