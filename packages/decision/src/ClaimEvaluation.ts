import type { City } from "@fire/domain/City"
import type { TaxRuleSet } from "@fire/domain/tax/TaxRuleSet"
import { fxTable } from "@fire/domain/FxTable"
import { residencePaths, type VisaHousehold } from "@fire/domain/visa/ResidencePaths"
import type { VisaRuleSet } from "@fire/domain/visa/VisaRuleSet"
import type { ClaimId } from "./Claim.js"
import {
  type ClaimResult,
  claimResult,
  combineJudgements,
  type Judgement,
  judged,
  judgeFacts,
  READY,
  type UsedFact
} from "./ClaimResult.js"
import {
  convertAmount,
  destinationGaps,
  judgeCityFreshness,
  judgeFxTable,
  type ResolvedDestinations,
  resolveDestinations
} from "./Destinations.js"
import type { EvidenceFoundation, GovernedSimulation } from "./GovernedSimulation.js"
import type { RevisionContent } from "./Revision.js"

/**
 * The five claims of DESIGN.md, each judged against its frozen dependencies. Pure: `now` (epoch
 * ms) and every catalogue are injected. A claim is `ready` when every fact it uses is current and
 * its computation complete, `limited` when a fact is provisional or past `warningAfter` or an
 * input is partial, `blocked` when a required fact or input is missing, invalid or past
 * `hardExpiry`, when the claim is unsupported, or when the computation shows it does not hold.
 * Nothing ever defaults favourably (docs/decision.md).
 */

/** Largest share (0..1) of assets held outside a destination's spending currency for `fx.exposure_bounded`. */
export const FX_EXPOSURE_BOUND = 0.5

