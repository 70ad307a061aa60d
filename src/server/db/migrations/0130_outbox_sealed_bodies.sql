-- docs/features/hardening.md: mail bodies (links, codes) are no longer kept in clear. New rows keep them sealed
-- (AES-GCM, key from the environment) only while a retry may need them; old clear bodies of mails
-- that are done are wiped. The signing secret leaves app_settings at the next start (moved to
-- DATA_DIR/signing-secret or replaced by SIGNING_SECRET).
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "body_sealed" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;
--> statement-breakpoint
UPDATE "mail_outbox" SET "text_body" = NULL, "html_body" = NULL WHERE "status" <> 'queued';
