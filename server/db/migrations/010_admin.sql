-- Administration: disabled accounts, market halts that survive a restart, and the audit log.

-- Set while an administrator has disabled the account: it cannot sign in and its sessions ended.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- One row per halted symbol; resuming deletes it. Loaded at start so a restart keeps the halt.
CREATE TABLE market_halts (
  symbol text PRIMARY KEY,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  halted_at timestamptz NOT NULL DEFAULT now(),
  halted_by text NOT NULL
);

-- Every administrator action, who made it and what changed. No foreign key to users: an entry
-- outlives the account it names, and a cascade would be a DELETE the trigger below refuses.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  admin_id text NOT NULL,
  admin_email text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  ip text
);

-- Append-only in the database itself, whatever code (or person with a SQL prompt) tries.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- The system status counts the last hour's orders and fills.
CREATE INDEX orders_created_idx ON orders (created_at);
CREATE INDEX trades_created_idx ON trades (created_at);
