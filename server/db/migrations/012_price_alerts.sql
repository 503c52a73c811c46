-- Price alerts (SPEC §3, §7): evaluated on the server against the live market, also while the
-- trader is offline. The condition's and the frequency's parameters are columns of their own
-- (null where the kind takes none) so each is checked here as well as at the API.
CREATE TABLE price_alerts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  condition text NOT NULL
    CHECK (condition IN ('above', 'below', 'crossing_up', 'crossing_down', 'move_pct')),
  price numeric,
  percent numeric,
  window_sec integer,
  frequency text NOT NULL CHECK (frequency IN ('once', 'once_per_bar', 'every_time')),
  timeframe text CHECK (timeframe IN ('1m', '5m', '1h', '1d')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_triggered_at timestamptz,
  trigger_count integer NOT NULL DEFAULT 0,
  CHECK ((condition = 'move_pct') = (price IS NULL)),
  CHECK ((condition = 'move_pct') = (percent IS NOT NULL AND window_sec IS NOT NULL)),
  CHECK ((frequency = 'once_per_bar') = (timeframe IS NOT NULL))
);

-- The list, newest first, and the evaluator's start-up read of what is switched on.
CREATE INDEX price_alerts_user_created_idx ON price_alerts (user_id, created_at DESC);
CREATE INDEX price_alerts_active_idx ON price_alerts (symbol) WHERE is_active;
