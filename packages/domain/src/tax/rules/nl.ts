import type { EvidenceFact } from "../../EvidenceFact.js"
import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, type FactRef, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Netherlands, box 1 for a person under the AOW age (income tax and national insurance
 * premiums in one scale), the general tax credit and the labour tax credit, box 2 for substantial
 * holdings (not used: dividends and gains from portfolio investments fall in box 3), and the
 * 30% ruling.
 */

const RATES: TaxSource = {
  url: "https://www.belastingdienst.nl/wps/wcm/connect/nl/inkomstenbelasting/content/tarieven-inkomstenbelasting-2025",
  publisher: "Belastingdienst",
  kind: "government_guidance"
}
const RATES_2026: TaxSource = {
  url: "https://www.belastingdienst.nl/wps/wcm/connect/nl/inkomstenbelasting/content/tarieven-inkomstenbelasting-2026",
  publisher: "Belastingdienst",
  kind: "government_guidance"
}
const CREDITS: TaxSource = {
  url: "https://www.belastingdienst.nl/wps/wcm/connect/bldcontentnl/belastingdienst/prive/inkomstenbelasting/heffingskortingen_boxen_tarieven/heffingskortingen/",
  publisher: "Belastingdienst",
  kind: "government_guidance"
}
const BOX3: TaxSource = {
  url: "https://www.belastingdienst.nl/wps/wcm/connect/bldcontentnl/belastingdienst/prive/vermogen_en_aanmerkelijk_belang/vermogen/",
  publisher: "Belastingdienst",
  kind: "government_guidance"
}
const RULING: TaxSource = {
  url: "https://www.belastingdienst.nl/wps/wcm/connect/bldcontentnl/belastingdienst/prive/werk_en_inkomen/werken/werken_in_nederland_en_wonen_in_het_buitenland/30_procent_regeling/",
  publisher: "Belastingdienst",
  kind: "government_guidance"
}

/** A fact's value, unit, source and status for one Dutch tax year. */
interface NlFact<A> {
  readonly value: A
  readonly unit: string
  readonly source: TaxSource
  readonly provisional?: boolean
}

/** The figures of one Dutch tax year (each becomes one fact of the rule set). */
interface NlYear {
  readonly year: number
  /** Raised whenever a released rule set is corrected: an id names one content. */
  readonly version: number
  readonly box1: NlFact<ReadonlyArray<readonly [number, number]>>
  readonly ahk: NlFact<{ readonly max: number; readonly threshold: number; readonly rate: number }>
  /**
   * The labour credit as the Belastingdienst publishes it: [work income, credit] at the start of each
   * segment (linear between them), then the published phase-out rate from the last point to zero.
   */
  readonly arbeidskorting: NlFact<{
    readonly points: ReadonlyArray<readonly [number, number]>
    readonly phaseOutRate: number
  }>
  readonly box3: NlFact<{
    readonly deemedReturnSavings: number
    readonly deemedReturnOther: number
    readonly rate: number
    readonly taxFreeAssets: number
  }>
  readonly ruling: NlFact<{ readonly exemptShare: number; readonly years: number }>
  /** Box 3 as a system (deemed return on net assets), stated on its own where the year's figures are provisional. */
  readonly box3System?: NlFact<string>
}

const build = (y: NlYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "NL",
    countryName: "Netherlands",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version
  })
  const fact = <A extends EvidenceFact["value"]>(key: string, f: NlFact<A>): FactRef<A> =>
    d.fact(key, f.value, f.unit, f.source, { provisional: f.provisional === true })
  const box1 = fact("box1.rates_under_aow_age", y.box1)
  const ahk = fact("algemene_heffingskorting", y.ahk)
  const arbeidskorting = fact("arbeidskorting", y.arbeidskorting)
  // the credit falls at the published rate from its maximum until it reaches zero
  const [peakIncome, peakCredit] = arbeidskorting.value.points[arbeidskorting.value.points.length - 1]!
  const labourCreditPoints: ReadonlyArray<readonly [number, number]> = [
    ...arbeidskorting.value.points,
    [peakIncome + peakCredit / arbeidskorting.value.phaseOutRate, 0]
  ]
  const box3 = fact("box3", y.box3)
  const ruling = fact("ruling_30", y.ruling)
  const box3Keys = y.box3System === undefined ? [box3.key] : [fact("box3.system", y.box3System).key, box3.key]

  const layer = (exemptShare: number): Components["incomeTaxes"][number] => ({
    id: "box1",
    name: "Box 1 (income tax and national insurance)",
    base: ["employment", "selfEmployment", "pension"],
    ...(exemptShare > 0 ? { weights: { employment: 1 - exemptShare } } : {}),
    deductions: [],
    schedule: brackets(box1.value),
    credits: [
      {
        kind: "fixed",
        name: "Algemene heffingskorting",
        amount: ahk.value.max,
        phaseOut: { threshold: ahk.value.threshold, rate: ahk.value.rate },
        factKeys: [ahk.key]
      },
      {
        kind: "piecewise",
        name: "Arbeidskorting",
        kinds: ["employment", "selfEmployment"],
        points: labourCreditPoints,
        factKeys: [arbeidskorting.key]
      }
    ],
    surtaxes: [],
    factKeys: exemptShare > 0 ? [box1.key, ruling.key] : [box1.key]
  })

  const exemptions: Components["exemptions"] = [
    {
      kind: "dividends",
      reason: "portfolio dividends fall in box 3, which taxes a deemed return on net assets, not the income received",
      factKeys: box3Keys
    },
    { kind: "interest", reason: "interest falls in box 3 (deemed return on net assets)", factKeys: box3Keys },
    { kind: "capitalGains", reason: "gains fall in box 3 (deemed return on net assets)", factKeys: box3Keys }
  ]

  return d.build({
    residence: { resident: { single: { incomeTaxes: [layer(0)], capitalTaxes: [], contributions: [], exemptions } } },
    regimes: [
      {
        id: "nl-30-ruling",
        name: "30% ruling (30%-regeling)",
        description:
          "30% of employment income paid tax-free as an allowance for extraterritorial costs, for up to 5 years",
        conditions: [
          "recruited from abroad, having lived more than 150 km from the Dutch border for 16 of the 24 months before",
          "specific expertise scarce in the Dutch labour market, shown by a salary above the yearly threshold",
          "employer and employee apply jointly within 4 months of starting work",
          "allowance capped by the public-sector salary standard; from 2027 the rate falls to 27%"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: { incomeTaxes: [layer(ruling.value.exemptShare)], capitalTaxes: [], contributions: [], exemptions }
        },
        factKeys: [ruling.key]
      }
    ],
    notes: [
      "under the AOW age; pensions are taxed at the same box 1 scale (AOW-age rates not modeled)",
      "box 3 taxes a deemed return on net assets and cannot be computed from income: dividends, interest and gains are reported as not taxed with a warning",
      "self-employed deductions (zelfstandigenaftrek, MKB-winstvrijstelling) are not modeled",
      "the general credit phases out on taxable box 1 income; the labour credit is read on work income after any 30% allowance"
    ]
  })
}

