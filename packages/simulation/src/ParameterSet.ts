/**
 * The parameter set file (`parameter-set/1`): the market model's data. It carries everything the
 * spec's `parameterManifest` reports, plus the joint annual observation rows (complete rows only).
 */
import { IDENTIFIER, IssueCollector, type Parsed } from "./ValidationIssue.js"

/** The model this file feeds. */
export const MODEL_VERSION = "historical-block-regime/1" as const

/** Kinds of source series, as in the spec. */
export type SeriesKind = "nominal_return" | "inflation" | "fx" | "cash_yield"

/** One source series manifest entry (spec 4.6 `sourceSeries`). `hash` is the sha256 of its derived values. */
export interface SourceSeries {
  readonly id: string
  readonly kind: SeriesKind
  readonly publisher: string
  readonly version: string
  readonly hash: string
  readonly license: string
  readonly observationStart: string
  readonly observationEnd: string
  readonly coverageKeys: ReadonlyArray<string>
}

/**
 * A stress scenario: `prefixObservationIndexes` (indexes into `observations`) are forced as the first
 * path years of every path; the shocks are added to the drawn annual values in path years 1..shockYears
 * (returns and inflation as fractions, FX as a change of the annual USD return of one currency unit).
 */
export interface StressScenario {
  readonly id: string
  readonly description: string
  readonly prefixObservationIndexes: ReadonlyArray<number>
  readonly shockYears: number
  readonly returnShockByFactor?: Readonly<Record<string, number>>
  readonly inflationShockBySeries?: Readonly<Record<string, number>>
  readonly fxShockByCurrency?: Readonly<Record<string, number>>
}

/** Approval block. In `draft` the reviewer and dates may be null; the decision layer fills them. */
export interface Approval {
  readonly status: "draft" | "approved" | "suspended"
  readonly reviewer: string | null
  readonly approvedAt: string | null
  readonly effectiveFrom: string | null
  readonly warningExpiresAt: string | null
  readonly hardExpiresAt: string | null
}

/**
 * One complete joint annual observation: nominal returns per asset factor (in the factor's currency),
 * inflation per series, the annual USD return of one unit of each non-USD currency (from the
 * `usd_per_currency_unit` quote), and the cash yield when the set has a cash series (a set without cash,
 * such as the long rolling-audit set, omits it). All values are fractions (0.05 = 5%).
 */
export interface ObservationRow {
  readonly year: number
  readonly nominalReturn: Readonly<Record<string, number>>
  readonly inflation: Readonly<Record<string, number>>
  readonly fxReturn: Readonly<Record<string, number>>
  readonly cashYield?: number
}

/** The parameter set as stored in a `parameter-set/1` file. */
export interface ParameterSet {
  readonly schemaVersion: "parameter-set/1"
  readonly id: string
  readonly modelVersion: typeof MODEL_VERSION
  readonly description: string
  readonly sourceSeries: ReadonlyArray<SourceSeries>
  readonly seriesManifestHash: string
  readonly observationPeriod: { readonly start: string; readonly end: string; readonly frequency: "annual" }
  readonly blockLength: { readonly method: "reviewer_selected" | "autocorrelation_review"; readonly years: number }
  readonly missingDataTreatment: "complete_joint_rows_only"
  readonly portfolioProjectionRule: "native_factor_return_then_position_fee"
  readonly residualTailTreatment: "none"
  readonly assetFactors: ReadonlyArray<string>
  /** Currencies, `USD` first; USD has no FX series (its USD return is 0). */
  readonly currencies: ReadonlyArray<string>
  readonly inflationSeries: ReadonlyArray<string>
  readonly reportingInflationSeriesId: string
  readonly fxQuoteConvention: "usd_per_currency_unit"
  /** The inflation series of each currency (spending and income streams inflate with it). */
  readonly currencyInflationSeries: Readonly<Record<string, string>>
  /** USD per currency unit at the end of the observation period, to convert plan values to USD. */
  readonly fxSpotUsdPerUnit: Readonly<Record<string, number>>
  readonly stressScenarios: ReadonlyArray<StressScenario>
  readonly approval: Approval
  readonly observations: ReadonlyArray<ObservationRow>
}

const HEX64 = /^[0-9a-f]{64}$/
const CURRENCY = /^[A-Z]{3}$/
const KINDS: ReadonlyArray<SeriesKind> = ["nominal_return", "inflation", "fx", "cash_yield"]

