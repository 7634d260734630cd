import { canonicalHash, type ParameterSet as EngineParameterSet, parameterSetContentHash } from "@fire/simulation"

/**
 * Parameter-set governance (DESIGN.md): the market model's data moves `draft` -> `approved` ->
 * `suspended` -> `approved` by operator acts only. Approval names a reviewer and three dates; the
 * content (everything but the approval block) is content-hashed and never changes once approved.
 * Times are epoch milliseconds (UTC).
 */

/** The approval states of spec 3. */
export type ApprovalStatus = "draft" | "approved" | "suspended"

/** A parameter set under governance: the engine's file content plus its approval record. */
export interface GovernedParameterSet {
  /** The set's id, e.g. `us-historical-1934-2022/v1`. */
  readonly id: string
  /** The `parameter-set/1` content as imported (its own `approval` block is ignored; see `engineParameterSet`). */
  readonly content: EngineParameterSet
  /** SHA-256 of the canonical JSON of the content without its approval block (the engine's `parameterSetContentHash`). */
  readonly contentHash: string
  readonly seriesManifestHash: string
  readonly status: ApprovalStatus
  readonly reviewer: string | null
  /** Epoch ms of the latest approval, null while never approved. */
  readonly approvedAt: number | null
  readonly effectiveFrom: number | null
  readonly warningExpiresAt: number | null
  readonly hardExpiresAt: number | null
  readonly importedAt: number
  readonly updatedAt: number
}

/** An operator act on a set. */
export type GovernanceAct =
  | {
      readonly action: "approve"
      readonly reviewer: string
      /** Epoch ms; effectiveFrom <= warningExpiresAt < hardExpiresAt. */
      readonly effectiveFrom: number
      readonly warningExpiresAt: number
      readonly hardExpiresAt: number
    }
  | { readonly action: "suspend"; readonly reason?: string }

/** Why an act or an import is refused; `message` is for the operator. */
export interface GovernanceError {
  readonly _tag: "GovernanceError"
  readonly code: "INVALID_TRANSITION" | "INVALID_APPROVAL" | "CONTENT_FROZEN" | "INVALID_CONTENT" | "NOT_FOUND"
  readonly message: string
}

/** A governance refusal. */
export const governanceError = (code: GovernanceError["code"], message: string): GovernanceError => ({
  _tag: "GovernanceError",
  code,
  message
})

/** Either the next state or the refusal. */
export type GovernanceOutcome =
  | { readonly ok: true; readonly set: GovernedParameterSet }
  | { readonly ok: false; readonly error: GovernanceError }

const REVIEWER_MAX = 160

/**
 * Validates a content for import and builds the draft: the series manifest hash must be the SHA-256
 * of the canonical JSON of `sourceSeries` (so the manifest is what it claims). `now` is epoch ms.
 */
export const draftParameterSet = (
  content: EngineParameterSet,
  now: number
):
  | { readonly ok: true; readonly set: GovernedParameterSet }
  | { readonly ok: false; readonly error: GovernanceError } => {
  const manifest = canonicalHash(content.sourceSeries)
  if (manifest !== content.seriesManifestHash)
    return {
      ok: false,
      error: governanceError(
        "INVALID_CONTENT",
        `seriesManifestHash ${content.seriesManifestHash} is not the SHA-256 of sourceSeries (${manifest})`
      )
    }
  return {
    ok: true,
    set: {
      id: content.id,
      content,
      contentHash: parameterSetContentHash(content),
      seriesManifestHash: content.seriesManifestHash,
      status: "draft",
      reviewer: null,
      approvedAt: null,
      effectiveFrom: null,
      warningExpiresAt: null,
      hardExpiresAt: null,
      importedAt: now,
      updatedAt: now
    }
  }
}

/**
 * Whether importing `incoming` over an existing set is allowed: a draft may be replaced; an approved or
 * suspended set's content can never change (re-importing the identical content is a no-op).
 */
export const reimport = (
  existing: GovernedParameterSet,
  incoming: GovernedParameterSet
):
  | { readonly kind: "unchanged" }
  | { readonly kind: "replace" }
  | { readonly kind: "refused"; readonly error: GovernanceError } => {
  if (existing.contentHash === incoming.contentHash) return { kind: "unchanged" }
  if (existing.status === "draft") return { kind: "replace" }
  return {
    kind: "refused",
    error: governanceError(
      "CONTENT_FROZEN",
      `parameter set ${existing.id} is ${existing.status}: its content can never change (import it under a new id)`
    )
  }
}

/**
 * The pure transition function. `approve` from `draft` or `suspended`, with a reviewer (1-160
 * characters) and effectiveFrom <= warningExpiresAt < hardExpiresAt; `suspend` from `approved` only.
 * The content is carried over untouched. `now` is epoch ms (the approval time).
 */
export const applyGovernanceAct = (set: GovernedParameterSet, act: GovernanceAct, now: number): GovernanceOutcome => {
  const refuse = (code: GovernanceError["code"], message: string): GovernanceOutcome => ({
    ok: false,
    error: governanceError(code, message)
  })
  if (act.action === "suspend") {
    if (set.status !== "approved")
      return refuse(
        "INVALID_TRANSITION",
        `parameter set ${set.id} is ${set.status}: only an approved set can be suspended`
      )
    return { ok: true, set: { ...set, status: "suspended", updatedAt: now } }
  }
  if (set.status === "approved")
    return refuse("INVALID_TRANSITION", `parameter set ${set.id} is already approved (suspend it first)`)
  const reviewer = act.reviewer.trim()
  if (reviewer.length === 0 || reviewer.length > REVIEWER_MAX)
    return refuse("INVALID_APPROVAL", `the reviewer must be 1-${REVIEWER_MAX} characters`)
  const dates = [act.effectiveFrom, act.warningExpiresAt, act.hardExpiresAt]
  if (!dates.every(Number.isFinite)) return refuse("INVALID_APPROVAL", "every approval date must be a valid date")
  if (!(act.effectiveFrom <= act.warningExpiresAt))
    return refuse("INVALID_APPROVAL", "effectiveFrom must be at or before warningExpiresAt")
  if (!(act.warningExpiresAt < act.hardExpiresAt))
    return refuse("INVALID_APPROVAL", "warningExpiresAt must be before hardExpiresAt")
  if (act.hardExpiresAt <= now) return refuse("INVALID_APPROVAL", "hardExpiresAt must be in the future")
  return {
    ok: true,
    set: {
      ...set,
      status: "approved",
      reviewer,
      approvedAt: now,
      effectiveFrom: act.effectiveFrom,
      warningExpiresAt: act.warningExpiresAt,
      hardExpiresAt: act.hardExpiresAt,
      updatedAt: now
    }
  }
}

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString())

/**
 * The engine's `parameter-set/1` value with the governance record as its approval block (ISO
 * date-times), which the result reports in `parameterManifest.approval`.
 */
export const engineParameterSet = (set: GovernedParameterSet): EngineParameterSet => ({
  ...set.content,
  approval: {
    status: set.status,
    reviewer: set.reviewer,
    approvedAt: isoOrNull(set.approvedAt),
    effectiveFrom: isoOrNull(set.effectiveFrom),
    warningExpiresAt: isoOrNull(set.warningExpiresAt),
    hardExpiresAt: isoOrNull(set.hardExpiresAt)
  }
})
