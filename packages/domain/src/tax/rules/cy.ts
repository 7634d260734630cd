import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import {
  contributionsDeductible,
  exemptKinds,
  flatCapitalTax,
  flatContribution,
  progressiveLayer
} from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Cyprus: income tax scale, social insurance and GESY, the special defence contribution (SDC) on
 * dividends and interest for domiciled residents, gains outside Cyprus real estate untaxed;
 * regimes: non-domiciled residents (no SDC), the 5% option on foreign pensions, and the 50%
 * exemption of employment income for new residents. 2026: the tax reform (Income Tax and SDC
 * amending laws voted on 22 December 2025, in force 1 January 2026) raises the tax-free band to
 * EUR 22,000 with bands 20% to 32,000, 25% to 42,000, 30% to 72,000, 35% above, and lowers the SDC
 * on dividends from 17% to 5%.
 */

const TAX_DEPT: TaxSource = {
  url: "https://www.mof.gov.cy/mof/tax/taxdep.nsf/page1a_en/page1a_en?OpenDocument",
  publisher: "Tax Department, Ministry of Finance of Cyprus",
  kind: "government_guidance"
}
const SI: TaxSource = {
  url: "https://www.mlsi.gov.cy/mlsi/sis/sis.nsf/page12_en/page12_en",
  publisher: "Social Insurance Services, Cyprus",
  kind: "government_guidance"
}
const GESY: TaxSource = {
  url: "https://www.gesy.org.cy/sites/Sites?d=Desktop&locale=en_US&lookuphost=/en-us/&lookuppage=hiocontributions",
  publisher: "Health Insurance Organisation (GESY)",
  kind: "government_guidance"
}

interface CyYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly scale: ReadonlyArray<readonly [number, number]>
  readonly scaleNote: string
  readonly siCeiling: number
  readonly sdcDividends: number
  /** Facts not confirmed in a stored official copy for this year. */
  readonly provisional: {
    readonly scale: boolean
    readonly si: boolean
    readonly sdc: boolean
    readonly other: boolean
  }
  readonly unchangedNote: string
  readonly notes: ReadonlyArray<string>
}

const build = (y: CyYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "CY",
    countryName: "Cyprus",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version ?? 1
  })
  const other = { provisional: y.provisional.other }
  const scale = d.fact("income_tax_scale", y.scale, `EUR / fraction${y.scaleNote}`, TAX_DEPT, {
    provisional: y.provisional.scale
  })
  const si = d.fact(
    "social_insurance_employee",
    { rate: 0.088, ceilingAnnual: y.siCeiling },
    "fraction / EUR (maximum insurable earnings a year)",
    SI,
    { provisional: y.provisional.si }
  )
  const gesy = d.fact(
    "gesy_employee",
    { rate: 0.0265, ceilingAnnual: 180000 },
    `fraction / EUR${y.unchangedNote}`,
    GESY,
    other
  )
  const sdc = d.fact(
    "special_defence_contribution",
    { dividends: y.sdcDividends, interest: 0.17 },
    y.year >= 2026 ? "fraction (dividends 5% from 2026 under the reform; interest unchanged at 17%)" : "fraction",
    TAX_DEPT,
    { provisional: y.provisional.sdc }
  )
  const gains = d.fact(
    "gains_outside_cyprus_property_untaxed",
    "capital gains tax applies only to Cyprus immovable property and shares of companies holding it",
    "text",
    TAX_DEPT
  )
  const nonDom = d.fact(
    "non_domiciled_sdc_exempt",
    "non-domiciled residents are exempt from SDC on dividends and interest for 17 of the last 20 years",
    "text",
    TAX_DEPT
  )
  const pensionOption = d.fact(
    "foreign_pension_option",
    { exempt: 5000, rate: 0.05 },
    `EUR / fraction${y.unchangedNote}`,
    TAX_DEPT,
    other
  )
  const newResident = d.fact(
    "employment_exemption_new_residents",
    { share: 0.5, minimumIncome: 55000, years: 17 },
    `fraction / EUR${y.unchangedNote}`,
    TAX_DEPT,
    other
  )

  const contributions: Components["contributions"] = [
    flatContribution("si", "Social insurance (employee)", ["employment"], si.value.rate, si, si.value.ceilingAnnual),
    flatContribution(
      "gesy",
      "GESY (general healthcare)",
      ["employment", "selfEmployment", "pension", "dividends", "interest"],
      gesy.value.rate,
      gesy,
      gesy.value.ceilingAnnual
    )
  ]
  const layer = (weights?: { readonly employment: number }) =>
    progressiveLayer("income-tax", "Income tax", ["employment", "selfEmployment", "pension"], scale, {
      deductions: [contributionsDeductible(["si"], si)],
      ...(weights !== undefined ? { weights } : {})
    })
  const sdcTaxes = [
    flatCapitalTax("sdc-dividends", "SDC on dividends", ["dividends"], { key: sdc.key, value: sdc.value.dividends }),
    flatCapitalTax("sdc-interest", "SDC on interest", ["interest"], { key: sdc.key, value: sdc.value.interest })
  ]
  const gainsExempt = exemptKinds(["capitalGains"], gains.value, gains)

  return d.build({
    residence: {
      resident: {
        single: { contributions, incomeTaxes: [layer()], capitalTaxes: sdcTaxes, exemptions: gainsExempt }
      }
    },
    regimes: [
      {
        id: "cy-non-dom",
        name: "Non-domiciled tax resident (no SDC)",
        description: "dividends and interest free of the special defence contribution; GESY still applies",
        conditions: [
          "tax resident in Cyprus (183 days, or the 60-day rule)",
          "not domiciled in Cyprus (domicile of origin elsewhere and not tax resident in Cyprus for 17 of the last 20 years)"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            contributions,
            incomeTaxes: [layer()],
            capitalTaxes: [],
            exemptions: [...gainsExempt, ...exemptKinds(["dividends", "interest"], nonDom.value, nonDom)]
          }
        },
        factKeys: [nonDom.key]
      },
      {
        id: "cy-foreign-pension-5",
        name: "Foreign pension taxed at 5% above EUR 5,000 (non-dom assumed for SDC)",
        description: "yearly option to tax foreign pensions at 5% on the amount above EUR 5,000 instead of the scale",
        conditions: ["pension from services rendered abroad", "elected in the yearly return"],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            contributions,
            incomeTaxes: [
              progressiveLayer("income-tax", "Income tax", ["employment", "selfEmployment"], scale, {
                deductions: [contributionsDeductible(["si"], si)]
              })
            ],
            capitalTaxes: [
              flatCapitalTax(
                "foreign-pension",
                "Foreign pension at 5%",
                ["pension"],
                { key: pensionOption.key, value: pensionOption.value.rate },
                pensionOption.value.exempt
              )
            ],
            exemptions: [...gainsExempt, ...exemptKinds(["dividends", "interest"], nonDom.value, nonDom)]
          }
        },
        factKeys: [pensionOption.key, nonDom.key]
      },
      {
        id: "cy-50-employment",
        name: "50% exemption of employment income for new residents (art. 8(23A))",
        description: "half of employment income exempt for 17 years when it exceeds EUR 55,000 a year",
        conditions: [
          "employment income in Cyprus above EUR 55,000 a year",
          "not tax resident in Cyprus for at least 10 consecutive years before the employment started (from 2022)"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            contributions,
            incomeTaxes: [layer({ employment: 1 - newResident.value.share })],
            capitalTaxes: sdcTaxes,
            exemptions: gainsExempt
          }
        },
        factKeys: [newResident.key]
      }
    ],
    notes: y.notes
  })
}

