import { country, EU_EEA_CH, fact, src } from "./author-lib.mjs"

const eurLex = src("https://eur-lex.europa.eu/eli/dir/2004/38/oj", "Publications Office of the European Union", "statute")
const euFreeMovement = (cc) =>
  fact(`${cc}.visa.free_movement`, EU_EEA_CH.filter((c) => c !== cc.toUpperCase()), "citizenships free to reside", eurLex, {
    from: "2004-04-30"
  })
const freeOf = (cc) => EU_EEA_CH.filter((c) => c !== cc)

// Cyprus
{
  const crmd = src("https://www.moi.gov.cy/moi/crmd/crmd.nsf/home_en/home_en?opendocument", "Civil Registry and Migration Department, Ministry of Interior (Cyprus)")
  country("CY", "Cyprus", {
    summary:
      "Digital nomad permit (EUR 3,500 net a month), the visitor permit (category F) for people living on their own income, and fast-track permanent residence against a EUR 300,000 new-property purchase plus EUR 50,000 a year of foreign income.",
    freeMovement: { citizenships: freeOf("CY"), fact: "cy.visa.free_movement" },
    facts: [
      euFreeMovement("cy"),
      fact("cy.visa.dn.legal_basis", "Digital nomad visa scheme (Council of Ministers decisions of 2021 and 2022)", null, crmd, { from: "2021-10-01" }),
      fact("cy.visa.dn.min_income", 3500, "EUR per month net", crmd, { from: "2021-10-01" }),
      fact("cy.visa.dn.dependents", "+20% for a spouse, +15% per child", null, crmd, { from: "2021-10-01" }),
      fact("cy.visa.visitor_f.legal_basis", "Temporary residence permit for visitors (category F, Aliens and Immigration Regulations): secure income from abroad, no work", null, crmd, { from: "1972-01-01" }),
      fact("cy.visa.visitor_f.min_income", 9568, "EUR per year (plus EUR 4,613 per dependant)", crmd, { from: "2019-01-01", provisional: true }),
      fact("cy.visa.pr.legal_basis", "Fast-track permanent residence by investment, Regulation 6(2) of the Aliens and Immigration Regulations (2023 criteria)", null, crmd, { from: "2023-05-01" }),
      fact("cy.visa.pr.min_investment", 300000, "EUR (plus VAT) for new residential property", crmd, { from: "2023-05-01" }),
      fact("cy.visa.pr.min_income", 50000, "EUR per year of secure income from abroad (+EUR 15,000 spouse, +EUR 10,000 per child)", crmd, { from: "2023-05-01" })
    ],
    routes: [
      {
        id: "digital-nomad",
        name: "Digital nomad visa",
        kind: "digital_nomad",
        statusFact: "cy.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [3500, "EUR", "month", "cy.visa.dn.min_income"] }],
        uplift: { spouse: { fraction: 0.2 }, perChild: { fraction: 0.15 }, fact: "cy.visa.dn.dependents" },
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 183 days (or 60 days with ties); non-domiciled residents pay no tax on foreign dividends and interest for 17 years.",
        conditions: ["employer or clients outside Cyprus", "health insurance", "clean criminal record"]
      },
      {
        id: "visitor-category-f",
        name: "Visitor residence permit (category F)",
        kind: "passive_income",
        statusFact: "cy.visa.visitor_f.legal_basis",
        means: [{ income: [9568, "EUR", "year", "cy.visa.visitor_f.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 183 days (or 60 days with ties); foreign pensions may be taxed at 5% above EUR 3,420.",
        conditions: ["no work in Cyprus", "accommodation in Cyprus", "health insurance"]
      },
      {
        id: "permanent-residence-investment",
        name: "Permanent residence by investment (Regulation 6(2))",
        kind: "golden_visa",
        statusFact: "cy.visa.pr.legal_basis",
        incomeSource: "any",
        means: [{ investment: [300000, "EUR", "cy.visa.pr.min_investment"], income: [50000, "EUR", "year", "cy.visa.pr.min_income"] }],
        localWork: false,
        months: 120,
        renewable: true,
        prYears: 0,
        tax: "Permanent residence does not by itself make the holder tax resident.",
        conditions: ["EUR 30,000 deposit in a Cypriot bank for three years", "visit at least once every two years"]
      }
    ]
  })
}

// Malta
{
  const nomad = src("https://nomad.residencymalta.gov.mt/", "Residency Malta Agency")
  const mprp = src("https://residencymalta.gov.mt/the-mprp-programme/", "Residency Malta Agency")
  country("MT", "Malta", {
    summary:
      "Nomad Residence Permit (EUR 42,000 gross a year from remote work) and the Malta Permanent Residence Programme (assets of EUR 500,000 plus contributions and a property). No retirement visa for non-EU citizens outside the tax programmes.",
    freeMovement: { citizenships: freeOf("MT"), fact: "mt.visa.free_movement" },
    facts: [
      euFreeMovement("mt"),
      fact("mt.visa.nrp.legal_basis", "Nomad Residence Permit for third-country nationals working remotely (Residency Malta Agency)", null, nomad, { from: "2021-06-01" }),
      fact("mt.visa.nrp.min_income", 42000, "EUR per year gross (new applications from 2024-04-01)", nomad, { from: "2024-04-01" }),
      fact("mt.visa.nrp.excluded", ["AF", "KP", "IR", "CD", "SO", "SS", "SD", "SY", "YE", "VE", "RU", "BY"], "citizenships not eligible", nomad, { from: "2022-03-01", provisional: true }),
      fact("mt.visa.mprp.legal_basis", "Malta Permanent Residence Programme (Subsidiary Legislation 217.21)", null, mprp, { from: "2021-03-29" }),
      fact("mt.visa.mprp.min_assets", 500000, "EUR of capital assets, of which EUR 150,000 financial", mprp, { from: "2021-03-29" }),
      fact("mt.visa.mprp.min_payments", 110000, "EUR non-refundable (EUR 60,000 contribution when renting plus EUR 50,000 administration fees)", mprp, { from: "2025-01-01", provisional: true })
    ],
    routes: [
      {
        id: "nomad-residence-permit",
        name: "Nomad Residence Permit",
        kind: "digital_nomad",
        statusFact: "mt.visa.nrp.legal_basis",
        incomeSource: "remote_work",
        except: { countries: ["AF", "KP", "IR", "CD", "SO", "SS", "SD", "SY", "YE", "VE", "RU", "BY"], fact: "mt.visa.nrp.excluded" },
        means: [{ income: [42000, "EUR", "year", "mt.visa.nrp.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Nomad-permit income is exempt from Maltese tax for the first 12 months, then taxed at a flat 10%.",
        conditions: ["health insurance", "rental or purchase contract in Malta", "maximum stay four years"]
      },
      {
        id: "permanent-residence-programme",
        name: "Malta Permanent Residence Programme (MPRP)",
        kind: "golden_visa",
        statusFact: "mt.visa.mprp.legal_basis",
        means: [{ savings: [500000, "EUR", "mt.visa.mprp.min_assets"], investment: [110000, "EUR", "mt.visa.mprp.min_payments"] }],
        localWork: true,
        months: 60,
        renewable: true,
        prYears: 0,
        tax: "Residents who are not domiciled are taxed on foreign income only when remitted to Malta.",
        conditions: ["lease of at least EUR 14,000 a year (or purchase of EUR 375,000) held five years", "EUR 2,000 donation to a local NGO", "licensed agent"]
      }
    ]
  })
}

// Bulgaria
{
  const frba = src("https://lex.bg/laws/ldoc/2134455296", "Foreigners in the Republic of Bulgaria Act (State Gazette, via lex.bg)", "statute")
  const mvr = src("https://www.mvr.bg/migration/", "Migration Directorate, Ministry of Interior (Bulgaria)")
  country("BG", "Bulgaria", {
    summary:
      "A digital nomad residence permit since 2025 (income of 50 minimum monthly wages a year); long-stay residence for foreign pensioners exists but the Act sets no figure for their means.",
    freeMovement: { citizenships: freeOf("BG"), fact: "bg.visa.free_movement" },
    facts: [
      euFreeMovement("bg"),
      fact("bg.visa.dn.legal_basis", "Prolonged residence permit for digital nomads (Foreigners Act, amendment promulgated in State Gazette 52 of 2025-06-27)", null, frba, { from: "2025-07-01" }),
      fact("bg.visa.dn.min_income", 31010, "EUR per year (50 minimum monthly wages of EUR 620.20, 2026)", mvr, { from: "2026-01-01", provisional: true }),
      fact("bg.visa.pensioner.legal_basis", "Prolonged residence permit for foreigners receiving a pension (Foreigners Act art. 24)", null, frba, { from: "1999-01-01", provisional: true })
    ],
    routes: [
      {
        id: "digital-nomad",
        name: "Digital nomad residence permit",
        kind: "digital_nomad",
        statusFact: "bg.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [31010, "EUR", "year", "bg.visa.dn.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 183 days in 12 months: 10% flat income tax.",
        conditions: ["employer or clients outside the EU/EEA/CH", "no work for Bulgarian entities", "one extension of one year only"]
      },
      {
        id: "pensioner-residence",
        name: "Prolonged residence for pensioners",
        kind: "retirement",
        statusFact: "bg.visa.pensioner.legal_basis",
        meansBasis: "unquantified",
        incomeSource: "pension",
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days; foreign pensions are taxable in Bulgaria at 10% unless a treaty assigns them elsewhere.",
        conditions: ["pension paid for life", "health insurance", "accommodation in Bulgaria"]
      }
    ]
  })
}

// Czechia
{
  const mpo = src("https://www.mpo.gov.cz/en/foreign-trade/digital-nomad-program", "Ministry of Industry and Trade (Czech Republic)")
  const mvcr = src("https://www.mvcr.cz/mvcren/article/third-country-nationals-long-term-residence-long-term-residence-permit.aspx", "Ministry of the Interior (Czech Republic)")
  const dnList = ["AU", "CA", "JP", "NZ", "KR", "TW", "GB", "US"]
  country("CZ", "Czechia", {
    summary:
      "The digital nomad programme (2024) is open only to eight nationalities of IT professionals; people living on savings can seek a long-term visa or residence for 'other purposes', whose means are not set as a published figure here.",
    freeMovement: { citizenships: freeOf("CZ"), fact: "cz.visa.free_movement" },
    facts: [
      euFreeMovement("cz"),
      fact("cz.visa.dn.legal_basis", "Digital Nomad programme (Government resolution, 2024): trade licence for highly qualified ICT remote workers", null, mpo, { from: "2024-05-01" }),
      fact("cz.visa.dn.citizenships", dnList, "citizenships", mpo, { from: "2024-05-01" }),
      fact("cz.visa.dn.min_income", 69836, "CZK per month gross (1.5 times the average wage)", mpo, { from: "2025-01-01", provisional: true }),
      fact("cz.visa.other.legal_basis", "Long-term visa and residence permit for other purposes (Act No. 326/1999 Coll.)", null, mvcr, { from: "2000-01-01" })
    ],
    routes: [
      {
        id: "digital-nomad",
        name: "Digital Nomad programme",
        kind: "digital_nomad",
        statusFact: "cz.visa.dn.legal_basis",
        only: { countries: dnList, complete: true, fact: "cz.visa.dn.citizenships" },
        incomeSource: "remote_work",
        means: [{ income: [69836, "CZK", "month", "cz.visa.dn.min_income"] }],
        localWork: true,
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days or with a permanent home.",
        conditions: ["university degree or three years' ICT experience", "trade licence (živnostenský list)"]
      },
      {
        id: "long-term-other-purposes",
        name: "Long-term residence for other purposes",
        kind: "passive_income",
        statusFact: "cz.visa.other.legal_basis",
        meansBasis: "unquantified",
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days or with a permanent home.",
        conditions: ["proof of accommodation", "health insurance", "funds per the subsistence-minimum rules"]
      }
    ]
  })
}

// Poland
{
  const udsc = src("https://www.gov.pl/web/udsc-en/temporary-residence-permit", "Office for Foreigners (Urząd do Spraw Cudzoziemców)")
  country("PL", "Poland", {
    summary:
      "No digital nomad, retirement or investor visa. A temporary residence permit for 'other circumstances' requires a stable and regular income, with no published figure for people living on savings.",
    freeMovement: { citizenships: freeOf("PL"), fact: "pl.visa.free_movement" },
    facts: [
      euFreeMovement("pl"),
      fact("pl.visa.temp_other.legal_basis", "Temporary residence permit on other grounds (Act on Foreigners of 2013, art. 181 ff.): stable and regular source of income, health insurance", null, udsc, { from: "2014-05-01" })
    ],
    routes: [
      {
        id: "temporary-residence-other",
        name: "Temporary residence permit (other circumstances)",
        kind: "passive_income",
        statusFact: "pl.visa.temp_other.legal_basis",
        meansBasis: "unquantified",
        months: 36,
        renewable: true,
        prYears: 5,
        tax: "Tax resident with the centre of vital interests in Poland or over 183 days.",
        conditions: ["circumstances justifying a stay over three months", "health insurance", "accommodation"]
      }
    ]
  })
}

// Croatia
{
  const mup = src("https://mup.gov.hr/aliens-281621/stay-and-work/temporary-stay-of-digital-nomads/286833", "Ministry of the Interior (Croatia)")
  country("HR", "Croatia", {
    summary:
      "Temporary stay for digital nomads (up to 18 months, income of 2.5 times the average net salary, or the same sum for the whole stay in savings). No retirement or investor route for non-EU citizens.",
    freeMovement: { citizenships: freeOf("HR"), fact: "hr.visa.free_movement" },
    facts: [
      euFreeMovement("hr"),
      fact("hr.visa.dn.legal_basis", "Temporary stay of digital nomads (Aliens Act, OG 133/2020, in force 2021-01-01)", null, mup, { from: "2021-01-01" }),
      fact("hr.visa.dn.min_income", 3295, "EUR per month (2.5 times the average net salary of the previous year)", mup, { from: "2025-01-01", provisional: true }),
      fact("hr.visa.dn.min_savings", 59310, "EUR held (monthly minimum times the longest stay of 18 months)", mup, { from: "2025-01-01", provisional: true }),
      fact("hr.visa.dn.dependents", "+10% of the minimum per family member", null, mup, { from: "2021-01-01" })
    ],
    routes: [
      {
        id: "digital-nomad",
        name: "Temporary stay of digital nomads",
        kind: "digital_nomad",
        statusFact: "hr.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [3295, "EUR", "month", "hr.visa.dn.min_income"] }, { savings: [59310, "EUR", "hr.visa.dn.min_savings"] }],
        uplift: { spouse: { fraction: 0.1 }, perChild: { fraction: 0.1 }, fact: "hr.visa.dn.dependents" },
        months: 18,
        renewable: false,
        prYears: null,
        tax: "Income from the foreign employer is exempt from Croatian income tax during the stay.",
        conditions: ["no work for Croatian employers", "six months' gap before a new application", "health insurance"]
      }
    ]
  })
}
