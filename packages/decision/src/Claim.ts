import { Schema } from "effect"

/**
 * The claims a FIRE Decision evaluates (DESIGN.md). Each is `ready`, `limited` or `blocked`; the
 * overall readiness of a receipt is the worst of its claims'.
 */
export const ClaimId = Schema.Literals([
  "spending.sustainable",
  "budget.destination_covered",
  "tax.destination_modeled",
  "visa.residence_path",
  "fx.exposure_bounded"
])
export type ClaimId = typeof ClaimId.Type

export const ClaimState = Schema.Literals(["ready", "limited", "blocked"])
export type ClaimState = typeof ClaimState.Type

const rank: Record<ClaimState, number> = { ready: 0, limited: 1, blocked: 2 }

/** The worst of the states (`ready` for none): a receipt is only as ready as its weakest claim. */
export const worstState = (states: ReadonlyArray<ClaimState>): ClaimState =>
  states.reduce<ClaimState>((worst, s) => (rank[s] > rank[worst] ? s : worst), "ready")
