import { type Revision, revisionContentHash } from "@fire/decision/Revision"
import type { Scenario, ScenarioId } from "@fire/decision/Scenario"
import { ScenarioRepository } from "@fire/decision/ScenarioRepository"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok, okList } from "../pipeline/RequestContext.js"
import { REVISION_PAGE, SCENARIO_PAGE } from "./DecisionApi.js"
import { pageOf } from "../pipeline/Envelope.js"

const iso = (ms: number) => new Date(ms).toISOString()

export const toScenarioView = (s: Scenario) => ({
  id: s.id,
  name: s.name,
  createdAt: iso(s.createdAt),
  revisionCount: s.revisionCount
})

export const toRevisionView = (r: Revision) => ({
  id: r.id,
  scenarioId: r.scenarioId,
  number: r.number,
  contentHash: r.contentHash,
  createdAt: iso(r.createdAt),
  content: r.content
})

const scenarioNotFound = () => ApiErrors.notFound("No such scenario")

export const layer = HttpApiBuilder.group(
  Api,
  "scenarios",
  Effect.fn(function* (handlers) {
    const scenarios = yield* ScenarioRepository
    return handlers
      .handle("createScenario", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          return yield* ok(toScenarioView(yield* scenarios.create(user.id, payload.name, now)))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("listScenarios", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const page = pageOf(query, SCENARIO_PAGE)
          const found = yield* scenarios.listOwned(user.id, page)
          return yield* okList(found.items.map(toScenarioView), found.total, page)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("getScenario", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* scenarios.findOwned(user.id, params.scenarioId as ScenarioId)
          if (Option.isNone(found)) return yield* scenarioNotFound()
          return yield* ok(toScenarioView(found.value))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("createRevision", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const added = yield* scenarios.addRevision(
            user.id,
            params.scenarioId as ScenarioId,
            payload,
            revisionContentHash(payload),
            now
          )
          if (Option.isNone(added)) return yield* scenarioNotFound()
          return yield* ok(toRevisionView(added.value))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("listRevisions", ({ params, query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const owned = yield* scenarios.findOwned(user.id, params.scenarioId as ScenarioId)
          if (Option.isNone(owned)) return yield* scenarioNotFound()
          const page = pageOf(query, REVISION_PAGE)
          const found = yield* scenarios.listRevisions(user.id, owned.value.id, page)
          return yield* okList(found.items.map(toRevisionView), found.total, page)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("getRevision", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* scenarios.findRevision(
            user.id,
            params.scenarioId as ScenarioId,
            params.revisionId as Revision["id"]
          )
          if (Option.isNone(found)) return yield* ApiErrors.notFound("No such revision")
          return yield* ok(toRevisionView(found.value))
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
