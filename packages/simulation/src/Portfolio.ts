/**
 * The projection rule `native_factor_return_then_position_fee`, compiled once per run into per-row
 * tables so the hot loop only multiplies typed-array entries.
 *
 * Each position grows by its factor's nominal return in its own currency, is converted to USD with
 * that year's FX (the annual USD return of one unit), then pays its fee. With annual rebalancing to
 * the initial USD weights w_i, one year multiplies the balance by
 *   gross = sum_i w_i * (1 + r_factor(i)) * (1 + fx_currency(i)) * (1 - fee_i).
 */
import { bandBases, costBasisMethod, type GainTaxSegment } from "./GainTax.js"
import { glideWeights } from "./GlidePath.js"
import type { ParameterSet, StressScenario } from "./ParameterSet.js"
import type { Plan } from "./Plan.js"
import type { CompiledPositions } from "./PositionBasis.js"
import {
  STRATEGY_CONSTANT_REAL,
  STRATEGY_FLOOR_CEILING,
  STRATEGY_GUYTON_KLINGER,
  STRATEGY_PERCENT,
  STRATEGY_VPW,
  vpwRate
} from "./SpendingStrategy.js"

/** Per-row tables for one regime (unshocked, or with the scenario's shocks added). */
export interface RowTables {
  /** Balance multiplier of the rebalanced portfolio over the year, in nominal USD. */
  readonly gross: Float64Array
  /** USD gain from FX moves per USD invested: sum_i w_i (1 + r_i) fx_i (1 - fee_i). */
  readonly fxShare: Float64Array
  /** 1 + reporting inflation (the deflator's growth). */
  readonly deflatorGrowth: Float64Array
  /** 1 / deflatorGrowth. */
  readonly inverseDeflatorGrowth: Float64Array
  /** Real return of the portfolio: gross / deflatorGrowth - 1. */
  readonly realReturn: Float64Array
  /** Per tracked currency k, row r at [k * rows + r]: 1 + fx (nominal USD value of one unit). */
  readonly fxGrowth: Float64Array
  /** Per tracked currency: (1 + inflation of its series) * (1 + fx): an inflation-linked unit in USD. */
  readonly linkedGrowth: Float64Array
  /** Row-major, row r and tracked currency c at [r * k + c]: 1 + inflation of c's series (capped pensions). */
  readonly inflationGrowth: Float64Array
  /**
   * The hot loop's copy, one row contiguous: [row * ROW_STRIDE + GROSS | INVERSE_DEFLATOR | FX_SHARE |
   * REAL_RETURN].
   */
  readonly packed: Float64Array
  /** Per row, per tracked currency c: [row * 2k + 2c] linked growth, [row * 2k + 2c + 1] FX growth. */
  readonly currencyPacked: Float64Array
}

/** Stride and offsets of `RowTables.packed`. */
export const ROW_STRIDE = 4
export const GROSS = 0
export const INVERSE_DEFLATOR = 1
export const FX_SHARE = 2
export const REAL_RETURN = 3

/** Builds the packed copies of the per-row arrays (`rows` rows, `k` tracked currencies). */
export const packTables = (t: Omit<RowTables, "packed" | "currencyPacked">, rows: number, k: number): RowTables => {
  const packed = new Float64Array(rows * ROW_STRIDE)
  const currencyPacked = new Float64Array(rows * 2 * k)
  for (let r = 0; r < rows; r++) {
    packed[r * ROW_STRIDE + GROSS] = t.gross[r] as number
    packed[r * ROW_STRIDE + INVERSE_DEFLATOR] = t.inverseDeflatorGrowth[r] as number
    packed[r * ROW_STRIDE + FX_SHARE] = t.fxShare[r] as number
    packed[r * ROW_STRIDE + REAL_RETURN] = t.realReturn[r] as number
    for (let c = 0; c < k; c++) {
      currencyPacked[r * 2 * k + 2 * c] = t.linkedGrowth[c * rows + r] as number
      currencyPacked[r * 2 * k + 2 * c + 1] = t.fxGrowth[c * rows + r] as number
    }
  }
  return { ...t, packed, currencyPacked }
}

