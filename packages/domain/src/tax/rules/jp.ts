import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Japan: national income tax with the 2.1% special reconstruction income tax, the 10% inhabitant
 * tax on income, the employment income deduction, the basic deduction by total income (合計所得金額,
 * here: income after the employment income deduction), employee social insurance (health, pension,
 * employment insurance) and the 20.315% separate tax on dividends, interest and gains.
 * 2025 and 2026 share one builder; the years differ in the basic deduction and the employment
 * income deduction (the 2025 and 2026 tax reforms).
 */

const NTA_RATES: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_EMPLOYMENT: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1410.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_BASIC_2025: TaxSource = {
  url: "https://www.nta.go.jp/users/gensen/2025kiso/index.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_BASIC_2026: TaxSource = {
  url: "https://www.nta.go.jp/users/gensen/2026kiso/index.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_REFORM_2026: TaxSource = {
  url: "https://www.nta.go.jp/publication/pamph/gensen/2026kaisei.pdf",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_CAPITAL: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1463.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const INHABITANT: TaxSource = {
  url: "https://www.tax.metro.tokyo.lg.jp/kazei/kojin_ju",
  publisher: "Tokyo Metropolitan Government Bureau of Taxation",
  kind: "government_guidance"
}
const SOCIAL: TaxSource = {
  url: "https://www.kyoukaikenpo.or.jp/g7/cat330/sb3150/r07/r7ryougakuhyou3gatukara/",
  publisher: "Japan Health Insurance Association (協会けんぽ)",
  kind: "government_guidance"
}

/** [total income up to (JPY, inclusive), deduction (JPY)]; nothing is deducted above the last band. */
type Bands = ReadonlyArray<readonly [number, number]>
/** [employment income (JPY), deduction (JPY)], linear between points and flat above the last. */
type Points = ReadonlyArray<readonly [number, number]>

/** What differs between the years: the employment income deduction and the basic deduction. */
interface JapanYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly employmentDeduction: { readonly incomeTax: Points; readonly inhabitantTax: Points }
  readonly employmentSource: TaxSource
  readonly employmentProvisional: boolean
  readonly basicDeduction: { readonly incomeTax: Bands; readonly inhabitantTax: Bands }
  readonly basicSource: TaxSource
  readonly basicProvisional: boolean
  readonly socialNote: string
}

/**
 * Turns deduction bands into points for a `piecewise` deduction: the amount of each band holds up
 * to its upper bound and falls to the next band's amount one yen later (a step, as in the statute).
 */
const stepPoints = (bands: Bands): Array<readonly [number, number]> =>
  bands.flatMap(([upTo, amount], i) => {
    const next = bands[i + 1]?.[1] ?? 0
    const band: Array<readonly [number, number]> = [
      [upTo, amount],
      [upTo + 1, next]
    ]
    return i === 0 ? [[0, amount] as const, ...band] : band
  })

