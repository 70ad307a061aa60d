-- The database refuses an INSERT the app would never write (a back-dated or forged row).
-- A new row must be the next seq of its market, published no earlier than the row before it and not
-- in the future (5 minutes of clock skew allowed), and a row marked published (not reconstructed)
-- must be for a bar inside the publication window: no older than 5 days before its publication
-- (ALERT_MAX_AGE_DAYS, features/ledger/publish.ts). Rows of one INSERT see the ones before them.
CREATE FUNCTION signal_ledger_insert_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev record;
BEGIN
  SELECT seq, published_at INTO prev FROM signal_ledger
   WHERE market = NEW.market ORDER BY seq DESC LIMIT 1;
  IF NEW.seq <> COALESCE(prev.seq, 0) + 1 THEN
    RAISE EXCEPTION 'signal_ledger: seq % of % is not the next one (%)', NEW.seq, NEW.market, COALESCE(prev.seq, 0) + 1
      USING ERRCODE = '42501';
  END IF;
  IF prev.published_at IS NOT NULL AND NEW.published_at < prev.published_at THEN
    RAISE EXCEPTION 'signal_ledger: published_at % is before the previous row''s %', NEW.published_at, prev.published_at
      USING ERRCODE = '42501';
  END IF;
  IF NEW.published_at > now() + interval '5 minutes' THEN
    RAISE EXCEPTION 'signal_ledger: published_at % is in the future', NEW.published_at USING ERRCODE = '42501';
  END IF;
  IF NOT NEW.reconstructed AND NEW.bar_date < (NEW.published_at AT TIME ZONE 'UTC')::date - 5 THEN
    RAISE EXCEPTION 'signal_ledger: bar % is too old to be published at %', NEW.bar_date, NEW.published_at
      USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER "signal_ledger_insert_guard" BEFORE INSERT ON "signal_ledger"
  FOR EACH ROW EXECUTE FUNCTION signal_ledger_insert_guard();
