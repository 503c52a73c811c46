-- One row per user: the settings document (SPEC §3, §9), validated part by part on the way in
-- and merged over the defaults on the way out, so a new part needs no migration.
CREATE TABLE user_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  document jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Slippage tolerances saved before this migration become the settings' trading part; the old
-- table is no longer read.
INSERT INTO user_settings (user_id, document)
SELECT user_id, jsonb_build_object('trading', jsonb_build_object('slippageTolerance', slippage_tolerance::float8))
FROM user_trading_settings;