const optionalMap = (c: IssueCollector, value: unknown, path: string): Record<string, number> | undefined =>
  value === undefined ? undefined : c.numberMap(value, path)

const parseScenario = (c: IssueCollector, raw: unknown, path: string, rowCount: number): StressScenario => {
  const r = c.record(raw, path) ?? {}
  const prefix = c
    .array(r.prefixObservationIndexes, `${path}.prefixObservationIndexes`, 0, 2000)
    .map((v, i) => c.integer(v, `${path}.prefixObservationIndexes.${i}`, 0, Math.max(0, rowCount - 1)))
  const returnShock = optionalMap(c, r.returnShockByFactor, `${path}.returnShockByFactor`)
  const inflationShock = optionalMap(c, r.inflationShockBySeries, `${path}.inflationShockBySeries`)
  const fxShock = optionalMap(c, r.fxShockByCurrency, `${path}.fxShockByCurrency`)
  return {
    id: c.string(r.id, `${path}.id`, 1, 160, IDENTIFIER),
    description: c.string(r.description, `${path}.description`, 1, 500),
    prefixObservationIndexes: prefix,
    shockYears: c.integer(r.shockYears, `${path}.shockYears`, 0, 60),
    ...(returnShock === undefined ? {} : { returnShockByFactor: returnShock }),
    ...(inflationShock === undefined ? {} : { inflationShockBySeries: inflationShock }),
    ...(fxShock === undefined ? {} : { fxShockByCurrency: fxShock })
  }
}

const parseSeries = (c: IssueCollector, raw: unknown, path: string): SourceSeries => {
  const r = c.record(raw, path) ?? {}
  return {
    id: c.string(r.id, `${path}.id`, 1, 160, IDENTIFIER),
    kind: c.literal(r.kind, `${path}.kind`, KINDS),
    publisher: c.string(r.publisher, `${path}.publisher`, 1, 240),
    version: c.string(r.version, `${path}.version`, 1, 120),
    hash: c.string(r.hash, `${path}.hash`, 64, 64, HEX64),
    license: c.string(r.license, `${path}.license`, 1, 240),
    observationStart: c.string(r.observationStart, `${path}.observationStart`, 1, 32),
    observationEnd: c.string(r.observationEnd, `${path}.observationEnd`, 1, 32),
    coverageKeys: c
      .array(r.coverageKeys, `${path}.coverageKeys`, 1, 256)
      .map((k, i) => c.string(k, `${path}.coverageKeys.${i}`, 1, 160))
  }
}

interface RowShape {
  readonly factors: ReadonlyArray<string>
  readonly inflation: ReadonlyArray<string>
  readonly fx: ReadonlyArray<string>
}

const parseRow = (c: IssueCollector, raw: unknown, path: string, shape: RowShape): ObservationRow => {
  const r = c.record(raw, path) ?? {}
  const pick = (value: unknown, sub: string, keys: ReadonlyArray<string>, min: number): Record<string, number> => {
    const rec = c.record(value, `${path}.${sub}`) ?? {}
    const out: Record<string, number> = {}
    // Complete joint rows only: every key the set declares must be present in every row.
    for (const k of keys) out[k] = c.number(rec[k], `${path}.${sub}.${k}`, min, 10)
    return out
  }
  return {
    year: c.integer(r.year, `${path}.year`, 1000, 3000),
    nominalReturn: pick(r.nominalReturn, "nominalReturn", shape.factors, -1),
    inflation: pick(r.inflation, "inflation", shape.inflation, -0.99),
    fxReturn: pick(r.fxReturn, "fxReturn", shape.fx, -0.99),
    ...(r.cashYield === undefined ? {} : { cashYield: c.number(r.cashYield, `${path}.cashYield`, -0.5, 1) })
  }
}

const parseApproval = (c: IssueCollector, raw: unknown): Approval => {
  const r = c.record(raw, "approval") ?? {}
  const approval: Approval = {
    status: c.literal(r.status, "approval.status", ["draft", "approved", "suspended"] as const),
    reviewer: c.nullableString(r.reviewer, "approval.reviewer", 160),
    approvedAt: c.nullableString(r.approvedAt, "approval.approvedAt", 40),
    effectiveFrom: c.nullableString(r.effectiveFrom, "approval.effectiveFrom", 40),
    warningExpiresAt: c.nullableString(r.warningExpiresAt, "approval.warningExpiresAt", 40),
    hardExpiresAt: c.nullableString(r.hardExpiresAt, "approval.hardExpiresAt", 40)
  }
  if (approval.status !== "draft") {
    for (const key of ["reviewer", "approvedAt", "effectiveFrom", "warningExpiresAt", "hardExpiresAt"] as const) {
      if (approval[key] === null) c.add(`approval.${key}`, `is required when status is ${approval.status}`)
    }
  }
  return approval
}

