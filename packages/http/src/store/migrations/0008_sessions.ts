/**
 * Web-app sessions (spec 5.3, 5.5): the SHA-256 of each opaque session token, never the token,
 * with its user, expiry (moved forward by sliding refresh) and revocation time. Every API process
 * reads the same rows, so a sign-out is refused by all of them at once.
 */
export default [
  `CREATE TABLE sessions (
    token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    CHECK (expires_at > created_at)
  )`,
  `CREATE INDEX sessions_user ON sessions (user_id)`
]
