import type { Components, FormulaZone, TaxRuleSet } from "../TaxRuleSet.js"
import { flat, formula, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Germany: Einkommensteuer by the §32a EStG formula (taxable income and tax floored to whole euro),
 * solidarity surcharge with its exemption limit and phase-in, employee social insurance
 * (pension, unemployment, health with the average additional rate, long-term care), and the flat
 * 25% Abgeltungsteuer plus surcharge on capital income above the saver's allowance.
 */

const EStG32a: TaxSource = {
  url: "https://www.gesetze-im-internet.de/estg/__32a.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const SolZG: TaxSource = {
  url: "https://www.gesetze-im-internet.de/solzg_1995/__3.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const EStG9a: TaxSource = {
  url: "https://www.gesetze-im-internet.de/estg/__9a.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const EStG10c: TaxSource = {
  url: "https://www.gesetze-im-internet.de/estg/__10c.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const EStG32d: TaxSource = {
  url: "https://www.gesetze-im-internet.de/estg/__32d.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const EStG20: TaxSource = {
  url: "https://www.gesetze-im-internet.de/estg/__20.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const EStG10: TaxSource = {
  url: "https://www.gesetze-im-internet.de/estg/__10.html",
  publisher: "Bundesministerium der Justiz (gesetze-im-internet.de)",
  kind: "statute"
}
const BMAS: TaxSource = {
  url: "https://www.bundesregierung.de/breg-de/aktuelles/beitragsbemessungsgrenzen-2386514",
  publisher: "Die Bundesregierung",
  kind: "government_guidance"
}

interface DeYear {
  readonly year: number
  readonly zones: ReadonlyArray<FormulaZone>
  readonly soliFreeUpTo: number
  readonly pensionCeiling: number
  readonly healthCeiling: number
  /** Employee health rate: half of 14.6% plus half of the average additional rate. */
  readonly healthRate: number
}

const build = (y: DeYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "DE",
    countryName: "Germany",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: 1
  })
  const tariff = d.fact(
    "est.tariff_32a",
    y.zones.map((z) => ({ ...z })),
    "EUR of zvE; tax = (q*y + l)*y + c with y = (x - origin)/per",
    EStG32a
  )
  const soli = d.fact("soli", { rate: 0.055, freeUpTo: y.soliFreeUpTo, phaseInRate: 0.119 }, "EUR / fraction", SolZG)
  const anpb = d.fact("est.arbeitnehmer_pauschbetrag", 1230, "EUR per year", EStG9a)
  const wkpension = d.fact("est.werbungskosten_pauschbetrag_pension", 102, "EUR per year", EStG9a)
  const sapb = d.fact("est.sonderausgaben_pauschbetrag", 36, "EUR per year", EStG10c)
  const vorsorge = d.fact(
    "est.vorsorge_deductible_share",
    { pension: 1, care: 1, health: 0.96 },
    "fraction of the contribution",
    EStG10
  )
  const abg = d.fact("abgeltungsteuer", { rate: 0.25, saverAllowance: 1000 }, "EUR / fraction", EStG32d)
  const spb = d.fact("sparer_pauschbetrag", 1000, "EUR per year", EStG20)
  const ceilings = d.fact(
    "sv.ceilings",
    { pensionUnemployment: y.pensionCeiling, healthCare: y.healthCeiling },
    "EUR per year",
    BMAS
  )
  const rates = d.fact(
    "sv.employee_rates",
    { pension: 0.093, unemployment: 0.013, health: y.healthRate, care: 0.018 },
    "fraction of gross wage (employee share; care rate for a parent)",
    BMAS
  )
  const capped = (rate: number, ceiling: number) => [
    { from: 0, rate },
    { from: ceiling, rate: 0 }
  ]
  const resident: Components = {
    contributions: [
      {
        id: "rv",
        name: "Rentenversicherung (pension insurance)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: capped(rates.value.pension, ceilings.value.pensionUnemployment),
        factKeys: [rates.key, ceilings.key]
      },
      {
        id: "av",
        name: "Arbeitslosenversicherung (unemployment insurance)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: capped(rates.value.unemployment, ceilings.value.pensionUnemployment),
        factKeys: [rates.key, ceilings.key]
      },
      {
        id: "kv",
        name: "Krankenversicherung (health insurance, incl. average additional rate)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: capped(rates.value.health, ceilings.value.healthCare),
        factKeys: [rates.key, ceilings.key]
      },
      {
        id: "pv",
        name: "Pflegeversicherung (long-term care insurance)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: capped(rates.value.care, ceilings.value.healthCare),
        factKeys: [rates.key, ceilings.key]
      }
    ],
    incomeTaxes: [
      {
        id: "einkommensteuer",
        name: "Einkommensteuer",
        base: ["employment", "selfEmployment", "pension"],
        deductions: [
          {
            kind: "fixed",
            name: "Arbeitnehmer-Pauschbetrag",
            amount: anpb.value,
            appliesTo: ["employment"],
            factKeys: [anpb.key]
          },
          {
            kind: "fixed",
            name: "Werbungskosten-Pauschbetrag (pensions)",
            amount: wkpension.value,
            appliesTo: ["pension"],
            factKeys: [wkpension.key]
          },
          { kind: "fixed", name: "Sonderausgaben-Pauschbetrag", amount: sapb.value, factKeys: [sapb.key] },
          {
            kind: "contributions",
            name: "Vorsorgeaufwendungen: pension and care insurance",
            contributionIds: ["rv", "pv"],
            share: vorsorge.value.pension,
            factKeys: [vorsorge.key]
          },
          {
            kind: "contributions",
            name: "Vorsorgeaufwendungen: health insurance (basic cover)",
            contributionIds: ["kv"],
            share: vorsorge.value.health,
            factKeys: [vorsorge.key]
          }
        ],
        schedule: formula(y.zones),
        credits: [],
        surtaxes: [
          {
            name: "Solidaritätszuschlag",
            rate: soli.value.rate,
            freeUpTo: soli.value.freeUpTo,
            phaseInRate: soli.value.phaseInRate,
            factKeys: [soli.key]
          }
        ],
        roundDown: { taxable: 1, tax: 1 },
        factKeys: [tariff.key]
      }
    ],
    capitalTaxes: [
      {
        id: "abgeltungsteuer",
        name: "Abgeltungsteuer",
        kinds: ["dividends", "interest", "capitalGains"],
        allowance: spb.value,
        schedule: flat(abg.value.rate),
        surtaxes: [{ name: "Solidaritätszuschlag", rate: soli.value.rate, factKeys: [soli.key] }],
        factKeys: [abg.key, spb.key]
      }
    ],
    exemptions: []
  }
  return d.build({
    residence: { resident: { single: resident } },
    notes: [
      "single filer (Grundtabelle); the splitting tariff for married couples is not modeled",
      "church tax is not modeled",
      "pensions are fully taxable (the cohort's Besteuerungsanteil is not applied); statutory pension recipients' health contributions are not modeled",
      "self-employed persons are assumed privately insured, with no mandatory social insurance modeled",
      "care insurance at the parent rate (1.8%); the childless surcharge is not applied",
      "Vorsorgeaufwendungen: pension and care contributions fully, health at 96%; unemployment insurance not deductible (cap usually exhausted)"
    ]
  }) satisfies TaxRuleSet
}

