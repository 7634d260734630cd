import type { FiScoreResult } from "@fire/domain/FiScore"
import type { Indicator } from "@fire/domain/Indicators/Indicator"
import type { Citation } from "./Conversation.js"
import type { DecisionReceipt } from "./Receipt.js"

/**
 * The coach without a language model: deterministic answers composed only from the figures the
 * tools fetched (FI score and components, FI timeline and a what-if, indicators, receipts, a city
 * move). The question picks the topics and is never repeated back, so nothing of it can come out
 * as an instruction.
 */

/** Years to FI of the profile's timeline (`fi_timeline`) and of the same plan spending 10 % less (`calculator`). */
export interface TimelineFigures {
  readonly currency: string
  readonly annualExpenses: number
  /** Years to FI; null when not reached within the horizon. */
  readonly yearsToFi: number | null
  readonly yearsToFiSpendingLess: number | null
  readonly horizonYears: number
}

/** A move the recommendations suggest, with the comparison of the current city against it. */
export interface CityMove {
  readonly from: string | null
  readonly to: string
  readonly toName: string
  /** EUR per month saved at `to` (recommend_cities), against the current city or the budget. */
  readonly savingsPerMonth: number
  readonly fiYearsGained: number
  /** compare_cities(from, to): monthlySavingVsFirst of `to`, EUR; null without a current city. */
  readonly comparedMonthlySaving: number | null
}

/** What the coach's tools fetched for one user, already validated by their schemas; absent: not asked. */
export interface CoachFigures {
  readonly fiScore: FiScoreResult
  readonly receipts: ReadonlyArray<DecisionReceipt>
  /** Absent when not asked; a string says why the profile gives no timeline. */
  readonly timeline?: TimelineFigures | string | undefined
  readonly indicators?: ReadonlyArray<Pick<Indicator, "key" | "status" | "warnings">> | undefined
  /** Absent when not asked; a string says why no move could be suggested. */
  readonly move?: CityMove | string | undefined
}

/** An answer: its text and every figure it used. */
export interface OfflineAnswer {
  readonly content: string
  readonly citations: ReadonlyArray<Citation>
}

export type Topic = "score" | "claims" | "indicators" | "cities"

const claimWords = /\b(claims?|receipts?|blocked|limited|ready|readiness|evidence|visa|tax|clear)\b/
const scoreWords = /\b(score|fi|fire|progress|sav(e|ing|ings)|retire|retirement|date|when|drives?|runway|fees?)\b/
const indicatorWords = /\b(indicators?|coverage|currency|currencies|dividends?|diversif\w*|drag|exposure)\b/
const cityWords = /\b(city|cities|move|moving|relocat\w*|cheaper|abroad|live|living|compare|comparison)\b/

/** The topics a question asks about; score and claims when it names none. */
export const topicsOf = (question: string): ReadonlyArray<Topic> => {
  const q = question.toLowerCase()
  const topics: Array<Topic> = []
  if (scoreWords.test(q)) topics.push("score")
  if (claimWords.test(q)) topics.push("claims")
  if (indicatorWords.test(q)) topics.push("indicators")
  if (cityWords.test(q)) topics.push("cities")
  return topics.length === 0 ? ["score", "claims"] : topics
}

const componentNames = {
  savingsRate: "savings rate",
  fiProgress: "FI progress",
  runway: "runway",
  diversification: "diversification",
  feeDrag: "fee drag"
} as const

const money = (amount: number, currency: string) =>
  `${amount.toLocaleString("en-US", { maximumFractionDigits: 0 })} ${currency}`

const years = (y: number | null, horizon: number) => (y === null ? `more than ${horizon} years` : `${y} years`)

