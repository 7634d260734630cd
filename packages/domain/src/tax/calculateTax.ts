import { Result } from "effect"
import type { EvidenceFact } from "../EvidenceFact.js"
import type {
  CapitalTaxLine,
  ContributionLine,
  IncomeByKind,
  IncomeTaxLine,
  TaxCalculationInput,
  TaxCalculationResult
} from "./TaxCalculation.js"
import { TaxCalculationError } from "./TaxCalculation.js"
import type {
  Components,
  Contribution,
  Credit,
  Deduction,
  IncomeKind,
  IncomeTaxLayer,
  Surtax,
  TaxRuleSet
} from "./TaxRuleSet.js"
import { incomeKinds } from "./TaxRuleSet.js"
import { scheduleLines, scheduleTax } from "./TaxSchedule.js"

type Income = Record<IncomeKind, number>

const sumOf = (income: Income, kinds: ReadonlyArray<IncomeKind>): number => kinds.reduce((s, k) => s + income[k], 0)

const contributionAmount = (c: Contribution, income: Income): { base: number; amount: number } => {
  const base = sumOf(income, c.kinds) * c.baseFactor
  if (c.exemptUpTo !== undefined && base <= c.exemptUpTo) return { base, amount: 0 }
  return { base, amount: scheduleTax({ kind: "brackets", brackets: c.brackets }, base) }
}

/**
 * Linear interpolation over `points` at `x`, flat beyond both ends. Two points at the same `x` are a
 * step: the left value holds up to and at that `x`, the right one above it. With `ratioDecimals`,
 * the share of the segment still ahead of `x`, (x1 - x) / (x1 - x0), is truncated to that many
 * decimals first (Italy's art. 13 TUIR: "le prime quattro cifre decimali").
 */
const interpolate = (points: ReadonlyArray<readonly [number, number]>, x: number, ratioDecimals?: number): number => {
  const first = points[0]
  if (first === undefined) return 0
  // an income a rounding error away from a step is at the step (15,000 / 0.9081 * 0.9081 is not 15,000)
  const step = points.find(([px], i) => points[i + 1]?.[0] === px && Math.abs(x - px) <= 1e-9 * Math.max(1, px))
  if (step !== undefined) x = step[0]
  if (x <= first[0]) return first[1]
  for (let i = 0; i + 1 < points.length; i++) {
    const [x0, y0] = points[i]!
    const [x1, y1] = points[i + 1]!
    if (x <= x1 && x1 > x0) {
      const ahead = (x1 - x) / (x1 - x0)
      const scale = 10 ** (ratioDecimals ?? 0)
      const share = ratioDecimals === undefined ? ahead : Math.floor(ahead * scale + 1e-9) / scale
      return y1 + (y0 - y1) * share
    }
  }
  return points[points.length - 1]![1]
}

const deductionAmount = (
  d: Deduction,
  income: Income,
  totalIncome: number,
  contributions: ReadonlyMap<string, number>,
  deductedSoFar: number
): number => {
  switch (d.kind) {
    case "fixed":
      return d.appliesTo === undefined ? d.amount : Math.min(d.amount, sumOf(income, d.appliesTo))
    case "rate": {
      const base = Math.max(0, sumOf(income, d.appliesTo) - (d.onRemaining === true ? deductedSoFar : 0))
      const raw = Math.max(d.rate * base, d.min ?? 0)
      return Math.min(raw, d.max ?? Number.POSITIVE_INFINITY, base)
    }
    case "taper": {
      const tapered = d.incomeKinds === undefined ? totalIncome : sumOf(income, d.incomeKinds)
      return Math.max(0, d.amount - d.rate * Math.max(0, tapered - d.threshold))
    }
    case "piecewise": {
      const base = Math.max(0, sumOf(income, d.kinds) - (d.onRemaining === true ? deductedSoFar : 0))
      return Math.min(interpolate(d.points, base), base)
    }
    case "contributions":
      return d.contributionIds.reduce((s, id) => s + (contributions.get(id) ?? 0), 0) * d.share
  }
}

