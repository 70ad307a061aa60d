-- A mail may name where answers go (the contact reply: the operator's address); kept so retries keep it.
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
