import { country, EU, EU_EEA_CH, fact, src } from "./author-lib.mjs"

const eurLex = src("https://eur-lex.europa.eu/eli/dir/2004/38/oj", "Publications Office of the European Union", "statute")
const euFreeMovement = (cc) =>
  fact(`${cc}.visa.free_movement`, EU_EEA_CH.filter((c) => c !== cc.toUpperCase()), "citizenships free to reside", eurLex, {
    from: "2004-04-30"
  })

// France
{
  const ceseda = src("https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070158/", "Légifrance (Secrétariat général du Gouvernement)", "statute")
  const fv = src("https://france-visas.gouv.fr/en/web/france-visas/visitor", "Ministère de l'Intérieur / Ministère de l'Europe et des Affaires étrangères (France-Visas)")
  country("FR", "France", {
    summary:
      "Long-stay visitor visa for people living on their own means (resources at least the net minimum wage); the talent-passport economic-investor route requires a EUR 300,000 business investment. No digital nomad route.",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "FR"), fact: "fr.visa.free_movement" },
    facts: [
      euFreeMovement("fr"),
      fact("fr.visa.visitor.legal_basis", "Long-stay visa / residence card 'visiteur' (CESEDA art. L426-20): sufficient resources, undertaking not to work", null, ceseda, { from: "2021-05-01" }),
      fact("fr.visa.visitor.min_income", 1443, "EUR per month (net SMIC 2026, the guideline for sufficient resources)", fv, { from: "2026-01-01", provisional: true }),
      fact("fr.visa.investor.legal_basis", "Talent passport 'investisseur économique' (CESEDA art. L421-18 ff.)", null, ceseda, { from: "2021-05-01" }),
      fact("fr.visa.investor.min_investment", 300000, "EUR of direct investment in tangible or intangible assets of a French company", ceseda, { from: "2016-11-01" })
    ],
    routes: [
      {
        id: "long-stay-visitor",
        name: "Long-stay visitor visa (VLS-TS visiteur)",
        kind: "passive_income",
        statusFact: "fr.visa.visitor.legal_basis",
        means: [{ income: [1443, "EUR", "month", "fr.visa.visitor.min_income"] }],
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Tax resident with a home or main stay in France (or over 183 days): worldwide income, social charges on capital income.",
        conditions: ["health insurance", "accommodation in France", "written undertaking not to work"]
      },
      {
        id: "talent-passport-investor",
        name: "Talent passport, economic investor",
        kind: "golden_visa",
        statusFact: "fr.visa.investor.legal_basis",
        activity: "self_employment",
        means: [{ investment: [300000, "EUR", "fr.visa.investor.min_investment"] }],
        localWork: true,
        months: 48,
        renewable: true,
        prYears: 5,
        tax: "Tax resident if France is the main home or centre of economic interests.",
        conditions: ["investment must create or safeguard jobs in France", "applicant holds at least 30% of the company or manages it"]
      }
    ]
  })
}

// Germany
{
  const aufenthg = src("https://www.gesetze-im-internet.de/aufenthg_2004/__7.html", "Bundesministerium der Justiz (gesetze-im-internet.de)", "statute")
  const freizueg = src("https://www.gesetze-im-internet.de/freizg_eu_2004/", "Bundesministerium der Justiz (gesetze-im-internet.de)", "statute")
  country("DE", "Germany", {
    summary:
      "No digital nomad, retirement or investor visa. A person living on savings may ask for a discretionary residence permit for a purpose not named in the Act (§7(1) sentence 3 AufenthG); the law sets no figure for 'secured livelihood', so means can only be judged case by case.",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "DE"), fact: "de.visa.free_movement" },
    facts: [
      fact("de.visa.free_movement", EU_EEA_CH.filter((c) => c !== "DE"), "citizenships free to reside (FreizügG/EU, AFMP for CH)", freizueg, { from: "2005-01-01" }),
      fact("de.visa.self_sufficient.legal_basis", "Residence permit for a purpose not provided for in the Act (§7(1) sentence 3 AufenthG), at the authority's discretion", null, aufenthg, { from: "2005-01-01" }),
      fact("de.visa.self_sufficient.means", "Livelihood must be secured without public funds (§2(3), §5(1) no. 1 AufenthG); no fixed amount", null, aufenthg, { from: "2005-01-01" })
    ],
    routes: [
      {
        id: "self-sufficient-residence",
        name: "Residence permit for self-sufficient persons (§7(1) sentence 3 AufenthG)",
        kind: "passive_income",
        statusFact: "de.visa.self_sufficient.legal_basis",
        facts: ["de.visa.self_sufficient.means"],
        meansBasis: "unquantified",
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Unlimited tax liability with a domicile or habitual abode (over six months) in Germany.",
        conditions: ["discretionary: no entitlement", "health insurance", "no gainful activity"]
      }
    ]
  })
}