/** A compiled income stream. */
export interface CompiledIncome {
  readonly usd0: number
  readonly currencyIndex: number
  readonly linked: boolean
  readonly startYear: number
  readonly endYear: number
}

/** `IncomeTable.indexation` codes: the currency's linked or FX index, or the stream's own index. */
export const INCOME_LINKED = 1
export const INCOME_NOMINAL = 0
export const INCOME_CAPPED = 2
export const INCOME_FIXED_RISE = 3

/** The income streams as parallel typed arrays, for the hot loop. */
export interface IncomeTable {
  readonly count: number
  readonly usd0: Float64Array
  readonly currencyIndex: Int32Array
  /** 1 when inflation-linked. */
  readonly linked: Uint8Array
  readonly startYear: Int32Array
  readonly endYear: Int32Array
  /** INCOME_* code per stream (partial indexation uses the stream's own index). */
  readonly indexation: Uint8Array
  /** Per stream: 1 + cap (capped) or 1 + rate (fixed rise); 0 otherwise. */
  readonly indexationFactor: Float64Array
  /** True when some stream carries its own (partial) indexation. */
  readonly hasOwnIndex: boolean
  /** The indexes of the streams with their own indexation. */
  readonly ownStreams: Int32Array
}

/**
 * The spending strategy, compiled: its code (STRATEGY_*), its parameters and, for VPW, the rate of
 * each path year 1..60.
 */
export interface CompiledStrategy {
  readonly code: number
  /** percent_of_portfolio and floor_ceiling: rate; guyton_klinger: initial rate. */
  readonly rate: number
  readonly guardrail: number
  readonly adjustment: number
  readonly preservationEndsYearsBeforeHorizon: number
  readonly ceiling: number
  readonly floor: number
  /** VPW: the withdrawal rate of path year t at [t - 1]. */
  readonly vpwRateByYear: Float64Array
}

/**
 * A glide path compiled into per-year packed tables, one per distinct year: path year t reads
 * [(min(t, years) - 1) * yearStride + row * ROW_STRIDE + ...] (after its last distinct year the weights
 * hold, so the tables stay small and cache-resident).
 */
export interface CompiledGlide {
  readonly packed: Float64Array
  readonly shockedPacked: Float64Array
  /** rows * ROW_STRIDE. */
  readonly yearStride: number
  /** Distinct years compiled: min(60, N + 1) for a linear path over N years, the table's length. */
  readonly years: number
}

/** The saving phase, compiled (retirementYear 1 and no FI number when the plan has none). */
export interface CompiledSaving {
  readonly retirementYear: number
  readonly contributionUsd0: number
  readonly contributionCurrencyIndex: number
  readonly contributionLinked: boolean
  /** The FI number in real USD of year 0; 0 when there is no saving phase. */
  readonly fiRealUsd: number
}

/** A gain-tax schedule compiled: the bands of every segment back to back, and each year's segment. */
export interface CompiledGainTax {
  readonly from: Float64Array
  readonly rate: Float64Array
  /** The tax at `from` (the sum of the bands below). */
  readonly base: Float64Array
  /** Per segment: first band index, band count, tracked currency, USD per unit at spot. */
  readonly bandAt: Int32Array
  readonly bandCount: Int32Array
  readonly currencyIndex: Int32Array
  readonly spotUsd: Float64Array
  /** Path year t's segment at [t - 1]. */
  readonly yearSegment: Int32Array
}

/** The most path years a run can have: compiled per-year tables cover them. */
export const MAX_YEARS = 60