/** What drives the FI date and by how much: the timeline and the same plan spending 10 % less. */
const timelineAnswer = (timeline: TimelineFigures | string | undefined): OfflineAnswer => {
  if (timeline === undefined) return { content: "", citations: [] }
  if (typeof timeline === "string")
    return { content: `There is no FI timeline for your profile yet: ${timeline}.`, citations: [] }
  const { yearsToFi, yearsToFiSpendingLess, horizonYears } = timeline
  const citations: Array<Citation> = [
    { kind: "calculation", id: "fi_timeline", value: yearsToFi },
    { kind: "calculation", id: "fi_timeline:expenses-10%", value: yearsToFiSpendingLess }
  ]
  const gained =
    yearsToFi !== null && yearsToFiSpendingLess !== null
      ? ` That is ${Math.round((yearsToFi - yearsToFiSpendingLess) * 100) / 100} years sooner: spending sets both how much you save and how large your FI number is.`
      : ""
  return {
    content:
      `At your current income, spending and savings you reach FI in ${years(yearsToFi, horizonYears)}. ` +
      `Spending 10 % less (${money(Math.round(timeline.annualExpenses * 0.9), timeline.currency)} a year) ` +
      `would take ${years(yearsToFiSpendingLess, horizonYears)}.${gained}`,
    citations
  }
}

const indicatorsAnswer = (indicators: CoachFigures["indicators"]): OfflineAnswer => {
  if (indicators === undefined) return { content: "", citations: [] }
  const lines = indicators.map(
    (i) =>
      `${i.key} is ${i.status}${i.warnings.length > 0 ? ` (${i.warnings.length} warning${i.warnings.length === 1 ? "" : "s"})` : ""}`
  )
  return {
    content: `Your indicators: ${lines.join("; ")}.`,
    citations: indicators.map((i) => ({ kind: "indicator" as const, id: i.key, value: i.status }))
  }
}

const moveAnswer = (move: CoachFigures["move"]): OfflineAnswer => {
  if (move === undefined) return { content: "", citations: [] }
  if (typeof move === "string") return { content: `No city move can be suggested yet: ${move}.`, citations: [] }
  const citations: Array<Citation> = [
    { kind: "city", id: `${move.to}:savingsPerMonth`, value: move.savingsPerMonth },
    { kind: "city", id: `${move.to}:fiYearsGained`, value: move.fiYearsGained }
  ]
  const compared =
    move.from !== null && move.comparedMonthlySaving !== null
      ? ` Compared with ${move.from}, its cost of living is ${money(Math.abs(move.comparedMonthlySaving), "EUR")} a month ${move.comparedMonthlySaving >= 0 ? "lower" : "higher"}.`
      : ""
  if (move.from !== null && move.comparedMonthlySaving !== null)
    citations.push({
      kind: "city",
      id: `${move.from}..${move.to}:monthlySavingVsFirst`,
      value: move.comparedMonthlySaving
    })
  return {
    content:
      `The best match for you is ${move.toName}: about ${money(move.savingsPerMonth, "EUR")} a month saved, ` +
      `which would bring your FI date ${Math.abs(move.fiYearsGained)} years ${move.fiYearsGained >= 0 ? "sooner" : "later"}.${compared}`,
    citations
  }
}