const creditAmount = (
  c: Credit,
  layer: IncomeTaxLayer,
  income: Income,
  taxable: number,
  contributions: ReadonlyMap<string, number>
): number => {
  let amount: number
  switch (c.kind) {
    case "fixed":
      amount = c.amount
      break
    case "scheduleOn":
      amount = scheduleTax(layer.schedule, Math.min(c.amount, taxable))
      break
    case "rateOn":
      amount = c.amount * c.rate
      break
    case "contributionsAtRate":
      amount = c.contributionIds.reduce((s, id) => s + (contributions.get(id) ?? 0), 0) * c.share * c.rate
      break
    case "taxLinked":
      amount = c.amount - c.rate * scheduleTax(layer.schedule, taxable)
      break
    case "piecewise": {
      const own = sumOf(income, c.kinds)
      amount = own <= 0 ? 0 : interpolate(c.points, c.onTaxable === true ? taxable : own, c.ratioDecimals)
      break
    }
  }
  if (c.phaseOut !== undefined) amount -= c.phaseOut.rate * Math.max(0, taxable - c.phaseOut.threshold)
  return Math.max(0, amount)
}

/** `x` rounded as the layer's authority does (`part` names the taxable income or the tax); unrounded without `rounding`. */
const rounded = (layer: IncomeTaxLayer, part: "taxable" | "tax", x: number, rounding: boolean): number => {
  if (!rounding) return x
  if (layer.roundDown !== undefined) return Math.floor(x / layer.roundDown[part]) * layer.roundDown[part]
  if (layer.roundNearest !== undefined) return Math.round(x / layer.roundNearest[part]) * layer.roundNearest[part]
  return x
}

const surtaxAmount = (s: Surtax, tax: number): number => {
  if (s.freeUpTo !== undefined && tax <= s.freeUpTo) return 0
  const full = s.rate * tax
  return s.phaseInRate === undefined ? full : Math.min(full, s.phaseInRate * (tax - (s.freeUpTo ?? 0)))
}

interface Evaluation {
  readonly incomeTax: Array<IncomeTaxLine>
  readonly capitalTaxes: Array<CapitalTaxLine>
  readonly byKind: Record<"capitalGains" | "dividends" | "interest", number>
  readonly contributions: Array<ContributionLine>
  readonly lumpSum: number
  readonly total: number
  readonly factKeys: Set<string>
}

const evaluate = (components: Components, income: Income, rounding: boolean): Evaluation => {
  const factKeys = new Set<string>()
  const use = (keys: ReadonlyArray<string>) => {
    for (const k of keys) factKeys.add(k)
  }
  const totalIncome = sumOf(income, incomeKinds)

  const contributions: Array<ContributionLine> = []
  const contributionById = new Map<string, number>()
  for (const c of components.contributions) {
    use(c.factKeys)
    const { base, amount } = contributionAmount(c, income)
    contributions.push({ id: c.id, name: c.name, base, amount })
    contributionById.set(c.id, (contributionById.get(c.id) ?? 0) + amount)
  }

  const incomeTax: Array<IncomeTaxLine> = []
  const layerTaxable = new Map<string, { taxable: number; unusedDeductions: number }>()
  for (const layer of components.incomeTaxes) {
    use(layer.factKeys)
    const weighted: Income = { ...income }
    for (const k of layer.base) weighted[k] = income[k] * (layer.weights?.[k] ?? 1)
    const gross = sumOf(weighted, layer.base)
    const deductions: Array<{ name: string; amount: number }> = []
    let remaining = gross
    let unused = 0
    for (const d of layer.deductions) {
      use(d.factKeys)
      const full = deductionAmount(d, weighted, totalIncome, contributionById, gross - remaining)
      const applied = Math.min(full, remaining)
      remaining -= applied
      unused += full - applied
      deductions.push({ name: d.name, amount: applied })
    }
    const taxable = rounded(layer, "taxable", remaining, rounding)
    layerTaxable.set(layer.id, { taxable, unusedDeductions: unused })
    const brackets = scheduleLines(layer.schedule, 0, taxable)
    const before = scheduleTax(layer.schedule, taxable)
    const credits: Array<{ name: string; amount: number }> = []
    let afterCredits = before
    for (const c of layer.credits) {
      use(c.factKeys)
      const amount = Math.min(afterCredits, creditAmount(c, layer, weighted, taxable, contributionById))
      afterCredits -= amount
      credits.push({ name: c.name, amount })
    }
    const layerTax = rounded(layer, "tax", afterCredits, rounding)
    const surtaxes = layer.surtaxes.map((s) => {
      use(s.factKeys)
      return { name: s.name, amount: surtaxAmount(s, layerTax) }
    })
    const tax = layerTax + surtaxes.reduce((s, x) => s + x.amount, 0)
    incomeTax.push({
      layer: layer.id,
      name: layer.name,
      grossIncome: gross,
      deductions,
      taxableIncome: taxable,
      brackets,
      taxBeforeCredits: before,
      credits,
      surtaxes,
      tax
    })
  }

  const capitalTaxes: Array<CapitalTaxLine> = []
  const byKind = { capitalGains: 0, dividends: 0, interest: 0 }
  for (const g of components.capitalTaxes) {
    use(g.factKeys)
    const gross = sumOf(income, g.kinds)
    const allowanceUsed = Math.min(gross, g.allowance)
    let base = gross - allowanceUsed
    let start = 0
    if (g.stackOn !== undefined) {
      const host = layerTaxable.get(g.stackOn)
      if (host !== undefined) {
        const absorbed = g.takesUnusedDeductions === false ? 0 : Math.min(base, host.unusedDeductions)
        base -= absorbed
        layerTaxable.set(g.stackOn, {
          taxable: host.taxable + base,
          unusedDeductions: host.unusedDeductions - absorbed
        })
        start = host.taxable
      }
    }
    const brackets = scheduleLines(g.schedule, start, base)
    const core = scheduleTax(g.schedule, start + base) - scheduleTax(g.schedule, start)
    const surtaxes = g.surtaxes.map((s) => {
      use(s.factKeys)
      return { name: s.name, amount: surtaxAmount(s, core) }
    })
    const tax = core + surtaxes.reduce((s, x) => s + x.amount, 0)
    capitalTaxes.push({ id: g.id, name: g.name, base, allowanceUsed, brackets, surtaxes, tax })
    if (gross > 0) {
      for (const k of g.kinds) {
        if (k === "capitalGains" || k === "dividends" || k === "interest") byKind[k] += (tax * income[k]) / gross
      }
    }
  }
  for (const e of components.exemptions) use(e.factKeys)

  const lumpSum = components.lumpSum?.amount ?? 0
  if (components.lumpSum !== undefined) use(components.lumpSum.factKeys)

  const total =
    incomeTax.reduce((s, l) => s + l.tax, 0) +
    capitalTaxes.reduce((s, l) => s + l.tax, 0) +
    contributions.reduce((s, l) => s + l.amount, 0) +
    lumpSum
  return { incomeTax, capitalTaxes, byKind, contributions, lumpSum, total, factKeys }
}

