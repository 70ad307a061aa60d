-- Market data (docs/features/market-data.md): instruments, daily bars, per-market data state.
CREATE TABLE instruments (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  market text NOT NULL,
  symbol text NOT NULL,
  name text NOT NULL,
  sector text NOT NULL,
  exchange text NOT NULL,
  point_value double precision NOT NULL,
  tick_size double precision NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX instruments_market_symbol_idx ON instruments (market, symbol);

CREATE TABLE daily_bars (
  instrument_id integer NOT NULL REFERENCES instruments(id) ON DELETE CASCADE,
  date date NOT NULL,
  open double precision NOT NULL,
  high double precision NOT NULL,
  low double precision NOT NULL,
  close double precision NOT NULL,
  volume double precision NOT NULL DEFAULT 0,
  is_final boolean NOT NULL DEFAULT true,
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instrument_id, date)
);
CREATE INDEX daily_bars_date_idx ON daily_bars (date);

CREATE TABLE market_data_state (
  market text PRIMARY KEY,
  provider text NOT NULL,
  version integer NOT NULL DEFAULT 0,
  demo_data boolean NOT NULL DEFAULT true,
  last_run_at timestamptz,
  last_report jsonb
);