/** Everything the claims read, already loaded. */
export interface EvaluationInputs {
  readonly content: RevisionContent
  /** Epoch ms: the instant facts are judged at. */
  readonly now: number
  /** The catalogue cities (at least those the revision names; others are ignored). */
  readonly cities: ReadonlyArray<City>
  readonly taxRuleSets: ReadonlyArray<TaxRuleSet>
  readonly visaRuleSetFor: (country: string) => VisaRuleSet | undefined
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits
const countries = (cities: ReadonlyArray<City>) => [...new Set(cities.map((c) => c.countryCode as string))]

/**
 * spending.sustainable: the governed simulation completed and meets its target probability.
 * Blocked without an approved set or a defensible result (never a fallback), or below target;
 * limited when the result is `limited`. `details.simulationReceipt` is the simulation's receipt
 * decision (persisted, or the reason it is not).
 */
export const evaluateSpendingSustainable = (outcome: GovernedSimulation): ClaimResult => {
  const common = { simulationStatus: outcome.status, simulationReceipt: outcome.receipt }
  if (!outcome.result.ok)
    return claimResult(
      "spending.sustainable",
      judged("blocked", outcome.result.error.code, outcome.result.error.message),
      [],
      common
    )
  const v = outcome.result.value
  const details = {
    ...common,
    readiness: v.readiness,
    successProbability: v.successProbability,
    targetSuccessProbability: v.targetDiagnostics.targetSuccessProbability,
    targetMet: v.targetDiagnostics.targetMet,
    parameterSetId: v.identity.parameterSetId,
    seed: v.identity.seed,
    pathCount: v.identity.pathCount,
    horizonYears: v.identity.horizonMonths / 12,
    contractHash: v.identity.contractHash
  }
  const notMet: Judgement = v.targetDiagnostics.targetMet
    ? READY
    : judged(
        "blocked",
        "TARGET_NOT_MET",
        `Success probability ${v.successProbability} is below the target ${v.targetDiagnostics.targetSuccessProbability}`
      )
  const limited: Judgement =
    v.readiness === "limited"
      ? {
          state: "limited",
          warnings: v.warnings
            .filter((w) => w.code === "PARAMETER_SET_WARNING_EXPIRY" || w.code === "HISTORICAL_SAMPLE_LIMITATION")
            .map((w) => ({ code: w.code, message: w.detail, evidenceFactIds: [] }))
        }
      : READY
  return claimResult("spending.sustainable", combineJudgements([notMet, limited]), [], details)
}

const destinationPrelude = (claim: ClaimId, inputs: EvaluationInputs): ClaimResult | ResolvedDestinations => {
  const resolved = resolveDestinations(inputs.content.destinationCitySlugs, inputs.cities)
  const gap = destinationGaps(inputs.content.destinationCitySlugs, resolved)
  return gap === undefined
    ? resolved
    : claimResult(claim, gap, [], { destinations: inputs.content.destinationCitySlugs })
}

const isResult = (x: ClaimResult | ResolvedDestinations): x is ClaimResult => "claim" in x

/**
 * budget.destination_covered: required plus discretionary spending, converted to EUR with the
 * dated FX table, is at least 12 times each destination's monthly cost of living (EUR).
 */
export const evaluateBudgetCovered = (inputs: EvaluationInputs): ClaimResult => {
  const prelude = destinationPrelude("budget.destination_covered", inputs)
  if (isResult(prelude)) return prelude
  const { requiredNetSpending: req, discretionarySpending: disc } = inputs.content
  const reqEur = convertAmount(req.amount, req.currency, "EUR")
  const discEur = convertAmount(disc.amount, disc.currency, "EUR")
  if (reqEur === undefined || discEur === undefined)
    return claimResult(
      "budget.destination_covered",
      judged("blocked", "FX_RATE_MISSING", `The FX table cannot convert ${req.currency}/${disc.currency} to EUR`),
      [],
      {}
    )
  const annualEur = reqEur + discEur
  const perCity = prelude.cities.map((city) => {
    const costEur = city.costOfLiving.monthlyTotal * 12
    return { city, costEur, covered: annualEur >= costEur }
  })
  const shortfalls = perCity.filter((c) => !c.covered)
  const judgement = combineJudgements([
    judgeFxTable(inputs.now),
    ...prelude.cities.map((c) => judgeCityFreshness(c, inputs.now)),
    shortfalls.length === 0
      ? READY
      : judged(
          "blocked",
          "BUDGET_SHORTFALL",
          `Spending does not cover the cost of living of ${shortfalls.map((s) => s.city.id).join(", ")}`
        )
  ])
  return claimResult("budget.destination_covered", judgement, [], {
    annualSpendingEur: round(annualEur),
    fxTableAsOf: fxTable.asOf,
    destinations: perCity.map((c) => ({
      city: c.city.id,
      annualCostOfLivingEur: round(c.costEur),
      monthlySurplusEur: round((annualEur - c.costEur) / 12),
      covered: c.covered,
      lastUpdated: c.city.lastUpdated
    }))
  })
}

/** The rule set of `country` for the tax year of `now`, or the latest earlier year with a flag. */
const taxRuleSetAt = (
  ruleSets: ReadonlyArray<TaxRuleSet>,
  country: string,
  now: number
): { readonly set: TaxRuleSet; readonly exactYear: boolean } | undefined => {
  const year = new Date(now).getUTCFullYear()
  const candidates = ruleSets
    .filter((r) => r.countryCode === country && r.taxYear <= year)
    .sort((a, b) => b.taxYear - a.taxYear || b.version - a.version)
  const set = candidates[0]
  return set === undefined ? undefined : { set, exactYear: set.taxYear === year }
}

/**
 * tax.destination_modeled: every destination country has a tax rule set for the tax year of
 * `now` whose facts are current. Only an earlier year's set: limited (`TAX_YEAR_NOT_MODELED`);
 * a set flagged partial: limited (`TAX_RULE_SET_PARTIAL`); no set: blocked.
 */
export const evaluateTaxModeled = (inputs: EvaluationInputs): ClaimResult => {
  const prelude = destinationPrelude("tax.destination_modeled", inputs)
  if (isResult(prelude)) return prelude
  const year = new Date(inputs.now).getUTCFullYear()
  const judgements: Array<Judgement> = []
  const facts: Array<UsedFact> = []
  const perCountry = countries(prelude.cities).map((cc) => {
    const found = taxRuleSetAt(inputs.taxRuleSets, cc, inputs.now)
    if (found === undefined) {
      judgements.push(judged("blocked", "TAX_COUNTRY_UNSUPPORTED", `No tax rule set models ${cc} for ${year}`))
      return { country: cc, ruleSetId: null, taxYear: null }
    }
    const { set } = found
    facts.push(...set.facts.map((fact) => ({ ruleSetId: set.ruleSetId, fact })))
    judgements.push(judgeFacts(set.facts, inputs.now))
    if (!found.exactYear)
      judgements.push(
        judged(
          "limited",
          "TAX_YEAR_NOT_MODELED",
          `${cc} is modeled for ${set.taxYear} only, not ${year}`,
          set.facts.map((f) => f.id)
        )
      )
    if (set.partial !== undefined)
      judgements.push(
        judged(
          "limited",
          "TAX_RULE_SET_PARTIAL",
          `${cc}: ${set.partial}`,
          set.facts.map((f) => f.id)
        )
      )
    return { country: cc, ruleSetId: set.ruleSetId, taxYear: set.taxYear }
  })
  return claimResult("tax.destination_modeled", combineJudgements(judgements), facts, {
    taxYear: year,
    countries: perCountry
  })
}

/** The household as the visa rules see it: first-year income streams as passive income, positions as savings, in USD. */
export const visaHousehold = (content: RevisionContent, now: number): VisaHousehold => {
  const usd = (amount: number, currency: string) => convertAmount(amount, currency, "USD") ?? 0
  const income = content.incomeStreams
    .filter((s) => s.startYear === 1)
    .reduce((sum, s) => sum + usd(s.amount, s.currency), 0)
  const savings = content.positions.reduce((sum, p) => sum + usd(p.value, p.currency), 0)
  const eldest = Math.min(...content.household.birthYears)
  return {
    citizenships: content.household.citizenships,
    annualPassiveIncome: { amount: income, currency: "USD" },
    savings: { amount: savings, currency: "USD" },
    age: new Date(now).getUTCFullYear() - eldest
  }
}

/**
 * visa.residence_path: in every destination country some route is open to the household
 * (`not_needed` or `eligible`), judged on the facts of its best route. Only `unknown` routes:
 * limited; none: blocked (`VISA_NO_ROUTE`); no visa rule set: blocked.
 */
export const evaluateVisaPath = (inputs: EvaluationInputs): ClaimResult => {
  const prelude = destinationPrelude("visa.residence_path", inputs)
  if (isResult(prelude)) return prelude
  const household = visaHousehold(inputs.content, inputs.now)
  const fx = { base: "USD", rates: fxTable.unitsPerUsd }
  const judgements: Array<Judgement> = []
  const facts: Array<UsedFact> = []
  const perCountry = countries(prelude.cities).map((cc) => {
    const ruleSet = inputs.visaRuleSetFor(cc)
    if (ruleSet === undefined) {
      judgements.push(judged("blocked", "VISA_COUNTRY_UNSUPPORTED", `No visa rule set covers ${cc}`))
      return { country: cc, status: "unsupported", routeId: null }
    }
    const paths = residencePaths(ruleSet, household, fx)
    const byId = new Map(ruleSet.facts.map((f) => [f.id, f]))
    const factsOf = (ids: ReadonlyArray<string>) => {
      const missing = ids.filter((id) => !byId.has(id))
      return { found: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), missing }
    }
    const options =
      paths.status === "not_needed"
        ? [{ routeId: null, ids: paths.exemption?.basis === "citizen" ? [] : [ruleSet.freeMovement.factId] }]
        : paths.routes.filter((r) => r.status === paths.status).map((r) => ({ routeId: r.routeId, ids: r.factIds }))
    const judgedOptions = options.map((o) => {
      const { found, missing } = factsOf(o.ids)
      const j = combineJudgements([
        judgeFacts(found, inputs.now),
        missing.length === 0
          ? READY
          : judged("blocked", "FACT_MISSING", `${cc}: facts missing from the rule set`, missing)
      ])
      return { ...o, found, j }
    })
    const rank = { ready: 0, limited: 1, blocked: 2 } as const
    const best = [...judgedOptions].sort((a, b) => rank[a.j.state] - rank[b.j.state])[0]
    if (paths.status === "ineligible" || best === undefined) {
      judgements.push(
        judged("blocked", "VISA_NO_ROUTE", `No residence route in ${cc} fits the household`, paths.factIds)
      )
      facts.push(...factsOf(paths.factIds).found.map((fact) => ({ ruleSetId: ruleSet.ruleSetId, fact })))
      return { country: cc, status: paths.status, routeId: null }
    }
    facts.push(...best.found.map((fact) => ({ ruleSetId: ruleSet.ruleSetId, fact })))
    judgements.push(best.j)
    if (paths.status === "unknown")
      judgements.push(
        judged("limited", "VISA_ROUTE_UNCERTAIN", `A route in ${cc} can be neither confirmed nor excluded`, best.ids)
      )
    return { country: cc, status: paths.status, routeId: best.routeId }
  })
  return claimResult("visa.residence_path", combineJudgements(judgements), facts, { countries: perCountry })
}

