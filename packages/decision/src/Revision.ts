import { canonicalHash, type Plan, parsePlan, withCostBasisDefault } from "@fire/simulation"
import { Schema } from "effect"
import { ClaimId } from "./Claim.js"
import type { ScenarioId } from "./Scenario.js"

/**
 * A revision: the whole frozen plan of a scenario (DESIGN.md), immutable once created and named by
 * the SHA-256 of its canonical JSON. Amounts are per year in today's money of their currency.
 */

export const RevisionId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("RevisionId"))
export type RevisionId = typeof RevisionId.Type

const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })
const Iso2 = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/u))
const Currency = Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/u))
const Identifier = Schema.String.check(Schema.isPattern(/^[a-zA-Z0-9][a-zA-Z0-9_./:-]*$/u), Schema.isMaxLength(160))
const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u), Schema.isMaxLength(100))
const Amount = Schema.Finite.check(between(0, 1e12))

export const Household = Schema.Struct({
  birthYears: Schema.Array(Schema.Int.check(between(1900, 2100))).check(Schema.isMinLength(1), Schema.isMaxLength(8)),
  citizenships: Schema.Array(Iso2).check(Schema.isMinLength(1), Schema.isMaxLength(16)),
  residenceCountry: Iso2
})

export const RevisionPosition = Schema.Struct({
  assetFactor: Identifier.annotate({ description: "An asset factor of the parameter set, e.g. `us_equity`" }),
  currency: Currency,
  value: Amount,
  annualFee: Schema.Finite.check(between(0, 0.2)).annotate({ description: "Ongoing charge, fraction a year" }),
  costBasis: Schema.optionalKey(
    Amount.annotate({
      description:
        "What the holding cost, in units of `currency` (default `value`: no unrealised gain). Read only by a `gain_schedule` tax profile: the share of a sale above it is taxed as a gain"
    })
  )
})

export const AnnualAmount = Schema.Struct({ amount: Amount, currency: Currency })

const Fraction = Schema.Finite.check(between(0, 1))
const Rate = Schema.Finite.check(between(0.000001, 1))

/** Partial indexation of an income stream (docs/strategies.md section 4). */
export const RevisionIncomeIndexation = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("capped"),
    cap: Fraction.annotate({ description: "Largest yearly rise; needs inflationLinked true" })
  }),
  Schema.Struct({
    kind: Schema.Literal("fixed_rise"),
    rate: Schema.Finite.check(between(-0.5, 1)).annotate({
      description: "Nominal yearly rise; needs inflationLinked false"
    })
  })
])

export const RevisionIncomeStream = Schema.Struct({
  id: Identifier,
  amount: Amount,
  currency: Currency,
  startYear: Schema.Int.check(between(1, 60)).annotate({ description: "First plan year it is received (1-based)" }),
  endYear: Schema.Int.check(between(1, 60)),
  inflationLinked: Schema.Boolean,
  indexation: Schema.optionalKey(RevisionIncomeIndexation)
})

/** How much is spent above the required floor (docs/strategies.md section 1). */
export const RevisionSpendingStrategy = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("constant_real") }),
  Schema.Struct({ kind: Schema.Literal("percent_of_portfolio"), rate: Rate }),
  Schema.Struct({
    kind: Schema.Literal("vpw"),
    startAge: Schema.Int.check(between(0, 120)),
    finalAge: Schema.Int.check(between(1, 130)),
    expectedRealReturnByFactor: Schema.Record(Identifier, Schema.Finite.check(between(-0.5, 0.5))).annotate({
      description: "Expected real return per asset factor (Bogleheads VPW: stocks 0.05, bonds 0.019)"
    })
  }),
  Schema.Struct({
    kind: Schema.Literal("guyton_klinger"),
    initialRate: Rate,
    guardrail: Fraction,
    adjustment: Schema.Finite.check(between(0, 0.99)),
    preservationEndsYearsBeforeHorizon: Schema.Int.check(between(0, 60))
  }),
  Schema.Struct({
    kind: Schema.Literal("floor_ceiling"),
    rate: Rate,
    ceiling: Fraction,
    floor: Schema.Finite.check(between(-0.99, 0))
  })
])

