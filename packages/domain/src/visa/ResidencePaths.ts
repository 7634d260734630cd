import { isKnownCitizenship } from "./Citizenship.js"
import { convert, type FxRates, type Money } from "./FxRates.js"
import type { EligibleCitizenships, MeansTest, VisaRoute } from "./VisaRoute.js"
import type { VisaRuleSet } from "./VisaRuleSet.js"

/** The household as the visa evaluation sees it. Amounts in whole currency units. */
export interface VisaHousehold {
  /** ISO alpha-2 citizenship codes of the main applicant (any one may be used). */
  readonly citizenships: ReadonlyArray<string>
  /** Pensions, dividends, interest, rent: income that needs no work. */
  readonly annualPassiveIncome: Money
  /** Liquid savings that could be held or invested to meet a capital minimum. */
  readonly savings: Money
  /** The part of `annualPassiveIncome` that is a lifetime pension or annuity. Absent: not known, so pension-only routes are `unknown`. */
  readonly annualPensionIncome?: Money
  /** Income from remote work for foreign employers or clients, if any. Absent: none. */
  readonly annualRemoteWorkIncome?: Money
  /** Age of the main applicant in whole years. Absent: routes with a minimum age are `unknown`. */
  readonly age?: number
}

/** A definite reason a route is not available. */
export type IneligibleReason =
  | "route_closed"
  | "route_suspended"
  | "citizenship_not_eligible"
  | "age_below_minimum"
  | "income_below_minimum"
  | "income_source_not_accepted"
  | "remote_work_required"
  | "savings_below_minimum"

/** Why a route can be neither confirmed nor excluded. Never read as a pass. */
export type UnknownReason =
  | "no_citizenship"
  | "citizenship_unknown"
  | "citizenship_list_partial"
  | "age_unknown"
  | "activity_not_modeled"
  | "pension_income_unspecified"
  | "threshold_missing"
  | "fx_rate_missing"
  | "amount_invalid"

export type RouteStatusForHousehold = "not_needed" | "eligible" | "ineligible" | "unknown"

/** The verdict on one route for one household. */
export interface RouteAssessment {
  readonly routeId: string
  readonly kind: VisaRoute["kind"]
  readonly status: RouteStatusForHousehold
  /** For `ineligible`: every definite reason found; for `unknown`: what could not be judged. */
  readonly reasons: ReadonlyArray<IneligibleReason | UnknownReason>
  /** For `eligible`: the index of the first means test met. */
  readonly meansTestIndex?: number
  /** Conditions left to verify by hand (only meaningful when `eligible`). */
  readonly otherConditions: ReadonlyArray<string>
  /** Facts the verdict rests on. */
  readonly factIds: ReadonlyArray<string>
}

/** The answer for one country: the overall status and every route's assessment. */
export interface ResidencePaths {
  readonly ruleSetId: string
  readonly country: string
  /** `not_needed` when a citizenship is the country's own or enjoys free movement there; else the best route status. */
  readonly status: RouteStatusForHousehold
  /** For `not_needed`: `citizen` or `free_movement`, and the citizenship that grants it. */
  readonly exemption?: { readonly basis: "citizen" | "free_movement"; readonly citizenship: string }
  readonly routes: ReadonlyArray<RouteAssessment>
  /** Facts of every assessment plus the free-movement fact, de-duplicated. */
  readonly factIds: ReadonlyArray<string>
}

type Verdict = { readonly status: "eligible" | "ineligible" | "unknown"; readonly reasons: ReadonlyArray<string> }
const ELIGIBLE: Verdict = { status: "eligible", reasons: [] }

/** All definite failures win over unknowns; unknowns win over a pass. */
const combine = (verdicts: ReadonlyArray<Verdict>): Verdict => {
  const failed = verdicts.filter((v) => v.status === "ineligible")
  if (failed.length > 0) return { status: "ineligible", reasons: [...new Set(failed.flatMap((v) => v.reasons))] }
  const unknown = verdicts.filter((v) => v.status === "unknown")
  if (unknown.length > 0) return { status: "unknown", reasons: [...new Set(unknown.flatMap((v) => v.reasons))] }
  return ELIGIBLE
}