// Netherlands
{
  const ind = src("https://ind.nl/en/residence-permits/work/self-employed-person-under-the-dutch-american-friendship-treaty", "Immigratie- en Naturalisatiedienst (IND)")
  const indInvestor = src("https://ind.nl/en/residence-permits/work/residence-permit-for-foreign-investor", "Immigratie- en Naturalisatiedienst (IND)")
  country("NL", "Netherlands", {
    summary:
      "No digital nomad, retirement or passive-income permit. US citizens can use the Dutch-American Friendship Treaty as self-employed persons (EUR 4,500 in the business); the foreign investor scheme closed on 2024-01-01.",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "NL"), fact: "nl.visa.free_movement" },
    facts: [
      euFreeMovement("nl"),
      fact("nl.visa.daft.legal_basis", "Residence permit for self-employed US citizens under the Dutch-American Friendship Treaty (1956)", null, ind, { from: "1957-12-05" }),
      fact("nl.visa.daft.citizenships", ["US"], "citizenships", ind, { from: "1957-12-05" }),
      fact("nl.visa.daft.min_investment", 4500, "EUR invested in the business", ind, { from: "2014-01-01" }),
      fact("nl.visa.investor.closure", "The residence permit for foreign investors (EUR 1.25 million) was abolished; no new applications from 2024-01-01", null, indInvestor, { from: "2024-01-01" }),
      fact("nl.visa.investor.former_min_investment", 1250000, "EUR (until 2023-12-31)", indInvestor, { from: "2013-10-01", to: "2023-12-31" })
    ],
    routes: [
      {
        id: "daft-self-employed",
        name: "Dutch-American Friendship Treaty (self-employed)",
        kind: "other",
        statusFact: "nl.visa.daft.legal_basis",
        only: { countries: ["US"], complete: true, fact: "nl.visa.daft.citizenships" },
        activity: "self_employment",
        means: [{ investment: [4500, "EUR", "nl.visa.daft.min_investment"] }],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Tax resident where the centre of life is; savings and investments taxed in Box 3 on a deemed return.",
        conditions: ["registered business with the Chamber of Commerce", "capital kept in a Dutch business account"]
      },
      {
        id: "foreign-investor",
        name: "Residence permit for foreign investors",
        kind: "golden_visa",
        status: "closed",
        statusFact: "nl.visa.investor.closure",
        means: [{ investment: [1250000, "EUR", "nl.visa.investor.former_min_investment"] }],
        localWork: true,
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Closed: no new applications since 2024-01-01."
      }
    ]
  })
}

