-- API keys: a program acting for a user with only the permissions the key was given. Only a
-- SHA-256 of the secret is stored; the secret itself is shown once, when the key is made.
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  secret_hash text NOT NULL,
  can_read boolean NOT NULL,
  can_trade boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moved at most once a minute: a busy key must not cost a write per request.
  last_used_at timestamptz,
  CHECK (can_read OR can_trade)
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at);

-- A new password or a disabled account ends every key at once, in the database itself, so no
-- code path that changes either (change, reset, admin) can forget to.
CREATE FUNCTION api_keys_end_with_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR (NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL) THEN
    DELETE FROM api_keys WHERE user_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER api_keys_end_with_account
  AFTER UPDATE OF password_hash, disabled_at ON users
  FOR EACH ROW EXECUTE FUNCTION api_keys_end_with_account();
