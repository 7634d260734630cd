import { Schema } from "effect"

/**
 * An evidence fact: one verified statement taken from a rule set (tax or visa), with the
 * dates that decide whether a decision may still rest on it. Shared by every rule set so the
 * FIRE Decision can judge freshness the same way everywhere (DESIGN.md, "Evidence fact").
 */

/** Lifecycle of a fact: `verified` is current; `provisional` awaits confirmation; the last two are never current. */
export const FactStatus = Schema.Literals(["verified", "provisional", "superseded", "retracted"])
export type FactStatus = typeof FactStatus.Type

/** What kind of publication the fact was read from, strongest first. */
export const SourceKind = Schema.Literals(["statute", "government_guidance", "official_calculator", "secondary"])
export type SourceKind = typeof SourceKind.Type

/** Whether the source URL answered when last checked. */
export const SourceStatus = Schema.Literals(["reachable", "moved", "unreachable", "unchecked"])
export type SourceStatus = typeof SourceStatus.Type

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u))

/** An instant, ISO 8601 in UTC with a `Z` suffix, e.g. `2026-11-21T00:00:00Z`. */
export const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/u)
)

/** Only http(s) sources are ever exposed (spec 2.11). */
export const SourceUrl = Schema.String.check(Schema.isPattern(/^https?:\/\/[^\s/$.?#][^\s]*$/u))

/** A fact's stable key inside its rule set, e.g. `pt.irs.bracket.2025.1` or `es.visa.dnv.min_income`. */
export const FactKey = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/u), Schema.isMaxLength(160))

export const EvidenceFact = Schema.Struct({
  /** UUID, stable across releases of the same fact (derive it deterministically, e.g. UUIDv5 of the key). */
  id: Schema.String.check(Schema.isUUID()),
  key: FactKey,
  /** The fact itself: a number, string, boolean or small JSON value. */
  value: Schema.Json,
  /** Units or meaning of `value`, e.g. `EUR per year`, `fraction`. */
  unit: Schema.optionalKey(Schema.String),
  effectiveFrom: IsoDate,
  effectiveTo: Schema.optionalKey(IsoDate),
  verifiedAt: IsoDateTime,
  /** After this instant a claim resting on the fact is at best `limited`. */
  warningAfter: IsoDateTime,
  /** After this instant a claim resting on the fact is `blocked`. */
  hardExpiry: IsoDateTime,
  factStatus: FactStatus,
  sourceUrl: SourceUrl,
  publisher: Schema.NonEmptyString.check(Schema.isMaxLength(240)),
  sourceKind: SourceKind,
  sourceStatus: SourceStatus
})
export type EvidenceFact = typeof EvidenceFact.Type

/** Freshness of one fact at an instant: the input of every claim's readiness. */
export type FactFreshness = "current" | "warning" | "expired" | "invalid"

/**
 * Classifies a fact at `at` (epoch milliseconds, injected: never the wall clock).
 * `invalid`: superseded or retracted; `expired`: past `hardExpiry`; `warning`: past
 * `warningAfter` or only provisional; otherwise `current`.
 */
export const factFreshness = (fact: EvidenceFact, at: number): FactFreshness => {
  if (fact.factStatus === "superseded" || fact.factStatus === "retracted") return "invalid"
  if (at > Date.parse(fact.hardExpiry)) return "expired"
  if (at > Date.parse(fact.warningAfter) || fact.factStatus === "provisional") return "warning"
  return "current"
}
