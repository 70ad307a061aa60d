CREATE TABLE "dashboard_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_date" text NOT NULL,
	"event" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_thoughts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_thoughts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"week" text NOT NULL,
	"quote" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_events_date_event_idx" ON "dashboard_events" USING btree ("event_date","event");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_thoughts_week_idx" ON "weekly_thoughts" USING btree ("week");--> statement-breakpoint
CREATE INDEX "weekly_thoughts_published_idx" ON "weekly_thoughts" USING btree ("published_at");