/** Everything the path projection needs, in USD of today. */
export interface CompiledModel {
  readonly rowCount: number
  readonly base: RowTables
  readonly shocked: RowTables
  readonly shockYears: number
  readonly initialBalanceUsd: number
  readonly requiredUsd0: number
  readonly requiredCurrencyIndex: number
  readonly discretionaryUsd0: number
  readonly discretionaryCurrencyIndex: number
  readonly incomes: ReadonlyArray<CompiledIncome>
  readonly incomeTable: IncomeTable
  readonly currencyCount: number
  /** True when some income stream is not inflation-linked (its value follows FX only). */
  readonly needsFxIndex: boolean
  /** The distinct tracked-currency indexes of income streams (their indices advance each year). */
  readonly incomeCurrencies: Int32Array
  readonly taxRate: number
  readonly strategy: CompiledStrategy
  /** Present when the plan has a glide path. */
  readonly glide?: CompiledGlide
  readonly saving: CompiledSaving
  /** Present with a `gain_schedule` tax profile. */
  readonly gainTax?: CompiledGainTax
  /** The portfolio's cost basis in USD at the start (positions' costBasis, default their value). */
  readonly initialBasisUsd: number
  /** Present when the gain-tax profile keeps the cost basis per position (PositionBasis.ts). */
  readonly positions?: CompiledPositions
}

/** A problem that makes the plan impossible to run against the set (unknown factor or currency). */
export interface CompileIssue {
  readonly path: string
  readonly message: string
}

const tables = (
  set: ParameterSet,
  plan: Plan,
  currencies: ReadonlyArray<string>,
  weights: Float64Array,
  shock: StressScenario | undefined
): RowTables => {
  const rows = set.observations
  const n = rows.length
  const k = currencies.length
  const gross = new Float64Array(n)
  const fxShare = new Float64Array(n)
  const deflatorGrowth = new Float64Array(n)
  const realReturn = new Float64Array(n)
  const inverseDeflatorGrowth = new Float64Array(n)
  const fxGrowth = new Float64Array(n * k)
  const linkedGrowth = new Float64Array(n * k)
  const inflationGrowth = new Float64Array(n * k)
  const fxOf = (row: (typeof rows)[number], cur: string): number =>
    cur === "USD" ? 0 : (row.fxReturn[cur] ?? 0) + (shock?.fxShockByCurrency?.[cur] ?? 0)
  const inflOf = (row: (typeof rows)[number], series: string): number =>
    (row.inflation[series] ?? 0) + (shock?.inflationShockBySeries?.[series] ?? 0)
  for (let r = 0; r < n; r++) {
    const row = rows[r] as (typeof rows)[number]
    let g = 0
    let f = 0
    // Fixed summation order: positions in plan order.
    plan.positions.forEach((p, i) => {
      const ret = (row.nominalReturn[p.assetFactor] ?? 0) + (shock?.returnShockByFactor?.[p.assetFactor] ?? 0)
      const fx = fxOf(row, p.currency)
      const w = weights[i] as number
      g += w * (1 + ret) * (1 + fx) * (1 - p.annualFee)
      f += w * (1 + ret) * fx * (1 - p.annualFee)
    })
    gross[r] = g
    fxShare[r] = f
    deflatorGrowth[r] = 1 + inflOf(row, set.reportingInflationSeriesId)
    realReturn[r] = g / (deflatorGrowth[r] as number) - 1
    inverseDeflatorGrowth[r] = 1 / (deflatorGrowth[r] as number)
    currencies.forEach((cur, c) => {
      const fx = fxOf(row, cur)
      fxGrowth[c * n + r] = 1 + fx
      inflationGrowth[r * k + c] = 1 + inflOf(row, set.currencyInflationSeries[cur] ?? "")
      linkedGrowth[c * n + r] = (1 + inflOf(row, set.currencyInflationSeries[cur] ?? "")) * (1 + fx)
    })
  }
  return packTables(
    { gross, fxShare, deflatorGrowth, inverseDeflatorGrowth, realReturn, fxGrowth, linkedGrowth, inflationGrowth },
    n,
    k
  )
}

/** Distinct years of a glide path: its weights are constant from this path year on. */
const glideYears = (g: NonNullable<Plan["glidePath"]>): number =>
  Math.min(MAX_YEARS, g.kind === "linear" ? g.years + 1 : g.weightsByYear.length)

