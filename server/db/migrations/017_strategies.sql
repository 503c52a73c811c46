-- Strategies, their live books and orders, backtest and optimisation jobs, swarms (issue 14).
CREATE TABLE swarms (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'paused', 'killed')),
  capital numeric NOT NULL CHECK (capital > 0),
  learning_rate double precision NOT NULL,
  window_size integer NOT NULL,
  rebalance_minutes integer NOT NULL,
  -- { strategyId: weight }, summing to 1.
  weights jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  rebalanced_at timestamptz
);
CREATE INDEX swarms_user_idx ON swarms (user_id);

-- Every rebalance's weights, for the swarm page's history.
CREATE TABLE swarm_weights (
  swarm_id text NOT NULL REFERENCES swarms (id) ON DELETE CASCADE,
  time bigint NOT NULL,
  weights jsonb NOT NULL,
  PRIMARY KEY (swarm_id, time)
);

CREATE TABLE strategies (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The portfolio it trades on; a deleted portfolio pauses it (the runner sees null).
  portfolio_id text REFERENCES portfolios (id) ON DELETE SET NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'automated',
  template_id text,
  -- protocol/strategies/config.ts, parsed when read.
  config jsonb NOT NULL,
  allocated_capital numeric NOT NULL CHECK (allocated_capital > 0),
  status text NOT NULL CHECK (status IN ('active', 'paused')),
  swarm_id text REFERENCES swarms (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX strategies_user_idx ON strategies (user_id);
CREATE INDEX strategies_active_idx ON strategies (status) WHERE status = 'active';

-- The live strategy's own book (protocol strategyBook as JSON) and where it stopped reading bars.
CREATE TABLE strategy_state (
  strategy_id text PRIMARY KEY REFERENCES strategies (id) ON DELETE CASCADE,
  book jsonb NOT NULL,
  -- Open time of the last bar evaluated; bars up to it are never evaluated again.
  last_bar_time bigint,
  round_trips integer NOT NULL DEFAULT 0,
  wins integer NOT NULL DEFAULT 0,
  -- The highest equity seen and the deepest fall from it (fraction), for the drawdown figure.
  peak_equity numeric NOT NULL DEFAULT 0,
  max_drawdown double precision NOT NULL DEFAULT 0,
  last_signal jsonb,
  last_error text,
  updated_at timestamptz NOT NULL
);

-- Every order a live strategy sent. client_order_id (the order's idempotency key) is
-- `stg:<strategy id>:<bar time>:<n>`, so a resumed strategy never sends a bar's order twice.
CREATE TABLE strategy_orders (
  client_order_id text PRIMARY KEY,
  strategy_id text NOT NULL REFERENCES strategies (id) ON DELETE CASCADE,
  order_id text,
  bar_time bigint NOT NULL,
  rule text NOT NULL,
  action text NOT NULL,
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  quantity numeric NOT NULL,
  price numeric,
  fee numeric,
  status text NOT NULL CHECK (status IN ('sent', 'filled', 'rejected')),
  message text,
  created_at timestamptz NOT NULL
);
CREATE INDEX strategy_orders_strategy_idx ON strategy_orders (strategy_id, created_at DESC);

-- The live strategy's equity at each bar it evaluated.
CREATE TABLE strategy_equity (
  strategy_id text NOT NULL REFERENCES strategies (id) ON DELETE CASCADE,
  time bigint NOT NULL,
  equity numeric NOT NULL,
  PRIMARY KEY (strategy_id, time)
);

-- Backtests and optimisations. strategy_id survives as null when the strategy is deleted, so the
-- run stays listed under its recorded name.
CREATE TABLE backtests (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  strategy_id text REFERENCES strategies (id) ON DELETE SET NULL,
  strategy_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('backtest', 'optimize')),
  status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'cancelled', 'failed')),
  symbol text NOT NULL,
  timeframe text NOT NULL,
  from_time bigint NOT NULL,
  to_time bigint NOT NULL,
  initial_capital numeric NOT NULL,
  params jsonb NOT NULL,
  request jsonb NOT NULL,
  config jsonb NOT NULL,
  progress double precision NOT NULL DEFAULT 0,
  stats jsonb,
  -- The backtest's report, or the optimisation's result (protocol optimizeResult).
  result jsonb,
  error text,
  duration_ms integer,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX backtests_user_idx ON backtests (user_id, created_at DESC);
CREATE INDEX backtests_strategy_idx ON backtests (strategy_id, created_at DESC);
