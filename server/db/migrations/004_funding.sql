-- Perpetual funding history: one row per position per funding time.
CREATE TABLE funding_payments (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  position_id text NOT NULL,
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('long', 'short')),
  size numeric NOT NULL,
  mark_price numeric NOT NULL,
  -- The rate applied for the interval (the 8 h rate scaled to the interval's length).
  rate numeric NOT NULL,
  -- Positive: the position paid it; negative: the position received it.
  payment numeric NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX funding_payments_portfolio_created_idx
  ON funding_payments (portfolio_id, created_at DESC, id DESC);
