import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { ObjectLimitReached, Page, PageRequest } from "@fire/domain/ObjectLimits"
import type { Revision, RevisionContent, RevisionId } from "./Revision.js"
import type { Scenario, ScenarioId } from "./Scenario.js"

/**
 * Owner-scoped storage of scenarios and their revisions. Every read takes the owner: another
 * user's scenario is indistinguishable from one that does not exist. Revisions are insert-only.
 */
export class ScenarioRepository extends Context.Service<
  ScenarioRepository,
  {
    /** Creates a scenario; refused when the owner already holds `ObjectLimits.scenarios`. */
    readonly create: (
      owner: string,
      name: string,
      now: number
    ) => Effect.Effect<Scenario, SqlError | ObjectLimitReached>
    /** One page of the owner's scenarios, newest first. */
    readonly listOwned: (owner: string, page: PageRequest) => Effect.Effect<Page<Scenario>, SqlError>
    readonly findOwned: (owner: string, id: ScenarioId) => Effect.Effect<Option.Option<Scenario>, SqlError>
    /**
     * Adds the next revision (number = last + 1) atomically; none when the scenario is not the
     * owner's; refused when it already holds `ObjectLimits.revisionsPerScenario`.
     */
    readonly addRevision: (
      owner: string,
      scenarioId: ScenarioId,
      content: RevisionContent,
      contentHash: string,
      now: number
    ) => Effect.Effect<Option.Option<Revision>, SqlError | ObjectLimitReached>
    /** One page of a scenario's revisions, by number. */
    readonly listRevisions: (
      owner: string,
      scenarioId: ScenarioId,
      page: PageRequest
    ) => Effect.Effect<Page<Revision>, SqlError>
    readonly findRevision: (
      owner: string,
      scenarioId: ScenarioId,
      revisionId: RevisionId
    ) => Effect.Effect<Option.Option<Revision>, SqlError>
  }
>()("decision/ScenarioRepository") {}