/** One weight per position (at most 128, as `positions`). */
const Weights = Schema.Array(Fraction).check(Schema.isMaxLength(128))

/** Target weights by year, in the order of `positions` (docs/strategies.md section 2). */
export const RevisionGlidePath = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("linear"),
    from: Weights,
    to: Weights,
    years: Schema.Int.check(between(1, 60))
  }),
  Schema.Struct({
    kind: Schema.Literal("table"),
    weightsByYear: Schema.Array(Weights).check(Schema.isMinLength(1), Schema.isMaxLength(60))
  })
])

/** Saving years before retirement (docs/strategies.md section 3). */
export const RevisionSavingPhase = Schema.Struct({
  annualContribution: AnnualAmount,
  contributionInflationLinked: Schema.Boolean,
  retirementYear: Schema.Int.check(between(2, 60)),
  fiNumber: AnnualAmount
})

/** One band of a gain-tax segment: from `from` (today's units of the segment's currency) each unit of gain pays `rate`. */
export const RevisionGainTaxBand = Schema.Struct({
  from: Amount,
  rate: Schema.Finite.check(between(0, 0.95))
})

/** The tax of one country from `fromYear` on (a move is a second segment). */
export const RevisionGainTaxSegment = Schema.Struct({
  fromYear: Schema.Int.check(between(1, 60)).annotate({ description: "First plan year it applies; the first is 1" }),
  country: Iso2,
  currency: Currency,
  bands: Schema.Array(RevisionGainTaxBand)
    .check(Schema.isMinLength(1), Schema.isMaxLength(64))
    .annotate({ description: "Ascending `from`, the first 0 (compiled from a tax rule set)" }),
  source: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(240)).annotate({
    description: "Where the bands come from (rule set id, tax year, residence status)"
  })
})

/** The tax on withdrawals (docs/strategies.md section 5): a flat rate, or the destination's gain tax. */
export const RevisionTaxProfile = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("flat_withdrawal"),
    rate: Schema.Finite.check(between(0, 0.95)).annotate({ description: "Fraction of each gross withdrawal" })
  }),
  Schema.Struct({
    kind: Schema.Literal("gain_schedule"),
    segments: Schema.Array(RevisionGainTaxSegment).check(Schema.isMinLength(1), Schema.isMaxLength(4)),
    costBasis: Schema.optionalKey(
      Schema.Literals(["average", "per_position"]).annotate({
        description:
          "per_position: each position keeps its basis and rebalancing realises gains (a new revision without the field gets it); average: the basis pooled at average cost (a stored revision without the field)"
      })
    )
  })
])

