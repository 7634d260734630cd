import type { EvidenceFact } from "../../EvidenceFact.js"
import type { IncomeTaxLayer, TaxRuleSet } from "../TaxRuleSet.js"
import { contributionsDeductible, exemptKinds, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { brackets, type FactRef, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Switzerland: the direct federal tax (single tariff, art. 36 DBG), AHV/IV/EO and unemployment
 * insurance employee contributions, the flat professional-expense deduction; private capital
 * gains untaxed; the canton of Zug (`zg`, the default: Stadt Zug) as cantonal plus communal tax
 * on the cantonal basic tariff, with provisional figures.
 */

const ESTV_TARIFF: TaxSource = {
  url: "https://www.estv.admin.ch/estv/de/home/direkte-bundessteuer/dbst-steuertarife.html",
  publisher: "Eidgenössische Steuerverwaltung ESTV",
  kind: "government_guidance"
}
const AHV: TaxSource = {
  url: "https://www.ahv-iv.ch/de/Merkbl%C3%A4tter-Formulare/Merkbl%C3%A4tter/Beitr%C3%A4ge-AHV-IV-EO-ALV",
  publisher: "Informationsstelle AHV/IV",
  kind: "government_guidance"
}
const DBG: TaxSource = {
  url: "https://www.fedlex.admin.ch/eli/cc/1991/1184_1184_1184/de",
  publisher: "Fedlex (Bundesgesetz über die direkte Bundessteuer)",
  kind: "statute"
}

const ZG_TARIFF: TaxSource = {
  url: "https://zg.ch/dam/jcr:e15fc182-a10a-4883-947d-619aea90265b/Grundtarif%20ab%202001-2025-28.11.24.pdf",
  publisher: "Kanton Zug, Steuerverwaltung",
  kind: "government_guidance"
}
const ZG_RATES: TaxSource = {
  url: "https://zg.ch/dam/jcr:3286163b-1522-4b63-92cf-0aecfbd6a1e9/Steuerfuesse%202024-22.1.24.pdf",
  publisher: "Kanton Zug, Steuerverwaltung",
  kind: "government_guidance"
}
const ESTV_2026: TaxSource = {
  url: "https://www.estv.admin.ch/dam/de/sd-web/vFK3ntWLQ4s4/2-215-D-2025-d.pdf",
  publisher: "Eidgenössische Steuerverwaltung ESTV (Rundschreiben 2-215-D-2025, Tarif 2026)",
  kind: "government_guidance"
}
/** The ESTV's published cantonal tax data (tariffs and Steuerfüsse by year), behind its tax calculator. */
const ESTV_TAXDATA: TaxSource = {
  url: "https://swisstaxcalculator.estv.admin.ch/#/taxdata",
  publisher: "Eidgenössische Steuerverwaltung ESTV (Steuerrechner, Steuerdaten)",
  kind: "government_guidance"
}

/** Zug's Grundtarif at index 110.2 (tax years 2025 and 2026): step start (CHF) and marginal rate of the einfache Steuer. */
const ZG_GRUNDTARIF_INDEX_110_2: ReadonlyArray<readonly [number, number]> = [
  [0, 0.005],
  [1100, 0.01],
  [3300, 0.02],
  [6100, 0.03],
  [10100, 0.0325],
  [15300, 0.035],
  [21100, 0.04],
  [26900, 0.045],
  [34900, 0.055],
  [59700, 0.065],
  [74700, 0.08],
  [94800, 0.1],
  [120100, 0.09],
  [149900, 0.08]
]

/** A fact's value, unit, source and status for one Swiss tax year. */
interface ChFact<A> {
  readonly value: A
  readonly unit: string
  readonly source: TaxSource
  readonly provisional?: boolean
}

/** The figures of one Swiss tax year (each becomes one fact of the rule set). */
interface ChYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly federal: ChFact<ReadonlyArray<readonly [number, number]>>
  readonly professional: ChFact<{ readonly rate: number; readonly min: number; readonly max: number }>
  readonly social: ChFact<{ readonly ahvIvEo: number; readonly alv: number; readonly alvCeiling: number }>
  readonly gains: ChFact<string>
  readonly zgTariff: ChFact<ReadonlyArray<readonly [number, number]>>
  readonly zgMultipliers: ChFact<{ readonly canton: number; readonly zugCity: number }>
  readonly notes: ReadonlyArray<string>
}

const build = (y: ChYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "CH",
    countryName: "Switzerland",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "CHF",
    version: y.version ?? 1
  })
  const fact = <A extends EvidenceFact["value"]>(key: string, f: ChFact<A>): FactRef<A> =>
    d.fact(key, f.value, f.unit, f.source, { provisional: f.provisional === true })
  const federal = fact("dbst_single_tariff", y.federal)
  const professional = fact("professional_expenses_flat", y.professional)
  const social = fact("employee_contributions", y.social)
  const gains = fact("private_capital_gains_untaxed", y.gains)
  const zgTariff = fact("zg.grundtarif", y.zgTariff)
  const zgMultipliers = fact("zg.steuerfuesse", y.zgMultipliers)
  const multiplier = zgMultipliers.value.canton + zgMultipliers.value.zugCity
  const zugLayer: IncomeTaxLayer = {
    id: "zg",
    name: "Kantons- und Gemeindesteuer Zug (Stadt Zug)",
    base: ["employment", "selfEmployment", "pension", "dividends", "interest"],
    deductions: [
      contributionsDeductible(["ahv", "alv"], social),
      {
        kind: "rate",
        name: "Berufskosten (flat 3%, federal rule used)",
        rate: professional.value.rate,
        appliesTo: ["employment"],
        min: professional.value.min,
        max: professional.value.max,
        factKeys: [professional.key]
      }
    ],
    schedule: brackets(zgTariff.value.map(([from, rate]) => [from, rate * multiplier] as const)),
    credits: [],
    surtaxes: [],
    factKeys: [zgTariff.key, zgMultipliers.key]
  }

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution("ahv", "AHV/IV/EO (employee)", ["employment"], social.value.ahvIvEo, social),
            flatContribution(
              "alv",
              "Unemployment insurance ALV (employee)",
              ["employment"],
              social.value.alv,
              social,
              social.value.alvCeiling
            )
          ],
          incomeTaxes: [
            progressiveLayer(
              "dbst",
              "Direkte Bundessteuer",
              ["employment", "selfEmployment", "pension", "dividends", "interest"],
              federal,
              {
                deductions: [
                  contributionsDeductible(["ahv", "alv"], social),
                  {
                    kind: "rate",
                    name: "Berufskosten (flat 3%)",
                    rate: professional.value.rate,
                    appliesTo: ["employment"],
                    min: professional.value.min,
                    max: professional.value.max,
                    factKeys: [professional.key]
                  }
                ]
              }
            )
          ],
          capitalTaxes: [],
          exemptions: exemptKinds(["capitalGains"], gains.value, gains)
        }
      }
    },
    subdivisions: [
      {
        code: "zg",
        name: "Canton of Zug (Stadt Zug)",
        byFilingStatus: { single: { incomeTaxes: [zugLayer], contributions: [] } }
      }
    ],
    defaultSubdivision: "zg",
    notes: y.notes
  })
}