const scoreAnswer = (fi: FiScoreResult): OfflineAnswer => {
  const citations: Array<Citation> = [{ kind: "fi_score", id: "fi-score", value: fi.score }]
  const lines: Array<string> = []
  if (fi.score === null) {
    lines.push("There is no FI score yet: none of its components can be computed from your profile and holdings.")
  } else {
    lines.push(`Your FI score is ${fi.score} out of 100 (${fi.status}).`)
  }
  const entries = Object.entries(fi.components) as Array<
    [keyof typeof componentNames, FiScoreResult["components"][keyof FiScoreResult["components"]]]
  >
  const computed = entries.filter(([, c]) => c.score !== null)
  // The component with the most weighted room to grow is what holds the score back most.
  const weakest = computed.reduce<(typeof computed)[number] | undefined>(
    (worst, entry) =>
      worst === undefined || (100 - entry[1].score!) * entry[1].weight > (100 - worst[1].score!) * worst[1].weight
        ? entry
        : worst,
    undefined
  )
  if (weakest !== undefined && weakest[1].score! < 100) {
    const [name, c] = weakest
    // The score is the weighted mean of the computed components (FiScore.ts): raising one to 100 adds
    // its missing points times its share of the computed weight.
    const presentWeight = computed.reduce((sum, [, p]) => sum + p.weight, 0)
    const lift = Math.round((((100 - c.score!) * c.weight) / presentWeight) * 10) / 10
    citations.push({ kind: "fi_score_component", id: name, value: c.score })
    lines.push(
      `What holds it back most is your ${componentNames[name]}: it scores ${c.score} with a weight of ${c.weight}; ` +
        `raising it to 100 would lift your score by ${lift} points.`
    )
  }
  const progress = fi.components.fiProgress
  const { netWorth, fiNumber, reportingCurrency } = fi.inputs
  if (progress.value !== null && fiNumber !== null) {
    if (weakest?.[0] !== "fiProgress")
      citations.push({ kind: "fi_score_component", id: "fiProgress", value: progress.score })
    const gap = Math.max(0, fiNumber - netWorth)
    lines.push(
      gap === 0
        ? `Your net worth of ${money(netWorth, reportingCurrency)} already covers your FI number of ${money(fiNumber, reportingCurrency)}.`
        : `Your FI date depends on closing the gap between your net worth (${money(netWorth, reportingCurrency)}) and ` +
            `your FI number (${money(fiNumber, reportingCurrency)}): ${money(gap, reportingCurrency)} to go. Spending ` +
            "less lowers the FI number itself; saving more closes the gap sooner."
    )
  }
  const missing = entries.filter(([, c]) => c.score === null && c.missing !== null)
  if (missing.length > 0)
    lines.push(`Not computed: ${missing.map(([name, c]) => `${componentNames[name]} (${c.missing})`).join("; ")}.`)
  return { content: lines.join(" "), citations }
}

const claimsAnswer = (receipts: ReadonlyArray<DecisionReceipt>): OfflineAnswer => {
  if (receipts.length === 0)
    return {
      content:
        "You have no evaluated plan yet: evaluate a scenario revision to see which claims are ready, limited or blocked.",
      citations: []
    }
  const citations: Array<Citation> = []
  const lines: Array<string> = []
  for (const receipt of receipts) {
    citations.push({ kind: "receipt", id: receipt.receiptId, value: receipt.readiness })
    const open = receipt.claimResults.filter((c) => c.state !== "ready")
    if (open.length === 0) {
      lines.push(`Receipt ${receipt.receiptId}: every claim is ready.`)
      continue
    }
    lines.push(`Receipt ${receipt.receiptId} is ${receipt.readiness}.`)
    for (const claim of open) {
      citations.push({ kind: "claim", id: `${receipt.receiptId}/${claim.claim}`, value: claim.state })
      const reasons = receipt.warnings.filter((w) => w.claim === claim.claim)
      lines.push(
        reasons.length === 0
          ? `The claim ${claim.claim} is ${claim.state}.`
          : `The claim ${claim.claim} is ${claim.state} because ${reasons
              .map((w) => `${w.code} (${w.message})`)
              .join("; ")}; clearing ${reasons.length === 1 ? "that reason" : "those reasons"} would make it ready.`
      )
    }
  }
  return { content: lines.join(" "), citations }
}

const join = (parts: ReadonlyArray<OfflineAnswer>): OfflineAnswer => {
  const used = parts.filter((p) => p.content !== "")
  return { content: used.map((p) => p.content).join("\n\n"), citations: used.flatMap((p) => p.citations) }
}

const answerTopic = (topic: Topic, figures: CoachFigures): OfflineAnswer => {
  switch (topic) {
    case "score":
      return join([scoreAnswer(figures.fiScore), timelineAnswer(figures.timeline)])
    case "claims":
      return claimsAnswer(figures.receipts)
    case "indicators":
      return indicatorsAnswer(figures.indicators)
    case "cities":
      return moveAnswer(figures.move)
  }
}

/** The offline coach's answer to `question` from `figures`. Pure and deterministic. */
export const answerOffline = (question: string, figures: CoachFigures): OfflineAnswer =>
  join(topicsOf(question).map((topic) => answerTopic(topic, figures)))
