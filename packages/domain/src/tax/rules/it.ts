import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Italy: IRPEF (three brackets from 2024), the employment and pension credits of art. 13 TUIR with
 * the extra employment credit for 20,000-40,000 (Legge di Bilancio 2025), regional and municipal
 * surcharges at representative rates, INPS employee contributions, the 26% substitute tax on
 * financial income, and the flat tax for new residents (art. 24-bis TUIR) on foreign income.
 */

const AE_IRPEF: TaxSource = {
  url: "https://www.agenziaentrate.gov.it/portale/imposta-sul-reddito-delle-persone-fisiche-irpef-/aliquote-e-calcolo-dell-irpef",
  publisher: "Agenzia delle Entrate",
  kind: "government_guidance"
}
const TUIR13: TaxSource = {
  url: "https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1986-12-22;917~art13",
  publisher: "Normattiva (Istituto Poligrafico e Zecca dello Stato)",
  kind: "statute"
}
const LB2025: TaxSource = {
  url: "https://www.gazzettaufficiale.it/eli/id/2024/12/31/24G00229/sg",
  publisher: "Gazzetta Ufficiale della Repubblica Italiana",
  kind: "statute"
}
const ADDIZIONALI: TaxSource = {
  url: "https://www1.finanze.gov.it/finanze/pagina_dichiarazioni/public/#/addizionali",
  publisher: "Dipartimento delle Finanze",
  kind: "government_guidance"
}
const INPS: TaxSource = {
  url: "https://www.inps.it/it/it/dati-e-bilanci/dati-e-statistiche/aliquote-contributive.html",
  publisher: "INPS",
  kind: "government_guidance"
}
/** INPS circular of the year: first pensionable band (1% additional employee contribution above it) and ceiling. */
const INPS_CIRC_2025: TaxSource = {
  // The circular's own address was not read (the quotation did not give it): the INPS contribution-rates page.
  url: "https://www.inps.it/it/it/dati-e-bilanci/dati-e-statistiche/aliquote-contributive.html",
  publisher: "INPS (Circolare n. 26 del 30 gennaio 2025, par. 5)",
  kind: "government_guidance"
}
const INPS_CIRC_2026: TaxSource = {
  url: "https://www.inps.it/it/it/inps-comunica/atti/circolari-messaggi-e-normativa/dettaglio.circolari-e-messaggi.2026.01.circolare-numero-6-del-30-01-2026_15151.html",
  publisher: "INPS (Circolare n. 6 del 30 gennaio 2026)",
  kind: "government_guidance"
}
const CAPITAL: TaxSource = {
  url: "https://www.agenziaentrate.gov.it/portale/web/guest/schede/dichiarazioni/redditi-di-capitale",
  publisher: "Agenzia delle Entrate",
  kind: "government_guidance"
}
const FLAT: TaxSource = {
  url: "https://www.agenziaentrate.gov.it/portale/web/guest/schede/agevolazioni/regime-opzionale-per-i-nuovi-residenti",
  publisher: "Agenzia delle Entrate",
  kind: "government_guidance"
}

const PENSIONERS: TaxSource = {
  url: "https://www.agenziaentrate.gov.it/portale/web/guest/schede/agevolazioni/regime-agevolato-per-i-titolari-di-redditi-da-pensione-erogati-da-soggetti-esteri",
  publisher: "Agenzia delle Entrate",
  kind: "government_guidance"
}

interface ItYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly secondRate: number
  /**
   * First pensionable band (prima fascia di retribuzione pensionabile), EUR a year: above it the employee pays
   * 1% more (art. 3-ter D.L. 384/1992, for funds whose employee rate is below 10%, as the FPLD's 9.19%).
   */
  readonly inpsFirstBand: number
  readonly inpsCircular: TaxSource
  /** Annual contribution ceiling of L. 335/1995 (applied to every employee: strictly it binds those first insured after 1995). */
  readonly inpsCeiling: number
  readonly flatTaxAmount: number
  readonly flatTaxNote: string
  readonly provisional: boolean
}

