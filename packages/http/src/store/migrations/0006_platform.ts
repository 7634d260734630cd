/**
 * Platform: per-user notifications (with the key that makes each producer idempotent), the FI
 * milestone each user was last told about, feature flags, and captured email addresses.
 */
export default [
  `CREATE TABLE notifications (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type text NOT NULL,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
    read boolean NOT NULL DEFAULT false,
    dedupe_key text NOT NULL CHECK (char_length(dedupe_key) BETWEEN 1 AND 200),
    created_at timestamptz NOT NULL,
    read_at timestamptz,
    expires_at timestamptz,
    CONSTRAINT notifications_dedupe UNIQUE (user_id, dedupe_key)
  )`,
  `CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC, id DESC)`,
  // The trial sweep reads trialing users by trial end every 15 minutes.
  `CREATE INDEX users_trialing ON users (trial_ends_at) WHERE subscription_status = 'trialing'`,
  `CREATE TABLE fi_milestones (
    user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    highest double precision NOT NULL CHECK (highest > 0 AND highest <= 1),
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE feature_flags (
    key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 64),
    description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
    enabled boolean NOT NULL DEFAULT false,
    tiers jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tiers) = 'array'),
    rollout_percent integer NOT NULL DEFAULT 100 CHECK (rollout_percent BETWEEN 0 AND 100),
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE email_captures (
    id uuid PRIMARY KEY,
    address text NOT NULL CHECK (char_length(address) <= 254),
    source text,
    created_at timestamptz NOT NULL
  )`,
  `CREATE UNIQUE INDEX email_captures_address ON email_captures (lower(address))`
]