/**
 * fx.exposure_bounded: for every destination, the share of assets (valued in USD with the dated
 * FX table) not held in the destination city's currency is at most {@link FX_EXPOSURE_BOUND}.
 */
export const evaluateFxExposure = (inputs: EvaluationInputs): ClaimResult => {
  const prelude = destinationPrelude("fx.exposure_bounded", inputs)
  if (isResult(prelude)) return prelude
  const values = inputs.content.positions.map((p) => ({
    currency: p.currency,
    usd: convertAmount(p.value, p.currency, "USD")
  }))
  const unconvertible = values.filter((v) => v.usd === undefined).map((v) => v.currency)
  const total = values.reduce((s, v) => s + (v.usd ?? 0), 0)
  if (unconvertible.length > 0 || !(total > 0))
    return claimResult(
      "fx.exposure_bounded",
      unconvertible.length > 0
        ? judged("blocked", "FX_RATE_MISSING", `The FX table cannot value ${[...new Set(unconvertible)].join(", ")}`)
        : judged("blocked", "NO_ASSETS", "The revision holds no assets to measure"),
      [],
      {}
    )
  const perCity = prelude.cities.map((city) => {
    const outside = values.filter((v) => v.currency !== city.currency).reduce((s, v) => s + (v.usd ?? 0), 0)
    return {
      city: city.id,
      currency: city.currency,
      exposedShare: round(outside / total, 4),
      within: outside / total <= FX_EXPOSURE_BOUND
    }
  })
  const over = perCity.filter((c) => !c.within)
  const judgement = combineJudgements([
    judgeFxTable(inputs.now),
    over.length === 0
      ? READY
      : judged(
          "blocked",
          "FX_EXPOSURE_UNBOUNDED",
          `More than ${FX_EXPOSURE_BOUND * 100}% of assets are outside the spending currency of ${over.map((c) => c.city).join(", ")}`
        )
  ])
  return claimResult("fx.exposure_bounded", judgement, [], {
    bound: FX_EXPOSURE_BOUND,
    fxTableAsOf: fxTable.asOf,
    destinations: perCity
  })
}

