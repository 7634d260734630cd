import { Schema } from "effect"
import { EvidenceFact, IsoDate } from "../EvidenceFact.js"

/**
 * The HTTP contract of the tax calculator (`POST /tax/calculate`, `GET /tax/countries`): bounded
 * input and output schemas. Amounts are annual, in the rule set's currency.
 */

/** An annual amount in local currency in an answer: finite, 0 to 1e12. */
export const TaxAmount = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1e12 }))

/**
 * The most income a request may state, per kind and in total: 1e11 in local currency (1e9 would cap
 * a Colombian or Japanese income too low). Ten times below the answer's bound, so that every line of
 * an answer (grossed-up dividends at up to 1.38 times, bases, taxes) stays encodable (issue 12, defect 10).
 */
export const TAX_INCOME_CAP = 1e11

/**
 * An annual income of one kind in a request: 0, or 0.01 (a cent) to `TAX_INCOME_CAP`. Sub-cent
 * amounts are refused: under a lump-sum regime they made the effective rate infinite.
 */
export const TaxIncomeAmount = Schema.Finite.check(
  Schema.isBetween({ minimum: 0, maximum: TAX_INCOME_CAP }),
  Schema.makeFilter((x: number) => x === 0 || x >= 0.01 || "a non-zero income must be at least 0.01")
).annotate({ description: `0, or 0.01 to ${TAX_INCOME_CAP}: annual income of the kind in the rule set's currency` })

/** A tax or rate fraction, 0 to 1 inclusive. */
export const RateFraction = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 }))

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCode = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/u))

/** A lower-case identifier: residence status, regime id, filing status, subdivision code. */
export const TaxToken = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/u), Schema.isMaxLength(64))

const incomeFields = {
  employment: Schema.optionalKey(TaxIncomeAmount),
  selfEmployment: Schema.optionalKey(TaxIncomeAmount),
  pension: Schema.optionalKey(TaxIncomeAmount),
  dividends: Schema.optionalKey(TaxIncomeAmount),
  interest: Schema.optionalKey(TaxIncomeAmount),
  capitalGains: Schema.optionalKey(TaxIncomeAmount)
}

/** The field at which the running total of the kinds (in field order) passes `TAX_INCOME_CAP`. */
const totalOverCap = (income: Schema.Struct.Type<typeof incomeFields>): Schema.FilterIssue | undefined => {
  let total = 0
  for (const kind of Object.keys(incomeFields) as Array<keyof typeof incomeFields>) {
    total += income[kind] ?? 0
    if (total > TAX_INCOME_CAP)
      return { path: [kind], issue: `the income of all kinds together must be at most ${TAX_INCOME_CAP}` }
  }
  return undefined
}

/** Income by kind; every kind defaults to 0 when absent; each kind and their sum at most `TAX_INCOME_CAP`. */
export const IncomeByKind = Schema.Struct(incomeFields).check(Schema.makeFilter(totalOverCap))
export type IncomeByKind = typeof IncomeByKind.Type

/** The body of `POST /tax/calculate`. */
export const TaxCalculationInput = Schema.Struct({
  countryCode: CountryCode,
  taxYear: Schema.Int.check(Schema.isBetween({ minimum: 2000, maximum: 2100 })),
  /** `resident`, `non_resident` or a special regime id from `GET /tax/countries`. */
  residenceStatus: TaxToken,
  /** Defaults to `single`. */
  filingStatus: Schema.optionalKey(TaxToken),
  /** State, canton or province code (lower case, e.g. `ca` for California); defaults per rule set. */
  subdivision: Schema.optionalKey(TaxToken),
  income: IncomeByKind,
  age: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 130 })))
})
export type TaxCalculationInput = typeof TaxCalculationInput.Type

/** One band of a schedule as applied: the slice of income in it and the tax on that slice. */
export const BracketLine = Schema.Struct({
  from: TaxAmount,
  to: Schema.NullOr(TaxAmount),
  rate: RateFraction,
  taxableInBracket: TaxAmount,
  tax: TaxAmount
})
export type BracketLine = typeof BracketLine.Type

const NamedAmount = Schema.Struct({ name: Schema.String.check(Schema.isMaxLength(200)), amount: TaxAmount })

/** One income-tax layer (national, state, cantonal, local) bracket by bracket. */
export const IncomeTaxLine = Schema.Struct({
  layer: TaxToken,
  name: Schema.String.check(Schema.isMaxLength(200)),
  grossIncome: TaxAmount,
  deductions: Schema.Array(NamedAmount).check(Schema.isMaxLength(32)),
  taxableIncome: TaxAmount,
  brackets: Schema.Array(BracketLine).check(Schema.isMaxLength(64)),
  taxBeforeCredits: TaxAmount,
  credits: Schema.Array(NamedAmount).check(Schema.isMaxLength(32)),
  surtaxes: Schema.Array(NamedAmount).check(Schema.isMaxLength(8)),
  tax: TaxAmount
})
export type IncomeTaxLine = typeof IncomeTaxLine.Type