// Ireland
{
  const isd = src("https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/stamp-0/", "Immigration Service Delivery, Department of Justice (Ireland)")
  const iip = src("https://www.irishimmigration.ie/coming-to-live-in-ireland/immigrant-investor-programme/", "Immigration Service Delivery, Department of Justice (Ireland)")
  const cta = src("https://www.gov.ie/en/publication/e6ceb-common-travel-area/", "Department of Foreign Affairs (Ireland)")
  const freeIe = [...EU_EEA_CH.filter((c) => c !== "IE"), "GB"]
  country("IE", "Ireland", {
    summary:
      "Stamp 0 permission for persons of independent means (EUR 50,000 a year per person); the Immigrant Investor Programme closed on 2023-02-15. No digital nomad route.",
    freeMovement: { citizenships: freeIe, fact: "ie.visa.free_movement" },
    facts: [
      fact("ie.visa.free_movement", freeIe, "citizenships free to reside (EU free movement, Common Travel Area for GB)", cta, { from: "2004-04-30" }),
      fact("ie.visa.stamp0.legal_basis", "Permission to reside for persons of independent means (Stamp 0)", null, isd, { from: "2015-01-01" }),
      fact("ie.visa.stamp0.min_income", 50000, "EUR per year per person", isd, { from: "2015-01-01" }),
      fact("ie.visa.iip.closure", "The Immigrant Investor Programme closed to new applications on 2023-02-15", null, iip, { from: "2023-02-15" }),
      fact("ie.visa.iip.former_min_investment", 1000000, "EUR (enterprise investment option, until 2023-02-14)", iip, { from: "2012-04-01", to: "2023-02-14" })
    ],
    routes: [
      {
        id: "stamp-0-independent-means",
        name: "Stamp 0: persons of independent means",
        kind: "passive_income",
        statusFact: "ie.visa.stamp0.legal_basis",
        means: [{ income: [50000, "EUR", "year", "ie.visa.stamp0.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 183 days in a year (or 280 over two); non-domiciled residents are taxed on foreign income only when remitted.",
        conditions: ["access to a lump sum for large unexpected expenses", "private health insurance", "time on Stamp 0 does not count towards long-term residence"]
      },
      {
        id: "immigrant-investor-programme",
        name: "Immigrant Investor Programme",
        kind: "golden_visa",
        status: "closed",
        statusFact: "ie.visa.iip.closure",
        means: [{ investment: [1000000, "EUR", "ie.visa.iip.former_min_investment"] }],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Closed: no new applications since 2023-02-15."
      }
    ]
  })
}

// Switzerland
{
  const aig = src("https://www.fedlex.admin.ch/eli/cc/2007/758/en", "Swiss Federal Chancellery (Fedlex)", "statute")
  const vzae = src("https://www.fedlex.admin.ch/eli/cc/2007/759/en", "Swiss Federal Chancellery (Fedlex)", "statute")
  const afmp = src("https://www.fedlex.admin.ch/eli/cc/2002/243/en", "Swiss Federal Chancellery (Fedlex)", "statute")
  const freeCh = [...EU, "IS", "LI", "NO"]
  country("CH", "Switzerland", {
    summary:
      "Non-EU/EFTA citizens aged 55 or over may be admitted as retirees (Art. 28 FNIA) with sufficient means and special ties to Switzerland; the cantons set no published figure. No digital nomad or investor visa.",
    freeMovement: { citizenships: freeCh, fact: "ch.visa.free_movement" },
    facts: [
      fact("ch.visa.free_movement", freeCh, "citizenships free to reside (AFMP with the EU, EFTA Convention)", afmp, { from: "2002-06-01" }),
      fact("ch.visa.retiree.legal_basis", "Admission of persons no longer in gainful employment (Art. 28 FNIA): minimum age, special personal ties, necessary financial means", null, aig, { from: "2008-01-01" }),
      fact("ch.visa.retiree.min_age", 55, "years (Art. 25 VZAE/OASA)", vzae, { from: "2008-01-01" })
    ],
    routes: [
      {
        id: "retiree-permit",
        name: "Residence permit for retirees (Art. 28 FNIA)",
        kind: "retirement",
        statusFact: "ch.visa.retiree.legal_basis",
        facts: ["ch.visa.retiree.min_age"],
        meansBasis: "unquantified",
        minimumAge: 55,
        months: 12,
        renewable: true,
        prYears: 10,
        tax: "Tax resident with a Swiss domicile; most cantons offer lump-sum (expenditure-based) taxation to non-Swiss without Swiss work.",
        conditions: ["special personal ties to Switzerland", "no gainful activity in Switzerland or abroad", "cantonal discretion"]
      }
    ]
  })
}

// United Kingdom
{
  const cta = src("https://www.gov.uk/government/publications/common-travel-area-guidance", "UK Home Office", "government_guidance")
  const investor = src("https://www.gov.uk/government/news/tier-1-investor-visa-route-closed", "UK Home Office")
  const visas = src("https://www.gov.uk/browse/visas-immigration", "UK Home Office")
  country("GB", "United Kingdom", {
    summary:
      "No route for living on savings: the retired person visa closed in 2008 and the Tier 1 (Investor) route on 2022-02-17; there is no digital nomad visa (visitors may not live in the UK). Irish citizens reside freely under the Common Travel Area.",
    summaryFacts: ["gb.visa.no_savings_route"],
    freeMovement: { citizenships: ["IE"], fact: "gb.visa.free_movement" },
    facts: [
      fact("gb.visa.free_movement", ["IE"], "citizenships free to reside (Common Travel Area)", cta, { from: "2021-01-01" }),
      fact("gb.visa.no_savings_route", "The Immigration Rules contain no residence route for a person living on savings, pensions or passive income", null, visas, { from: "2022-02-17" }),
      fact("gb.visa.investor.closure", "Tier 1 (Investor) route closed to new applicants on 2022-02-17", null, investor, { from: "2022-02-17" }),
      fact("gb.visa.investor.former_min_investment", 2000000, "GBP (until 2022-02-16)", investor, { from: "2014-11-06", to: "2022-02-16" })
    ],
    routes: [
      {
        id: "tier-1-investor",
        name: "Tier 1 (Investor) visa",
        kind: "golden_visa",
        status: "closed",
        statusFact: "gb.visa.investor.closure",
        means: [{ investment: [2000000, "GBP", "gb.visa.investor.former_min_investment"] }],
        localWork: true,
        months: 40,
        renewable: true,
        prYears: 5,
        tax: "Closed: no new applications since 2022-02-17."
      }
    ]
  })
}
