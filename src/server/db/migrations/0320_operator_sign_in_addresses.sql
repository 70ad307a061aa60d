-- docs/features/hardening.md: the addresses each named operator signed in from. A right
-- password and code from one of them is never held by the account-wide failure budget, so knowing an
-- operator's email no longer locks them out of the back office.
CREATE TABLE "operator_sign_in_addresses" (
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE CASCADE,
	"ip_address" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("operator_id", "ip_address")
);
