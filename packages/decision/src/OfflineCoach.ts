import type { FiScoreResult } from "@fire/domain/FiScore"
import type { Citation } from "./Conversation.js"
import type { DecisionReceipt } from "./Receipt.js"

/**
 * The coach without a language model: deterministic answers composed only from the figures the
 * tools fetched (the FI score and its components, the latest evaluation receipts). The question
 * picks the topics and is never repeated back, so nothing of it can come out as an instruction.
 */

/** What the coach's tools fetched for one user, already validated by their schemas. */
export interface CoachFigures {
  readonly fiScore: FiScoreResult
  readonly receipts: ReadonlyArray<DecisionReceipt>
}

/** An answer: its text and every figure it used. */
export interface CoachAnswer {
  readonly content: string
  readonly citations: ReadonlyArray<Citation>
}

type Topic = "score" | "claims"

const claimWords = /\b(claims?|receipts?|blocked|limited|ready|readiness|evidence|visa|tax|clear)\b/
const scoreWords = /\b(score|fi|fire|progress|sav(e|ing|ings)|retire|retirement|date|when|drives?|runway|fees?)\b/

/** The topics a question asks about; both when it names neither. */
export const topicsOf = (question: string): ReadonlyArray<Topic> => {
  const q = question.toLowerCase()
  const topics: Array<Topic> = []
  if (scoreWords.test(q)) topics.push("score")
  if (claimWords.test(q)) topics.push("claims")
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

const scoreAnswer = (fi: FiScoreResult): CoachAnswer => {
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

const claimsAnswer = (receipts: ReadonlyArray<DecisionReceipt>): CoachAnswer => {
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

/** The offline coach's answer to `question` from `figures`. Pure and deterministic. */
export const answerOffline = (question: string, figures: CoachFigures): CoachAnswer => {
  const parts = topicsOf(question).map((topic) =>
    topic === "score" ? scoreAnswer(figures.fiScore) : claimsAnswer(figures.receipts)
  )
  return {
    content: parts.map((p) => p.content).join("\n\n"),
    citations: parts.flatMap((p) => p.citations)
  }
}
