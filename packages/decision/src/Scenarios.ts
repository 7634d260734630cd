import type { ObjectLimitReached, Page, PageRequest } from "@fire/domain/ObjectLimits"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import {
  newRevisionContent,
  type Revision,
  type RevisionContent,
  type RevisionId,
  revisionContentHash
} from "./Revision.js"
import type { Scenario, ScenarioId } from "./Scenario.js"
import { ScenarioRepository } from "./ScenarioRepository.js"

/** The owner has no scenario with this id (another user's scenario is not theirs either). */
export class ScenarioNotFound extends Schema.TaggedError<ScenarioNotFound>()("ScenarioNotFound", {
  scenarioId: Schema.String
}) {}

/** The owner's scenario has no revision with this id. */
export class RevisionNotFound extends Schema.TaggedError<RevisionNotFound>()("RevisionNotFound", {
  scenarioId: Schema.String,
  revisionId: Schema.String
}) {}

/**
 * Scenarios and their immutable revisions as a use case, owner-scoped: create and read scenarios
 * (at most `ObjectLimits.scenarios`), add a revision (numbered next, its content as
 * `newRevisionContent` makes it and its content hash computed here; at most
 * `ObjectLimits.revisionsPerScenario`), list and read revisions. Storage through
 * `ScenarioRepository`; time from the effect `Clock`.
 */
export class Scenarios extends Context.Service<
  Scenarios,
  {
    readonly create: (owner: string, name: string) => Effect.Effect<Scenario, ObjectLimitReached | SqlError>
    /** One page of the owner's scenarios, newest first. */
    readonly list: (owner: string, page: PageRequest) => Effect.Effect<Page<Scenario>, SqlError>
    readonly get: (owner: string, scenarioId: string) => Effect.Effect<Scenario, ScenarioNotFound | SqlError>
    readonly addRevision: (
      owner: string,
      scenarioId: string,
      content: RevisionContent
    ) => Effect.Effect<Revision, ScenarioNotFound | ObjectLimitReached | SqlError>
    /** One page of the scenario's revisions, by number. */
    readonly listRevisions: (
      owner: string,
      scenarioId: string,
      page: PageRequest
    ) => Effect.Effect<Page<Revision>, ScenarioNotFound | SqlError>
    readonly getRevision: (
      owner: string,
      scenarioId: string,
      revisionId: string
    ) => Effect.Effect<Revision, RevisionNotFound | SqlError>
  }
>()("decision/Scenarios") {}

export const layer = Layer.effect(
  Scenarios,
  Effect.gen(function* () {
    const scenarios = yield* ScenarioRepository
    const owned = (owner: string, scenarioId: string) =>
      Effect.flatMap(
        scenarios.findOwned(owner, scenarioId as ScenarioId),
        Option.match({
          onNone: () => Effect.fail(new ScenarioNotFound({ scenarioId })),
          onSome: (scenario: Scenario) => Effect.succeed(scenario)
        })
      )
    return {
      create: Effect.fn("Scenarios.create")(function* (owner, name) {
        return yield* scenarios.create(owner, name, yield* Clock.currentTimeMillis)
      }),
      list: (owner, page) => scenarios.listOwned(owner, page),
      get: owned,
      addRevision: Effect.fn("Scenarios.addRevision")(function* (owner, scenarioId, content) {
        const now = yield* Clock.currentTimeMillis
        const stored = newRevisionContent(content)
        const added = yield* scenarios.addRevision(
          owner,
          scenarioId as ScenarioId,
          stored,
          revisionContentHash(stored),
          now
        )
        if (Option.isNone(added)) return yield* new ScenarioNotFound({ scenarioId })
        return added.value
      }),
      listRevisions: Effect.fn("Scenarios.listRevisions")(function* (owner, scenarioId, page) {
        const scenario = yield* owned(owner, scenarioId)
        return yield* scenarios.listRevisions(owner, scenario.id, page)
      }),
      getRevision: Effect.fn("Scenarios.getRevision")(function* (owner, scenarioId, revisionId) {
        const found = yield* scenarios.findRevision(owner, scenarioId as ScenarioId, revisionId as RevisionId)
        if (Option.isNone(found)) return yield* new RevisionNotFound({ scenarioId, revisionId })
        return found.value
      })
    }
  })
)
