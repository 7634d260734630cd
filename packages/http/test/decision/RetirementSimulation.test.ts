import { draftParameterSet } from "@fire/decision/ParameterSet"
import { ParameterSetRepository } from "@fire/decision/ParameterSetRepository"
import { PlanningExecutionRepository } from "@fire/decision/PlanningExecutionRepository"
import {
  IdempotencyConflict,
  type RetirementSimulationRequest,
  RetirementSimulations,
  requestHashOf,
  ScenarioRevisionNotFound,
  UnknownStressScenario
} from "@fire/decision/RetirementSimulation"
import { RevisionContent } from "@fire/decision/Revision"
import { DecisionActions, EvidenceSnapshotNotFound, ReceiptNotFound } from "@fire/decision/DecisionActions"
import { RevisionNotFound, ScenarioNotFound, Scenarios } from "@fire/decision/Scenarios"
import { UserRepository } from "@fire/domain/User"
import { Effect, Layer, ManagedRuntime, Option, Redacted, Schema } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import { approvalAround, ParameterSetMother } from "../../../../test/utils/ParameterSetMother.js"
import { RevisionMother } from "../../../../test/utils/RevisionMother.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as DecisionUseCases from "../../src/decision/DecisionUseCases.js"
import * as ParameterSetRepositorySql from "../../src/decision/ParameterSetRepositorySql.js"
import * as PlanningExecutionRepositorySql from "../../src/decision/PlanningExecutionRepositorySql.js"
import * as ReceiptRepositorySql from "../../src/decision/ReceiptRepositorySql.js"
import * as ScenarioRepositorySql from "../../src/decision/ScenarioRepositorySql.js"
import * as CityRepositoryCached from "../../src/geo/CityRepositoryCached.js"
import * as UserRepositorySql from "../../src/identity/UserRepositorySql.js"
import { makePool, SimulationPool } from "../../src/runtime/SimulationPool.js"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/**
 * The governed retirement simulation's idempotency protocol called directly (no HTTP): the real
 * SQL adapters on PGlite (and PostgreSQL when TEST_DATABASE_URL is set) and the real worker pool
 * as the engine runner, whose completed-run counter shows how often the engine ran.
 */

/** The execution timeout of this pool, ms; a claim older than it plus the 5 s grace is abandoned. */
const TIMEOUT_MS = 10_000

