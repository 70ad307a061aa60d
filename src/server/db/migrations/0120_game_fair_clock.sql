-- docs/features/trading-game.md: server-side pause, server-side auto-trading, margin calls, leaderboard nicknames.
ALTER TABLE "games" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "auto_trade" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "auto_contracts" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "last_manual_trade_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "margin_call_day" integer;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "game_over" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "game_trades" ADD COLUMN "reason" text DEFAULT 'manual' NOT NULL;
--> statement-breakpoint
ALTER TABLE "game_results" ADD COLUMN "nickname" text;
--> statement-breakpoint
ALTER TABLE "game_results" ADD COLUMN "buy_hold_pnl" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "game_results" ADD COLUMN "first_date" text;
--> statement-breakpoint
ALTER TABLE "game_results" ADD COLUMN "last_date" text;
--> statement-breakpoint
CREATE INDEX "game_results_leaderboard_idx" ON "game_results" USING btree ("total_pnl") WHERE "nickname" IS NOT NULL;
