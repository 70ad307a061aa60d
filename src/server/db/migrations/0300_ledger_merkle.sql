-- docs/features/track-record.md: the ledger as a transparency log (RFC 6962/9162 Merkle tree per
-- market, signed checkpoints). Each row gets a salt (at least 16 random bytes, hex) that its Merkle leaf
-- commits to, so a row withheld from a viewer can be shown as its leaf hash without its values being
-- guessable. The leaf hash itself is derived (SHA-256 of 0x00 || RFC 8785 JSON of the row) by the app.
ALTER TABLE "signal_ledger" ADD COLUMN "salt" text;

-- Existing rows get their salt here, the one time the ledger is written after the fact: the
-- append-only trigger is lifted inside this transaction only. gen_random_uuid() draws from the
-- server's strong random source; two of them give 244 random bits (version nibbles removed).
ALTER TABLE "signal_ledger" DISABLE TRIGGER "signal_ledger_no_update_delete";
UPDATE "signal_ledger"
   SET "salt" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
 WHERE "salt" IS NULL;
ALTER TABLE "signal_ledger" ENABLE TRIGGER "signal_ledger_no_update_delete";
ALTER TABLE "signal_ledger" ALTER COLUMN "salt" SET NOT NULL;
ALTER TABLE "signal_ledger" ADD CONSTRAINT "signal_ledger_salt_hex" CHECK ("salt" ~ '^[0-9a-f]{32,}$');

-- Every checkpoint the site signed (C2SP tlog-checkpoint in a signed note): a new one is signed only
-- after the tree is checked to extend the previous one, so this table is the log's own history of
-- roots; witnesses keep theirs.
CREATE TABLE "ledger_checkpoints" (
  "market" text NOT NULL,
  "tree_size" integer NOT NULL,
  "root_hash" text NOT NULL,
  "note" text NOT NULL,
  "signed_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("market", "tree_size")
);

-- A checkpoint is history too: never changed, never removed.
CREATE TRIGGER "ledger_checkpoints_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_checkpoints"
  FOR EACH ROW EXECUTE FUNCTION signal_ledger_append_only();
CREATE TRIGGER "ledger_checkpoints_no_truncate" BEFORE TRUNCATE ON "ledger_checkpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION signal_ledger_append_only();

-- A market whose log failed verification, once: the operator is mailed when the row is first written.
CREATE TABLE "ledger_alarms" (
  "market" text PRIMARY KEY,
  "problem" text NOT NULL,
  "raised_at" timestamptz NOT NULL DEFAULT now()
);