const build = (y: ItYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "IT",
    countryName: "Italy",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version ?? 1
  })

  const irpef = d.fact(
    "irpef.scaglioni",
    [
      [0, 0.23],
      [28000, y.secondRate],
      [50000, 0.43]
    ],
    "EUR / fraction",
    AE_IRPEF,
    { provisional: y.provisional }
  )
  const employmentCredit = d.fact(
    "irpef.detrazione_lavoro_dipendente",
    [
      [0, 1955],
      [15000, 1955],
      [15000, 3100],
      [28000, 1910],
      [50000, 0]
    ],
    "reddito complessivo EUR -> detrazione EUR (art. 13 c.1 TUIR; linear between points, a step where two points share an income; the ratios (28,000 - income) / 13,000 and (50,000 - income) / 22,000 taken to their first four decimals)",
    TUIR13
  )
  const employmentBonus65 = d.fact(
    "irpef.maggiorazione_detrazione_lavoro_dipendente",
    [
      [25000, 0],
      [25000, 65],
      [35000, 65],
      [35000, 0]
    ],
    "reddito complessivo EUR -> EUR added to the employment credit (art. 13 c.1.1 TUIR, from L. 234/2021: +65 when above 25,000 and not above 35,000); read in a public repository's quotation of the Normattiva text in force 1-1-2025 to 31-12-2026, not in a stored copy of the official page",
    TUIR13,
    { provisional: true }
  )
  const extraCredit = d.fact(
    "irpef.ulteriore_detrazione_2025",
    [
      [20000, 0],
      [20000, 1000],
      [32000, 1000],
      [40000, 0]
    ],
    "reddito complessivo EUR -> detrazione EUR (L. 207/2024 art. 1 c.6)",
    LB2025
  )
  const pensionCredit = d.fact(
    "irpef.detrazione_pensione",
    [
      [0, 1955],
      [8500, 1955],
      [28000, 700],
      [50000, 0]
    ],
    "reddito complessivo EUR -> detrazione EUR (art. 13 c.3 TUIR; ratios taken to their first four decimals)",
    TUIR13
  )
  const addizionali = d.fact(
    "addizionali_rappresentative",
    { regionale: 0.0173, comunale: 0.008 },
    "fraction of taxable income (Lombardia lowest-band rate + typical municipal rate)",
    ADDIZIONALI,
    { provisional: true }
  )
  const inps = d.fact("inps.dipendente", { rate: 0.0919, ceiling: y.inpsCeiling }, "fraction / EUR per year", INPS, {
    provisional: y.provisional
  })
  const inpsAdditional = d.fact(
    "inps.aliquota_aggiuntiva_prima_fascia",
    { rate: 0.01, firstBand: y.inpsFirstBand },
    "fraction of the pay above the first pensionable band / EUR per year (art. 3-ter D.L. 384/1992); read in a public repository's verbatim quotation of the INPS circular (2025: par. 5, \"la prima fascia di retribuzione pensionabile è stata determinata, per l'anno 2025, in 55.448,00 euro, l'aliquota aggiuntiva dell'1% deve essere applicata sulla quota di retribuzione eccedente\"; 2026: 56,224 and ceiling 122,295 as tabulated with the circular's URL), not in a stored copy of the circular",
    y.inpsCircular,
    { provisional: true }
  )
  const capital = d.fact("imposta_sostitutiva_redditi_finanziari", 0.26, "fraction", CAPITAL)
  const flatTax = d.fact(
    "flat_tax_nuovi_residenti",
    { annualAmount: y.flatTaxAmount, years: 15, notResidentPriorYears: 9 },
    y.flatTaxNote,
    FLAT,
    { provisional: y.provisional }
  )
  const pensioners = d.fact(
    "flat_7_pensionati_esteri",
    { rate: 0.07, years: 10, notResidentPriorYears: 5, maxInhabitants: 20000 },
    "fraction of all foreign income (art. 24-ter TUIR) / years / inhabitants",
    PENSIONERS
  )

  const resident: Components = {
    contributions: [
      {
        id: "inps",
        name: "INPS (employee share)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: inps.value.rate },
          { from: inpsAdditional.value.firstBand, rate: inps.value.rate + inpsAdditional.value.rate },
          { from: inps.value.ceiling, rate: 0 }
        ],
        factKeys: [inps.key, inpsAdditional.key]
      }
    ],
    incomeTaxes: [
      {
        id: "irpef",
        name: "IRPEF",
        base: ["employment", "selfEmployment", "pension"],
        deductions: [
          {
            kind: "contributions",
            name: "Contributi previdenziali",
            contributionIds: ["inps"],
            share: 1,
            factKeys: [inps.key, inpsAdditional.key]
          }
        ],
        schedule: brackets(irpef.value),
        credits: [
          {
            kind: "piecewise",
            name: "Detrazione per lavoro dipendente",
            kinds: ["employment"],
            onTaxable: true,
            points: employmentCredit.value,
            ratioDecimals: 4,
            factKeys: [employmentCredit.key]
          },
          {
            kind: "piecewise",
            name: "Maggiorazione della detrazione per lavoro dipendente (redditi 25,000-35,000)",
            kinds: ["employment"],
            onTaxable: true,
            points: employmentBonus65.value,
            factKeys: [employmentBonus65.key]
          },
          {
            kind: "piecewise",
            name: "Ulteriore detrazione (redditi 20,000-40,000)",
            kinds: ["employment"],
            onTaxable: true,
            points: extraCredit.value,
            factKeys: [extraCredit.key]
          },
          {
            kind: "piecewise",
            name: "Detrazione per redditi da pensione",
            kinds: ["pension"],
            onTaxable: true,
            points: pensionCredit.value,
            ratioDecimals: 4,
            factKeys: [pensionCredit.key]
          }
        ],
        surtaxes: [],
        factKeys: [irpef.key]
      },
      {
        id: "addizionali",
        name: "Addizionale regionale e comunale",
        base: ["employment", "selfEmployment", "pension"],
        deductions: [
          { kind: "contributions", name: "Contributi previdenziali", contributionIds: ["inps"], share: 1, factKeys: [] }
        ],
        schedule: flat(addizionali.value.regionale + addizionali.value.comunale),
        credits: [],
        surtaxes: [],
        factKeys: [addizionali.key]
      }
    ],
    capitalTaxes: [
      {
        id: "imposta-sostitutiva",
        name: "Imposta sostitutiva (26%)",
        kinds: ["dividends", "interest", "capitalGains"],
        allowance: 0,
        schedule: flat(capital.value),
        surtaxes: [],
        factKeys: [capital.key]
      }
    ],
    exemptions: []
  }
  return d.build({
    residence: { resident: { single: resident } },
    regimes: [
      {
        id: "it-7-foreign-pensioners",
        name: "7% flat tax for foreign pensioners in the South (art. 24-ter TUIR)",
        description:
          "7% substitute tax on all foreign-source income for 10 years (every kind in the input is taken as foreign-source)",
        conditions: [
          "receives pension income from foreign payers",
          "not tax resident in Italy in the 5 tax periods before the option",
          "moves residence to a municipality of up to 20,000 inhabitants in Sicily, Calabria, Sardinia, Campania, Basilicata, Abruzzo, Molise or Puglia (or of up to 3,000 in certain other areas, e.g. earthquake zones)",
          "comes from a country with an administrative-cooperation agreement with Italy; opts in the return for the first year"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            incomeTaxes: [],
            contributions: [],
            exemptions: [],
            capitalTaxes: [
              {
                id: "imposta-sostitutiva-7",
                name: "Imposta sostitutiva 7% on foreign income",
                kinds: ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
                allowance: 0,
                schedule: flat(pensioners.value.rate),
                surtaxes: [],
                factKeys: [pensioners.key]
              }
            ]
          }
        },
        factKeys: [pensioners.key]
      },
      {
        id: "it-flat-tax-new-residents",
        name: "Flat tax for new residents (art. 24-bis TUIR)",
        description:
          "a fixed EUR 200,000 a year replaces IRPEF and the substitute taxes on all foreign-source income (every kind in the input is taken as foreign-source), for up to 15 years",
        conditions: [
          "not tax resident in Italy for at least 9 of the 10 tax periods before the option",
          "transfers tax residence to Italy and opts in the return for the first year (ruling optional)",
          "all income in the calculation is foreign-source; Italian-source income stays under ordinary rules",
          "EUR 200,000 for those who moved after 10 August 2024 (EUR 100,000 before); the amount for later entrants may change: check the current Legge di Bilancio"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            incomeTaxes: [],
            capitalTaxes: [],
            contributions: [],
            exemptions: [],
            lumpSum: {
              name: "Imposta sostitutiva forfettaria",
              amount: flatTax.value.annualAmount,
              factKeys: [flatTax.key]
            }
          }
        },
        factKeys: [flatTax.key]
      }
    ],
    statutoryDecreases: [
      {
        onsetOf: "employment",
        reason:
          "art. 13 TUIR: the employment credit is due in full (pro rata to days worked, not to pay) once there is employment income"
      },
      {
        onsetOf: "pension",
        reason: "art. 13 c.3 TUIR: the pension credit is due in full once there is pension income"
      },
      {
        layer: "irpef",
        at: 15000,
        reason: "art. 13 c.1 TUIR: the employment credit jumps from 1,955 to 3,100 above 15,000"
      },
      {
        layer: "irpef",
        at: 25000,
        reason: "art. 13 c.1.1 TUIR: the employment credit rises by EUR 65 above 25,000"
      },
      {
        layer: "irpef",
        at: 20000,
        reason: "L. 207/2024: the extra EUR 1,000 employment credit starts above 20,000"
      }
    ],
    notes: [
      "the 2025 exempt sum for employees up to EUR 20,000 and the trattamento integrativo (refundable) are not modeled",
      "employment and pension credits are read on the IRPEF taxable income (reddito complessivo net of contributions); with both kinds both credits apply",
      "regional and municipal surcharges at representative flat rates (Lombardia 1.73%, municipal 0.8%); actual rates vary by region and comune",
      "self-employed: ordinary regime on net income; the 15% regime forfettario and INPS gestione separata are not modeled",
      "the INPS contribution ceiling (massimale, L. 335/1995 art. 2 c.18) binds only those first insured from 1 January 1996; it is applied to every employee here, so for those insured earlier contributions above the ceiling are left out"
    ]
  })
}

