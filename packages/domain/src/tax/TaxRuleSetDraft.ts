import type { EvidenceFact, SourceKind } from "../EvidenceFact.js"
import type { Bracket, Components, FormulaZone, Regime, Schedule, Subdivision, TaxRuleSet } from "./TaxRuleSet.js"
import { taxFactId, taxRuleSetId } from "./TaxRuleSetId.js"

/** An official publication a rule set reads its figures from. */
export interface TaxSource {
  readonly url: string
  readonly publisher: string
  readonly kind: SourceKind
}

/** A registered fact: its key (for `factKeys`) and its value (for the component that uses it). */
export interface FactRef<A> {
  readonly key: string
  readonly value: A
}

/** The date every fact in this release was last checked against its source (offline: see docs/tax.md). */
export const TAX_VERIFIED_AT = "2026-11-21T00:00:00Z"

/** What a rule-set module declares besides its components. */
export interface TaxRuleSetHeader {
  readonly countryCode: string
  readonly countryName: string
  readonly taxYear: number
  readonly taxYearLabel?: string
  readonly periodStart: string
  readonly periodEnd: string
  readonly currency: string
  readonly version: number
}

const addMonths = (isoDate: string, months: number): string => {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const lastDay = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  const day = Math.min(d, lastDay)
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T00:00:00Z`
}

/**
 * Collects the facts of one rule set while its components are written, so each figure is stated
 * once (as a fact) and used from there. Freshness: `warningAfter` = end of the tax year + 3 months,
 * `hardExpiry` = end of the tax year + 15 months; `sourceStatus` is `unchecked` (no web access when
 * compiled).
 */
export class TaxRuleSetDraft {
  private readonly facts: Array<EvidenceFact> = []
  readonly warningAfter: string
  readonly hardExpiry: string

  constructor(readonly header: TaxRuleSetHeader) {
    this.warningAfter = addMonths(header.periodEnd, 3)
    this.hardExpiry = addMonths(header.periodEnd, 15)
  }

  /** Registers a fact under `<cc>.<year>.<key>` and returns its full key and value. */
  fact<const A extends EvidenceFact["value"]>(
    key: string,
    value: A,
    unit: string,
    source: TaxSource,
    options: { readonly provisional?: boolean } = {}
  ): FactRef<A> {
    const fullKey = `${this.header.countryCode.toLowerCase()}.${this.header.taxYear}.${key}`
    if (this.facts.some((f) => f.key === fullKey)) throw new Error(`duplicate tax fact key ${fullKey}`)
    this.facts.push({
      id: taxFactId(fullKey, this.header.version),
      key: fullKey,
      value,
      unit,
      effectiveFrom: this.header.periodStart,
      effectiveTo: this.header.periodEnd,
      verifiedAt: TAX_VERIFIED_AT,
      warningAfter: this.warningAfter,
      hardExpiry: this.hardExpiry,
      factStatus: options.provisional === true ? "provisional" : "verified",
      sourceUrl: source.url,
      publisher: source.publisher,
      sourceKind: source.kind,
      sourceStatus: "unchecked"
    })
    return { key: fullKey, value }
  }

  /** Seals the rule set: derives its id and attaches the facts registered so far. */
  build(parts: {
    readonly filingStatuses?: ReadonlyArray<string>
    readonly residence: Readonly<Record<string, Readonly<Record<string, Components>>>>
    readonly subdivisions?: ReadonlyArray<Subdivision>
    readonly defaultSubdivision?: string
    readonly regimes?: ReadonlyArray<Regime>
    readonly statutoryDecreases?: TaxRuleSet["statutoryDecreases"]
    readonly partial?: string
    readonly notes: ReadonlyArray<string>
  }): TaxRuleSet {
    const h = this.header
    return {
      ruleSetId: taxRuleSetId(h.countryCode, h.taxYear, h.version),
      countryCode: h.countryCode,
      countryName: h.countryName,
      taxYear: h.taxYear,
      taxYearLabel: h.taxYearLabel ?? String(h.taxYear),
      periodStart: h.periodStart,
      periodEnd: h.periodEnd,
      currency: h.currency,
      version: h.version,
      filingStatuses: parts.filingStatuses ?? ["single"],
      residence: parts.residence,
      subdivisions: parts.subdivisions ?? [],
      defaultSubdivision: parts.defaultSubdivision ?? "none",
      regimes: parts.regimes ?? [],
      ...(parts.statutoryDecreases !== undefined ? { statutoryDecreases: parts.statutoryDecreases } : {}),
      notes: parts.notes,
      ...(parts.partial !== undefined ? { partial: parts.partial } : {}),
      facts: [...this.facts]
    }
  }
}

/** A bracket schedule from `[from, rate]` pairs (rates as fractions). */
export const brackets = (pairs: ReadonlyArray<readonly [number, number]>): Schedule => ({
  kind: "brackets",
  brackets: pairs.map(([from, rate]): Bracket => ({ from, rate }))
})

/** A single-rate schedule. */
export const flat = (rate: number): Schedule => brackets([[0, rate]])

/** A formula schedule (Germany's §32a EStG style). */
export const formula = (zones: ReadonlyArray<FormulaZone>): Schedule => ({ kind: "formula", zones })

/** Components with nothing in them, to spread defaults from. */
export const noComponents: Components = { incomeTaxes: [], capitalTaxes: [], contributions: [], exemptions: [] }
