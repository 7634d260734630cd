/**
 * The city catalogue: one row per city, the served City document in `document` and the columns
 * the list query filters and sorts on beside it; `city_catalog` holds the one version seeded.
 * Rows are written only by the seed step (CitySeed.ts), from the versioned data files.
 */
export default [
  `CREATE TABLE cities (
    slug text PRIMARY KEY,
    position integer NOT NULL,
    name text NOT NULL,
    name_key text NOT NULL,
    region_key text NOT NULL,
    continent text NOT NULL,
    country_key text NOT NULL,
    country_code text NOT NULL CHECK (char_length(country_code) = 2),
    monthly_total double precision NOT NULL CHECK (monthly_total >= 0),
    nomad_score double precision NOT NULL CHECK (nomad_score BETWEEN 0 AND 100),
    quality_overall double precision NOT NULL CHECK (quality_overall BETWEEN 0 AND 100),
    schengen boolean NOT NULL,
    digital_nomad_visa boolean NOT NULL,
    document json NOT NULL
  )`,
  `CREATE INDEX cities_nomad_score ON cities (nomad_score DESC, slug)`,
  `CREATE INDEX cities_monthly_total ON cities (monthly_total, slug)`,
  `CREATE TABLE city_catalog (
    id smallint PRIMARY KEY CHECK (id = 1),
    catalog_version text NOT NULL,
    data_version text NOT NULL,
    city_count integer NOT NULL,
    seeded_at timestamptz NOT NULL
  )`
]