/**
 * The calendar years missing between the first and the last observation row, in ascending order. Rows
 * are consecutive years by model: a block or a rolling cycle is a run of consecutive rows, so a hole
 * would silently stitch, say, 1959 to 1980.
 */
export const missingObservationYears = (observations: ReadonlyArray<Pick<ObservationRow, "year">>): Array<number> => {
  const missing: Array<number> = []
  for (let i = 1; i < observations.length; i++) {
    const previous = observations[i - 1]?.year ?? 0
    const year = observations[i]?.year ?? 0
    // cap the listing: a wildly wrong year must not allocate thousands of entries
    for (let y = previous + 1; y < year && missing.length < 3000; y++) missing.push(y)
  }
  return missing
}

/** Collapses ascending years into ranges: [1960, 1961, 1962, 1970] -> "1960-1962, 1970". */
const yearRanges = (years: ReadonlyArray<number>): string => {
  const parts: Array<string> = []
  for (let i = 0; i < years.length; ) {
    let j = i
    while (j + 1 < years.length && years[j + 1] === (years[j] as number) + 1) j++
    parts.push(i === j ? `${years[i]}` : `${years[i]}-${years[j]}`)
    i = j + 1
  }
  return parts.join(", ")
}

/**
 * The problem with the rows' years, or undefined when they are contiguous: "must be consecutive
 * calendar years; missing 1960-1979".
 */
export const describeObservationGaps = (
  observations: ReadonlyArray<Pick<ObservationRow, "year">>
): string | undefined => {
  const missing = missingObservationYears(observations)
  return missing.length === 0 ? undefined : `must be consecutive calendar years; missing ${yearRanges(missing)}`
}

/**
 * Validates an unknown JSON value as a `parameter-set/1` file, by hand, and returns the typed set or
 * every problem found (`{path, message}`). Cross-checks: rows in consecutive calendar years (no holes),
 * every row complete for the declared factors,
 * inflation series and non-USD currencies; a `baseline` scenario; ids referenced by scenarios declared.
 */