const fail = (reason: TaxCalculationError["reason"], message: string) =>
  Result.fail(new TaxCalculationError({ reason, message }))

/** Income by kind with absent kinds as 0. */
export const fullIncome = (income: IncomeByKind): Income => ({
  employment: income.employment ?? 0,
  selfEmployment: income.selfEmployment ?? 0,
  pension: income.pension ?? 0,
  dividends: income.dividends ?? 0,
  interest: income.interest ?? 0,
  capitalGains: income.capitalGains ?? 0
})

/**
 * Computes the annual tax of one person under `ruleSet` for `input` (amounts annual, in the rule
 * set's currency; no rounding except where the rule set says the authority floors to whole
 * units). Fails when the country, tax year, residence status or regime, filing status or
 * subdivision is not modeled by the rule set. Pure: same input, same output.
 */
export const calculateTax = (
  ruleSet: TaxRuleSet,
  input: TaxCalculationInput
): Result.Result<TaxCalculationResult, TaxCalculationError> => {
  if (input.countryCode !== ruleSet.countryCode)
    return fail("UnsupportedCountry", `rule set is for ${ruleSet.countryCode}, not ${input.countryCode}`)
  if (input.taxYear !== ruleSet.taxYear)
    return fail("UnsupportedTaxYear", `rule set is for tax year ${ruleSet.taxYear}, not ${input.taxYear}`)
  const filingStatus = input.filingStatus ?? "single"
  if (!ruleSet.filingStatuses.includes(filingStatus))
    return fail(
      "UnsupportedFilingStatus",
      `filing status ${filingStatus} is not modeled; valid: ${ruleSet.filingStatuses.join(", ")}`
    )
  const regime = ruleSet.regimes.find((r) => r.id === input.residenceStatus)
  const base = regime?.byFilingStatus ?? ruleSet.residence[input.residenceStatus]
  if (base === undefined) {
    const valid = [...Object.keys(ruleSet.residence), ...ruleSet.regimes.map((r) => r.id)]
    return fail(
      "UnsupportedResidenceStatus",
      `residence status ${input.residenceStatus} is not modeled; valid: ${valid.join(", ")}`
    )
  }
  const components = base[filingStatus] ?? base.single
  if (components === undefined)
    return fail("UnsupportedFilingStatus", `filing status ${filingStatus} is not modeled for ${input.residenceStatus}`)
  const subdivisionCode = input.subdivision ?? ruleSet.defaultSubdivision
  const subdivision = ruleSet.subdivisions.find((s) => s.code === subdivisionCode)
  // a rule set whose default is a subdivision (Canada: a province) cannot be computed without one
  const needsSubdivision = ruleSet.subdivisions.length > 0 && ruleSet.defaultSubdivision !== "none"
  const validSubdivisions = [...(needsSubdivision ? [] : ["none"]), ...ruleSet.subdivisions.map((s) => s.code)]
  if (subdivision === undefined && subdivisionCode !== "none")
    return fail(
      "UnsupportedSubdivision",
      `subdivision ${subdivisionCode} is not modeled; valid: ${validSubdivisions.join(", ")}`
    )
  if (subdivision === undefined && needsSubdivision)
    return fail(
      "UnsupportedSubdivision",
      `${ruleSet.countryName} needs a subdivision; valid: ${validSubdivisions.join(", ")}`
    )
  const warnings: Array<string> = []
  if (ruleSet.partial !== undefined) warnings.push(`INCOMPLETE: ${ruleSet.partial}`)
  const applySubdivision = subdivision !== undefined && (regime === undefined || regime.keepsSubdivision)
  const extra = applySubdivision ? subdivision.byFilingStatus[filingStatus] : undefined
  if (applySubdivision && extra === undefined)
    return fail("UnsupportedFilingStatus", `filing status ${filingStatus} is not modeled for ${subdivision.name}`)
  const effective: Components =
    extra !== undefined
      ? {
          ...components,
          incomeTaxes: [...components.incomeTaxes, ...extra.incomeTaxes],
          contributions: [...components.contributions, ...extra.contributions]
        }
      : components
  if (subdivision !== undefined && !applySubdivision)
    warnings.push(`the ${subdivision.name} layer does not apply under ${regime?.name ?? "this regime"}`)

  const income = fullIncome(input.income)
  const totalIncome = sumOf(income, incomeKinds)
  const ev = evaluate(effective, income, true)
  const bumped = { ...income, employment: income.employment + 1 }
  const marginal = evaluate(effective, bumped, false).total - evaluate(effective, income, false).total

  for (const e of effective.exemptions) {
    if (income[e.kind] > 0) warnings.push(`${e.kind} income is not taxed here: ${e.reason}`)
  }
  const covered = new Set<IncomeKind>([
    ...effective.incomeTaxes.flatMap((l) => l.base),
    ...effective.capitalTaxes.flatMap((g) => g.kinds),
    ...effective.exemptions.map((e) => e.kind)
  ])
  for (const k of incomeKinds) {
    if (income[k] > 0 && !covered.has(k) && effective.lumpSum === undefined)
      warnings.push(`${k} income is outside every modeled component and was not taxed`)
  }
  if (regime !== undefined) warnings.push(`${regime.name} applies only if: ${regime.conditions.join("; ")}`)
  for (const n of ruleSet.notes.slice(0, 32 - warnings.length - 1)) warnings.push(`simplification: ${n}`)

  if (regime !== undefined) for (const k of regime.factKeys) ev.factKeys.add(k)
  const facts: Array<EvidenceFact> = ruleSet.facts.filter((f) => ev.factKeys.has(f.key))
  const missing = [...ev.factKeys].filter((k) => !ruleSet.facts.some((f) => f.key === k))
  if (missing.length > 0) warnings.push(`facts referenced but missing from the rule set: ${missing.join(", ")}`)

  return Result.succeed({
    ruleSetId: ruleSet.ruleSetId,
    countryCode: ruleSet.countryCode,
    taxYear: ruleSet.taxYear,
    taxYearLabel: ruleSet.taxYearLabel,
    periodStart: ruleSet.periodStart,
    periodEnd: ruleSet.periodEnd,
    currency: ruleSet.currency,
    residenceStatus: input.residenceStatus,
    filingStatus,
    subdivision: applySubdivision ? subdivisionCode : "none",
    totalIncome,
    incomeTax: ev.incomeTax,
    capitalTaxes: ev.capitalTaxes,
    capitalGainsTax: ev.byKind.capitalGains,
    dividendTax: ev.byKind.dividends,
    interestTax: ev.byKind.interest,
    socialContributions: ev.contributions,
    ...(effective.lumpSum !== undefined ? { lumpSum: { name: effective.lumpSum.name, amount: ev.lumpSum } } : {}),
    totalTax: ev.total,
    effectiveRate: totalIncome > 0 ? ev.total / totalIncome : 0,
    marginalRate: Math.min(2, Math.max(0, marginal)),
    complete: ruleSet.partial === undefined,
    factIds: facts.map((f) => f.id),
    facts,
    ...(regime !== undefined ? { regime: { id: regime.id, name: regime.name, conditions: regime.conditions } } : {}),
    warnings: warnings.slice(0, 32)
  })
}
