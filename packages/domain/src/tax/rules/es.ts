import type { Components, Contribution, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Spain (IRPF, common regime; the state scale plus the supplementary autonomous scale, which the
 * regions replace with their own): general base with the employment reductions and the personal
 * minimum, the deduction for low employment income (disposición adicional 61ª LIRPF), savings base
 * (dividends, interest, gains), employee social security, and the inbound-worker regime (art. 93
 * LIRPF, "Beckham law"). One builder, per-year figures (2025, 2026).
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
const LIRPF_DA61: TaxSource = {
  url: "https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764#da-61",
  publisher: "Agencia Estatal Boletín Oficial del Estado",
  kind: "statute"
}
const BECKHAM: TaxSource = {
  url: "https://sede.agenciatributaria.gob.es/Sede/irpf/regimen-especial-trabajadores-desplazados.html",
  publisher: "Agencia Tributaria",
  kind: "government_guidance"
}

/** The figures that differ between tax years; every other figure is the same in both. */
interface EsYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  /** Employee rate: 4.70% common contingencies + 1.55% unemployment + 0.10% training + the MEI share. */
  readonly ssRate: number
  /** What the employee rate is made of (for the fact's unit). */
  readonly ssRateParts: string
  /** Maximum contribution base, EUR a year (12 x the monthly tope máximo). */
  readonly ssMaxBaseAnnual: number
  readonly ssSource: TaxSource
  readonly ssProvisional: boolean
  readonly selfEmployedRate: number
  readonly selfEmployedNote: string
  /** Deduction for low employment income: full amount up to `fullUpTo` gross employment income, to 0 at `zeroAt`. */
  readonly lowWage: { readonly amount: number; readonly fullUpTo: number; readonly zeroAt: number }
  readonly lowWageNote: string
  /** Scales, minimum and reductions: statutory figures of the LIRPF, the same text in 2025 and 2026. */
  readonly scalesProvisional: boolean
  readonly scaleSource: TaxSource
  readonly scaleNote: string
}

const build = (y: EsYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "ES",
    countryName: "Spain",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version ?? 1
  })
  const scales = { provisional: y.scalesProvisional }
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
    `EUR of liquidable general base / fraction (state art. 63 + supplementary autonomous scale)${y.scaleNote}`,
    y.scaleSource,
    scales
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
    `EUR of savings base / fraction (art. 66 and 76, state + autonomous)${y.scaleNote}`,
    LIRPF,
    scales
  )
  const minimum = d.fact("irpf.personal_minimum", 5550, `EUR per year (art. 57)${y.scaleNote}`, LIRPF, scales)
  const otherExpenses = d.fact(
    "irpf.employment_other_expenses",
    2000,
    `EUR per year (art. 19.2.f)${y.scaleNote}`,
    LIRPF,
    scales
  )
  const reduction = d.fact(
    "irpf.employment_income_reduction",
    [
      [14852, 7302],
      [17673.52, 2364.34],
      [19747.5, 0]
    ],
    `net employment income EUR -> reduction EUR (art. 20; linear between points)${y.scaleNote}`,
    LIRPF,
    scales
  )
  const lowWage = d.fact(
    "irpf.low_employment_income_deduction",
    { amount: y.lowWage.amount, fullUpTo: y.lowWage.fullUpTo, zeroAt: y.lowWage.zeroAt, taperRate: 0.2 },
    `EUR of cuota: amount - 0.2 x (gross employment income - fullUpTo), nil from zeroAt (disposición adicional 61ª LIRPF)${y.lowWageNote}`,
    LIRPF_DA61,
    { provisional: true }
  )
  const ss = d.fact(
    "ss.employee",
    { rate: y.ssRate, maxBaseAnnual: y.ssMaxBaseAnnual },
    `fraction (${y.ssRateParts}) / EUR`,
    y.ssSource,
    { provisional: y.ssProvisional }
  )
  const selfEmployed = d.fact(
    "ss.self_employed_average",
    { rate: y.selfEmployedRate, minBaseAnnual: 11265.96, maxBaseAnnual: y.ssMaxBaseAnnual },
    `fraction of the contribution base (taken as net income, within the bases) / EUR${y.selfEmployedNote}`,
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
    `EUR / fraction (art. 93.2 LIRPF)${y.scaleNote}`,
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
        credits: [
          { kind: "scheduleOn", name: "Mínimo personal", amount: minimum.value, factKeys: [minimum.key] },
          {
            kind: "piecewise",
            name: "Deducción por obtención de rendimientos del trabajo (low employment income)",
            kinds: ["employment"],
            points: [
              [lowWage.value.fullUpTo, lowWage.value.amount],
              [lowWage.value.zeroAt, 0]
            ],
            factKeys: [lowWage.key]
          }
        ],
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

  return d.build({
    residence: { resident: { single: resident } },
    statutoryDecreases: [
      {
        onsetOf: "employment",
        reason:
          "disposición adicional 61ª LIRPF: the low-employment-income deduction is due in full from the first euro of pay from work"
      }
    ],
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
      "the low-employment-income deduction is applied on gross employment income without its condition that other income be at most EUR 6,500, and capped at the whole cuota (the law caps it at the share of the cuota that falls on employment income)",
      "self-employed contributions (RETA) are simplified to a flat share of net income within the contribution bases; the income-linked bracket table is not modeled",
      "the employee's share of the solidarity contribution on pay above the maximum base is not modeled",
      "savings-base losses and offsets between bases are not modeled"
    ]
  }) satisfies TaxRuleSet
}