/** One separately scheduled capital-income tax. */
export const CapitalTaxLine = Schema.Struct({
  id: TaxToken,
  name: Schema.String.check(Schema.isMaxLength(200)),
  base: TaxAmount,
  allowanceUsed: TaxAmount,
  brackets: Schema.Array(BracketLine).check(Schema.isMaxLength(64)),
  surtaxes: Schema.Array(NamedAmount).check(Schema.isMaxLength(8)),
  tax: TaxAmount
})
export type CapitalTaxLine = typeof CapitalTaxLine.Type

/** One social contribution. */
export const ContributionLine = Schema.Struct({
  id: TaxToken,
  name: Schema.String.check(Schema.isMaxLength(200)),
  base: TaxAmount,
  amount: TaxAmount
})
export type ContributionLine = typeof ContributionLine.Type

/** The answer of `POST /tax/calculate`. */
export const TaxCalculationResult = Schema.Struct({
  ruleSetId: Schema.String.check(Schema.isUUID()),
  countryCode: CountryCode,
  taxYear: Schema.Int,
  /** How the authority names the tax year (`2025-26`, `revenus 2025 (imposition 2026)`, `YA 2026 (income of 2025)`). */
  taxYearLabel: Schema.String.check(Schema.isMaxLength(64)),
  /** The period whose income the rule set taxes, first and last day (docs/tax.md, "Tax years"). */
  periodStart: IsoDate,
  periodEnd: IsoDate,
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/u)),
  residenceStatus: TaxToken,
  filingStatus: TaxToken,
  subdivision: TaxToken,
  totalIncome: TaxAmount,
  incomeTax: Schema.Array(IncomeTaxLine).check(Schema.isMaxLength(8)),
  capitalTaxes: Schema.Array(CapitalTaxLine).check(Schema.isMaxLength(8)),
  /** Separately scheduled tax attributed to each kind, pro rata within a shared schedule. */
  capitalGainsTax: TaxAmount,
  dividendTax: TaxAmount,
  interestTax: TaxAmount,
  socialContributions: Schema.Array(ContributionLine).check(Schema.isMaxLength(16)),
  lumpSum: Schema.optionalKey(NamedAmount),
  totalTax: TaxAmount,
  /** totalTax / totalIncome (0 when there is no income). Can exceed 1 only under a lump-sum regime. */
  effectiveRate: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  /** Extra total tax on one more unit of employment income. */
  marginalRate: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 2 })),
  /** False when the rule set leaves out a material component (the reason is the first warning). */
  complete: Schema.Boolean,
  factIds: Schema.Array(Schema.String.check(Schema.isUUID())).check(Schema.isMaxLength(256)),
  facts: Schema.Array(EvidenceFact).check(Schema.isMaxLength(256)),
  regime: Schema.optionalKey(
    Schema.Struct({
      id: TaxToken,
      name: Schema.String,
      conditions: Schema.Array(Schema.String).check(Schema.isMaxLength(16))
    })
  ),
  warnings: Schema.Array(Schema.String.check(Schema.isMaxLength(1000))).check(Schema.isMaxLength(32))
})
export type TaxCalculationResult = typeof TaxCalculationResult.Type

/** A special regime as listed by `GET /tax/countries`. */
export const TaxRegimeSummary = Schema.Struct({
  id: TaxToken,
  name: Schema.String,
  taxYears: Schema.Array(Schema.Int),
  conditions: Schema.Array(Schema.String)
})

/** One modeled tax year of a country: what the authority calls it and the period of income it covers. */
export const TaxYearPeriod = Schema.Struct({
  /** The `taxYear` to send to `POST /tax/calculate`. */
  taxYear: Schema.Int,
  taxYearLabel: Schema.String.check(Schema.isMaxLength(64)),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  ruleSetId: Schema.String.check(Schema.isUUID())
})

/** One entry of `GET /tax/countries`. */
export const TaxCountry = Schema.Struct({
  countryCode: CountryCode,
  name: Schema.String,
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/u)),
  taxYears: Schema.Array(Schema.Int),
  /** Per tax year (same order as `taxYears`): its label and period. */
  taxYearPeriods: Schema.Array(TaxYearPeriod),
  ruleSetIds: Schema.Array(Schema.String.check(Schema.isUUID())),
  residenceStatuses: Schema.Array(TaxToken),
  filingStatuses: Schema.Array(TaxToken),
  subdivisions: Schema.Array(Schema.Struct({ code: TaxToken, name: Schema.String })),
  regimes: Schema.Array(TaxRegimeSummary)
})
export type TaxCountry = typeof TaxCountry.Type

/** Why a calculation could not be made; the HTTP layer maps every reason to `VALIDATION_ERROR` or `NOT_FOUND`. */
export class TaxCalculationError extends Schema.TaggedError<TaxCalculationError>()("TaxCalculationError", {
  reason: Schema.Literals([
    "UnsupportedCountry",
    "UnsupportedTaxYear",
    "UnsupportedResidenceStatus",
    "UnsupportedFilingStatus",
    "UnsupportedSubdivision"
  ]),
  message: Schema.String
}) {}
