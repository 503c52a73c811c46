-- Two-factor authentication (TOTP, RFC 6238). Secrets are stored encrypted (AES-256-GCM with a
-- key derived from the server secret), never in clear: a database dump alone cannot mint codes.
CREATE TABLE two_factor (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The secret in use once enabled; null while only a setup is pending.
  secret_enc text,
  -- Made by the last setup and not yet confirmed by a code; a new setup replaces it.
  pending_secret_enc text,
  enabled_at timestamptz,
  -- The last time step whose code was accepted: a code is good once (replay protection).
  last_step bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Only keyed hashes of the backup codes are kept; each one is good once.
CREATE TABLE two_factor_backup_codes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A password accepted for an account with 2FA on: the code must follow within 5 minutes and
-- 5 tries. Only the token's hash is stored.
CREATE TABLE two_factor_challenges (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  refresh_in_body boolean NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX two_factor_challenges_expiry_idx ON two_factor_challenges (expires_at);