/** Switzerland, tax year 2025: federal tax and the canton of Zug (Stadt Zug), provisional cantonal figures. *
 * Version 2: version 1 used the Zug tariff of 2024 (index 108.7) instead of 2025 (110.2).
 */
export const ch2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  federal: {
    value: [
      [0, 0],
      [15200, 0.0077],
      [33200, 0.0088],
      [43500, 0.0264],
      [58000, 0.0297],
      [76100, 0.0594],
      [82000, 0.066],
      [108800, 0.088],
      [141500, 0.11],
      [184900, 0.132],
      [793400, 0.115]
    ],
    unit: "CHF of taxable income / marginal fraction (above 793,400 the tax is 11.5% of the whole income)",
    source: ESTV_TARIFF,
    provisional: true
  },
  professional: { value: { rate: 0.03, min: 2000, max: 4000 }, unit: "fraction / CHF", source: DBG, provisional: true },
  social: { value: { ahvIvEo: 0.053, alv: 0.011, alvCeiling: 148200 }, unit: "fraction / CHF", source: AHV },
  gains: {
    value: "capital gains on private movable assets are tax-free (art. 16(3) DBG)",
    unit: "text",
    source: DBG
  },
  zgTariff: {
    value: ZG_GRUNDTARIF_INDEX_110_2,
    unit: "CHF of taxable income / marginal fraction of the einfache Steuer (Grundtarif 2025, index 110.2: the 2025 column of the canton's 'Grundtarif ab 2001-2025' table, the same steps as 2026 per a public repository's transcription of 'Grundtarif 2001 bis 2026', which says the index is unchanged from 2025). Corrected on 2026-11-21: this rule set first carried the 2024 column (index 108.7, steps ~1.4% narrower)",
    source: ZG_TARIFF,
    provisional: true
  },
  zgMultipliers: {
    value: { canton: 0.82, zugCity: 0.5211 },
    unit: "fraction of the einfache Steuer (cantonal Steuerfuss; Stadt Zug after rebate)",
    source: ZG_RATES,
    provisional: true
  },
  notes: [
    "Zug cantonal and communal tax: Grundtarif 2025 (index 110.2) x (cantonal 82% + Stadt Zug 52.11%, the 2024 Steuerfüsse, not confirmed for 2025), read through secondary transcriptions of the canton's PDFs (provisional); Zug's own deductions (personal deduction, insurance) are not modeled",
    "federal tariff figures carried from the 2024 indexation (provisional)",
    "occupational pension (BVG) contributions, insurance premium and other deductions are not modeled",
    "wealth tax (cantonal) is not modeled; lump-sum taxation (Pauschalbesteuerung) is not modeled"
  ]
})

