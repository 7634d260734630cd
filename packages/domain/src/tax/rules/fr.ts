import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * France, income of a calendar year taxed the next year (barème of that year's loi de finances): one part
 * (single, no children), 10% abatement on salaries and pensions, décote, employee social
 * contributions (CSG/CRDS, old-age, AGIRC-ARRCO), CSG on pensions, micro-BNC for the
 * self-employed, and the 30% prélèvement forfaitaire unique on capital income.
 */

const BAREME: TaxSource = {
  url: "https://www.impots.gouv.fr/particulier/questions/comment-calculer-mon-taux-dimposition-dapres-le-bareme-progressif",
  publisher: "Direction générale des Finances publiques (impots.gouv.fr)",
  kind: "government_guidance"
}
const CGI197: TaxSource = {
  url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069577",
  publisher: "Légifrance",
  kind: "statute"
}
const ABATTEMENT: TaxSource = {
  url: "https://www.impots.gouv.fr/particulier/questions/comment-sont-imposes-mes-salaires",
  publisher: "Direction générale des Finances publiques (impots.gouv.fr)",
  kind: "government_guidance"
}
const PFU: TaxSource = {
  url: "https://www.impots.gouv.fr/particulier/questions/quest-ce-que-le-prelevement-forfaitaire-unique-pfu",
  publisher: "Direction générale des Finances publiques (impots.gouv.fr)",
  kind: "government_guidance"
}
const URSSAF: TaxSource = {
  url: "https://www.urssaf.fr/accueil/outils-documentation/taux-baremes/taux-cotisations-secteur-prive.html",
  publisher: "Urssaf",
  kind: "government_guidance"
}
interface FrYear {
  readonly year: number
  /** Raised whenever a released rule set is corrected: an id names one content. */
  readonly version: number
  readonly bareme: ReadonlyArray<readonly [number, number]>
  readonly decote: number
  readonly salary: readonly [number, number]
  readonly pension: readonly [number, number]
  readonly pass: number
  readonly provisional: boolean
}

const MICRO: TaxSource = {
  url: "https://www.autoentrepreneur.urssaf.fr/portail/accueil/sinformer-sur-le-statut/lessentiel-du-statut.html",
  publisher: "Urssaf",
  kind: "government_guidance"
}

const build = (y: FrYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "FR",
    countryName: "France",
    taxYear: y.year,
    taxYearLabel: `revenus ${y.year} (imposition ${y.year + 1})`,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version
  })

  const bareme = d.fact("ir.bareme_one_part", y.bareme, "EUR of taxable income per part / fraction", BAREME, {
    provisional: y.provisional
  })
  const decote = d.fact("ir.decote_single", { amount: y.decote, rate: 0.4525 }, "EUR / fraction", CGI197, {
    provisional: y.provisional
  })
  const salaryAbatement = d.fact(
    "ir.abattement_salaires",
    { rate: 0.1, min: y.salary[0], max: y.salary[1] },
    "fraction / EUR",
    ABATTEMENT,
    {
      provisional: y.provisional
    }
  )
  const pensionAbatement = d.fact(
    "ir.abattement_pensions",
    { rate: 0.1, min: y.pension[0], max: y.pension[1] },
    "fraction / EUR",
    ABATTEMENT,
    {
      provisional: y.provisional
    }
  )
  const pfu = d.fact("pfu", { incomeTax: 0.128, socialLevies: 0.172 }, "fraction", PFU)
  const pass = d.fact("plafond_securite_sociale", y.pass, `EUR per year (PASS ${y.year})`, URSSAF)
  const salarie = d.fact(
    "cotisations_salariales",
    {
      csgCrds: 0.097,
      csgDeductible: 0.068,
      csgBase: 0.9825,
      vieillessePlafonnee: 0.069,
      vieillesseDeplafonnee: 0.004,
      agircArrcoT1: 0.0401,
      agircArrcoT2: 0.0972
    },
    "fraction of gross salary",
    URSSAF
  )
  const pensionCsg = d.fact(
    "csg_pensions_taux_plein",
    { total: 0.091, deductible: 0.059 },
    "fraction of pension",
    URSSAF
  )
  const micro = d.fact("micro_bnc", { abatement: 0.34, socialContributions: 0.231 }, "fraction of turnover", MICRO, {
    provisional: true
  })

  const resident: Components = {
    contributions: [
      {
        id: "csg-crds-salaire",
        name: "CSG and CRDS on salary",
        kinds: ["employment"],
        baseFactor: salarie.value.csgBase,
        brackets: [{ from: 0, rate: salarie.value.csgCrds }],
        factKeys: [salarie.key]
      },
      {
        id: "vieillesse",
        name: "Assurance vieillesse (capped and uncapped)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: salarie.value.vieillessePlafonnee + salarie.value.vieillesseDeplafonnee },
          { from: pass.value, rate: salarie.value.vieillesseDeplafonnee }
        ],
        factKeys: [salarie.key, pass.key]
      },
      {
        id: "agirc-arrco",
        name: "Retraite complémentaire AGIRC-ARRCO (with CEG)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: salarie.value.agircArrcoT1 },
          { from: pass.value, rate: salarie.value.agircArrcoT2 },
          { from: 8 * pass.value, rate: 0 }
        ],
        factKeys: [salarie.key, pass.key]
      },
      {
        id: "csg-pensions",
        name: "CSG, CRDS and CASA on pensions (full rate)",
        kinds: ["pension"],
        baseFactor: 1,
        brackets: [{ from: 0, rate: pensionCsg.value.total }],
        factKeys: [pensionCsg.key]
      },
      {
        id: "micro-social",
        name: "Micro-entrepreneur social contributions (BNC)",
        kinds: ["selfEmployment"],
        baseFactor: 1,
        brackets: [{ from: 0, rate: micro.value.socialContributions }],
        factKeys: [micro.key]
      }
    ],
    incomeTaxes: [
      {
        id: "impot-revenu",
        name: "Impôt sur le revenu",
        base: ["employment", "selfEmployment", "pension"],
        deductions: [
          {
            kind: "contributions",
            name: "Cotisations salariales",
            contributionIds: ["vieillesse", "agirc-arrco"],
            share: 1,
            factKeys: [salarie.key]
          },
          {
            kind: "contributions",
            name: "CSG déductible (salary)",
            contributionIds: ["csg-crds-salaire"],
            share: salarie.value.csgDeductible / salarie.value.csgCrds,
            factKeys: [salarie.key]
          },
          {
            kind: "contributions",
            name: "CSG déductible (pensions)",
            contributionIds: ["csg-pensions"],
            share: pensionCsg.value.deductible / pensionCsg.value.total,
            factKeys: [pensionCsg.key]
          },
          {
            kind: "rate",
            name: "Abattement de 10 % (salaires)",
            rate: salaryAbatement.value.rate,
            appliesTo: ["employment"],
            onRemaining: true,
            min: salaryAbatement.value.min,
            max: salaryAbatement.value.max,
            factKeys: [salaryAbatement.key]
          },
          {
            kind: "rate",
            name: "Abattement de 10 % (pensions)",
            rate: pensionAbatement.value.rate,
            appliesTo: ["pension"],
            onRemaining: true,
            min: pensionAbatement.value.min,
            max: pensionAbatement.value.max,
            factKeys: [pensionAbatement.key]
          },
          {
            kind: "rate",
            name: "Micro-BNC abattement forfaitaire",
            rate: micro.value.abatement,
            appliesTo: ["selfEmployment"],
            factKeys: [micro.key]
          }
        ],
        schedule: brackets(bareme.value),
        credits: [
          {
            kind: "taxLinked",
            name: "Décote",
            amount: decote.value.amount,
            rate: decote.value.rate,
            factKeys: [decote.key]
          }
        ],
        surtaxes: [],
        // art. 1657 1 and 1 bis CGI: bases and tax to the nearest euro, 0.50 counting for 1
        roundNearest: { taxable: 1, tax: 1 },
        factKeys: [bareme.key]
      }
    ],
    capitalTaxes: [
      {
        id: "pfu",
        name: "Prélèvement forfaitaire unique (12.8% income tax + 17.2% social levies)",
        kinds: ["dividends", "interest", "capitalGains"],
        allowance: 0,
        schedule: flat(pfu.value.incomeTax + pfu.value.socialLevies),
        surtaxes: [],
        factKeys: [pfu.key]
      }
    ],
    exemptions: []
  }
  return d.build({
    residence: { resident: { single: resident } },
    notes: [
      "one part (single, no dependants); the quotient familial is not modeled",
      "the 10% salary abatement applies to salary net of deductible contributions; the décote is applied in full",
      "employee contributions: CSG/CRDS, old-age and AGIRC-ARRCO only (no unemployment or health share for employees)",
      "micro-BNC: 34% abatement and 23.1% social contributions on turnover (rate provisional)",
      "the contribution exceptionnelle sur les hauts revenus and the option for the barème on capital income are not modeled"
    ]
  })
}

