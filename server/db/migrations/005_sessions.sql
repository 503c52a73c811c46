-- One row per sign-in. Its id is the refresh-token family id and access tokens carry it as
-- `sid`, so logout and reuse detection end the session for REST and sockets alike, and every
-- server (one PostgreSQL, several processes) can check it.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moved on refresh at most once a minute: a request must never cost a write.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  user_agent text CHECK (char_length(user_agent) <= 256),
  ip text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Families signed in before this migration become sessions; a family whose tokens are all
-- revoked was logged out (or caught reusing a token), so its session is ended too.
INSERT INTO sessions (id, user_id, created_at, last_seen_at, revoked_at)
SELECT family_id,
       min(user_id),
       min(created_at),
       max(created_at),
       CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END
FROM refresh_tokens
GROUP BY family_id;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_session_fkey
  FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE;