/** Cyprus, tax year 2025. *
 * Version 2: version 1 said SDC on dividends is removed in 2026 (it is lowered) and the SI ceiling unit was vaguer (text only).
 */
export const cy2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  scale: [
    [0, 0],
    [19500, 0.2],
    [28000, 0.25],
    [36300, 0.3],
    [60000, 0.35]
  ],
  scaleNote: "",
  siCeiling: 66612,
  sdcDividends: 0.17,
  provisional: { scale: false, si: false, sdc: false, other: false },
  unchangedNote: "",
  notes: [
    "SDC on rental income and GESY on rents are not modeled",
    "the 20% exemption for first employment (max EUR 8,550) is not modeled",
    "from 2026 the tax reform raises the tax-free band to EUR 22,000 and lowers SDC on dividends for domiciled residents to 5%: see the 2026 rule set"
  ]
})

/**
 * Cyprus, tax year 2026: the reformed scale (tax-free EUR 22,000; 20% to 32,000; 25% to 42,000;
 * 30% to 72,000; 35% above), SDC on dividends 5%, social insurance ceiling EUR 68,904. The scale
 * and the ceiling were read in stored copies of the government's announcement as reported by the
 * press (Filenews/Politis, 21-22 January 2026) and of accountants' notes (Andersen Cyprus,
 * Shiakas, M. Target Group); the Tax Department's and Social Insurance Services' own pages were not
 * stored, so those facts are provisional. SDC on interest (17%), GESY, the 50% exemption and the
 * foreign-pension option are taken as unchanged (provisional).
 */
export const cy2026: TaxRuleSet = build({
  year: 2026,
  scale: [
    [0, 0],
    [22000, 0.2],
    [32000, 0.25],
    [42000, 0.3],
    [72000, 0.35]
  ],
  scaleNote: " (tax reform in force 1 January 2026: tax-free band EUR 22,000)",
  siCeiling: 68904,
  sdcDividends: 0.05,
  provisional: { scale: true, si: true, sdc: true, other: true },
  unchangedNote: "; unchanged from 2025 (not confirmed in a stored official copy for 2026)",
  notes: [
    "GESY on rents is not modeled (SDC on rental income is abolished from 2026)",
    "the 20% exemption for first employment (max EUR 8,550) is not modeled",
    "the reform's family-income-tested deductions (EUR 1,000-1,500 per child, housing-loan interest or rent up to EUR 2,000, energy upgrades and electric vehicles, home insurance) are not modeled",
    "SDC on dividends for domiciled residents is 5% from 2026; interest is taken as unchanged at 17%"
  ]
})
