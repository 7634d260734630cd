import { type EvidenceFact, factFreshness } from "@fire/domain/EvidenceFact"
import { type ClaimId, type ClaimState, worstState } from "./Claim.js"

/**
 * What evaluating one claim yields (DESIGN.md, "Claims"): its state, the evidence facts it rests
 * on, the warnings that lowered it (each naming the facts behind it) and the figures computed.
 */

/** Why a claim is below `ready`, or a caveat on it. `evidenceFactIds` may be empty for non-fact inputs. */
export interface ClaimWarning {
  readonly code: string
  readonly message: string
  readonly evidenceFactIds: ReadonlyArray<string>
}

/** A fact together with the rule set it was read from (the snapshot copies both). */
export interface UsedFact {
  readonly ruleSetId: string
  readonly fact: EvidenceFact
}

/** The evaluation of one claim. `details` is plain JSON. */
export interface ClaimResult {
  readonly claim: ClaimId
  readonly state: ClaimState
  readonly evidenceFactIds: ReadonlyArray<string>
  readonly warnings: ReadonlyArray<ClaimWarning>
  readonly details: Readonly<Record<string, unknown>>
  /** The facts used, for the evidence snapshot (never exposed by the receipt). */
  readonly facts: ReadonlyArray<UsedFact>
}

/** A state with the warnings that explain it. */
export interface Judgement {
  readonly state: ClaimState
  readonly warnings: ReadonlyArray<ClaimWarning>
}

/** `ready` with no warnings. */
export const READY: Judgement = { state: "ready", warnings: [] }

/** A single-warning judgement. */
export const judged = (
  state: ClaimState,
  code: string,
  message: string,
  evidenceFactIds: ReadonlyArray<string> = []
) => ({
  state,
  warnings: [{ code, message, evidenceFactIds }]
})

/** The worst of several judgements, with all their warnings in order. */
export const combineJudgements = (judgements: ReadonlyArray<Judgement>): Judgement => ({
  state: worstState(judgements.map((j) => j.state)),
  warnings: judgements.flatMap((j) => j.warnings)
})

/**
 * Judges facts at `now` (epoch ms): retracted or superseded (`FACT_INVALID`) and past
 * `hardExpiry` (`FACT_EXPIRED`) block; provisional (`FACT_PROVISIONAL`) or past `warningAfter`
 * (`FACT_PAST_WARNING`) limit; all current is `ready`. One warning per code, listing its facts.
 */
export const judgeFacts = (facts: ReadonlyArray<EvidenceFact>, now: number): Judgement => {
  const byCode = new Map<string, { state: ClaimState; ids: Array<string>; message: string }>()
  const add = (code: string, state: ClaimState, message: string, id: string) => {
    const entry = byCode.get(code) ?? { state, ids: [], message }
    if (!entry.ids.includes(id)) entry.ids.push(id)
    byCode.set(code, entry)
  }
  for (const fact of facts) {
    switch (factFreshness(fact, now)) {
      case "invalid":
        add("FACT_INVALID", "blocked", "A fact the claim rests on was retracted or superseded", fact.id)
        break
      case "expired":
        add("FACT_EXPIRED", "blocked", "A fact the claim rests on is past its hard expiry", fact.id)
        break
      case "warning":
        if (fact.factStatus === "provisional")
          add("FACT_PROVISIONAL", "limited", "A fact the claim rests on is provisional", fact.id)
        if (now > Date.parse(fact.warningAfter))
          add("FACT_PAST_WARNING", "limited", "A fact the claim rests on is past its review date", fact.id)
        break
      case "current":
        break
    }
  }
  return combineJudgements(
    [...byCode].map(([code, e]) => ({
      state: e.state,
      warnings: [{ code, message: e.message, evidenceFactIds: e.ids }]
    }))
  )
}

/** Assembles a claim result; fact ids are the distinct ids of `facts`, in order. */
export const claimResult = (
  claim: ClaimId,
  judgement: Judgement,
  facts: ReadonlyArray<UsedFact>,
  details: Readonly<Record<string, unknown>>
): ClaimResult => {
  const seen = new Set<string>()
  const unique = facts.filter((f) => {
    if (seen.has(f.fact.id)) return false
    seen.add(f.fact.id)
    return true
  })
  return {
    claim,
    state: judgement.state,
    evidenceFactIds: unique.map((f) => f.fact.id),
    warnings: judgement.warnings,
    details,
    facts: unique
  }
}