const citizenshipAllowed = (rule: EligibleCitizenships, citizenship: string): boolean => {
  switch (rule.kind) {
    case "all_non_exempt":
      return true
    case "only":
      return rule.countries.includes(citizenship)
    case "all_except":
      return !rule.countries.includes(citizenship)
  }
}

const citizenshipVerdict = (rule: EligibleCitizenships, citizenships: ReadonlyArray<string>): Verdict => {
  if (citizenships.length === 0) return { status: "unknown", reasons: ["no_citizenship"] }
  const known = citizenships.filter(isKnownCitizenship)
  if (known.some((c) => citizenshipAllowed(rule, c))) return ELIGIBLE
  if (known.length < citizenships.length) return { status: "unknown", reasons: ["citizenship_unknown"] }
  if (rule.kind === "only" && !rule.complete) return { status: "unknown", reasons: ["citizenship_list_partial"] }
  return { status: "ineligible", reasons: ["citizenship_not_eligible"] }
}

const countedIncome = (route: VisaRoute, household: VisaHousehold): ReadonlyArray<Money> | "pension_unspecified" => {
  const remote = household.annualRemoteWorkIncome
  switch (route.incomeSource) {
    case "passive":
      return [household.annualPassiveIncome]
    case "pension":
      return household.annualPensionIncome === undefined ? "pension_unspecified" : [household.annualPensionIncome]
    case "remote_work":
      return remote === undefined ? [] : [remote]
    case "any":
      return remote === undefined ? [household.annualPassiveIncome] : [household.annualPassiveIncome, remote]
  }
}

const incomeVerdict = (route: VisaRoute, test: MeansTest, household: VisaHousehold, fx: FxRates): Verdict => {
  const minimum = test.minimumIncome
  if (minimum === undefined) return ELIGIBLE
  const required = minimum.period === "month" ? minimum.amount * 12 : minimum.amount
  const sources = countedIncome(route, household)
  if (sources === "pension_unspecified") return { status: "unknown", reasons: ["pension_income_unspecified"] }
  if (sources.length === 0) return { status: "ineligible", reasons: ["income_source_not_accepted"] }
  if (!sources.every((m) => Number.isFinite(m.amount))) return { status: "unknown", reasons: ["amount_invalid"] }
  let annual = 0
  for (const source of sources) {
    const converted = convert(source, minimum.currency, fx)
    if (converted === undefined) return { status: "unknown", reasons: ["fx_rate_missing"] }
    annual += converted
  }
  return annual >= required ? ELIGIBLE : { status: "ineligible", reasons: ["income_below_minimum"] }
}

const capitalVerdict = (test: MeansTest, household: VisaHousehold, fx: FxRates): Verdict => {
  const minima = [test.minimumSavings, test.minimumInvestment].filter((m) => m !== undefined)
  if (minima.length === 0) return ELIGIBLE
  if (!Number.isFinite(household.savings.amount)) return { status: "unknown", reasons: ["amount_invalid"] }
  let required = 0
  for (const minimum of minima) {
    const converted = convert(minimum, household.savings.currency, fx)
    if (converted === undefined) return { status: "unknown", reasons: ["fx_rate_missing"] }
    required += converted
  }
  return household.savings.amount >= required ? ELIGIBLE : { status: "ineligible", reasons: ["savings_below_minimum"] }
}

const meansVerdict = (
  route: VisaRoute,
  household: VisaHousehold,
  fx: FxRates
): { verdict: Verdict; index?: number } => {
  if (route.meansBasis === "none") return { verdict: ELIGIBLE }
  const quantified = route.meansTests.filter(
    (t) => t.minimumIncome !== undefined || t.minimumSavings !== undefined || t.minimumInvestment !== undefined
  )
  if (route.meansBasis === "unquantified" || quantified.length === 0 || quantified.length < route.meansTests.length) {
    return { verdict: { status: "unknown", reasons: ["threshold_missing"] } }
  }
  const verdicts = route.meansTests.map((test) =>
    combine([incomeVerdict(route, test, household, fx), capitalVerdict(test, household, fx)])
  )
  const index = verdicts.findIndex((v) => v.status === "eligible")
  if (index >= 0) return { verdict: ELIGIBLE, index }
  const unknown = verdicts.filter((v) => v.status === "unknown")
  if (unknown.length > 0) return { verdict: combine(unknown) }
  return { verdict: combine(verdicts) }
}

