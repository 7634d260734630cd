/**
 * Finance: portfolios, their holdings (quantity and unit price exact as `numeric`, never floats),
 * one holding per ISIN and portfolio, and the daily FI score snapshots (one per user and UTC day).
 */
export default [
  `CREATE TABLE portfolios (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE UNIQUE INDEX portfolios_user_name_unique ON portfolios (user_id, lower(name))`,
  `CREATE TABLE assets (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    portfolio_id uuid NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
    isin text NOT NULL CHECK (isin ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
    name text NOT NULL,
    quantity numeric(30, 8) NOT NULL CHECK (quantity > 0),
    unit_price numeric(30, 8) NOT NULL CHECK (unit_price >= 0),
    currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    asset_factor text NOT NULL,
    region text NOT NULL,
    dividend_yield numeric(12, 8) CHECK (dividend_yield >= 0),
    dividend_frequency text,
    ongoing_charge numeric(12, 8) CHECK (ongoing_charge >= 0),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    CONSTRAINT assets_portfolio_isin_unique UNIQUE (portfolio_id, isin)
  )`,
  `CREATE INDEX assets_user ON assets (user_id, created_at, id)`,
  `CREATE TABLE fi_score_snapshots (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day date NOT NULL,
    score double precision NOT NULL,
    status text NOT NULL,
    net_worth numeric(24, 2) NOT NULL,
    fi_number numeric(24, 2),
    reporting_currency text NOT NULL,
    computed_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, day)
  )`
]
