CREATE TABLE "game_price_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"first_date" text NOT NULL,
	"last_date" text NOT NULL,
	"bar_count" integer NOT NULL,
	"bars" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_price_series_symbol_idx" ON "game_price_series" USING btree ("symbol");
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"player_id" text NOT NULL,
	"series_id" integer NOT NULL REFERENCES "game_price_series"("id"),
	"status" text DEFAULT 'active' NOT NULL,
	"start_index" integer NOT NULL,
	"last_day" integer NOT NULL,
	"current_day" integer NOT NULL,
	"speed" double precision DEFAULT 1 NOT NULL,
	"carry_ms" double precision DEFAULT 0 NOT NULL,
	"last_tick_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "games_player_idx" ON "games" USING btree ("player_id", "id");
--> statement-breakpoint
CREATE TABLE "game_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
	"side" text NOT NULL,
	"contracts" integer NOT NULL,
	"price" double precision NOT NULL,
	"trade_amount" double precision NOT NULL,
	"trade_date" text NOT NULL,
	"chart_day" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_trades_game_idx" ON "game_trades" USING btree ("game_id", "id");
--> statement-breakpoint
CREATE TABLE "game_daily_analytics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
	"game_day" integer NOT NULL,
	"trade_date" text NOT NULL,
	"net_liquidating_value" double precision NOT NULL,
	"balance" double precision NOT NULL,
	"total_pnl" double precision NOT NULL,
	"unrealized_pnl" double precision NOT NULL,
	"realized_pnl" double precision NOT NULL,
	"margin_used" double precision NOT NULL,
	"stock_price" double precision NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_daily_analytics_day_idx" ON "game_daily_analytics" USING btree ("game_id", "game_day");
