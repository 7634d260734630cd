import type { SimulationWarning } from "@fire/simulation"
import type { GovernedParameterSet } from "./ParameterSet.js"
import type { RevisionContent } from "./Revision.js"

/**
 * Which approved parameter set a simulation of a revision uses (DESIGN.md): one that covers the
 * revision's asset factors and currencies, is approved, effective at `now` and not past
 * `hardExpiresAt`. Past `warningExpiresAt` it is still used, with `PARAMETER_SET_WARNING_EXPIRY`.
 * Times are epoch ms. Never falls back to request-supplied or legacy data.
 */

/** The asset factors a revision's positions hold, sorted and distinct. */
export const revisionFactors = (content: RevisionContent): ReadonlyArray<string> =>
  [...new Set(content.positions.map((p) => p.assetFactor))].sort()

/** Every currency a revision uses (positions, required and discretionary spending, income), sorted and distinct. */
export const revisionCurrencies = (content: RevisionContent): ReadonlyArray<string> =>
  [
    ...new Set([
      ...content.positions.map((p) => p.currency),
      content.requiredNetSpending.currency,
      content.discretionarySpending.currency,
      ...content.incomeStreams.map((s) => s.currency)
    ])
  ].sort()

/** Why a set is not usable for a revision at `now`, or undefined when it is. */
export const unusableReason = (
  set: GovernedParameterSet,
  content: RevisionContent,
  now: number
): string | undefined => {
  if (set.status !== "approved") return `${set.id} is ${set.status}`
  if (set.effectiveFrom === null || set.hardExpiresAt === null) return `${set.id} has no approval dates`
  if (now < set.effectiveFrom) return `${set.id} is not effective yet`
  if (now >= set.hardExpiresAt) return `${set.id} is past its hard expiry`
  const factors = revisionFactors(content).filter((f) => !set.content.assetFactors.includes(f))
  if (factors.length > 0) return `${set.id} does not cover the asset factors ${factors.join(", ")}`
  const currencies = revisionCurrencies(content).filter((c) => !set.content.currencies.includes(c))
  if (currencies.length > 0) return `${set.id} does not cover the currencies ${currencies.join(", ")}`
  return undefined
}

/** The selected set and the warnings its governance adds, or none with the reasons each candidate was refused. */
export type Selection =
  | {
      readonly _tag: "Selected"
      readonly set: GovernedParameterSet
      readonly warnings: ReadonlyArray<SimulationWarning>
    }
  | { readonly _tag: "None"; readonly reasons: ReadonlyArray<string> }

/** `PARAMETER_SET_WARNING_EXPIRY` when `now` is at or past the set's `warningExpiresAt`. */
export const governanceWarnings = (set: GovernedParameterSet, now: number): ReadonlyArray<SimulationWarning> =>
  set.warningExpiresAt !== null && now >= set.warningExpiresAt
    ? [
        {
          code: "PARAMETER_SET_WARNING_EXPIRY",
          detail: `Parameter set ${set.id} passed its review date ${new Date(set.warningExpiresAt).toISOString()}; figures may be stale.`
        }
      ]
    : []

/**
 * Picks among `candidates` the usable set for the revision at `now` (epoch ms). Among several, the
 * one with the most joint observation rows, then the latest `effectiveFrom`, then the smallest id:
 * the same inputs always select the same set.
 */
export const selectParameterSet = (
  candidates: ReadonlyArray<GovernedParameterSet>,
  content: RevisionContent,
  now: number
): Selection => {
  const reasons: Array<string> = []
  const usable: Array<GovernedParameterSet> = []
  for (const set of candidates) {
    const reason = unusableReason(set, content, now)
    if (reason === undefined) usable.push(set)
    else reasons.push(reason)
  }
  usable.sort(
    (a, b) =>
      b.content.observations.length - a.content.observations.length ||
      (b.effectiveFrom ?? 0) - (a.effectiveFrom ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
  const chosen = usable[0]
  if (chosen === undefined)
    return { _tag: "None", reasons: reasons.length > 0 ? reasons : ["no parameter set is approved"] }
  return { _tag: "Selected", set: chosen, warnings: governanceWarnings(chosen, now) }
}