describe.each(backends())("retirement simulation use case on $name", (backend) => {
  const services = Layer.mergeAll(DecisionUseCases.layer, UserRepositorySql.layer).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        ScenarioRepositorySql.layer,
        ParameterSetRepositorySql.layer,
        PlanningExecutionRepositorySql.layer,
        ReceiptRepositorySql.layer,
        CityRepositoryCached.layer,
        Layer.effect(SimulationPool, makePool({ workers: 1, timeoutMs: TIMEOUT_MS }))
      )
    )
  )
  type Services = Layer.Success<typeof services>
  let runtime: ManagedRuntime.ManagedRuntime<Services | SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, Services>) => runtime.runPromise(effect)
  const completedRuns = () => run(Effect.flatMap(SimulationPool, (pool) => pool.completedRuns))
  let ann: string
  let bob: string
  let scenarioId: string
  let request: RetirementSimulationRequest

  beforeAll(async () => {
    const { dataDir, databaseUrl } = await backend.isolate()
    const config = AppConfig.layerFrom({
      dataDir,
      databaseUrl: databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(databaseUrl))
    })
    runtime = ManagedRuntime.make(services.pipe(Layer.provideMerge(Database.layer), Layer.provide(config)))
    await runtime.runPromise(Migrations.run)
    const now = Date.now()
    ;({ ann, bob, scenarioId, request } = await run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const ann = (yield* users.findOrCreate({ subject: "ann", email: "ann@example.com", now })).id
        const bob = (yield* users.findOrCreate({ subject: "bob", email: "bob@example.com", now })).id
        const sets = yield* ParameterSetRepository
        const us = ParameterSetMother.us()
        const draft = draftParameterSet(us, now)
        if (!draft.ok) return yield* Effect.die(new Error(draft.error.message))
        yield* sets.importDraft(draft.set, "test", now)
        yield* sets.apply(us.id, approvalAround(now), "test", now)
        const scenarios = yield* Scenarios
        const scenario = yield* scenarios.create(ann, "Lisbon")
        const content = yield* Schema.decodeUnknownEffect(RevisionContent)(RevisionMother.usRetireeToLisbon())
        const revision = yield* scenarios.addRevision(ann, scenario.id, content)
        return {
          ann,
          bob,
          scenarioId: scenario.id as string,
          request: {
            revisionId: revision.id as string,
            seed: "use-case",
            pathCount: 100,
            horizonYears: 30,
            stressScenarioId: "baseline",
            targetSuccessProbability: 0.9
          }
        }
      })
    ))
  })
  afterAll(() => runtime?.dispose())

  const simulate = (owner: string, idempotencyKey: string, payload: RetirementSimulationRequest = request) =>
    Effect.flatMap(RetirementSimulations, (s) => s.simulate({ owner, scenarioId, idempotencyKey, payload }))

  it("20 concurrent calls with one key run the engine once and answer the same data", async () => {
    const before = await completedRuns()
    const key = randomUUID()
    const answers = await run(
      Effect.all(
        Array.from({ length: 20 }, () => simulate(ann, key)),
        { concurrency: "unbounded" }
      )
    )
    expect((await completedRuns()) - before).toBe(1)
    expect(answers[0]?.execution.status).toBe("completed")
    expect(answers[0]?.idempotencyKey).toBe(key)
    expect(answers[0]?.requestHash).toBe(requestHashOf(scenarioId, request))
    // The same data (the stored JSON may order keys differently; the HTTP encoding fixes the order).
    for (const answer of answers) expect(answer).toEqual(answers[0])
    // A later replay is the stored answer, again without an engine run.
    const replay = await run(simulate(ann, key))
    expect(replay).toEqual(answers[0])
    expect((await completedRuns()) - before).toBe(1)
  })

  it("a key reused for a different request is a conflict, and nothing runs", async () => {
    const key = randomUUID()
    await run(simulate(ann, key))
    const before = await completedRuns()
    const refused = await run(Effect.flip(simulate(ann, key, { ...request, seed: "another-seed" })))
    expect(refused).toBeInstanceOf(IdempotencyConflict)
    expect((refused as IdempotencyConflict).reason).toBe("different_request")
    expect(await completedRuns()).toBe(before)
  })

  it("another owner's revision is not found and claims no key", async () => {
    const key = randomUUID()
    const refused = await run(Effect.flip(simulate(bob, key)))
    expect(refused).toBeInstanceOf(ScenarioRevisionNotFound)
    const claimed = await run(Effect.flatMap(PlanningExecutionRepository, (r) => r.find(bob, key)))
    expect(Option.isNone(claimed)).toBe(true)
  })

  it("a stress scenario the selected set does not define is refused before the key is claimed", async () => {
    const key = randomUUID()
    const refused = await run(Effect.flip(simulate(ann, key, { ...request, stressScenarioId: "no-such-stress" })))
    expect(refused).toBeInstanceOf(UnknownStressScenario)
    expect((refused as UnknownStressScenario).parameterSetId).toBe("us-historical-1934-2022/v1")
    expect((refused as UnknownStressScenario).known[0]).toBe("baseline")
    const claimed = await run(Effect.flatMap(PlanningExecutionRepository, (r) => r.find(ann, key)))
    expect(Option.isNone(claimed)).toBe(true)
  })

  it("a claim abandoned longer than the timeout plus the grace is taken over and run once", async () => {
    const key = randomUUID()
    const requestHash = requestHashOf(scenarioId, request)
    // A process that claimed the key and died: running since before timeout + grace.
    const claim = await run(
      Effect.flatMap(PlanningExecutionRepository, (r) =>
        r.claim(ann, scenarioId, key, requestHash, Date.now() - TIMEOUT_MS - 5_000 - 1_000)
      )
    )
    expect(claim._tag).toBe("Claimed")
    const before = await completedRuns()
    const answer = await run(simulate(ann, key))
    expect(answer.execution.status).toBe("completed")
    expect((await completedRuns()) - before).toBe(1)
    const stored = await run(Effect.flatMap(PlanningExecutionRepository, (r) => r.find(ann, key)))
    expect(Option.isSome(stored) && stored.value.state).toBe("done")
  })

  it("scenarios are the owner's: another user reads, revises and lists nothing of them, and nothing is written", async () => {
    const result = await run(
      Effect.gen(function* () {
        const scenarios = yield* Scenarios
        const content = yield* Schema.decodeUnknownEffect(RevisionContent)(RevisionMother.usRetireeToLisbon())
        const before = (yield* scenarios.listRevisions(ann, scenarioId, { limit: 100, offset: 0 })).total
        return {
          get: yield* Effect.flip(scenarios.get(bob, scenarioId)),
          add: yield* Effect.flip(scenarios.addRevision(bob, scenarioId, content)),
          list: yield* Effect.flip(scenarios.listRevisions(bob, scenarioId, { limit: 10, offset: 0 })),
          revision: yield* Effect.flip(scenarios.getRevision(bob, scenarioId, request.revisionId)),
          before,
          after: (yield* scenarios.listRevisions(ann, scenarioId, { limit: 100, offset: 0 })).total
        }
      })
    )
    expect(result.get).toBeInstanceOf(ScenarioNotFound)
    expect(result.add).toBeInstanceOf(ScenarioNotFound)
    expect(result.list).toBeInstanceOf(ScenarioNotFound)
    expect(result.revision).toBeInstanceOf(RevisionNotFound)
    expect(result.after).toBe(result.before)
  })

  it("the receipt a simulation names and its evidence snapshot read back for their owner only", async () => {
    const answer = await run(simulate(ann, randomUUID()))
    expect(answer.receipt.persisted).toBe(true)
    const receiptId = answer.receipt.persisted ? (answer.receipt.receiptId ?? "") : ""
    const result = await run(
      Effect.gen(function* () {
        const actions = yield* DecisionActions
        return {
          own: yield* actions.receipt(ann, scenarioId, receiptId),
          other: yield* Effect.flip(actions.receipt(bob, scenarioId, receiptId)),
          evidence: yield* actions.evidence(ann, scenarioId, receiptId),
          otherEvidence: yield* Effect.flip(actions.evidence(bob, scenarioId, receiptId))
        }
      })
    )
    expect(result.own).toMatchObject({ id: receiptId, kind: "simulation", revisionId: request.revisionId })
    expect(result.other).toBeInstanceOf(ReceiptNotFound)
    expect(result.evidence.receiptId).toBe(receiptId)
    expect(result.otherEvidence).toBeInstanceOf(EvidenceSnapshotNotFound)
  })
})