/** Spain, tax year 2025. *
 * Version 2: version 1 lacked the low-employment-income deduction (Ley 5/2025).
 */
export const es2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  ssRate: 0.0648,
  ssRateParts: "4.70% common contingencies + 1.55% unemployment + 0.10% training + 0.13% MEI",
  ssMaxBaseAnnual: 58914,
  ssSource: SEG_SOCIAL,
  ssProvisional: false,
  selfEmployedRate: 0.3135,
  selfEmployedNote: "",
  // Ley 5/2025, de 24 de julio, final provision amending the LIRPF (new disposición adicional), in
  // force from 1 January 2025; figures as quoted from the BOE text in the press (Diario Sur 2025-08-10).
  lowWage: { amount: 340, fullUpTo: 16576, zeroAt: 18276 },
  lowWageNote: "; 2025 amounts of Ley 5/2025 (SMI 2025 EUR 16,576), read in press quotes of the BOE text",
  scalesProvisional: false,
  scaleSource: AEAT_SCALE,
  scaleNote: ""
})

/**
 * Spain, tax year 2026. No 2026 budget law was passed, so the IRPF scales, the personal minimum and
 * the employment reductions of 2025 stand (LIRPF unamended on those articles); what changed: the
 * low-employment-income deduction (Real Decreto-ley 5/2026, 17 February 2026, validated by the
 * Congreso on 18 March 2026), the maximum contribution base and the MEI (Real Decreto-ley 2/2026).
 */
export const es2026: TaxRuleSet = build({
  year: 2026,
  ssRate: 0.065,
  ssRateParts: "4.70% common contingencies + 1.55% unemployment + 0.10% training + 0.15% MEI (RDL 2/2026)",
  ssMaxBaseAnnual: 61214.4,
  ssSource: SEG_SOCIAL,
  ssProvisional: true,
  selfEmployedRate: 0.3145,
  selfEmployedNote:
    "; 2025's 31.35% plus the 0.10-point MEI step from 0.80% to 0.90% (RDL 2/2026); minimum base carried from 2025",
  lowWage: { amount: 590.89, fullUpTo: 17094, zeroAt: 20048.45 },
  lowWageNote:
    "; 2026 amounts of Real Decreto-ley 5/2026 (SMI 2026 EUR 17,094), read in press reports of the BOE text (Europa Press 2026-03-18)",
  scalesProvisional: false,
  scaleSource: LIRPF,
  scaleNote:
    "; unchanged from 2025: the same LIRPF article is in force in 2026, no 2026 budget law was passed and the 2026 decree-laws (RDL 2/2026, RDL 5/2026) do not amend it"
})