/** The frozen plan of a revision (`POST .../revisions` body). */
export const RevisionContent = Schema.Struct({
  household: Household,
  positions: Schema.Array(RevisionPosition).check(Schema.isMinLength(1), Schema.isMaxLength(128)),
  requiredNetSpending: AnnualAmount,
  discretionarySpending: AnnualAmount,
  incomeStreams: Schema.Array(RevisionIncomeStream).check(Schema.isMaxLength(64)),
  destinationCitySlugs: Schema.Array(Slug).check(Schema.isMaxLength(10)),
  claims: Schema.Array(ClaimId).check(Schema.isMinLength(1), Schema.isMaxLength(5)),
  spendingStrategy: Schema.optionalKey(RevisionSpendingStrategy),
  glidePath: Schema.optionalKey(RevisionGlidePath),
  savingPhase: Schema.optionalKey(RevisionSavingPhase),
  taxProfile: Schema.optionalKey(RevisionTaxProfile)
}).check(
  Schema.makeFilter((c: { readonly incomeStreams: ReadonlyArray<{ startYear: number; endYear: number }> }) => {
    const bad = c.incomeStreams.findIndex((s) => s.endYear < s.startYear)
    return bad === -1
      ? undefined
      : { path: ["incomeStreams", bad, "endYear"], issue: "endYear must not be before startYear" }
  }),
  // the planner fields' cross-field rules are the engine's own (one definition): weights per position
  // summing to 1, no discretionary spending beside a strategy, indexation matching inflationLinked, a
  // gain schedule's bands ascending from 0 and its segments' years ascending from 1
  Schema.makeFilter((c: RevisionContentFields) => {
    if (
      c.spendingStrategy === undefined &&
      c.glidePath === undefined &&
      c.taxProfile === undefined &&
      c.incomeStreams.every((s) => s.indexation === undefined)
    )
      return undefined
    const parsed = parsePlan(enginePlanOf("revision", c))
    if (parsed.ok) return undefined
    return parsed.errors.map((e) => ({
      path: e.path
        .replace(/^requiredSpending/u, "requiredNetSpending")
        .split(".")
        .map((k) => (/^\d+$/u.test(k) ? Number(k) : k)),
      issue: e.message
    }))
  })
)
export type RevisionContent = typeof RevisionContent.Type

/** A stored revision. */
export interface Revision {
  readonly id: RevisionId
  readonly scenarioId: ScenarioId
  /** 1, 2, ... within the scenario. */
  readonly number: number
  readonly content: RevisionContent
  /** SHA-256 (lowercase hex) of the canonical JSON of `content`. */
  readonly contentHash: string
  /** Epoch ms. */
  readonly createdAt: number
}

/**
 * The content of a new revision as stored: a gain schedule that names no cost-basis method gets
 * `per_position` (docs/strategies.md section 5). Only when a revision is made: a stored revision is
 * read back as it was, so one without the field keeps the average method and its receipts verify.
 */
export const newRevisionContent = (content: RevisionContent): RevisionContent =>
  content.taxProfile?.kind === "gain_schedule" && content.taxProfile.costBasis === undefined
    ? { ...content, taxProfile: withCostBasisDefault(content.taxProfile) }
    : content

/** The content hash of a revision: SHA-256 over canonical JSON (keys sorted), as DESIGN.md defines hashes. */
export const revisionContentHash = (content: RevisionContent): string => canonicalHash(content)

/** The fields of a revision's content the engine's plan is made of. */
type RevisionContentFields = Pick<
  RevisionContent,
  | "positions"
  | "requiredNetSpending"
  | "discretionarySpending"
  | "incomeStreams"
  | "spendingStrategy"
  | "glidePath"
  | "savingPhase"
  | "taxProfile"
>

/** The engine's plan (`plan/1`) of a revision's content, with the planner fields only when present. */
const enginePlanOf = (id: string, c: RevisionContentFields): Plan => ({
  schemaVersion: "plan/1",
  id,
  positions: c.positions.map((p) => ({ ...p })),
  requiredSpending: { ...c.requiredNetSpending },
  discretionarySpending: { ...c.discretionarySpending },
  incomeStreams: c.incomeStreams.map((s) => ({ ...s })),
  rebalancing: "annual",
  ...(c.spendingStrategy === undefined ? {} : { spendingStrategy: c.spendingStrategy }),
  ...(c.glidePath === undefined ? {} : { glidePath: c.glidePath }),
  ...(c.savingPhase === undefined ? {} : { savingPhase: c.savingPhase }),
  ...(c.taxProfile === undefined ? {} : { taxProfile: c.taxProfile })
})

/**
 * The engine's plan (`plan/1`) for a revision: positions, spending, income and the planner fields
 * (spending strategy, glide path, saving phase, tax profile) as frozen; annual rebalancing.
 */
export const toEnginePlan = (revision: Revision): Plan => enginePlanOf(`revision-${revision.id}`, revision.content)