/**
 * Switzerland, tax year 2026: the federal tariff after the EFD's cold-progression adjustment of
 * 10 September 2025 (AS 2025 579; upper steps from 76,200); Zug's indexed Grundtarif (index 110.2)
 * with the cantonal Steuerfuss cut to 78% (2026-2029) and Stadt Zug at 52%. Provisional figures.
 */
export const ch2026: TaxRuleSet = build({
  year: 2026,
  federal: {
    value: [
      [0, 0],
      [15200, 0.0077],
      [33200, 0.0088],
      [43500, 0.0264],
      [58000, 0.0297],
      [76200, 0.0594],
      [82100, 0.066],
      [108900, 0.088],
      [141500, 0.11],
      [185100, 0.132],
      [793900, 0.115]
    ],
    unit: "CHF of taxable income / marginal fraction (from 794,000 the tax is 11.5% of the whole income); ESTV Rundschreiben 2-215-D-2025 'Tarif 2026 (Art. 36 DBG)', read as transcribed in public repositories (tax CHF 612 at 58,000, 1,502.95 at 82,100, 6,140.55 at 141,500), not in a stored ESTV copy; reproduces the ESTV calculator's 2026 federal tax at six incomes within CHF 1 (captured in MINT-IA/MINT)",
    source: ESTV_2026,
    provisional: true
  },
  professional: {
    value: { rate: 0.03, min: 2000, max: 4000 },
    unit: "fraction / CHF; unchanged for 2026 (the EFD's 2026 indexation changes no deduction, per a stored report of its press release)",
    source: DBG,
    provisional: true
  },
  social: {
    value: { ahvIvEo: 0.053, alv: 0.011, alvCeiling: 148200 },
    unit: "fraction / CHF; unchanged from 2025 (own knowledge: no rate change for 2026; not confirmed in a stored copy)",
    source: AHV,
    provisional: true
  },
  gains: {
    value: "capital gains on private movable assets are tax-free (art. 16(3) DBG)",
    unit: "text",
    source: DBG
  },
  zgTariff: {
    value: ZG_GRUNDTARIF_INDEX_110_2,
    unit: "CHF of taxable income / marginal fraction of the einfache Steuer (Grundtarif 2026, index 110.2; einfache Steuer CHF 10,326.50 at 149,900, 8% marginal above), from the Steuerverwaltung Zug's table 'Grundtarif 2001 bis 2026' as transcribed in a public repository and checked there against the ESTV calculator; not read in a stored official copy; with the 78% + 52% Steuerfüsse it reproduces the ESTV calculator's 2026 Stadt Zug results (quoted in MINT-IA/MINT) within CHF 1 at five incomes",
    source: ESTV_TAXDATA,
    provisional: true
  },
  zgMultipliers: {
    value: { canton: 0.78, zugCity: 0.52 },
    unit: "fraction of the einfache Steuer (cantonal Steuerfuss 78% for 2026-2029, § 2 StG ZG; Stadt Zug 52%, no rebate), as transcribed in a public repository and checked there against the ESTV calculator; not read in a stored official copy; consistent with the ESTV calculator's 2026 Stadt Zug results within CHF 1",
    source: ESTV_TAXDATA,
    provisional: true
  },
  notes: [
    "Zug cantonal and communal tax: Grundtarif 2026 x (cantonal 78% + Stadt Zug 52%), figures provisional (read in a repository's transcription of the canton's tables); Zug's own deductions (personal deduction, insurance) are not modeled",
    "federal tariff 2026 (cold-progression adjustment for 2026), provisional; taxable income is not rounded down to CHF 100 as the tariff tables do",
    "occupational pension (BVG) contributions, insurance premium and other deductions are not modeled",
    "wealth tax (cantonal) is not modeled; lump-sum taxation (Pauschalbesteuerung) is not modeled"
  ]
})