/**
 * France, income of 2024 (barème of the loi de finances pour 2025). Past its hard expiry on 2026-11-21: kept for old receipts.
 * Version 2: version 1 rounded the taxable income and the tax down to the euro, not to the nearest euro (art. 1657 CGI).
 */
export const fr2024: TaxRuleSet = build({
  year: 2024,
  version: 2,
  bareme: [
    [0, 0],
    [11497, 0.11],
    [29315, 0.3],
    [83823, 0.41],
    [180294, 0.45]
  ],
  decote: 889,
  salary: [504, 14426],
  pension: [450, 4399],
  pass: 46368,
  provisional: false
})

/**
 * France, income of 2025 (barème of the loi de finances pour 2026: thresholds indexed by 0.9%).
 * Marked provisional: the indexed figures were not checked against the promulgated law.
 * Version 2: version 1 rounded the taxable income and the tax down to the euro, not to the nearest euro (art. 1657 CGI).
 */
export const fr2025: TaxRuleSet = build({
  year: 2025,
  version: 2,
  bareme: [
    [0, 0],
    [11600, 0.11],
    [29579, 0.3],
    [84577, 0.41],
    [181917, 0.45]
  ],
  decote: 897,
  salary: [509, 14555],
  pension: [454, 4439],
  pass: 47100,
  provisional: true
})
