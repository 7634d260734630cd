import { CLAIMS, type ClaimId, type RevisionContent } from "../api/decision.js"

/**
 * The plan as the form holds it: every figure as the string typed, so nothing is lost when the
 * API refuses it; turned into a revision's content only to send.
 */
export interface PositionDraft {
  readonly assetFactor: string
  readonly currency: string
  readonly value: string
  readonly annualFee: string
}
export interface IncomeDraft {
  readonly id: string
  readonly amount: string
  readonly currency: string
  readonly startYear: string
  readonly endYear: string
  readonly inflationLinked: boolean
}
export interface PlanDraft {
  readonly birthYear: string
  readonly citizenships: string
  readonly residenceCountry: string
  readonly positions: ReadonlyArray<PositionDraft>
  readonly spending: string
  readonly spendingCurrency: string
  readonly discretionary: string
  readonly incomeStreams: ReadonlyArray<IncomeDraft>
  readonly destinations: string
  readonly claims: ReadonlyArray<ClaimId>
}

export const emptyPosition: PositionDraft = { assetFactor: "us_equity", currency: "USD", value: "", annualFee: "0.001" }
export const emptyIncome: IncomeDraft = {
  id: "",
  amount: "",
  currency: "USD",
  startYear: "1",
  endYear: "30",
  inflationLinked: true
}

/** A first plan to edit: a US household, 75/25 stocks and bonds, spending $40k a year. */
export const starterPlan: PlanDraft = {
  birthYear: "1975",
  citizenships: "US",
  residenceCountry: "US",
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: "750000", annualFee: "0.0005" },
    { assetFactor: "us_bond_10y", currency: "USD", value: "250000", annualFee: "0.0005" }
  ],
  spending: "40000",
  spendingCurrency: "USD",
  discretionary: "5000",
  incomeStreams: [
    { id: "social-security", amount: "18000", currency: "USD", startYear: "20", endYear: "40", inflationLinked: true }
  ],
  destinations: "lisbon",
  claims: CLAIMS.map((c) => c.id)
}

/** A typed number; an empty field is sent as null (NaN in JSON) so the API names it, never as 0. */
const num = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.trim()))
const list = (text: string): Array<string> =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")

/** The revision content the draft stands for (the API validates it; nothing is checked here). */
export const toContent = (draft: PlanDraft): RevisionContent => ({
  household: {
    birthYears: [num(draft.birthYear)],
    citizenships: list(draft.citizenships),
    residenceCountry: draft.residenceCountry.trim()
  },
  positions: draft.positions.map((p) => ({
    assetFactor: p.assetFactor.trim(),
    currency: p.currency.trim(),
    value: num(p.value),
    annualFee: num(p.annualFee)
  })),
  requiredNetSpending: { amount: num(draft.spending), currency: draft.spendingCurrency.trim() },
  discretionarySpending: { amount: num(draft.discretionary), currency: draft.spendingCurrency.trim() },
  incomeStreams: draft.incomeStreams.map((s) => ({
    id: s.id.trim(),
    amount: num(s.amount),
    currency: s.currency.trim(),
    startYear: num(s.startYear),
    endYear: num(s.endYear),
    inflationLinked: s.inflationLinked
  })),
  destinationCitySlugs: list(draft.destinations),
  claims: [...draft.claims]
})

/** The draft of a saved revision, to edit it into the next one. */
export const fromContent = (content: RevisionContent): PlanDraft => ({
  birthYear: String(content.household.birthYears[0] ?? ""),
  citizenships: content.household.citizenships.join(", "),
  residenceCountry: content.household.residenceCountry,
  positions: content.positions.map((p) => ({
    assetFactor: p.assetFactor,
    currency: p.currency,
    value: String(p.value),
    annualFee: String(p.annualFee)
  })),
  spending: String(content.requiredNetSpending.amount),
  spendingCurrency: content.requiredNetSpending.currency,
  discretionary: String(content.discretionarySpending.amount),
  incomeStreams: content.incomeStreams.map((s) => ({
    id: s.id,
    amount: String(s.amount),
    currency: s.currency,
    startYear: String(s.startYear),
    endYear: String(s.endYear),
    inflationLinked: s.inflationLinked
  })),
  destinations: content.destinationCitySlugs.join(", "),
  claims: content.claims
})
