import { type GainTaxBand, type GainTaxSegment, gainTaxOfBands } from "@fire/simulation"
import { Result, Schema } from "effect"
import { calculateTax } from "./calculateTax.js"
import type { TaxCalculationInput } from "./TaxCalculation.js"
import type { TaxCalculationError } from "./TaxCalculation.js"
import type { TaxRuleSet } from "./TaxRuleSet.js"

/**
 * Compiles a rule set's tax on realised capital gains (a household whose only income that year is
 * the gain) into the engine's plain bands (simulation `GainTax.ts`): the calculator is evaluated on a
 * grid of gains (every 250 units to 200,000, every 5,000 to 2,000,000, every 100,000 to 20,000,000)
 * and each change of slope becomes a band boundary, placed where the line before it meets the line
 * after it (exact for a piecewise-linear tax with at most one kink per grid step). Above the grid the
 * last rate continues. Refused when the tax is not a continuous piecewise-linear function from 0 that
 * the engine can hold (tax at zero gain, a slope outside [0, 0.95], more than 64 bands: e.g. a rule
 * set that rounds to whole units).
 */

/** What to compile: the calculator's input without the income. */
export type GainTaxScheduleInput = Omit<TaxCalculationInput, "income" | "countryCode" | "taxYear">

const SLOPE_TOLERANCE = 1e-9
const MAX_BANDS = 64
const MAX_RATE = 0.95
const MATCH_TOLERANCE = 0.01

const grid = (): ReadonlyArray<number> => {
  const xs: Array<number> = []
  for (let x = 0; x < 200_000; x += 250) xs.push(x)
  for (let x = 200_000; x < 2_000_000; x += 5_000) xs.push(x)
  for (let x = 2_000_000; x <= 20_000_000; x += 100_000) xs.push(x)
  return xs
}

/** The rule set's gain tax is not a schedule the engine can hold. */
export class GainTaxScheduleError extends Schema.TaggedError<GainTaxScheduleError>()("GainTaxScheduleError", {
  reason: Schema.Literals(["TaxAtZeroGain", "NotPiecewiseLinear", "RateOutOfRange"]),
  message: Schema.String
}) {}

const refuse = (reason: GainTaxScheduleError["reason"], message: string) =>
  Result.fail(new GainTaxScheduleError({ reason, message }))

/** The segment for `ruleSet` from path year `fromYear`, or why it cannot be compiled. */
export const compileGainTaxSegment = (
  ruleSet: TaxRuleSet,
  input: GainTaxScheduleInput,
  fromYear: number
): Result.Result<GainTaxSegment, TaxCalculationError | GainTaxScheduleError> => {
  const xs = grid()
  const fs: Array<number> = []
  let currency = ""
  for (const x of xs) {
    const r = calculateTax(ruleSet, {
      ...input,
      countryCode: ruleSet.countryCode,
      taxYear: ruleSet.taxYear,
      income: { capitalGains: x }
    })
    if (Result.isFailure(r)) return Result.fail(r.failure)
    fs.push(r.success.totalTax)
    currency = r.success.currency
  }
  if ((fs[0] as number) !== 0)
    return refuse("TaxAtZeroGain", "the tax at zero gain is not 0: not a schedule of the gain alone")
  const slope = (i: number) => ((fs[i + 1] as number) - (fs[i] as number)) / ((xs[i + 1] as number) - (xs[i] as number))
  const bands: Array<GainTaxBand> = [{ from: 0, rate: slope(0) }]
  // the current band's line: through (x0, f0) with rate r
  let x0 = 0
  let f0 = 0
  let r = slope(0)
  for (let i = 1; i + 1 < xs.length; i++) {
    const s = slope(i)
    if (Math.abs(s - r) <= SLOPE_TOLERANCE) continue
    // a kink in [x_i, x_{i+1}]: the next step's line, where it meets the current one
    const next = i + 2 < xs.length ? slope(i + 1) : s
    const xi = xs[i + 1] as number
    const fi = fs[i + 1] as number
    const lo = xs[i] as number
    const met = Math.abs(next - r) > SLOPE_TOLERANCE ? (fi - next * xi - (f0 - r * x0)) / (r - next) : lo
    // two kinks in one step would put the meeting point outside it: keep it inside
    const kink = Math.min(Math.max(met, lo), xi)
    bands.push({ from: kink, rate: next })
    x0 = kink
    f0 = fi - next * (xi - kink)
    r = next
    i++
  }
  if (bands.length > MAX_BANDS)
    return refuse("NotPiecewiseLinear", `${bands.length} bands: the tax is not piecewise linear (rounded?)`)
  if (bands.some((b) => b.rate < 0 || b.rate > MAX_RATE || !Number.isFinite(b.from)))
    return refuse("RateOutOfRange", `a marginal rate outside [0, ${MAX_RATE}]`)
  // the bands must give the calculator's tax at every grid point (to a hundredth of a unit)
  const worst = xs.reduce((w, x, i) => Math.max(w, Math.abs(gainTaxOfBands(bands, x) - (fs[i] as number))), 0)
  if (worst > MATCH_TOLERANCE)
    return refuse(
      "NotPiecewiseLinear",
      `the bands miss the calculator by up to ${worst.toFixed(2)} (a cliff or rounding)`
    )
  return Result.succeed({
    fromYear,
    country: ruleSet.countryCode,
    currency,
    bands,
    source: `${ruleSet.countryCode} ${ruleSet.taxYear} v${ruleSet.version} ${input.residenceStatus} capital gains`
  })
}
