import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { Revision, RevisionContent, RevisionId } from "./Revision.js"
import type { Scenario, ScenarioId } from "./Scenario.js"

/**
 * Owner-scoped storage of scenarios and their revisions. Every read takes the owner: another
 * user's scenario is indistinguishable from one that does not exist. Revisions are insert-only.
 */
export class ScenarioRepository extends Context.Service<
  ScenarioRepository,
  {
    readonly create: (owner: string, name: string, now: number) => Effect.Effect<Scenario, SqlError>
    readonly listOwned: (owner: string) => Effect.Effect<ReadonlyArray<Scenario>, SqlError>
    readonly findOwned: (owner: string, id: ScenarioId) => Effect.Effect<Option.Option<Scenario>, SqlError>
    /** Adds the next revision (number = last + 1) atomically; none when the scenario is not the owner's. */
    readonly addRevision: (
      owner: string,
      scenarioId: ScenarioId,
      content: RevisionContent,
      contentHash: string,
      now: number
    ) => Effect.Effect<Option.Option<Revision>, SqlError>
    readonly listRevisions: (owner: string, scenarioId: ScenarioId) => Effect.Effect<ReadonlyArray<Revision>, SqlError>
    readonly findRevision: (
      owner: string,
      scenarioId: ScenarioId,
      revisionId: RevisionId
    ) => Effect.Effect<Option.Option<Revision>, SqlError>
  }
>()("decision/ScenarioRepository") {}