export const parseParameterSet = (json: unknown): Parsed<ParameterSet> => {
  const c = new IssueCollector()
  const r = c.record(json, "") ?? {}
  c.literal(r.schemaVersion, "schemaVersion", ["parameter-set/1"] as const)
  c.literal(r.modelVersion, "modelVersion", [MODEL_VERSION])
  const strings = (value: unknown, path: string, max: number, pattern?: RegExp) =>
    c.array(value, path, 1, max).map((v, i) => c.string(v, `${path}.${i}`, 1, 160, pattern))
  const assetFactors = strings(r.assetFactors, "assetFactors", 128, IDENTIFIER)
  const currencies = strings(r.currencies, "currencies", 64, CURRENCY)
  if (!currencies.includes("USD")) c.add("currencies", "must include USD")
  const inflationSeries = strings(r.inflationSeries, "inflationSeries", 128, IDENTIFIER)
  const reporting = c.string(r.reportingInflationSeriesId, "reportingInflationSeriesId", 1, 160, IDENTIFIER)
  if (!inflationSeries.includes(reporting)) c.add("reportingInflationSeriesId", "must be one of inflationSeries")
  const currencyInflationSeries: Record<string, string> = {}
  const cis = c.record(r.currencyInflationSeries, "currencyInflationSeries") ?? {}
  for (const cur of currencies) {
    const id = c.string(cis[cur], `currencyInflationSeries.${cur}`, 1, 160)
    if (id !== "" && !inflationSeries.includes(id)) c.add(`currencyInflationSeries.${cur}`, "unknown inflation series")
    currencyInflationSeries[cur] = id
  }
  const spotRec = c.record(r.fxSpotUsdPerUnit, "fxSpotUsdPerUnit") ?? {}
  const fxSpotUsdPerUnit: Record<string, number> = {}
  for (const cur of currencies) {
    fxSpotUsdPerUnit[cur] = c.number(spotRec[cur], `fxSpotUsdPerUnit.${cur}`, 1e-9, 1e9)
  }
  if (fxSpotUsdPerUnit.USD !== undefined && fxSpotUsdPerUnit.USD !== 1) c.add("fxSpotUsdPerUnit.USD", "must be 1")
  const shape: RowShape = {
    factors: assetFactors,
    inflation: inflationSeries,
    fx: currencies.filter((x) => x !== "USD")
  }
  const observations = c
    .array(r.observations, "observations", 1, 2000)
    .map((row, i) => parseRow(c, row, `observations.${i}`, shape))
  for (let i = 1; i < observations.length; i++) {
    if ((observations[i]?.year ?? 0) <= (observations[i - 1]?.year ?? 0))
      c.add(`observations.${i}.year`, "must increase")
  }
  const gaps = describeObservationGaps(observations)
  if (gaps !== undefined) c.add("observations", gaps)
  const blockRec = c.record(r.blockLength, "blockLength") ?? {}
  const blockLength = {
    method: c.literal(blockRec.method, "blockLength.method", ["reviewer_selected", "autocorrelation_review"] as const),
    years: c.integer(blockRec.years, "blockLength.years", 1, Math.min(60, Math.max(1, observations.length)))
  }
  const periodRec = c.record(r.observationPeriod, "observationPeriod") ?? {}
  const stressScenarios = c
    .array(r.stressScenarios, "stressScenarios", 1, 64)
    .map((s, i) => parseScenario(c, s, `stressScenarios.${i}`, observations.length))
  if (!stressScenarios.some((s) => s.id === "baseline")) c.add("stressScenarios", "must include baseline")
  stressScenarios.forEach((s, i) => {
    for (const k of Object.keys(s.returnShockByFactor ?? {}))
      if (!assetFactors.includes(k)) c.add(`stressScenarios.${i}.returnShockByFactor.${k}`, "unknown asset factor")
    for (const k of Object.keys(s.inflationShockBySeries ?? {}))
      if (!inflationSeries.includes(k)) c.add(`stressScenarios.${i}.inflationShockBySeries.${k}`, "unknown series")
    for (const k of Object.keys(s.fxShockByCurrency ?? {}))
      if (!shape.fx.includes(k)) c.add(`stressScenarios.${i}.fxShockByCurrency.${k}`, "unknown non-USD currency")
  })
  const set: ParameterSet = {
    schemaVersion: "parameter-set/1",
    id: c.string(r.id, "id", 1, 160, IDENTIFIER),
    modelVersion: MODEL_VERSION,
    description: c.string(r.description, "description", 1, 2000),
    sourceSeries: c.array(r.sourceSeries, "sourceSeries", 1, 256).map((s, i) => parseSeries(c, s, `sourceSeries.${i}`)),
    seriesManifestHash: c.string(r.seriesManifestHash, "seriesManifestHash", 64, 64, HEX64),
    observationPeriod: {
      start: c.string(periodRec.start, "observationPeriod.start", 1, 32),
      end: c.string(periodRec.end, "observationPeriod.end", 1, 32),
      frequency: c.literal(periodRec.frequency, "observationPeriod.frequency", ["annual"] as const)
    },
    blockLength,
    missingDataTreatment: c.literal(r.missingDataTreatment, "missingDataTreatment", [
      "complete_joint_rows_only"
    ] as const),
    portfolioProjectionRule: c.literal(r.portfolioProjectionRule, "portfolioProjectionRule", [
      "native_factor_return_then_position_fee"
    ] as const),
    residualTailTreatment: c.literal(r.residualTailTreatment, "residualTailTreatment", ["none"] as const),
    assetFactors,
    currencies,
    inflationSeries,
    reportingInflationSeriesId: reporting,
    fxQuoteConvention: c.literal(r.fxQuoteConvention, "fxQuoteConvention", ["usd_per_currency_unit"] as const),
    currencyInflationSeries,
    fxSpotUsdPerUnit,
    stressScenarios,
    approval: parseApproval(c, r.approval),
    observations
  }
  return c.result(set)
}

/** The stress scenario `id` of `set`, or undefined. */
export const findStressScenario = (set: ParameterSet, id: string): StressScenario | undefined =>
  set.stressScenarios.find((s) => s.id === id)