/**
 * Italy, tax year 2025.
 * Version 2: version 1 lacked the EUR 65 increase of the employment credit for incomes of 25,000-35,000 (art. 13 c.1.1 TUIR).
 * Version 3: version 2 lacked the 1% additional employee INPS contribution on pay above the first pensionable band
 * of EUR 55,448 (art. 3-ter D.L. 384/1992; INPS Circolare 26/2025 par. 5).
 * Version 4: the art. 13 credits' ratios are taken to four decimals (art. 13 TUIR), the EUR 65 increase and the
 * credit steps at 15,000 and 20,000 start on the first euro above the threshold (version 3 ramped over one cent),
 * and the notes say that the INPS ceiling binds only those first insured from 1996.
 */
export const it2025: TaxRuleSet = build({
  version: 4,
  year: 2025,
  secondRate: 0.35,
  inpsFirstBand: 55448,
  inpsCircular: INPS_CIRC_2025,
  inpsCeiling: 120607,
  flatTaxAmount: 200000,
  flatTaxNote:
    "EUR per year on all foreign income (art. 24-bis TUIR; EUR 200,000 for those moving after 10 August 2024)",
  provisional: false
})

/**
 * Italy, tax year 2026 (Legge di Bilancio 2026: the 28,000-50,000 bracket at 33%; flat tax for new
 * residents EUR 300,000 for those moving from 2026). Provisional: not checked against the
 * promulgated law.
 *
 * Version 2: version 1 lacked the EUR 65 increase of the employment credit for incomes of 25,000-35,000 (art. 13 c.1.1 TUIR).
 * Version 3: version 2 lacked the 1% additional employee INPS contribution above the first pensionable band
 * (EUR 56,224 in 2026) and carried the 2025 ceiling (EUR 120,607) instead of 2026's EUR 122,295 (INPS Circolare 6/2026).
 * Version 4: as 2025 version 4 (four-decimal ratios, steps on the threshold, the INPS ceiling's note).
 */
export const it2026: TaxRuleSet = build({
  version: 4,
  year: 2026,
  secondRate: 0.33,
  inpsFirstBand: 56224,
  inpsCircular: INPS_CIRC_2026,
  inpsCeiling: 122295,
  flatTaxAmount: 300000,
  flatTaxNote: "EUR per year on all foreign income (art. 24-bis TUIR; EUR 300,000 for those moving from 2026)",
  provisional: true
})
