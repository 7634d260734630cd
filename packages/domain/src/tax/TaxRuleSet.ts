import type { EvidenceFact } from "../EvidenceFact.js"

/**
 * The tax rule-set format: one value per country, tax year and version, holding every figure the
 * calculator uses as data (brackets, allowances, credits, contributions, capital-income schedules,
 * special regimes) and the evidence facts those figures come from. Every component names the fact
 * keys it rests on, so a calculation can return the facts it used (docs/tax.md).
 */

/** The kinds of annual income the calculator takes, in the rule set's currency. */
export const incomeKinds = ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"] as const
export type IncomeKind = (typeof incomeKinds)[number]

/** One band of a progressive schedule: `rate` (fraction) applies from `from` up to the next band's `from`. */
export interface Bracket {
  readonly from: number
  readonly rate: number
  /**
   * The tax the statute prints for an income of `from`, when it prints one (Portugal's art. 68 n.º 2
   * CIRS: the limit times the published average rate): the tax on income in this band is then
   * `baseTax + (x - from) * rate`, not the sum of the bands below.
   */
  readonly baseTax?: number
}

/**
 * One zone of a formula tariff such as Germany's §32a EStG: for `x` in [from, next zone's from),
 * tax(x) = (q * y + l) * y + c with y = (x - origin) / per.
 */
export interface FormulaZone {
  readonly from: number
  readonly origin: number
  readonly per: number
  readonly q: number
  readonly l: number
  readonly c: number
}

/** A schedule maps a taxable amount to a tax amount. */
export type Schedule =
  | { readonly kind: "brackets"; readonly brackets: ReadonlyArray<Bracket> }
  | { readonly kind: "formula"; readonly zones: ReadonlyArray<FormulaZone> }

/** Something that rests on evidence facts. */
export interface Evidenced {
  readonly factKeys: ReadonlyArray<string>
}

/** A deduction from the income-tax base, applied in order. */
export type Deduction = Evidenced & {
  readonly name: string
} & (
    | {
        /** A fixed amount, capped at the income of `appliesTo` (or the whole base). */
        readonly kind: "fixed"
        readonly amount: number
        readonly appliesTo?: ReadonlyArray<IncomeKind>
      }
    | {
        /**
         * `rate` times the income of `appliesTo` (with `onRemaining`, less the deductions applied
         * before), clamped to [min, max] and to that income.
         */
        readonly kind: "rate"
        readonly rate: number
        readonly appliesTo: ReadonlyArray<IncomeKind>
        readonly onRemaining?: boolean
        readonly min?: number
        readonly max?: number
      }
    | {
        /**
         * `amount` reduced by `rate` per unit of income above `threshold` (UK personal allowance);
         * the income is that of `incomeKinds` (UK: adjusted net income, without gains), or of every
         * kind when absent (GB version 1, kept as released).
         */
        readonly kind: "taper"
        readonly amount: number
        readonly threshold: number
        readonly rate: number
        readonly incomeKinds?: ReadonlyArray<IncomeKind>
      }
    | {
        /**
         * Linear interpolation over `points` ([income, deduction]) of the income of `kinds`, or,
         * with `onRemaining`, of that income less the deductions applied before (net income).
         */
        readonly kind: "piecewise"
        readonly kinds: ReadonlyArray<IncomeKind>
        readonly onRemaining?: boolean
        readonly points: ReadonlyArray<readonly [number, number]>
      }
    | {
        /** The named social contributions (times `share`) are deductible. */
        readonly kind: "contributions"
        readonly contributionIds: ReadonlyArray<string>
        readonly share: number
      }
  )

/** A credit against a layer's tax; credits are non-refundable (never below zero). */
export type Credit = Evidenced & {
  readonly name: string
  /** Reduce the credit by `rate` per unit of the layer's taxable income above `threshold`, never below zero. */
  readonly phaseOut?: { readonly threshold: number; readonly rate: number }
} & (
    | { readonly kind: "fixed"; readonly amount: number }
    | {
        /** The layer's schedule evaluated on min(amount, taxable) (Spain's personal minimum). */
        readonly kind: "scheduleOn"
        readonly amount: number
      }
    | { readonly kind: "rateOn"; readonly amount: number; readonly rate: number }
    | {
        /** `rate` times the named contributions (times `share`), e.g. Canada's CPP and EI credits. */
        readonly kind: "contributionsAtRate"
        readonly contributionIds: ReadonlyArray<string>
        readonly share: number
        readonly rate: number
      }
    | {
        /** `amount - rate * tax` (France's décote), where tax is the layer's tax before credits. */
        readonly kind: "taxLinked"
        readonly amount: number
        readonly rate: number
      }
    | {
        /**
         * Linear interpolation over `points` ([income, credit]) of the income of `kinds`, or with
         * `onTaxable` of the layer's taxable income (zero when `kinds` have no income); flat beyond the ends.
         */
        readonly kind: "piecewise"
        readonly kinds: ReadonlyArray<IncomeKind>
        readonly onTaxable?: boolean
        readonly points: ReadonlyArray<readonly [number, number]>
        /** Truncate the share of a segment still ahead of the income to this many decimals (Italy: 4). */
        readonly ratioDecimals?: number
      }
  )

/**
 * A surtax on a computed tax (Germany's solidarity surcharge, Japan's reconstruction tax): `rate` of
 * the tax, zero while the tax is at most `freeUpTo`, and at most `phaseInRate` times the excess.
 */
export interface Surtax extends Evidenced {
  readonly name: string
  readonly rate: number
  readonly freeUpTo?: number
  readonly phaseInRate?: number
}