/**
 * Judges one route for a household that needs a route (not exempt). Closed or suspended routes
 * are always `ineligible`; an unknown citizenship, a missing age, an unmodelled activity, a
 * route without a figure or a missing FX rate give `unknown`, never `eligible`.
 */
export const assessRoute = (route: VisaRoute, household: VisaHousehold, fx: FxRates): RouteAssessment => {
  const base = {
    routeId: route.routeId,
    kind: route.kind,
    otherConditions: route.otherConditions,
    factIds: route.factIds
  }
  if (route.status !== "open") {
    return { ...base, status: "ineligible", reasons: [route.status === "closed" ? "route_closed" : "route_suspended"] }
  }
  const age: Verdict =
    route.minimumAge === undefined
      ? ELIGIBLE
      : household.age === undefined
        ? { status: "unknown", reasons: ["age_unknown"] }
        : household.age >= route.minimumAge
          ? ELIGIBLE
          : { status: "ineligible", reasons: ["age_below_minimum"] }
  const remote = household.annualRemoteWorkIncome
  const activity: Verdict =
    route.activity === "self_employment"
      ? { status: "unknown", reasons: ["activity_not_modeled"] }
      : route.activity === "remote_work" && (remote === undefined || !(remote.amount > 0))
        ? { status: "ineligible", reasons: ["remote_work_required"] }
        : ELIGIBLE
  const means = meansVerdict(route, household, fx)
  const verdict = combine([
    citizenshipVerdict(route.eligibleCitizenships, household.citizenships),
    age,
    activity,
    means.verdict
  ])
  const reasons = verdict.reasons as RouteAssessment["reasons"]
  return verdict.status === "eligible" && means.index !== undefined
    ? { ...base, status: "eligible", reasons, meansTestIndex: means.index }
    : { ...base, status: verdict.status, reasons }
}

const exemptionOf = (ruleSet: VisaRuleSet, citizenships: ReadonlyArray<string>): ResidencePaths["exemption"] => {
  const own = citizenships.find((c) => c === ruleSet.country)
  if (own !== undefined) return { basis: "citizen", citizenship: own }
  const free = citizenships.find((c) => ruleSet.freeMovement.citizenships.includes(c))
  return free === undefined ? undefined : { basis: "free_movement", citizenship: free }
}

const RANK: Record<RouteStatusForHousehold, number> = { ineligible: 0, unknown: 1, eligible: 2, not_needed: 3 }

/**
 * The residence paths `ruleSet` offers `household`, route by route, with FX from the injected
 * table `fx` (no clock). A citizen of the country, or a citizen of a free-movement state, gets
 * `not_needed` on every route. Otherwise each route is `eligible`, `ineligible` (with reasons)
 * or `unknown`; the overall status is the best route status, and `ineligible` when the country
 * has no route at all. Pure and total: nothing defaults favourably.
 */
export const residencePaths = (ruleSet: VisaRuleSet, household: VisaHousehold, fx: FxRates): ResidencePaths => {
  const exemption = exemptionOf(ruleSet, household.citizenships)
  const routes: ReadonlyArray<RouteAssessment> =
    exemption !== undefined
      ? ruleSet.routes.map((route) => ({
          routeId: route.routeId,
          kind: route.kind,
          status: "not_needed",
          reasons: [],
          otherConditions: [],
          factIds: [ruleSet.freeMovement.factId]
        }))
      : ruleSet.routes.map((route) => assessRoute(route, household, fx))
  const status: RouteStatusForHousehold =
    exemption !== undefined
      ? "not_needed"
      : routes.reduce<RouteStatusForHousehold>(
          (best, r) => (RANK[r.status] > RANK[best] ? r.status : best),
          "ineligible"
        )
  const factIds = [...new Set([ruleSet.freeMovement.factId, ...routes.flatMap((r) => r.factIds)])]
  const common = { ruleSetId: ruleSet.ruleSetId, country: ruleSet.country, status, routes, factIds }
  return exemption === undefined ? common : { ...common, exemption }
}
