-- One-time links mailed to a user: password resets and email verifications. Only a hash of the
-- token is stored, so a database leak hands out no working link; `email` is the address the
-- link was sent to, so a verification link dies when the account's email changes.
CREATE TABLE account_tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password_reset', 'email_verification')),
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, kind);

-- An email is verified while `verified_email` still equals it: changing the email unverifies it
-- without any code having to remember to.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN verified_email text;

-- Mail kept in the database when no SMTP server is configured (the demo default); the admin
-- panel reads it.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  created_at timestamptz NOT NULL DEFAULT now()
);