/** An income-tax layer (national, state, cantonal, provincial, local) over ordinary income. */
export interface IncomeTaxLayer extends Evidenced {
  readonly id: string
  readonly name: string
  readonly base: ReadonlyArray<IncomeKind>
  /**
   * Share of each kind's income that enters the base (default 1), e.g. 0.5 for a capital-gains
   * inclusion rate; deductions and credits of the layer see the weighted amounts.
   */
  readonly weights?: Partial<Readonly<Record<IncomeKind, number>>>
  readonly deductions: ReadonlyArray<Deduction>
  readonly schedule: Schedule
  readonly credits: ReadonlyArray<Credit>
  readonly surtaxes: ReadonlyArray<Surtax>
  /** Round the taxable income and the tax (before surtaxes) down to multiples of these, as the authority does. */
  readonly roundDown?: { readonly taxable: number; readonly tax: number }
  /**
   * Round the taxable income and the tax (before surtaxes) to the nearest multiple of these, a half
   * counting for one (France, art. 1657 CGI); a layer sets at most one of `roundDown` and this.
   */
  readonly roundNearest?: { readonly taxable: number; readonly tax: number }
}

/** A separately scheduled tax on capital income (dividends, interest, gains). */
export interface CapitalTax extends Evidenced {
  readonly id: string
  readonly name: string
  readonly kinds: ReadonlyArray<IncomeKind>
  /** Tax-free amount subtracted from the group's base. */
  readonly allowance: number
  readonly schedule: Schedule
  /** When set, the schedule applies to the slice on top of this layer's taxable income (US, UK). */
  readonly stackOn?: string
  /**
   * Whether deductions left unused by the `stackOn` layer reduce this base (default true: the US
   * standard deduction covers qualified dividends and gains; false: the UK Personal Allowance is
   * set against income, never against gains).
   */
  readonly takesUnusedDeductions?: boolean
  readonly surtaxes: ReadonlyArray<Surtax>
}

/** A social contribution on the income of `kinds` (times `baseFactor`), by band. */
export interface Contribution extends Evidenced {
  readonly id: string
  readonly name: string
  readonly kinds: ReadonlyArray<IncomeKind>
  readonly baseFactor: number
  /** If the base is at most this, nothing is due (a threshold, not an allowance). */
  readonly exemptUpTo?: number
  readonly brackets: ReadonlyArray<Bracket>
}

/** A lump-sum levy replacing tax on the income it covers (Italy's flat tax for new residents). */
export interface LumpSum extends Evidenced {
  readonly name: string
  readonly amount: number
}

/** Income kinds that a set of components leaves untaxed, with the fact that says so. */
export interface Exemption extends Evidenced {
  readonly kind: IncomeKind
  readonly reason: string
}

/** Everything the calculator evaluates for one residence status or regime and filing status. */
export interface Components {
  readonly incomeTaxes: ReadonlyArray<IncomeTaxLayer>
  readonly capitalTaxes: ReadonlyArray<CapitalTax>
  readonly contributions: ReadonlyArray<Contribution>
  readonly exemptions: ReadonlyArray<Exemption>
  readonly lumpSum?: LumpSum
}

/** Extra layers and contributions for a state, canton or province. */
export interface Subdivision {
  readonly code: string
  readonly name: string
  readonly byFilingStatus: Readonly<
    Record<
      string,
      { readonly incomeTaxes: ReadonlyArray<IncomeTaxLayer>; readonly contributions: ReadonlyArray<Contribution> }
    >
  >
}

/** A special regime: its own components (by filing status) and the conditions that must hold. */
export interface Regime extends Evidenced {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly conditions: ReadonlyArray<string>
  /** Whether subdivision layers still apply under the regime. */
  readonly keepsSubdivision: boolean
  readonly byFilingStatus: Readonly<Record<string, Components>>
}

/** A complete rule set for one country and tax year. */
export interface TaxRuleSet {
  readonly ruleSetId: string
  readonly countryCode: string
  readonly countryName: string
  readonly taxYear: number
  /** How the authority names the year, e.g. `2025-26`. */
  readonly taxYearLabel: string
  readonly periodStart: string
  readonly periodEnd: string
  readonly currency: string
  readonly version: number
  readonly filingStatuses: ReadonlyArray<string>
  /** Components by residence status (`resident`, `non_resident`) then filing status. */
  readonly residence: Readonly<Record<string, Readonly<Record<string, Components>>>>
  readonly subdivisions: ReadonlyArray<Subdivision>
  /**
   * Where the statute itself makes tax fall as income rises: the taxable income of `layer`
   * crossing `at` (a credit that jumps), the first unit of income of `onsetOf` (a credit due to
   * anyone with that kind of income), or more income of `negativeMarginal` (a credit larger than
   * the tax on that income). Documented so laws can tell the statute from a bug.
   */
  readonly statutoryDecreases?: ReadonlyArray<
    | { readonly layer: string; readonly at: number; readonly reason: string }
    | { readonly onsetOf: IncomeKind; readonly reason: string }
    | { readonly negativeMarginal: IncomeKind; readonly reason: string }
  >
  /** The subdivision used when the input names none (`none` when there is no default layer). */
  readonly defaultSubdivision: string
  readonly regimes: ReadonlyArray<Regime>
  /**
   * Set when the rule set leaves out a component that materially adds to the tax (e.g. cantonal
   * tax): the calculation is then flagged incomplete, so a claim resting on it is at best limited.
   */
  readonly partial?: string
  /** What the rule set simplifies or leaves out. */
  readonly notes: ReadonlyArray<string>
  readonly facts: ReadonlyArray<EvidenceFact>
}
