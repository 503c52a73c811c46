-- Notification preferences (SPEC §3, reading 2): one row per user who changed them; a user
-- without a row has the defaults. Kept as one JSON object, read over the defaults, so a flag
-- added later needs no migration.
CREATE TABLE notification_preferences (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  preferences jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The bell's unread count, asked on every start and reconnect.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT read;
