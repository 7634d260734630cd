import { Schema } from "effect"
import { EvidenceFact } from "../EvidenceFact.js"
import { CitizenshipCode } from "./Citizenship.js"
import { VisaRoute } from "./VisaRoute.js"

/**
 * Citizenships that may reside without any route (EU/EEA/CH free movement in EU and EFTA
 * states, the Common Travel Area, the Trans-Tasman arrangement), backed by one fact. A
 * country's own citizens are always exempt and need not be listed.
 */
export const FreeMovement = Schema.Struct({
  citizenships: Schema.Array(CitizenshipCode),
  factId: Schema.String.check(Schema.isUUID())
})
export type FreeMovement = typeof FreeMovement.Type

/**
 * The residence routes of one country for a person living on savings, as evidence.
 * `ruleSetId` is UUIDv5 of `visa/<cc>/<version>` (see DeterministicId.ts).
 */
export const VisaRuleSet = Schema.Struct({
  ruleSetId: Schema.String.check(Schema.isUUID()),
  country: CitizenshipCode,
  countryName: Schema.NonEmptyString,
  /** `YYYY.N`: the year the rule set was compiled and a release counter. */
  version: Schema.String.check(Schema.isPattern(/^\d{4}\.\d+$/u)),
  freeMovement: FreeMovement,
  /** Why the country offers no (or few) routes for living on savings, when that is the case. */
  summary: Schema.NonEmptyString,
  /** Facts behind the summary (e.g. that no route exists for living on savings). */
  summaryFactIds: Schema.Array(Schema.String.check(Schema.isUUID())),
  routes: Schema.Array(VisaRoute),
  facts: Schema.NonEmptyArray(EvidenceFact)
})
export type VisaRuleSet = typeof VisaRuleSet.Type

/** Decodes one rule set from parsed JSON; throws a SchemaError naming every bad path. */
export const decodeVisaRuleSet = Schema.decodeUnknownSync(VisaRuleSet)

/** Facts of `ruleSet` by id, for look-ups from routes. */
export const factsById = (ruleSet: VisaRuleSet): ReadonlyMap<string, EvidenceFact> =>
  new Map(ruleSet.facts.map((fact) => [fact.id, fact]))
