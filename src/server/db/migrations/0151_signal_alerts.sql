-- docs/features/signal-alerts.md: signal alert settings per user and the alerts already sent (one row per user, market,
-- symbol and bar date for instant mails, symbol '*' for a daily summary): sending twice is impossible.
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"futures" boolean DEFAULT false NOT NULL,
	"equities" boolean DEFAULT false NOT NULL,
	"crypto" boolean DEFAULT false NOT NULL,
	"digest" text DEFAULT 'off' NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts_sent" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"market" text NOT NULL,
	"symbol" text NOT NULL,
	"bar_date" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "market", "symbol", "bar_date")
);