/**
 * The packed tables of path years 1..glideYears under the plan's glide path, year after year: the same
 * sums as `tables` (same terms, same order), from each position's per-row factors formed once.
 */
const glideTables = (set: ParameterSet, plan: Plan, shock: StressScenario | undefined): Float64Array => {
  const g = plan.glidePath
  const rows = set.observations
  const n = rows.length
  const yearStride = n * ROW_STRIDE
  if (g === undefined) return new Float64Array(0)
  const k = plan.positions.length
  // per position i and row r at [i * n + r]: 1 + return, 1 + fx, fx; per position: 1 - fee
  const grow = new Float64Array(k * n)
  const fxGrow = new Float64Array(k * n)
  const fxOnly = new Float64Array(k * n)
  const keep = Float64Array.from(plan.positions, (p) => 1 - p.annualFee)
  const deflatorGrowth = new Float64Array(n)
  const inverseDeflatorGrowth = new Float64Array(n)
  for (let r = 0; r < n; r++) {
    const row = rows[r] as (typeof rows)[number]
    plan.positions.forEach((p, i) => {
      const ret = (row.nominalReturn[p.assetFactor] ?? 0) + (shock?.returnShockByFactor?.[p.assetFactor] ?? 0)
      const fx =
        p.currency === "USD" ? 0 : (row.fxReturn[p.currency] ?? 0) + (shock?.fxShockByCurrency?.[p.currency] ?? 0)
      grow[i * n + r] = 1 + ret
      fxGrow[i * n + r] = 1 + fx
      fxOnly[i * n + r] = fx
    })
    const series = set.reportingInflationSeriesId
    deflatorGrowth[r] = 1 + ((row.inflation[series] ?? 0) + (shock?.inflationShockBySeries?.[series] ?? 0))
    // the same in every glide year: divided once per row
    inverseDeflatorGrowth[r] = 1 / (deflatorGrowth[r] as number)
  }
  const years = glideYears(g)
  const out = new Float64Array(years * yearStride)
  const w = new Float64Array(k)
  for (let t = 1; t <= years; t++) {
    glideWeights(g, t, w)
    const base = (t - 1) * yearStride
    for (let r = 0; r < n; r++) {
      let gross = 0
      let f = 0
      for (let i = 0; i < k; i++) {
        const wr = (w[i] as number) * (grow[i * n + r] as number)
        gross += wr * (fxGrow[i * n + r] as number) * (keep[i] as number)
        f += wr * (fxOnly[i * n + r] as number) * (keep[i] as number)
      }
      const d = deflatorGrowth[r] as number
      out[base + r * ROW_STRIDE + GROSS] = gross
      out[base + r * ROW_STRIDE + INVERSE_DEFLATOR] = inverseDeflatorGrowth[r] as number
      out[base + r * ROW_STRIDE + FX_SHARE] = f
      out[base + r * ROW_STRIDE + REAL_RETURN] = gross / d - 1
    }
  }
  return out
}

/** Flattens the segments' bands and maps each path year to its segment. */
const compileGainTax = (
  segments: ReadonlyArray<GainTaxSegment>,
  spotUsd: ReadonlyArray<number>,
  currencyIndex: ReadonlyArray<number>
): CompiledGainTax => {
  const bands = segments.flatMap((s) => s.bands)
  const from = Float64Array.from(bands, (b) => b.from)
  const rate = Float64Array.from(bands, (b) => b.rate)
  const base = new Float64Array(bands.length)
  const bandAt = new Int32Array(segments.length)
  let k = 0
  segments.forEach((s, i) => {
    bandAt[i] = k
    base.set(bandBases(from, rate, k, s.bands.length), k)
    k += s.bands.length
  })
  const yearSegment = new Int32Array(MAX_YEARS)
  for (let t = 1; t <= MAX_YEARS; t++) {
    let s = 0
    while (s + 1 < segments.length && (segments[s + 1] as GainTaxSegment).fromYear <= t) s++
    yearSegment[t - 1] = s
  }
  return {
    from,
    rate,
    base,
    bandAt,
    bandCount: Int32Array.from(segments, (s) => s.bands.length),
    currencyIndex: Int32Array.from(currencyIndex),
    spotUsd: Float64Array.from(spotUsd),
    yearSegment
  }
}

