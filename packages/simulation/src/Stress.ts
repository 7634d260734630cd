/**
 * Stress scenarios and the warnings a run carries.
 */
import type { SamplingMode } from "./Contract.js"
import type { ParameterSet, StressScenario } from "./ParameterSet.js"
import type { Plan } from "./Plan.js"
import type { SimulationWarning } from "./SimulationResult.js"

/** The scenario that applies nothing: pure resampling of history. */
export const BASELINE: StressScenario = {
  id: "baseline",
  description: "Baseline: block bootstrap of the joint historical rows, no forced prefix, no shocks.",
  prefixObservationIndexes: [],
  shockYears: 0
}

/** The scenario `id` of the set (`baseline` falls back to the built-in one), or undefined when unknown. */
export const resolveStressScenario = (set: ParameterSet, id: string): StressScenario | undefined =>
  set.stressScenarios.find((s) => s.id === id) ?? (id === "baseline" ? BASELINE : undefined)

/** Minimum number of complete historical cycles below which rolling results are flagged as limited. */
export const MIN_ROLLING_CYCLES = 30

/** Inputs of the warning rules. `asOf` is an ISO date-time injected by the caller (no clock here). */
export interface WarningContext {
  readonly set: ParameterSet
  readonly plan: Plan
  readonly scenario: StressScenario
  readonly horizonYears: number
  readonly sampling: SamplingMode
  readonly asOf?: string
}

/**
 * The warnings of a run, in a fixed order:
 * PARAMETER_SET_WARNING_EXPIRY (asOf at or after approval.warningExpiresAt), TAX_EXCLUDED (no tax
 * profile) or CURRENT_TAX_LAW_HELD_STATIC (a tax profile), ANNUAL_MODEL_GRANULARITY (always),
 * HISTORICAL_SAMPLE_LIMITATION (bootstrap: fewer joint rows than twice the horizon; rolling: fewer than
 * 30 complete cycles), STRESS_SCENARIO_APPLIED (any scenario but baseline).
 */
export const runWarnings = (ctx: WarningContext): ReadonlyArray<SimulationWarning> => {
  const w: Array<SimulationWarning> = []
  const rows = ctx.set.observations.length
  const expiry = ctx.set.approval.warningExpiresAt
  if (ctx.asOf !== undefined && expiry !== null && Date.parse(ctx.asOf) >= Date.parse(expiry)) {
    w.push({
      code: "PARAMETER_SET_WARNING_EXPIRY",
      detail: `Parameter set ${ctx.set.id} passed its review date ${expiry}; figures may be stale.`
    })
  }
  if (ctx.plan.taxProfile === undefined) {
    w.push({
      code: "TAX_EXCLUDED",
      detail: "No tax profile: withdrawals are modelled untaxed, so spending is funded more easily than after tax."
    })
  } else {
    w.push({
      code: "CURRENT_TAX_LAW_HELD_STATIC",
      detail:
        ctx.plan.taxProfile.kind === "flat_withdrawal"
          ? `A flat ${ctx.plan.taxProfile.rate} tax on gross withdrawals is applied unchanged in every year of the horizon.`
          : `The compiled gain-tax schedule (${ctx.plan.taxProfile.segments.map((s) => s.source).join("; ")}) is applied in every year of its segment, its thresholds indexed to the tax currency's inflation.`
    })
  }
  w.push({
    code: "ANNUAL_MODEL_GRANULARITY",
    detail:
      "Annual steps: withdrawals at the start of each year, returns, inflation and FX once a year; no intra-year paths."
  })
  const cycles = rows - ctx.horizonYears + 1
  if (ctx.sampling === "block-bootstrap" ? rows < 2 * ctx.horizonYears : cycles < MIN_ROLLING_CYCLES) {
    w.push({
      code: "HISTORICAL_SAMPLE_LIMITATION",
      detail:
        ctx.sampling === "block-bootstrap"
          ? `Only ${rows} joint annual rows (${ctx.set.observationPeriod.start}-${ctx.set.observationPeriod.end}) for a ${ctx.horizonYears}-year horizon: paths reuse the same history heavily.`
          : `Only ${Math.max(0, cycles)} complete ${ctx.horizonYears}-year historical cycles in ${ctx.set.observationPeriod.start}-${ctx.set.observationPeriod.end}.`
    })
  }
  if (ctx.scenario.id !== "baseline") {
    w.push({
      code: "STRESS_SCENARIO_APPLIED",
      detail: `Stress scenario ${ctx.scenario.id}: ${ctx.scenario.description}`.slice(0, 1000)
    })
  }
  return w
}