/** Germany, tax year 2025 (§32a EStG as amended by the Steuerfortentwicklungsgesetz). */
export const de2025: TaxRuleSet = build({
  year: 2025,
  zones: [
    { from: 0, origin: 0, per: 1, q: 0, l: 0, c: 0 },
    { from: 12097, origin: 12096, per: 10000, q: 932.3, l: 1400, c: 0 },
    { from: 17444, origin: 17443, per: 10000, q: 176.64, l: 2397, c: 1015.13 },
    { from: 68481, origin: 0, per: 1, q: 0, l: 0.42, c: -10911.92 },
    { from: 277826, origin: 0, per: 1, q: 0, l: 0.45, c: -19246.67 }
  ],
  soliFreeUpTo: 19950,
  pensionCeiling: 96600,
  healthCeiling: 66150,
  healthRate: 0.073 + 0.025 / 2
})

/** Germany, tax year 2026. */
export const de2026: TaxRuleSet = build({
  year: 2026,
  zones: [
    { from: 0, origin: 0, per: 1, q: 0, l: 0, c: 0 },
    { from: 12349, origin: 12348, per: 10000, q: 914.51, l: 1400, c: 0 },
    { from: 17800, origin: 17799, per: 10000, q: 173.1, l: 2397, c: 1034.87 },
    { from: 69879, origin: 0, per: 1, q: 0, l: 0.42, c: -11135.63 },
    { from: 277826, origin: 0, per: 1, q: 0, l: 0.45, c: -19470.38 }
  ],
  soliFreeUpTo: 20350,
  pensionCeiling: 101400,
  healthCeiling: 69750,
  healthRate: 0.073 + 0.029 / 2
})
