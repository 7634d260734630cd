/**
 * AI coach usage: one row per user and UTC month, holding the month's count and the count of the
 * latest UTC day charged in it (a UTC day never spans two months). Charged by one conditional
 * upsert (AiUsageRepositorySql.ts), so the counts are exact under concurrency and across processes.
 */
export default [
  `CREATE TABLE ai_usage (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    month_start timestamptz NOT NULL,
    month_used integer NOT NULL CHECK (month_used >= 0),
    day_start timestamptz NOT NULL,
    day_used integer NOT NULL CHECK (day_used >= 0),
    PRIMARY KEY (user_id, month_start)
  )`
]
