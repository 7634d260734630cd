import { RevisionContent } from "@fire/decision/Revision"
import { CreateScenario } from "@fire/decision/Scenario"
import { ObjectLimits } from "@fire/domain/ObjectLimits"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { PageQuery, Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

const Uuid = Schema.String.check(Schema.isUUID())

/** Default page sizes of the scenario and revision lists (a revision holds a whole plan). */
export const SCENARIO_PAGE = 50
export const REVISION_PAGE = 20

/** A scenario as answered. */
export const ScenarioView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  createdAt: Schema.String,
  revisionCount: Schema.Int
})

/** A revision as answered: the frozen content and its hash. */
export const RevisionView = Schema.Struct({
  id: Schema.String,
  scenarioId: Schema.String,
  number: Schema.Int,
  contentHash: Schema.String.annotate({ description: "SHA-256 (hex) of the canonical JSON of `content`" }),
  createdAt: Schema.String,
  content: RevisionContent
})

/**
 * Scenarios and their immutable revisions (DESIGN.md: the spec names only the decision actions;
 * these create and read what they act on). Owner-scoped: another user's scenario is a 404.
 */
export class ScenariosApi extends HttpApiGroup.make("scenarios")
  .add(
    HttpApiEndpoint.post("createScenario", "/fire-decision/scenarios", {
      payload: CreateScenario,
      success: Success(ScenarioView).pipe(HttpApiSchema.status(201))
    }).annotateMerge(OpenApi.annotations({ summary: "Create a decision scenario" })),
    HttpApiEndpoint.get("listScenarios", "/fire-decision/scenarios", {
      query: PageQuery(SCENARIO_PAGE),
      success: SuccessList(ScenarioView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "List your scenarios",
        description: `Newest first, paginated (\`limit\` default ${SCENARIO_PAGE}); at most ${ObjectLimits.scenarios} scenarios per user`
      })
    ),
    HttpApiEndpoint.get("getScenario", "/fire-decision/scenarios/:scenarioId", {
      params: { scenarioId: Uuid },
      success: Success(ScenarioView)
    }).annotateMerge(OpenApi.annotations({ summary: "Read a scenario" })),
    HttpApiEndpoint.post("createRevision", "/fire-decision/scenarios/:scenarioId/revisions", {
      params: { scenarioId: Uuid },
      payload: RevisionContent,
      success: Success(RevisionView).pipe(HttpApiSchema.status(201))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Freeze a revision",
        description:
          "The whole plan: household, positions, spending, income streams, destinations and the claims to evaluate. " +
          "Immutable once created; numbered 1, 2, ... within the scenario."
      })
    ),
    HttpApiEndpoint.get("listRevisions", "/fire-decision/scenarios/:scenarioId/revisions", {
      params: { scenarioId: Uuid },
      query: PageQuery(REVISION_PAGE, 50),
      success: SuccessList(RevisionView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "List a scenario's revisions",
        description: `By number, paginated (\`limit\` 1-50, default ${REVISION_PAGE}); at most ${ObjectLimits.revisionsPerScenario} revisions per scenario`
      })
    ),
    HttpApiEndpoint.get("getRevision", "/fire-decision/scenarios/:scenarioId/revisions/:revisionId", {
      params: { scenarioId: Uuid, revisionId: Uuid },
      success: Success(RevisionView)
    }).annotateMerge(OpenApi.annotations({ summary: "Read a revision" }))
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "FIRE Decision", description: "Evidence-gated decision scenarios" })) {}
