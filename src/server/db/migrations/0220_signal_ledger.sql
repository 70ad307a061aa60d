-- docs/decisions/0050-published-signal-ledger.md: every position change the engine publishes, append-only and
-- hash-chained per market. The database itself refuses UPDATE, DELETE and TRUNCATE on it.
CREATE TABLE "signal_ledger" (
  "market" text NOT NULL,
  "seq" integer NOT NULL,
  "symbol" text NOT NULL,
  "bar_date" date NOT NULL,
  "action" text NOT NULL,
  "fill_price" double precision NOT NULL,
  "stop" double precision,
  "size" double precision NOT NULL,
  "data_version" integer NOT NULL,
  "published_at" timestamptz NOT NULL,
  "demo" boolean NOT NULL,
  "reconstructed" boolean NOT NULL,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL,
  PRIMARY KEY ("market", "seq"),
  UNIQUE ("market", "symbol", "bar_date")
);
CREATE INDEX "signal_ledger_market_date_idx" ON "signal_ledger" ("market", "bar_date");

CREATE FUNCTION signal_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signal_ledger is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER "signal_ledger_no_update_delete" BEFORE UPDATE OR DELETE ON "signal_ledger"
  FOR EACH ROW EXECUTE FUNCTION signal_ledger_append_only();
CREATE TRIGGER "signal_ledger_no_truncate" BEFORE TRUNCATE ON "signal_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION signal_ledger_append_only();

-- How far the ledger has looked at each symbol's final bars: changes on or before this date are
-- already in the ledger (published or reconstructed) and are never appended again, whatever later
-- corrections of the bars say.
CREATE TABLE "signal_ledger_marks" (
  "market" text NOT NULL,
  "symbol" text NOT NULL,
  "through_date" date NOT NULL,
  PRIMARY KEY ("market", "symbol")
);
