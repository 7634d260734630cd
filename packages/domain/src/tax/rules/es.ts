import type { Components, Contribution, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Spain (IRPF, common regime; the state scale plus the supplementary autonomous scale, which the
 * regions replace with their own): general base with the employment reductions and the personal
 * minimum, savings base (dividends, interest, gains), employee social security, and the
 * inbound-worker regime (art. 93 LIRPF, "Beckham law").
 */

const LIRPF: TaxSource = {
  url: "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764",
  publisher: "Agencia Estatal Boletín Oficial del Estado",
  kind: "statute"
}
const AEAT_SCALE: TaxSource = {
  url: "https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2025.html",
  publisher: "Agencia Tributaria",
  kind: "government_guidance"
}
const SEG_SOCIAL: TaxSource = {
  url: "https://www.seg-social.es/wps/portal/wss/internet/Trabajadores/CotizacionRecaudacionTrabajadores/36537",
  publisher: "Seguridad Social",
  kind: "government_guidance"
}
const BECKHAM: TaxSource = {
  url: "https://sede.agenciatributaria.gob.es/Sede/irpf/regimen-especial-trabajadores-desplazados.html",
  publisher: "Agencia Tributaria",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "ES",
  countryName: "Spain",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "EUR",
  version: 1
})

const general = d.fact(
  "irpf.general_scale_state_plus_supplementary",
  [
    [0, 0.19],
    [12450, 0.24],
    [20200, 0.3],
    [35200, 0.37],
    [60000, 0.45],
    [300000, 0.47]
  ],
  "EUR of liquidable general base / fraction (state art. 63 + supplementary autonomous scale)",
  AEAT_SCALE
)
const savings = d.fact(
  "irpf.savings_scale",
  [
    [0, 0.19],
    [6000, 0.21],
    [50000, 0.23],
    [200000, 0.27],
    [300000, 0.3]
  ],
  "EUR of savings base / fraction (art. 66 and 76, state + autonomous)",
  LIRPF
)
const minimum = d.fact("irpf.personal_minimum", 5550, "EUR per year (art. 57)", LIRPF)
const otherExpenses = d.fact("irpf.employment_other_expenses", 2000, "EUR per year (art. 19.2.f)", LIRPF)
const reduction = d.fact(
  "irpf.employment_income_reduction",
  [
    [14852, 7302],
    [17673.52, 2364.34],
    [19747.5, 0]
  ],
  "net employment income EUR -> reduction EUR (art. 20; linear between points)",
  LIRPF
)
const ss = d.fact(
  "ss.employee",
  { rate: 0.0648, maxBaseAnnual: 58914 },
  "fraction (4.70% common contingencies + 1.55% unemployment + 0.10% training + 0.13% MEI) / EUR",
  SEG_SOCIAL
)
const selfEmployed = d.fact(
  "ss.self_employed_average",
  { rate: 0.3135, minBaseAnnual: 11265.96, maxBaseAnnual: 58914 },
  "fraction of the contribution base (taken as net income, within the bases) / EUR",
  SEG_SOCIAL,
  { provisional: true }
)
const beckham = d.fact(
  "beckham",
  {
    generalScale: [
      [0, 0.24],
      [600000, 0.47]
    ],
    savingsScale: [
      [0, 0.19],
      [6000, 0.21],
      [50000, 0.23],
      [200000, 0.27],
      [300000, 0.28]
    ]
  },
  "EUR / fraction (art. 93.2 LIRPF)",
  BECKHAM,
  { provisional: true }
)

// Employment reduction (art. 20) is a step-down function of net employment income: 7,302 up to
// 14,852, falling linearly to 2,364.34 at 17,673.52 (slope 1.75), then to 0 at 19,747.50 (slope 1.14).
const reductionPoints: ReadonlyArray<readonly [number, number]> = [[0, 7302], ...reduction.value]

