-- Trading: orders, fills, reservations, perpetual positions, idempotency, notifications.
-- portfolios.cash stays the total cash; `reserved` is the part held by open orders and margin.
ALTER TABLE portfolios ADD COLUMN reserved numeric NOT NULL DEFAULT 0;
-- Quantity held back by open spot sell orders.
ALTER TABLE holdings ADD COLUMN reserved numeric NOT NULL DEFAULT 0;

CREATE TABLE orders (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  client_order_id text,
  symbol text NOT NULL,
  market text NOT NULL CHECK (market IN ('spot', 'perp')),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  order_type text NOT NULL,
  quantity numeric NOT NULL,
  price numeric,
  stop_price numeric,
  time_in_force text NOT NULL,
  post_only boolean NOT NULL DEFAULT false,
  reduce_only boolean NOT NULL DEFAULT false,
  leverage integer NOT NULL DEFAULT 1,
  status text NOT NULL,
  filled_quantity numeric NOT NULL DEFAULT 0,
  average_price numeric,
  fees numeric NOT NULL DEFAULT 0,
  -- Cash (quote currency) still reserved by this order; released on fills, cancel and expiry.
  reserved_cash numeric NOT NULL DEFAULT 0,
  reason text,
  -- The book's arrival sequence: restoring by it after a restart keeps price-time priority.
  book_seq bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX orders_portfolio_created_idx ON orders (portfolio_id, created_at DESC, id DESC);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_active_idx ON orders (book_seq)
  WHERE status IN ('pending', 'open', 'partially_filled');

CREATE TABLE trades (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  market text NOT NULL,
  side text NOT NULL,
  price numeric NOT NULL,
  quantity numeric NOT NULL,
  fee numeric NOT NULL,
  liquidity text NOT NULL CHECK (liquidity IN ('maker', 'taker')),
  realized_pnl numeric NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE INDEX trades_portfolio_created_idx ON trades (portfolio_id, created_at DESC, id DESC);
CREATE INDEX trades_order_idx ON trades (order_id);

CREATE TABLE perp_positions (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('long', 'short')),
  size numeric NOT NULL,
  entry_price numeric NOT NULL,
  margin numeric NOT NULL,
  leverage integer NOT NULL,
  realized_pnl numeric NOT NULL DEFAULT 0,
  funding_paid numeric NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  UNIQUE (portfolio_id, symbol)
);

CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Per-user trading settings; slippage tolerance in percent (SPEC §9 default 0.5).
CREATE TABLE user_trading_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  slippage_tolerance numeric NOT NULL DEFAULT 0.5
);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  message text NOT NULL,
  category text NOT NULL,
  type text NOT NULL,
  priority text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);
