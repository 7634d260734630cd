import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

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

const d = new TaxRuleSetDraft({
  countryCode: "NL",
  countryName: "Netherlands",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "EUR",
  version: 1
})

const box1 = d.fact(
  "box1.rates_under_aow_age",
  [
    [0, 0.3582],
    [38441, 0.3748],
    [76817, 0.495]
  ],
  "EUR / fraction (incl. national insurance premiums in the first band)",
  RATES
)
const ahk = d.fact(
  "algemene_heffingskorting",
  { max: 3068, threshold: 28406, rate: 0.06337 },
  "EUR / fraction of taxable income above the threshold",
  CREDITS
)
const arbeidskorting = d.fact(
  "arbeidskorting",
  [
    [0, 0],
    [12169, 980],
    [26288, 5220],
    [43071, 5599],
    [129078, 0]
  ],
  "employment income EUR -> credit EUR (linear between points)",
  CREDITS
)
const box3 = d.fact(
  "box3",
  { deemedReturnSavings: 0.0144, deemedReturnOther: 0.0588, rate: 0.36, taxFreeAssets: 57684 },
  "fraction / EUR of net assets",
  BOX3
)
const ruling = d.fact("ruling_30", { exemptShare: 0.3, years: 5 }, "fraction of employment income", RULING)

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
      points: arbeidskorting.value,
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
    factKeys: [box3.key]
  },
  { kind: "interest", reason: "interest falls in box 3 (deemed return on net assets)", factKeys: [box3.key] },
  { kind: "capitalGains", reason: "gains fall in box 3 (deemed return on net assets)", factKeys: [box3.key] }
]

/** Netherlands, tax year 2025. */
export const nl2025: TaxRuleSet = d.build({
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