/**
 * Netherlands, tax year 2025.
 * Version 2: version 1 phased the labour credit out on a line to its end point (6.50993%), not at the
 * published 6.510% (a few cents).
 */
export const nl2025: TaxRuleSet = build({
  year: 2025,
  version: 2,
  box1: {
    value: [
      [0, 0.3582],
      [38441, 0.3748],
      [76817, 0.495]
    ],
    unit: "EUR / fraction (incl. national insurance premiums in the first band)",
    source: RATES
  },
  ahk: {
    value: { max: 3068, threshold: 28406, rate: 0.06337 },
    unit: "EUR / fraction of taxable income above the threshold",
    source: CREDITS
  },
  arbeidskorting: {
    value: {
      points: [
        [0, 0],
        [12169, 980],
        [26288, 5220],
        [43071, 5599]
      ],
      phaseOutRate: 0.0651
    },
    unit: "employment income EUR -> credit EUR (linear between points), then less 6.510% of the income above the last point (zero from EUR 129,078)",
    source: CREDITS
  },
  box3: {
    value: { deemedReturnSavings: 0.0144, deemedReturnOther: 0.0588, rate: 0.36, taxFreeAssets: 57684 },
    unit: "fraction / EUR of net assets",
    source: BOX3
  },
  ruling: { value: { exemptShare: 0.3, years: 5 }, unit: "fraction of employment income", source: RULING }
})

/**
 * Netherlands, tax year 2026 (Belastingplan 2026 as enacted): first band 35.75% to EUR 38,883,
 * second 37.56% to EUR 78,426, 49.50% above; higher general and labour credits; box 3 tax-free
 * assets EUR 59,357 and 6.00% deemed return on other assets. All figures provisional (see facts).
 * Version 2: version 1 phased the labour credit out on a line to its end point (6.50990%), not at the
 * published 6.510%.
 */
export const nl2026: TaxRuleSet = build({
  year: 2026,
  version: 2,
  box1: {
    value: [
      [0, 0.3575],
      [38883, 0.3756],
      [78426, 0.495]
    ],
    unit: "EUR / fraction (incl. national insurance premiums in the first band); Belastingplan 2026 as amended in parliament (the bill of September 2025 had 35.70% and EUR 79,137); read in stored tax-adviser and press copies, not in a stored Belastingdienst page; with the 2026 credits below it reproduces six rows of the Belastingdienst's Witte Maandloon-tabel 2026 (quoted in dev-chilwal/zenoply) within €0.35 a month",
    source: RATES_2026,
    provisional: true
  },
  ahk: {
    value: { max: 3115, threshold: 29736, rate: 0.06398 },
    unit: "EUR / fraction of taxable income above the threshold (reaches zero at EUR 78,426); read in stored press copies; the rate is 3,115 / (78,426 - 29,736) rounded as the Belastingdienst prints it",
    source: CREDITS,
    provisional: true
  },
  arbeidskorting: {
    value: {
      points: [
        [0, 0],
        [11965, 996],
        [25845, 5300],
        [45592, 5685]
      ],
      phaseOutRate: 0.0651
    },
    unit: "employment income EUR -> credit EUR (linear between points: 8.324%, 31.009%, 1.950%), then less 6.510% of the income above the last point (zero from EUR 132,920); read in a stored payroll provider's 2026 table, not in a stored Belastingdienst page",
    source: CREDITS,
    provisional: true
  },
  box3: {
    value: { deemedReturnSavings: 0.0128, deemedReturnOther: 0.06, rate: 0.36, taxFreeAssets: 59357 },
    unit: "fraction / EUR of net assets (savings return 1.28% is the preliminary figure); read in stored tax-adviser copies",
    source: BOX3,
    provisional: true
  },
  box3System: {
    value:
      "box 3 taxes a deemed return on net assets at 1 January (savings, other assets, debts), not the dividends, interest or gains received; the actual-return system is postponed to 2028, so 2026 keeps this system",
    unit: "text",
    source: BOX3
  },
  ruling: {
    value: { exemptShare: 0.3, years: 5 },
    unit: "fraction of employment income; 30% until the end of 2026, 27% from 2027 (own knowledge, not confirmed in a stored copy)",
    source: RULING,
    provisional: true
  }
})
