/**
 * FIRE Decision: owner-scoped scenarios and their insert-only revisions; governed parameter sets
 * with an audit trail; planning executions keyed by idempotency key; immutable receipts and
 * evidence snapshots. Immutability is enforced by the database itself: an UPDATE of a revision,
 * receipt or snapshot, or of an approved parameter set's content, raises an error.
 */
export default [
  `CREATE FUNCTION fire_forbid_update() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'rows of % are immutable', TG_TABLE_NAME USING ERRCODE = 'P0001';
   END $$`,
  `CREATE TABLE scenarios (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  `CREATE INDEX scenarios_owner ON scenarios (owner_id, created_at DESC)`,
  `CREATE TABLE scenario_revisions (
    id uuid PRIMARY KEY,
    scenario_id uuid NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
    number integer NOT NULL,
    content jsonb NOT NULL,
    content_hash text NOT NULL,
    created_at timestamptz NOT NULL,
    CONSTRAINT scenario_revisions_number UNIQUE (scenario_id, number)
  )`,
  `CREATE TRIGGER scenario_revisions_immutable BEFORE UPDATE ON scenario_revisions
    FOR EACH ROW EXECUTE FUNCTION fire_forbid_update()`,
  `CREATE TABLE parameter_sets (
    id text PRIMARY KEY,
    content jsonb NOT NULL,
    content_hash text NOT NULL,
    series_manifest_hash text NOT NULL,
    status text NOT NULL CHECK (status IN ('draft', 'approved', 'suspended')),
    reviewer text,
    approved_at timestamptz,
    effective_from timestamptz,
    warning_expires_at timestamptz,
    hard_expires_at timestamptz,
    imported_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE FUNCTION fire_parameter_set_content_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.status <> 'draft' AND (NEW.content IS DISTINCT FROM OLD.content OR NEW.content_hash <> OLD.content_hash) THEN
       RAISE EXCEPTION 'the content of parameter set % is approved and can never change', OLD.id USING ERRCODE = 'P0001';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER parameter_sets_content_frozen BEFORE UPDATE ON parameter_sets
    FOR EACH ROW EXECUTE FUNCTION fire_parameter_set_content_frozen()`,
  `CREATE TABLE parameter_set_events (
    id uuid PRIMARY KEY,
    parameter_set_id text NOT NULL REFERENCES parameter_sets (id),
    action text NOT NULL,
    actor text NOT NULL,
    details jsonb NOT NULL,
    at timestamptz NOT NULL
  )`,
  `CREATE TRIGGER parameter_set_events_immutable BEFORE UPDATE ON parameter_set_events
    FOR EACH ROW EXECUTE FUNCTION fire_forbid_update()`,
  `CREATE TABLE planning_executions (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    scenario_id uuid NOT NULL,
    idempotency_key uuid NOT NULL,
    request_hash text NOT NULL,
    state text NOT NULL CHECK (state IN ('running', 'done')),
    response jsonb,
    created_at timestamptz NOT NULL,
    completed_at timestamptz,
    CONSTRAINT planning_executions_key UNIQUE (owner_id, idempotency_key)
  )`,
  `CREATE TABLE decision_receipts (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    scenario_id uuid NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
    revision_id uuid NOT NULL REFERENCES scenario_revisions (id),
    kind text NOT NULL CHECK (kind IN ('evaluation', 'simulation')),
    idempotency_key uuid,
    request_hash text,
    readiness text NOT NULL,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    CONSTRAINT decision_receipts_key UNIQUE (owner_id, kind, idempotency_key)
  )`,
  `CREATE INDEX decision_receipts_scenario ON decision_receipts (scenario_id, created_at DESC)`,
  `CREATE TRIGGER decision_receipts_immutable BEFORE UPDATE ON decision_receipts
    FOR EACH ROW EXECUTE FUNCTION fire_forbid_update()`,
  `CREATE TABLE evidence_snapshots (
    id uuid PRIMARY KEY,
    receipt_id uuid NOT NULL REFERENCES decision_receipts (id) ON DELETE CASCADE,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    CONSTRAINT evidence_snapshots_receipt UNIQUE (receipt_id)
  )`,
  `CREATE TRIGGER evidence_snapshots_immutable BEFORE UPDATE ON evidence_snapshots
    FOR EACH ROW EXECUTE FUNCTION fire_forbid_update()`
]
