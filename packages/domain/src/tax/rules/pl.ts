import type { TaxRuleSet } from "../TaxRuleSet.js"
import { allowance, contributionsDeductible, flatCapitalTax, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Poland: the tax scale (12% / 32% above PLN 120,000) with the PLN 3,600 tax-reducing amount,
 * employee ZUS (pension and disability capped at 30 average wages, sickness), the 9% health
 * contribution, employment costs, and the 19% "Belka" tax on capital income.
 */

const PODATKI: TaxSource = {
  url: "https://www.podatki.gov.pl/pit/abc-pit/skala-podatkowa/",
  publisher: "Ministerstwo Finansów (podatki.gov.pl)",
  kind: "government_guidance"
}
const ZUS: TaxSource = {
  url: "https://www.zus.pl/baza-wiedzy/skladki-wskazniki-odsetki/skladki/wysokosc-skladek-na-ubezpieczenia-spoleczne",
  publisher: "Zakład Ubezpieczeń Społecznych",
  kind: "government_guidance"
}
const BELKA: TaxSource = {
  url: "https://www.podatki.gov.pl/pit/twoj-e-pit/kapitaly-pieniezne/",
  publisher: "Ministerstwo Finansów (podatki.gov.pl)",
  kind: "government_guidance"
}

interface PlYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: 2025 | 2026
  /** Annual cap of the pension and disability base: 30x the forecast average monthly wage. */
  readonly zusCeilingAnnual: number
  readonly zusUnit: string
  readonly zusProvisional: boolean
  readonly scaleUnit: string
}

const build = (y: PlYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "PL",
    countryName: "Poland",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "PLN",
    version: y.version ?? 1
  })
  const scale = d.fact(
    "tax_scale",
    [
      [0, 0.12],
      [120000, 0.32]
    ],
    y.scaleUnit,
    PODATKI
  )
  const reducing = d.fact("tax_reducing_amount", 3600, "PLN per year (12% x 30,000)", PODATKI)
  const costs = d.fact("employment_costs", 3000, "PLN per year (one job, local)", PODATKI)
  const zus = d.fact(
    "zus_employee",
    { pensionDisability: 0.1126, sickness: 0.0245, ceilingAnnual: y.zusCeilingAnnual, health: 0.09 },
    y.zusUnit,
    ZUS,
    { provisional: y.zusProvisional }
  )
  const belka = d.fact("capital_income_tax", 0.19, "fraction", BELKA)

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            {
              id: "zus-pension-disability",
              name: "ZUS pension and disability (employee)",
              kinds: ["employment"],
              baseFactor: 1,
              brackets: [
                { from: 0, rate: zus.value.pensionDisability },
                { from: zus.value.ceilingAnnual, rate: 0 }
              ],
              factKeys: [zus.key]
            },
            {
              id: "zus-sickness",
              name: "ZUS sickness (employee)",
              kinds: ["employment"],
              baseFactor: 1,
              brackets: [{ from: 0, rate: zus.value.sickness }],
              factKeys: [zus.key]
            },
            {
              // 9% of salary less the employee's social contributions (art. 81 ust. 6 of the health
              // services act): below the cap that base is 86.29% of salary; above it the pension and
              // disability part stops, so each further zloty adds 97.55% (salary less sickness) to it.
              id: "health",
              name: "Health contribution (9% of salary less the employee's ZUS)",
              kinds: ["employment"],
              baseFactor: 1,
              brackets: [
                { from: 0, rate: zus.value.health * (1 - zus.value.pensionDisability - zus.value.sickness) },
                { from: zus.value.ceilingAnnual, rate: zus.value.health * (1 - zus.value.sickness) }
              ],
              factKeys: [zus.key]
            }
          ],
          incomeTaxes: [
            progressiveLayer("pit", "PIT (skala podatkowa)", ["employment", "selfEmployment", "pension"], scale, {
              deductions: [
                allowance("Koszty uzyskania przychodu (employment)", costs, ["employment"]),
                contributionsDeductible(["zus-pension-disability", "zus-sickness"], zus)
              ],
              credits: [
                { kind: "fixed", name: "Kwota zmniejszająca podatek", amount: reducing.value, factKeys: [reducing.key] }
              ]
            })
          ],
          capitalTaxes: [
            flatCapitalTax("belka", "Podatek Belki (capital income)", ["dividends", "interest", "capitalGains"], belka)
          ],
          exemptions: []
        }
      }
    },
    notes: [
      "the health contribution is taken on the year's salary as a whole (salary less the employee's ZUS, the pension and disability part capped at the annual limit), which assumes an even monthly salary",
      "the 4% solidarity levy above PLN 1 million and the youth relief are not modeled",
      "self-employed (flat 19%, lump-sum) options and their ZUS are not modeled"
    ]
  })
}

/**
 * Poland, tax year 2025.
 *
 * Version 2: version 1 took the health contribution on salary less ZUS as if the pension and
 * disability contributions never stopped at the annual cap, understating it above PLN 260,190
 * (by 9% x 11.26% of the excess).
 */
export const pl2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  zusCeilingAnnual: 260190,
  zusUnit: "fraction / PLN",
  zusProvisional: false,
  scaleUnit: "PLN / fraction"
})

/**
 * Poland, tax year 2026. The scale (12% / 32% above PLN 120,000, art. 27 PIT Act), the PLN 3,600
 * tax-reducing amount, the employment costs and all contribution rates are unchanged from 2025.
 * The pension and disability cap rises to PLN 282,600 (30x the forecast average wage of PLN 9,420
 * in the 2026 budget act); read in the press (gazetaprawna.pl) and not in the minister's notice
 * in Monitor Polski: provisional.
 *
 * Version 2: version 1 took the health contribution on salary less ZUS as if the pension and
 * disability contributions never stopped at the annual cap, understating it above PLN 282,600.
 */
export const pl2026: TaxRuleSet = build({
  version: 2,
  year: 2026,
  zusCeilingAnnual: 282600,
  zusUnit: "fraction / PLN (cap 30 x forecast average wage PLN 9,420)",
  zusProvisional: true,
  scaleUnit: "PLN / fraction (unchanged from 2025)"
})
