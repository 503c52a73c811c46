-- Option trading: orders and trades on option contracts, and option positions.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_market_check;
ALTER TABLE orders ADD CONSTRAINT orders_market_check CHECK (market IN ('spot', 'perp', 'option'));
-- Contracts of a long option position an open sell order holds back (it closes them).
ALTER TABLE orders ADD COLUMN reserved_quantity numeric NOT NULL DEFAULT 0;

-- One row per portfolio and contract while a position is open; the direction is `side`.
CREATE TABLE option_positions (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('long', 'short')),
  size numeric NOT NULL CHECK (size > 0),
  -- Average premium per contract paid (long) or received (short).
  entry_price numeric NOT NULL,
  -- Cash locked for a short (part of portfolios.reserved); 0 for a long.
  margin numeric NOT NULL DEFAULT 0,
  -- Contracts of a long held back by open sell orders.
  reserved numeric NOT NULL DEFAULT 0,
  realized_pnl numeric NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  UNIQUE (portfolio_id, symbol)
);
