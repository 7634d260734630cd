import { type Plan, canonicalHash } from "@fire/simulation"
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
  annualFee: Schema.Finite.check(between(0, 0.2)).annotate({ description: "Ongoing charge, fraction a year" })
})

export const AnnualAmount = Schema.Struct({ amount: Amount, currency: Currency })

export const RevisionIncomeStream = Schema.Struct({
  id: Identifier,
  amount: Amount,
  currency: Currency,
  startYear: Schema.Int.check(between(1, 60)).annotate({ description: "First plan year it is received (1-based)" }),
  endYear: Schema.Int.check(between(1, 60)),
  inflationLinked: Schema.Boolean
})

/** The frozen plan of a revision (`POST .../revisions` body). */
export const RevisionContent = Schema.Struct({
  household: Household,
  positions: Schema.Array(RevisionPosition).check(Schema.isMinLength(1), Schema.isMaxLength(128)),
  requiredNetSpending: AnnualAmount,
  discretionarySpending: AnnualAmount,
  incomeStreams: Schema.Array(RevisionIncomeStream).check(Schema.isMaxLength(64)),
  destinationCitySlugs: Schema.Array(Slug).check(Schema.isMaxLength(10)),
  claims: Schema.Array(ClaimId).check(Schema.isMinLength(1), Schema.isMaxLength(5))
}).check(
  Schema.makeFilter((c: { readonly incomeStreams: ReadonlyArray<{ startYear: number; endYear: number }> }) => {
    const bad = c.incomeStreams.findIndex((s) => s.endYear < s.startYear)
    return bad === -1
      ? undefined
      : { path: ["incomeStreams", bad, "endYear"], issue: "endYear must not be before startYear" }
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

/** The content hash of a revision: SHA-256 over canonical JSON (keys sorted), as DESIGN.md defines hashes. */
export const revisionContentHash = (content: RevisionContent): string => canonicalHash(content)

/** The engine's plan (`plan/1`) for a revision: positions, spending and income as frozen; annual rebalancing. */
export const toEnginePlan = (revision: Revision): Plan => ({
  schemaVersion: "plan/1",
  id: `revision-${revision.id}`,
  positions: revision.content.positions.map((p) => ({ ...p })),
  requiredSpending: { ...revision.content.requiredNetSpending },
  discretionarySpending: { ...revision.content.discretionarySpending },
  incomeStreams: revision.content.incomeStreams.map((s) => ({ ...s })),
  rebalancing: "annual"
})