/** Each position's gross per row, (1 + r_factor) (1 + fx) (1 - fee), row r at [r * k + i] (the terms of `tables`). */
const positionGross = (set: ParameterSet, plan: Plan, shock: StressScenario | undefined): Float64Array => {
  const rows = set.observations
  const k = plan.positions.length
  const out = new Float64Array(rows.length * k)
  rows.forEach((row, r) => {
    plan.positions.forEach((p, i) => {
      const ret = (row.nominalReturn[p.assetFactor] ?? 0) + (shock?.returnShockByFactor?.[p.assetFactor] ?? 0)
      const fx =
        p.currency === "USD" ? 0 : (row.fxReturn[p.currency] ?? 0) + (shock?.fxShockByCurrency?.[p.currency] ?? 0)
      out[r * k + i] = (1 + ret) * (1 + fx) * (1 - p.annualFee)
    })
  })
  return out
}

/** The per-position book's constants: values, bases, each year's weights and each position's gross per row. */
const compilePositions = (
  set: ParameterSet,
  plan: Plan,
  valueUsd: ReadonlyArray<number>,
  basisUsd: ReadonlyArray<number>,
  weights: Float64Array,
  scenario: StressScenario | undefined,
  hasShock: boolean
): CompiledPositions => {
  const k = plan.positions.length
  const weight = new Float64Array(MAX_YEARS * k)
  const w = Float64Array.from(weights)
  for (let t = 1; t <= MAX_YEARS; t++) {
    if (plan.glidePath !== undefined) glideWeights(plan.glidePath, t, w)
    weight.set(w, (t - 1) * k)
  }
  const gross = positionGross(set, plan, undefined)
  return {
    count: k,
    valueUsd: Float64Array.from(valueUsd),
    basisUsd: Float64Array.from(basisUsd),
    weight,
    inverseWeight: weight.map((x) => (x > 0 ? 1 / x : 0)),
    gross,
    grossShocked: hasShock ? positionGross(set, plan, scenario) : gross
  }
}

const noStrategy: Omit<CompiledStrategy, "code" | "vpwRateByYear"> = {
  rate: 0,
  guardrail: 0,
  adjustment: 0,
  preservationEndsYearsBeforeHorizon: 0,
  ceiling: 0,
  floor: 0
}

/** Compiles the plan's spending strategy; VPW rates use the weights of each year (glide path or initial). */
const compileStrategy = (plan: Plan, initialWeights: Float64Array): CompiledStrategy => {
  const s = plan.spendingStrategy
  const vpwRateByYear = new Float64Array(MAX_YEARS)
  if (s === undefined || s.kind === "constant_real")
    return { ...noStrategy, code: STRATEGY_CONSTANT_REAL, vpwRateByYear }
  switch (s.kind) {
    case "percent_of_portfolio":
      return { ...noStrategy, code: STRATEGY_PERCENT, rate: s.rate, vpwRateByYear }
    case "floor_ceiling":
      return {
        ...noStrategy,
        code: STRATEGY_FLOOR_CEILING,
        rate: s.rate,
        ceiling: s.ceiling,
        floor: s.floor,
        vpwRateByYear
      }
    case "guyton_klinger":
      return {
        ...noStrategy,
        code: STRATEGY_GUYTON_KLINGER,
        rate: s.initialRate,
        guardrail: s.guardrail,
        adjustment: s.adjustment,
        preservationEndsYearsBeforeHorizon: s.preservationEndsYearsBeforeHorizon,
        vpwRateByYear
      }
    case "vpw": {
      const w = Float64Array.from(initialWeights)
      for (let t = 1; t <= MAX_YEARS; t++) {
        if (plan.glidePath !== undefined) glideWeights(plan.glidePath, t, w)
        let r = 0
        plan.positions.forEach((p, i) => {
          r += (w[i] as number) * (s.expectedRealReturnByFactor[p.assetFactor] as number)
        })
        vpwRateByYear[t - 1] = vpwRate(r, s.finalAge - (s.startAge + t - 1))
      }
      return { ...noStrategy, code: STRATEGY_VPW, vpwRateByYear }
    }
  }
}