const contributions: ReadonlyArray<Contribution> = [
  {
    id: "ss-employee",
    name: "Seguridad Social (employee)",
    kinds: ["employment"],
    baseFactor: 1,
    brackets: [
      { from: 0, rate: ss.value.rate },
      { from: ss.value.maxBaseAnnual, rate: 0 }
    ],
    factKeys: [ss.key]
  },
  {
    id: "reta",
    name: "RETA (self-employed), simplified",
    kinds: ["selfEmployment"],
    baseFactor: 1,
    brackets: [
      { from: 0, rate: selfEmployed.value.rate },
      { from: selfEmployed.value.maxBaseAnnual, rate: 0 }
    ],
    factKeys: [selfEmployed.key]
  }
]

const savingsTax = (
  scale: ReadonlyArray<readonly [number, number]>,
  key: string
): Components["capitalTaxes"][number] => ({
  id: "savings-base",
  name: "IRPF savings base (base del ahorro)",
  kinds: ["dividends", "interest", "capitalGains"],
  allowance: 0,
  schedule: brackets(scale),
  surtaxes: [],
  factKeys: [key]
})

const resident: Components = {
  contributions,
  incomeTaxes: [
    {
      id: "irpf",
      name: "IRPF general base",
      base: ["employment", "selfEmployment", "pension"],
      deductions: [
        {
          kind: "contributions",
          name: "Social security contributions",
          contributionIds: ["ss-employee", "reta"],
          share: 1,
          factKeys: [ss.key]
        },
        {
          kind: "fixed",
          name: "Otros gastos deducibles (employment)",
          amount: otherExpenses.value,
          appliesTo: ["employment"],
          factKeys: [otherExpenses.key]
        },
        {
          kind: "piecewise",
          name: "Reducción por obtención de rendimientos del trabajo",
          kinds: ["employment"],
          onRemaining: true,
          points: reductionPoints,
          factKeys: [reduction.key]
        }
      ],
      schedule: brackets(general.value),
      credits: [{ kind: "scheduleOn", name: "Mínimo personal", amount: minimum.value, factKeys: [minimum.key] }],
      surtaxes: [],
      factKeys: [general.key]
    }
  ],
  capitalTaxes: [savingsTax(savings.value, savings.key)],
  exemptions: []
}

const beckhamComponents: Components = {
  contributions,
  incomeTaxes: [
    {
      id: "irnr-beckham",
      name: "Inbound-worker regime: general income",
      base: ["employment", "selfEmployment", "pension"],
      deductions: [],
      schedule: brackets(beckham.value.generalScale),
      credits: [],
      surtaxes: [],
      factKeys: [beckham.key]
    }
  ],
  capitalTaxes: [savingsTax(beckham.value.savingsScale, beckham.key)],
  exemptions: []
}

/** Spain, tax year 2025. */
export const es2025: TaxRuleSet = d.build({
  residence: { resident: { single: resident } },
  regimes: [
    {
      id: "es-beckham",
      name: "Régimen especial de trabajadores desplazados (art. 93 LIRPF, 'Beckham law')",
      description:
        "taxed as a non-resident on worldwide employment income: 24% up to EUR 600,000 and 47% above, no personal minimum or reductions; savings income at 19% to 28%",
      conditions: [
        "not tax resident in Spain in the 5 tax periods before moving",
        "moves to Spain for an employment contract, a directorship, an innovative entrepreneurial activity or as a highly qualified professional (including remote workers under the digital-nomad visa)",
        "opts in within 6 months of starting the activity (form 149); applies in the year of arrival and the 5 following",
        "no permanent establishment income in Spain except as allowed by art. 93"
      ],
      keepsSubdivision: false,
      byFilingStatus: { single: beckhamComponents },
      factKeys: [beckham.key]
    }
  ],
  notes: [
    "the state scale plus the supplementary autonomous scale (equal to the state scale) stands for every region; regional scales differ",
    "single filer under 65 without descendants; the mínimo personal is applied as the scale on EUR 5,550",
    "pensions have no specific deduction; employment net income only loses social security and EUR 2,000 of other expenses",
    "self-employed contributions (RETA) are simplified to 31.35% of net income within the contribution bases; the income-linked bracket table is not modeled",
    "savings-base losses and offsets between bases are not modeled"
  ]
})
