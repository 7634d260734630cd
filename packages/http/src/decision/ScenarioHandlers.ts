import type { Revision } from "@fire/decision/Revision"
import type { Scenario } from "@fire/decision/Scenario"
import { RevisionNotFound, ScenarioNotFound, Scenarios } from "@fire/decision/Scenarios"
import { Effect } from "effect"
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

/** The use case's refusals as the API's 404s. */
const mapError = (e: unknown) =>
  e instanceof ScenarioNotFound
    ? ApiErrors.notFound("No such scenario")
    : e instanceof RevisionNotFound
      ? ApiErrors.notFound("No such revision")
      : toApiError(e)

export const layer = HttpApiBuilder.group(
  Api,
  "scenarios",
  Effect.fn(function* (handlers) {
    const scenarios = yield* Scenarios
    return handlers
      .handle("createScenario", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toScenarioView(yield* scenarios.create(user.id, payload.name)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("listScenarios", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const page = pageOf(query, SCENARIO_PAGE)
          const found = yield* scenarios.list(user.id, page)
          return yield* okList(found.items.map(toScenarioView), found.total, page)
        }).pipe(Effect.mapError(mapError))
      )
      .handle("getScenario", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toScenarioView(yield* scenarios.get(user.id, params.scenarioId)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("createRevision", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toRevisionView(yield* scenarios.addRevision(user.id, params.scenarioId, payload)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("listRevisions", ({ params, query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const page = pageOf(query, REVISION_PAGE)
          const found = yield* scenarios.listRevisions(user.id, params.scenarioId, page)
          return yield* okList(found.items.map(toRevisionView), found.total, page)
        }).pipe(Effect.mapError(mapError))
      )
      .handle("getRevision", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toRevisionView(yield* scenarios.getRevision(user.id, params.scenarioId, params.revisionId)))
        }).pipe(Effect.mapError(mapError))
      )
  })
)