/**
 * Compiles `plan` against `set` under `scenario` (its shocks; the prefix is applied by the sampler).
 * Returns the model, or the list of plan fields the set cannot serve.
 */
export const compileModel = (
  set: ParameterSet,
  plan: Plan,
  scenario: StressScenario | undefined
):
  | { readonly ok: true; readonly model: CompiledModel }
  | { readonly ok: false; readonly issues: ReadonlyArray<CompileIssue> } => {
  const issues: Array<CompileIssue> = []
  const spot = (cur: string, path: string): number => {
    const s = set.fxSpotUsdPerUnit[cur]
    if (s === undefined || !set.currencies.includes(cur)) {
      issues.push({ path, message: `currency ${cur} is not covered by parameter set ${set.id}` })
      return 1
    }
    return s
  }
  const usdValues = plan.positions.map((p, i) => {
    if (!set.assetFactors.includes(p.assetFactor))
      issues.push({
        path: `plan.positions.${i}.assetFactor`,
        message: `asset factor ${p.assetFactor} is not covered by parameter set ${set.id}`
      })
    return p.value * spot(p.currency, `plan.positions.${i}.currency`)
  })
  const currencies: Array<string> = []
  const track = (cur: string): number => {
    const at = currencies.indexOf(cur)
    if (at >= 0) return at
    currencies.push(cur)
    return currencies.length - 1
  }
  const requiredUsd0 =
    plan.requiredSpending.amount * spot(plan.requiredSpending.currency, "plan.requiredSpending.currency")
  const discretionaryUsd0 =
    plan.discretionarySpending.amount * spot(plan.discretionarySpending.currency, "plan.discretionarySpending.currency")
  const requiredCurrencyIndex = track(plan.requiredSpending.currency)
  const discretionaryCurrencyIndex = track(plan.discretionarySpending.currency)
  const strategy = plan.spendingStrategy
  if (strategy?.kind === "vpw")
    plan.positions.forEach((p, i) => {
      if (strategy.expectedRealReturnByFactor[p.assetFactor] === undefined)
        issues.push({
          path: `plan.spendingStrategy.expectedRealReturnByFactor.${p.assetFactor}`,
          message: `needs the expected real return of ${p.assetFactor} (positions.${i})`
        })
    })
  const profile = plan.taxProfile
  const gainSegments = profile?.kind === "gain_schedule" ? profile.segments : []
  const gainSpot = gainSegments.map((g, i) => spot(g.currency, `plan.taxProfile.segments.${i}.currency`))
  const gainCurrency = gainSegments.map((g) => track(g.currency))
  // (an uncovered position currency is reported once, above)
  const basisUsd = plan.positions.map((p) => (p.costBasis ?? p.value) * (set.fxSpotUsdPerUnit[p.currency] ?? 1))
  const glide = plan.glidePath
  if (glide !== undefined) {
    const vectors = glide.kind === "linear" ? [glide.from, glide.to] : glide.weightsByYear
    if (vectors.some((w) => w.length !== plan.positions.length))
      issues.push({ path: "plan.glidePath", message: `needs one weight per position (${plan.positions.length})` })
  }
  const saving = plan.savingPhase
  const contributionUsd0 =
    saving === undefined
      ? 0
      : saving.annualContribution.amount *
        spot(saving.annualContribution.currency, "plan.savingPhase.annualContribution.currency")
  const fiRealUsd =
    saving === undefined
      ? 0
      : saving.fiNumber.amount * spot(saving.fiNumber.currency, "plan.savingPhase.fiNumber.currency")
  const contributionCurrencyIndex = saving === undefined ? 0 : track(saving.annualContribution.currency)
  const incomes = plan.incomeStreams.map((s, i) => ({
    usd0: s.amount * spot(s.currency, `plan.incomeStreams.${i}.currency`),
    currencyIndex: track(s.currency),
    linked: s.inflationLinked,
    startYear: s.startYear,
    endYear: s.endYear
  }))
  if (issues.length > 0) return { ok: false, issues }
  let total = 0
  for (const v of usdValues) total += v
  // An empty portfolio keeps the plan's weights defined: equal weights on a zero balance.
  const weights = Float64Array.from(usdValues, (v) => (total > 0 ? v / total : 1 / usdValues.length))
  const hasShock = scenario !== undefined && scenario.shockYears > 0
  const base = tables(set, plan, currencies, weights, undefined)
  const indexationCode = (s: Plan["incomeStreams"][number]): number =>
    s.indexation === undefined
      ? s.inflationLinked
        ? INCOME_LINKED
        : INCOME_NOMINAL
      : s.indexation.kind === "capped"
        ? INCOME_CAPPED
        : INCOME_FIXED_RISE
  const glidePacked = plan.glidePath === undefined ? undefined : glideTables(set, plan, undefined)
  return {
    ok: true,
    model: {
      rowCount: set.observations.length,
      base,
      shocked: hasShock ? tables(set, plan, currencies, weights, scenario) : base,
      shockYears: hasShock ? scenario.shockYears : 0,
      initialBalanceUsd: total,
      requiredUsd0,
      requiredCurrencyIndex,
      discretionaryUsd0,
      discretionaryCurrencyIndex,
      incomes,
      incomeTable: {
        count: incomes.length,
        usd0: Float64Array.from(incomes, (s) => s.usd0),
        currencyIndex: Int32Array.from(incomes, (s) => s.currencyIndex),
        linked: Uint8Array.from(incomes, (s) => (s.linked ? 1 : 0)),
        startYear: Int32Array.from(incomes, (s) => s.startYear),
        endYear: Int32Array.from(incomes, (s) => s.endYear),
        indexation: Uint8Array.from(plan.incomeStreams, indexationCode),
        indexationFactor: Float64Array.from(plan.incomeStreams, (s) =>
          s.indexation === undefined ? 0 : 1 + (s.indexation.kind === "capped" ? s.indexation.cap : s.indexation.rate)
        ),
        hasOwnIndex: plan.incomeStreams.some((s) => s.indexation !== undefined),
        ownStreams: Int32Array.from(plan.incomeStreams.flatMap((s, i) => (s.indexation === undefined ? [] : [i])))
      },
      currencyCount: currencies.length,
      needsFxIndex: incomes.some((s) => !s.linked),
      incomeCurrencies: Int32Array.from(new Set(incomes.map((s) => s.currencyIndex))),
      taxRate: profile?.kind === "flat_withdrawal" ? profile.rate : 0,
      ...(gainSegments.length === 0 ? {} : { gainTax: compileGainTax(gainSegments, gainSpot, gainCurrency) }),
      initialBasisUsd: basisUsd.reduce((a, b) => a + b, 0),
      ...(profile?.kind === "gain_schedule" && costBasisMethod(profile) === "per_position"
        ? { positions: compilePositions(set, plan, usdValues, basisUsd, weights, scenario, hasShock) }
        : {}),
      strategy: compileStrategy(plan, weights),
      ...(glidePacked === undefined
        ? {}
        : {
            glide: {
              packed: glidePacked,
              shockedPacked: hasShock ? glideTables(set, plan, scenario) : glidePacked,
              yearStride: set.observations.length * ROW_STRIDE,
              years: plan.glidePath === undefined ? 1 : glideYears(plan.glidePath)
            }
          }),
      saving: {
        retirementYear: saving?.retirementYear ?? 1,
        contributionUsd0,
        contributionCurrencyIndex,
        contributionLinked: saving?.contributionInflationLinked ?? false,
        fiRealUsd
      }
    }
  }
}
