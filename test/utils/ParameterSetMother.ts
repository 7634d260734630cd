import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { draftParameterSet, type GovernedParameterSet } from "@fire/decision/ParameterSet"
import { ParameterSetRepository } from "@fire/decision/ParameterSetRepository"
import { canonicalHash, type ParameterSet, parseParameterSet } from "@fire/simulation"
import { Effect } from "effect"
import type { TestServer } from "./TestServer.js"

/** Object Mother of parameter sets: the shipped ones and variants built from them for governance tests. */

const DAY = 86_400_000
const examples = (name: string) => fileURLToPath(new URL(`../../docs/examples/${name}`, import.meta.url))

const parse = (json: unknown): ParameterSet => {
  const parsed = parseParameterSet(json)
  if (!parsed.ok) throw new Error(`invalid parameter set: ${JSON.stringify(parsed.errors.slice(0, 3))}`)
  return parsed.value
}

/** Renames an asset factor in a set's rows and lists (its source series stays absent); keeps only stress scenarios without shocks. */
const renameFactor = (set: ParameterSet, from: string, to: string): ParameterSet => ({
  ...set,
  stressScenarios: set.stressScenarios.filter((s) => s.returnShockByFactor === undefined),
  assetFactors: set.assetFactors.map((f) => (f === from ? to : f)),
  observations: set.observations.map((row) => {
    const { [from]: value, ...rest } = row.nominalReturn
    return { ...row, nominalReturn: { ...rest, [to]: value as number } }
  })
})

export const ParameterSetMother = {
  US_FILE: examples("parameter-set-us.json"),
  MULTI_CURRENCY_FILE: examples("parameter-set-multi-currency.json"),
  /** `us-historical-1934-2022/v1`: 89 joint rows, USD only. */
  us: (): ParameterSet => parse(JSON.parse(readFileSync(examples("parameter-set-us.json"), "utf8"))),
  /** `multi-currency-1972-2022/v1`: 51 joint rows, USD and six other currencies. */
  multiCurrency: (): ParameterSet =>
    parse(JSON.parse(readFileSync(examples("parameter-set-multi-currency.json"), "utf8"))),
  /**
   * The US set with `us_bond_10y` renamed `us_bond_undocumented` and its source series removed (the
   * manifest hash recomputed, so the set is internally consistent): a run using that factor has no
   * documented source for it.
   */
  undocumentedBond: (): ParameterSet => {
    const us = ParameterSetMother.us()
    const renamed = renameFactor(us, "us_bond_10y", "us_bond_undocumented")
    const sourceSeries = renamed.sourceSeries.filter((s) => s.id !== "us_bond_10y")
    return parse({
      ...renamed,
      id: "us-undocumented-bond/v1",
      sourceSeries,
      seriesManifestHash: canonicalHash(sourceSeries)
    })
  },
  /** The US set's first `rows` rows only, with `us_equity` renamed `short_equity`: too short for long horizons. */
  short: (rows: number): ParameterSet => {
    const us = ParameterSetMother.us()
    const renamed = renameFactor(us, "us_equity", "short_equity")
    const observations = renamed.observations.slice(0, rows)
    return parse({
      ...renamed,
      id: `us-short-${rows}/v1`,
      observations,
      stressScenarios: renamed.stressScenarios.filter((s) => s.prefixObservationIndexes.every((i) => i < rows)),
      observationPeriod: {
        ...renamed.observationPeriod,
        end: String(observations[observations.length - 1]?.year ?? renamed.observationPeriod.end)
      }
    })
  }
}

/** Approval dates around `now` (epoch ms): effective yesterday, review in a year, hard expiry in two. */
export const approvalAround = (now: number, overrides: Partial<Record<"from" | "warning" | "hard", number>> = {}) => ({
  action: "approve" as const,
  reviewer: "Test Reviewer",
  effectiveFrom: overrides.from ?? now - DAY,
  warningExpiresAt: overrides.warning ?? now + 365 * DAY,
  hardExpiresAt: overrides.hard ?? now + 730 * DAY
})

/** `server.run` for effects that need the server's decision services (the test server's context holds them). */
export const runOnServer = <A, E>(server: TestServer, effect: Effect.Effect<A, E, unknown>): Promise<A> =>
  (server.run as unknown as (e: Effect.Effect<A, E, unknown>) => Promise<A>)(effect)

/** Imports `set` as a draft through the server's repository and approves it (dates around `now`). */
export const importAndApprove = (
  server: TestServer,
  set: ParameterSet,
  now: number,
  overrides: Partial<Record<"from" | "warning" | "hard", number>> = {}
): Promise<GovernedParameterSet> =>
  runOnServer(
    server,
    Effect.gen(function* () {
      const repo = yield* ParameterSetRepository
      const draft = draftParameterSet(set, now)
      if (!draft.ok) return yield* Effect.die(new Error(draft.error.message))
      yield* repo.importDraft(draft.set, "test", now)
      return yield* repo.apply(set.id, approvalAround(now, overrides), "test", now)
    })
  )
