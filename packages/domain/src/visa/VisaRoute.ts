import { Schema } from "effect"
import { isCurrencyCode } from "../CurrencyCode.js"
import { CitizenshipCode } from "./Citizenship.js"

/** What a route is for. `other`: a residence route that fits none of the four named kinds. */
export const RouteKind = Schema.Literals(["digital_nomad", "passive_income", "retirement", "golden_visa", "other"])
export type RouteKind = typeof RouteKind.Type

/** Whether new applications are accepted. Only `open` routes can ever be eligible. */
export const RouteStatus = Schema.Literals(["open", "closed", "suspended"])
export type RouteStatus = typeof RouteStatus.Type

/**
 * Which income counts towards `minimumIncome`: `passive` (pensions, dividends, rent, interest),
 * `pension` (a lifetime pension or annuity only), `remote_work`, or `any` (passive plus remote work).
 */
export const IncomeSource = Schema.Literals(["passive", "pension", "remote_work", "any"])
export type IncomeSource = typeof IncomeSource.Type

/**
 * Activity the route demands beyond means: `remote_work` needs declared remote-work income;
 * `self_employment` (running or founding a business) is not modelled, so it yields `unknown`.
 */
export const RequiredActivity = Schema.Literals(["none", "remote_work", "self_employment"])
export type RequiredActivity = typeof RequiredActivity.Type

/** How the route tests means (see `VisaRoute.meansBasis`). */
export const MeansBasis = Schema.Literals(["quantified", "unquantified", "none"])
export type MeansBasis = typeof MeansBasis.Type

const FactId = Schema.String.check(Schema.isUUID())
/** A listed ISO 4217 code (the domain's list in CurrencyCode.ts), kept unbranded for plain literals. */
const CurrencyCode = Schema.String.check(
  Schema.isPattern(/^[A-Z]{3}$/u),
  Schema.makeFilter((code: string) => isCurrencyCode(code) || `${code} is not a listed ISO 4217 currency code`)
)
const PositiveAmount = Schema.Finite.check(Schema.isGreaterThan(0))

/** A minimum income: `amount` of `currency` per `period`, gross unless the fact says otherwise. */
export const IncomeThreshold = Schema.Struct({
  amount: PositiveAmount,
  currency: CurrencyCode,
  period: Schema.Literals(["month", "year"]),
  factId: FactId
})
export type IncomeThreshold = typeof IncomeThreshold.Type

/** A minimum sum of capital (savings held, or an investment to make), `amount` of `currency`. */
export const CapitalThreshold = Schema.Struct({ amount: PositiveAmount, currency: CurrencyCode, factId: FactId })
export type CapitalThreshold = typeof CapitalThreshold.Type

/**
 * One way of meeting the route's means test: every minimum stated in it must be met. When both
 * savings and an investment are stated, the household's savings must cover their sum.
 */
export const MeansTest = Schema.Struct({
  minimumIncome: Schema.optionalKey(IncomeThreshold),
  minimumSavings: Schema.optionalKey(CapitalThreshold),
  minimumInvestment: Schema.optionalKey(CapitalThreshold)
})
export type MeansTest = typeof MeansTest.Type

/** An uplift for one dependant: a fraction of the main applicant's minimum, or a fixed amount. */
export const Uplift = Schema.Union([
  Schema.Struct({ fraction: PositiveAmount }),
  Schema.Struct({ amount: PositiveAmount, currency: CurrencyCode, period: Schema.Literals(["month", "year", "once"]) })
])
export type Uplift = typeof Uplift.Type

/** Extra means required per dependant, where the source documents it (informational: households carry no dependants yet). */
export const DependentsUplift = Schema.Struct({
  spouse: Schema.optionalKey(Uplift),
  perChild: Schema.optionalKey(Uplift),
  factId: FactId
})
export type DependentsUplift = typeof DependentsUplift.Type

/**
 * Which citizenships may use the route. `all_non_exempt`: every citizenship that is not already
 * free to reside (own citizens and the rule set's `freeMovement`); `only`: an explicit list;
 * `all_except`: every citizenship but the listed ones. A partial `only` list never excludes.
 */
export const EligibleCitizenships = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("all_non_exempt") }),
  Schema.Struct({
    kind: Schema.Literal("only"),
    countries: Schema.Array(CitizenshipCode),
    /** `false` when the list is known to be partial: a citizenship outside it is then `unknown`, not excluded. */
    complete: Schema.Boolean,
    factId: FactId
  }),
  Schema.Struct({ kind: Schema.Literal("all_except"), countries: Schema.Array(CitizenshipCode), factId: FactId })
])
export type EligibleCitizenships = typeof EligibleCitizenships.Type

/** A residence route, with every threshold and condition backed by a fact of the rule set. */
export const VisaRoute = Schema.Struct({
  routeId: Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u)),
  name: Schema.NonEmptyString,
  kind: RouteKind,
  status: RouteStatus,
  /** The fact that states the route's status (its legal basis when open, its closure when closed). */
  statusFactId: FactId,
  /**
   * `quantified`: `meansTests` hold the figures; `unquantified`: the law asks for "sufficient means"
   * without a figure (means are then `unknown`); `none`: the route has no means test at all.
   */
  meansBasis: MeansBasis,
  /** Alternatives: meeting any one suffices. Non-empty exactly when `meansBasis` is `quantified`. */
  meansTests: Schema.Array(MeansTest),
  incomeSource: IncomeSource,
  activity: RequiredActivity,
  minimumAge: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThan(0))),
  dependentsUplift: Schema.optionalKey(DependentsUplift),
  eligibleCitizenships: EligibleCitizenships,
  allowsLocalWork: Schema.Boolean,
  durationMonths: Schema.Int.check(Schema.isGreaterThan(0)),
  renewable: Schema.Boolean,
  /** Years on the route before permanent residence can be sought (0: it grants it); `null`: it leads to none. */
  pathToPermanentResidenceYears: Schema.NullOr(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))),
  taxResidenceNote: Schema.NonEmptyString,
  /** Conditions the evaluation does not model (insurance, clean record, property purchase...), to verify by hand. */
  otherConditions: Schema.Array(Schema.NonEmptyString),
  /** Every fact the route rests on, thresholds and status included. */
  factIds: Schema.NonEmptyArray(FactId)
})
export type VisaRoute = typeof VisaRoute.Type
