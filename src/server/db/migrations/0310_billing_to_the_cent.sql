-- Billing right to the cent (docs/features/billing.md).
-- What Stripe bills the member each month (the open subscriptions' prices times quantities, read at every sync):
-- the overview's MRR and paying members are summed from it, not from plan list prices.
ALTER TABLE "memberships" ADD COLUMN "billed_monthly_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- When the member's access ended (cancelled or expired): the status line says 'Ended on <date>'.
ALTER TABLE "memberships" ADD COLUMN "ended_at" timestamp with time zone;
--> statement-breakpoint
-- Refunded cents of a paid invoice (the back office's Refund): revenue is what was paid minus this.
ALTER TABLE "paid_invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- One trial per person: claims are kept under the normalised address (src/core/billing/trial-identity.ts:
-- lower case, '+tag' removed, Gmail dots removed and googlemail.com read as gmail.com). A claim whose
-- normalised form another claim already holds stays as it is (both mean the trial is used).
UPDATE "trial_claims" c SET "email" = n."norm"
  FROM (
    SELECT "email",
      CASE WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
        THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
        ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2)
      END AS "norm"
    FROM "trial_claims"
    WHERE position('@' in "email") > 1 AND split_part("email", '+', 1) <> ''
  ) n
  WHERE c."email" = n."email" AND n."norm" <> c."email"
    AND NOT EXISTS (SELECT 1 FROM "trial_claims" o WHERE o."email" = n."norm");