const evaluateOther = (claim: Exclude<ClaimId, "spending.sustainable">, inputs: EvaluationInputs): ClaimResult => {
  switch (claim) {
    case "budget.destination_covered":
      return evaluateBudgetCovered(inputs)
    case "tax.destination_modeled":
      return evaluateTaxModeled(inputs)
    case "visa.residence_path":
      return evaluateVisaPath(inputs)
    case "fx.exposure_bounded":
      return evaluateFxExposure(inputs)
  }
}

/** Judges every claim of the revision except `spending.sustainable`, in the revision's order. */
export const evaluateEvidenceClaims = (inputs: EvaluationInputs): ReadonlyArray<ClaimResult> =>
  inputs.content.claims.flatMap((c) => (c === "spending.sustainable" ? [] : [evaluateOther(c, inputs)]))

/**
 * The evidence foundation the other claims give the governed simulation: complete only when every
 * one of them is `ready`; `missing` names those that are not.
 */
export const evidenceFoundationOf = (others: ReadonlyArray<ClaimResult>): EvidenceFoundation => {
  const missing = others.filter((r) => r.state !== "ready").map((r) => r.claim)
  return { complete: missing.length === 0, missing }
}

/** The claim results in the revision's order: the other claims' and, when asked for, spending's. */
export const orderClaimResults = (
  claims: ReadonlyArray<ClaimId>,
  others: ReadonlyArray<ClaimResult>,
  spending: ClaimResult | undefined
): ReadonlyArray<ClaimResult> =>
  claims.flatMap((claim) => {
    const found = claim === "spending.sustainable" ? spending : others.find((r) => r.claim === claim)
    return found === undefined ? [] : [found]
  })

/**
 * Evaluates the revision's claims in line, answered in the revision's order. The other claims are
 * judged first; their readiness is the evidence foundation `simulate` receives for the governed
 * simulation (only called when the revision asks for `spending.sustainable`).
 */
export const evaluateClaims = (
  inputs: EvaluationInputs,
  simulate: (foundation: EvidenceFoundation) => GovernedSimulation
): ReadonlyArray<ClaimResult> => {
  const others = evaluateEvidenceClaims(inputs)
  const spending = inputs.content.claims.includes("spending.sustainable")
    ? evaluateSpendingSustainable(simulate(evidenceFoundationOf(others)))
    : undefined
  return orderClaimResults(inputs.content.claims, others, spending)
}

/** Paths of the simulation behind `spending.sustainable` in an evaluation. */
export const EVALUATION_PATH_COUNT = 1000
/** Target success probability of `spending.sustainable` in an evaluation. */
export const EVALUATION_TARGET = 0.9
/** The age the plan must last to, for the youngest member of the household. */
export const EVALUATION_PLAN_TO_AGE = 95

/**
 * The documented request of the simulation an evaluation runs: seed `rev-` + the first 32 hex
 * digits of the revision content hash, 1000 paths, horizon to age 95 of the youngest member
 * (at least 1, at most 60 years), the `baseline` scenario, target 0.9.
 */
export const evaluationSimulationRequest = (content: RevisionContent, contentHash: string, now: number) => {
  const youngest = Math.max(...content.household.birthYears)
  const years = EVALUATION_PLAN_TO_AGE - (new Date(now).getUTCFullYear() - youngest)
  return {
    seed: `rev-${contentHash.slice(0, 32)}`,
    pathCount: EVALUATION_PATH_COUNT,
    horizonYears: Math.min(60, Math.max(1, years)),
    stressScenarioId: "baseline",
    targetSuccessProbability: EVALUATION_TARGET
  }
}
