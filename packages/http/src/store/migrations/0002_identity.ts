/**
 * Identity: users (created on their first valid token), their API keys (only a hash stored), and
 * the rate-limit counters every API process shares.
 */
export default [
  `CREATE TABLE users (
    id uuid PRIMARY KEY,
    subject text NOT NULL,
    email text NOT NULL,
    full_name text,
    avatar_url text,
    subscription_tier text NOT NULL DEFAULT 'starter' CHECK (subscription_tier IN ('starter', 'pro')),
    subscription_status text NOT NULL DEFAULT 'active'
      CHECK (subscription_status IN ('active', 'trialing', 'past_due', 'canceled')),
    trial_ends_at timestamptz,
    current_period_end timestamptz,
    profile jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    CONSTRAINT users_subject_unique UNIQUE (subject)
  )`,
  `CREATE INDEX users_email ON users (lower(email))`,
  `CREATE TABLE api_keys (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    key_hash text NOT NULL,
    prefix text NOT NULL,
    last_four text NOT NULL,
    created_at timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at timestamptz,
    CONSTRAINT api_keys_hash_unique UNIQUE (key_hash)
  )`,
  `CREATE INDEX api_keys_user ON api_keys (user_id, created_at DESC)`,
  `CREATE TABLE rate_limit_counters (
    bucket text NOT NULL,
    window_start timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (bucket, window_start)
  )`,
  `CREATE INDEX rate_limit_counters_expiry ON rate_limit_counters (expires_at)`
]
