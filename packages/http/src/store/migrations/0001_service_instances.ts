/**
 * Every start of an API process, so operators see which versions ran against this database and
 * when. Also the first table of the schema, proving persistence across restarts.
 */
export default [
  `CREATE TABLE service_instances (
    instance_id uuid PRIMARY KEY,
    version text NOT NULL,
    environment text NOT NULL,
    started_at timestamptz NOT NULL
  )`,
  `CREATE INDEX service_instances_started_at ON service_instances (started_at DESC)`
]