const build = (f: JapanYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "JP",
    countryName: "Japan",
    taxYear: f.year,
    periodStart: `${f.year}-01-01`,
    periodEnd: `${f.year}-12-31`,
    currency: "JPY",
    version: f.version ?? 1
  })

  const rates = d.fact(
    "income_tax.rates",
    [
      [0, 0.05],
      [1950000, 0.1],
      [3300000, 0.2],
      [6950000, 0.23],
      [9000000, 0.33],
      [18000000, 0.4],
      [40000000, 0.45]
    ],
    "JPY of taxable income / fraction",
    NTA_RATES
  )
  const reconstruction = d.fact("reconstruction_surtax", 0.021, "fraction of income tax", NTA_RATES)
  const employmentDeduction = d.fact(
    "employment_income_deduction",
    f.employmentDeduction,
    "employment income JPY -> deduction JPY (linear between points, flat above), for income tax and inhabitant tax",
    f.employmentSource,
    { provisional: f.employmentProvisional }
  )
  const basic = d.fact(
    "basic_deduction",
    f.basicDeduction,
    "[total income up to JPY, deduction JPY] for income tax and inhabitant tax; 0 above the last band",
    f.basicSource,
    { provisional: f.basicProvisional }
  )
  const inhabitant = d.fact(
    "inhabitant_tax_rate",
    0.1,
    "fraction of taxable income (prefectural 4% + municipal 6%)",
    INHABITANT
  )
  const social = d.fact(
    "social_insurance.employee",
    { health: 0.04955, pension: 0.0915, pensionCeiling: 7800000, employment: 0.0055, healthCeiling: 16680000 },
    `fraction of pay (Tokyo, Kyokai Kenpo, under 40) / JPY per year; ${f.socialNote}`,
    SOCIAL,
    { provisional: true }
  )
  const capital = d.fact("separate_capital_tax", { national: 0.15315, local: 0.05 }, "fraction", NTA_CAPITAL)

  const employmentRule = (name: string, points: Points) => ({
    kind: "piecewise" as const,
    name,
    kinds: ["employment" as const],
    points,
    factKeys: [employmentDeduction.key]
  })
  // The basic deduction depends on total income (合計所得金額): the base less the employment income
  // deduction, so it comes right after that deduction and before the social insurance deduction.
  const basicRule = (name: string, bands: Bands) => ({
    kind: "piecewise" as const,
    name,
    kinds: ["employment" as const, "selfEmployment" as const, "pension" as const],
    onRemaining: true,
    points: stepPoints(bands),
    factKeys: [basic.key]
  })
  const socialDeduction = {
    kind: "contributions" as const,
    name: "Social insurance premiums deduction",
    contributionIds: ["health", "pension", "employment-insurance"],
    share: 1,
    factKeys: [social.key]
  }

  const resident: Components = {
    contributions: [
      {
        id: "health",
        name: "Health and long-term care insurance (employee)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: social.value.health },
          { from: social.value.healthCeiling, rate: 0 }
        ],
        factKeys: [social.key]
      },
      {
        id: "pension",
        name: "Employees' pension insurance",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: social.value.pension },
          { from: social.value.pensionCeiling, rate: 0 }
        ],
        factKeys: [social.key]
      },
      {
        id: "employment-insurance",
        name: "Employment insurance",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [{ from: 0, rate: social.value.employment }],
        factKeys: [social.key]
      }
    ],
    incomeTaxes: [
      {
        id: "income-tax",
        name: "Income tax (所得税) with reconstruction surtax",
        base: ["employment", "selfEmployment", "pension"],
        deductions: [
          employmentRule("Employment income deduction (給与所得控除)", employmentDeduction.value.incomeTax),
          basicRule("Basic deduction (基礎控除)", basic.value.incomeTax),
          socialDeduction
        ],
        schedule: brackets(rates.value),
        credits: [],
        surtaxes: [
          { name: "Special reconstruction income tax", rate: reconstruction.value, factKeys: [reconstruction.key] }
        ],
        roundDown: { taxable: 1000, tax: 100 },
        factKeys: [rates.key]
      },
      {
        id: "inhabitant-tax",
        name: "Inhabitant tax (住民税), income portion",
        base: ["employment", "selfEmployment", "pension"],
        deductions: [
          employmentRule("Employment income deduction (inhabitant tax)", employmentDeduction.value.inhabitantTax),
          basicRule("Basic deduction (inhabitant tax)", basic.value.inhabitantTax),
          socialDeduction
        ],
        schedule: flat(inhabitant.value),
        credits: [],
        surtaxes: [],
        roundDown: { taxable: 1000, tax: 100 },
        factKeys: [inhabitant.key]
      }
    ],
    capitalTaxes: [
      {
        id: "separate-capital",
        name: "Separate taxation of dividends, interest and gains (20.315%)",
        kinds: ["dividends", "interest", "capitalGains"],
        allowance: 0,
        schedule: flat(capital.value.national + capital.value.local),
        surtaxes: [],
        factKeys: [capital.key]
      }
    ],
    exemptions: []
  }

  return d.build({
    residence: { resident: { single: resident } },
    notes: [
      "the basic deduction is read on total income = ordinary income less the employment income deduction; separately taxed dividends, interest and gains are left out of total income",
      "the employment income deduction is applied by its formula (the statutory table's 4,000-yen steps below JPY 6.6 million are not modeled)",
      "pensions: the public pension deduction is not modeled (pensions enter the base in full)",
      "social insurance for a Tokyo employee under 40 (Kyokai Kenpo); standard monthly remuneration grades are approximated by annual pay",
      "inhabitant tax per-capita levy and adjustment deduction are not modeled; NISA accounts are out of scope"
    ]
  })
}

/** The inhabitant tax's basic deduction (Local Tax Act arts. 34 and 314-2): unchanged in 2025 and 2026. */
const INHABITANT_BASIC: Bands = [
  [24000000, 430000],
  [24500000, 290000],
  [25000000, 150000]
]

