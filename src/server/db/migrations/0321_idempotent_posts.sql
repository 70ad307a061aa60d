-- docs/features/hardening.md: the Idempotency-Key of each public contact and newsletter
-- post, written in the same transaction as the post's own rows. A retry with the same key (after a
-- 503 or a lost answer) finds it and gets the first answer instead of storing a second message.
CREATE TABLE "idempotent_posts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("scope", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_posts_created_idx" ON "idempotent_posts" USING btree ("created_at");
