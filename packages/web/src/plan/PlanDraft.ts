import { CLAIMS, type ClaimId, type RevisionContent } from "../api/decision.js"

/**
 * The plan as the form holds it: every figure as the string typed, so nothing is lost when the
 * API refuses it; turned into a revision's content only to send. What the form does not edit
 * (the planner fields, further household members, an income's indexation, a position's field added
 * later) is kept as loaded in `kept` and sent back unchanged, so saving a revision made elsewhere
 * never drops them.
 */
type Income = RevisionContent["incomeStreams"][number]
type Position = RevisionContent["positions"][number]
/** The fields of a position the form does not edit (none yet: one the API adds later is kept, not dropped). */
export type KeptPosition = Omit<Position, "assetFactor" | "currency" | "value" | "annualFee" | "costBasis">
/** The fields of an income stream the form does not edit (e.g. a pension's `indexation`). */
export type KeptIncome = Omit<Income, "id" | "amount" | "currency" | "startYear" | "endYear" | "inflationLinked">
/** The top-level fields the form does not edit: the planner fields (spending strategy, glide path, saving phase). */
export type KeptContent = Omit<
  RevisionContent,
  | "household"
  | "positions"
  | "requiredNetSpending"
  | "discretionarySpending"
  | "incomeStreams"
  | "destinationCitySlugs"
  | "claims"
>
export interface PositionDraft {
  readonly assetFactor: string
  readonly currency: string
  readonly value: string
  readonly annualFee: string
  /** What the holding cost, in units of its currency; empty: not given (the API takes the value, no unrealised gain). */
  readonly costBasis: string
  readonly kept?: KeptPosition
}
export interface IncomeDraft {
  readonly id: string
  readonly amount: string
  readonly currency: string
  readonly startYear: string
  readonly endYear: string
  readonly inflationLinked: boolean
  readonly kept?: KeptIncome
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
  /** The birth years of the household's further members (the form edits the first one). */
  readonly otherBirthYears?: ReadonlyArray<number>
  readonly kept?: KeptContent
}

export const emptyPosition: PositionDraft = {
  assetFactor: "us_equity",
  currency: "USD",
  value: "",
  annualFee: "0.001",
  costBasis: ""
}
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
    { assetFactor: "us_equity", currency: "USD", value: "750000", annualFee: "0.0005", costBasis: "" },
    { assetFactor: "us_bond_10y", currency: "USD", value: "250000", annualFee: "0.0005", costBasis: "" }
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
  ...draft.kept,
  household: {
    birthYears: [num(draft.birthYear), ...(draft.otherBirthYears ?? [])],
    citizenships: list(draft.citizenships),
    residenceCountry: draft.residenceCountry.trim()
  },
  positions: draft.positions.map((p) => ({
    ...p.kept,
    assetFactor: p.assetFactor.trim(),
    currency: p.currency.trim(),
    value: num(p.value),
    annualFee: num(p.annualFee),
    // Optional: an empty field is not sent (the API's default), unlike the required figures.
    ...(p.costBasis.trim() === "" ? {} : { costBasis: num(p.costBasis) })
  })),
  requiredNetSpending: { amount: num(draft.spending), currency: draft.spendingCurrency.trim() },
  discretionarySpending: { amount: num(draft.discretionary), currency: draft.spendingCurrency.trim() },
  incomeStreams: draft.incomeStreams.map((s) => ({
    ...s.kept,
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

/** The names a person reads for the kept planner fields (shown beside the form). */
export const KEPT_LABELS: Readonly<Record<keyof KeptContent, string>> = {
  spendingStrategy: "spending strategy",
  glidePath: "glide path",
  savingPhase: "saving phase",
  taxProfile: "tax profile"
}

/** What a draft keeps unchanged from its revision, in words (empty when nothing). */
export const keptSummary = (draft: PlanDraft): ReadonlyArray<string> => [
  ...(Object.keys(draft.kept ?? {}) as Array<keyof KeptContent>).map((k) => KEPT_LABELS[k] ?? k),
  ...(draft.positions.some((p) => p.kept !== undefined && Object.keys(p.kept).length > 0)
    ? ["further position fields"]
    : []),
  ...((draft.otherBirthYears ?? []).length > 0
    ? [`${(draft.otherBirthYears ?? []).length} further household member(s)`]
    : []),
  ...(draft.incomeStreams.some((s) => s.kept !== undefined && Object.keys(s.kept).length > 0)
    ? ["income indexation"]
    : [])
]

/** The draft of a saved revision, to edit it into the next one; what the form does not edit is kept. */
export const fromContent = (content: RevisionContent): PlanDraft => ({
  ...(() => {
    const {
      household: _h,
      positions: _p,
      requiredNetSpending: _r,
      discretionarySpending: _d,
      incomeStreams: _i,
      destinationCitySlugs: _c,
      claims: _cl,
      ...kept
    } = content
    return Object.keys(kept).length > 0 ? { kept } : {}
  })(),
  ...(content.household.birthYears.length > 1 ? { otherBirthYears: content.household.birthYears.slice(1) } : {}),
  birthYear: String(content.household.birthYears[0] ?? ""),
  citizenships: content.household.citizenships.join(", "),
  residenceCountry: content.household.residenceCountry,
  positions: content.positions.map((p) => {
    const { assetFactor, currency, value, annualFee, costBasis, ...kept } = p
    return {
      assetFactor,
      currency,
      value: String(value),
      annualFee: String(annualFee),
      costBasis: costBasis === undefined ? "" : String(costBasis),
      ...(Object.keys(kept).length > 0 ? { kept } : {})
    }
  }),
  spending: String(content.requiredNetSpending.amount),
  spendingCurrency: content.requiredNetSpending.currency,
  discretionary: String(content.discretionarySpending.amount),
  incomeStreams: content.incomeStreams.map((s) => {
    const { id, amount, currency, startYear, endYear, inflationLinked, ...kept } = s
    return {
      id,
      amount: String(amount),
      currency,
      startYear: String(startYear),
      endYear: String(endYear),
      inflationLinked,
      ...(Object.keys(kept).length > 0 ? { kept } : {})
    }
  }),
  destinations: content.destinationCitySlugs.join(", "),
  claims: content.claims
})