/**
 * Japan, tax year 2025: the 2025 reform (令和7年度税制改正) raised the basic deduction to JPY 580,000
 * (Income Tax Act art. 86, total income up to JPY 23.5 million) with a special addition for total
 * income up to JPY 6.55 million (Special Taxation Measures Act art. 41-16-2: 950,000 / 880,000 /
 * 680,000 / 630,000), and the employment income deduction's minimum to JPY 650,000.
 *
 * Version 2: version 1 applied a flat JPY 580,000 basic deduction, not the 2025 income-dependent amounts.
 */
export const jp2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  employmentDeduction: {
    incomeTax: [
      [0, 650000],
      [1900000, 650000],
      [3600000, 1160000],
      [6600000, 1760000],
      [8500000, 1950000]
    ],
    // the inhabitant tax on 2025 income (FY2026) uses the same table (minimum JPY 650,000)
    inhabitantTax: [
      [0, 650000],
      [1900000, 650000],
      [3600000, 1160000],
      [6600000, 1760000],
      [8500000, 1950000]
    ]
  },
  employmentSource: NTA_EMPLOYMENT,
  employmentProvisional: false,
  // Provisional: the NTA page was not in the stored material; the bands were read in the reform's
  // summaries (private tax pages) and in public repositories quoting the NTA and the Osaka City
  // FY2026 inhabitant-tax example (total income 3,908,800 -> income-tax basic deduction 680,000).
  basicDeduction: {
    incomeTax: [
      [1320000, 950000],
      [3360000, 880000],
      [4890000, 680000],
      [6550000, 630000],
      [23500000, 580000],
      [24000000, 480000],
      [24500000, 320000],
      [25000000, 160000]
    ],
    inhabitantTax: INHABITANT_BASIC
  },
  basicSource: NTA_BASIC_2025,
  basicProvisional: true,
  socialNote: "FY2025 rates"
})

/**
 * Japan, tax year 2026: the 2026 reform (令和8年度税制改正, Act No. 12 of 2026, in force 1 December
 * 2026 for the whole of 2026) raised the basic deduction to JPY 620,000 (total income up to JPY 23.5
 * million) with a special addition for 2026 and 2027 of 420,000 up to JPY 4.89 million (1,040,000)
 * and 50,000 up to JPY 6.55 million (670,000), and the employment income deduction's minimum to JPY
 * 740,000 for pay up to JPY 2.2 million (income tax); for the inhabitant tax (FY2027) the minimum is
 * JPY 690,000 and the basic deduction stays JPY 430,000. Rates, the reconstruction surtax and the
 * inhabitant-tax rate are unchanged from 2025.
 */
export const jp2026: TaxRuleSet = build({
  year: 2026,
  // Provisional: read in public repositories quoting the NTA pamphlet 「源泉所得税の改正のあらまし」
  // (April 2026, p. 1) and Sumida City's FY2027 inhabitant-tax page
  // (https://www.city.sumida.lg.jp/kurashi/zeikin/zeisei_kaisei/r9/kyuuyosyotoku.html: minimum 690,000); the official pages were not in the stored material.
  employmentDeduction: {
    incomeTax: [
      [0, 740000],
      [2200000, 740000],
      [3600000, 1160000],
      [6600000, 1760000],
      [8500000, 1950000]
    ],
    inhabitantTax: [
      [0, 690000],
      [2033333.33, 690000],
      [3600000, 1160000],
      [6600000, 1760000],
      [8500000, 1950000]
    ]
  },
  employmentSource: NTA_REFORM_2026,
  employmentProvisional: true,
  // Provisional: read in several public repositories quoting the NTA pamphlet (p. 1), its Q&A of May
  // 2026 and the amended art. 41-16-2 (2026 and 2027: +420,000 up to 4.89 million, +50,000 above, up to
  // 6.55 million; from 2028 only +370,000 up to 1.32 million). One repository reads a 990,000 band for
  // total income 1.32-4.89 million; the others, and the statute's wording as quoted, give 1,040,000.
  basicDeduction: {
    incomeTax: [
      [4890000, 1040000],
      [6550000, 670000],
      [23500000, 620000],
      [24000000, 480000],
      [24500000, 320000],
      [25000000, 160000]
    ],
    inhabitantTax: INHABITANT_BASIC
  },
  basicSource: NTA_BASIC_2026,
  basicProvisional: true,
  socialNote: "FY2025 rates kept (FY2026 rates and the child-support levy from April 2026 not modeled)"
})
