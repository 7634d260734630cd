import { country, EU_EEA_CH, fact, src } from "./author-lib.mjs"

const eurLex = src("https://eur-lex.europa.eu/eli/dir/2004/38/oj", "Publications Office of the European Union", "statute")
const euFreeMovement = (cc) =>
  fact(`${cc}.visa.free_movement`, EU_EEA_CH.filter((c) => c !== cc.toUpperCase()), "citizenships free to reside", eurLex, {
    from: "2004-04-30"
  })

// Spain
{
  const boeAliens = src("https://www.boe.es/buscar/act.php?id=BOE-A-2024-24099", "Agencia Estatal Boletín Oficial del Estado", "statute")
  const boeStartups = src("https://www.boe.es/buscar/act.php?id=BOE-A-2013-10074", "Agencia Estatal Boletín Oficial del Estado", "statute")
  const boeLo1 = src("https://www.boe.es/buscar/act.php?id=BOE-A-2025-76", "Agencia Estatal Boletín Oficial del Estado", "statute")
  const nlvSheet = src(
    "https://extranjeros.inclusion.gob.es/es/informacioninteres/informacionprocedimientos/ciudadanosnocomunitarios/hoja001/index.html",
    "Ministerio de Inclusión, Seguridad Social y Migraciones"
  )
  country("ES", "Spain", {
    summary:
      "Non-lucrative residence for people living on passive income or savings (400% of IPREM); a digital nomad route for remote workers (200% of SMI); the investor (golden) visa was abolished on 2025-04-03.",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "ES"), fact: "es.visa.free_movement" },
    facts: [
      euFreeMovement("es"),
      fact("es.visa.nlv.legal_basis", "Temporary non-lucrative residence (Reglamento de Extranjería, RD 1155/2024): means of 400% of IPREM a month for the applicant, 100% per family member", null, boeAliens, { from: "2025-05-20" }),
      fact("es.visa.nlv.min_income", 2400, "EUR per month (400% of IPREM at EUR 600)", nlvSheet, { from: "2025-05-20", provisional: true }),
      fact("es.visa.nlv.min_savings", 28800, "EUR held (one year of 400% of IPREM)", nlvSheet, { from: "2025-05-20", provisional: true }),
      fact("es.visa.nlv.dependents", "100% of IPREM (EUR 600 a month) per family member, i.e. 0.25 of the applicant's minimum", null, nlvSheet, { from: "2025-05-20", provisional: true }),
      fact("es.visa.dnv.legal_basis", "International teleworking residence (Ley 14/2013 art. 74 bis, added by Ley 28/2022): remote work for employers or clients outside Spain, at most 20% of income from Spanish clients", null, boeStartups, { from: "2023-01-01" }),
      fact("es.visa.dnv.min_income", 34188, "EUR per year (200% of SMI 2026, EUR 17,094 a year)", boeStartups, { from: "2026-01-01", provisional: true }),
      fact("es.visa.dnv.dependents", "75% of SMI for the first family member, 25% of SMI for each further one", null, boeStartups, { from: "2023-01-01", provisional: true }),
      fact("es.visa.golden.closure", "Residence visa for capital investors (Ley 14/2013 arts. 63-67) repealed by Ley Orgánica 1/2025; no new applications from 2025-04-03", null, boeLo1, { from: "2025-04-03" }),
      fact("es.visa.golden.former_min_investment", 500000, "EUR in Spanish real estate (until 2025-04-02)", boeStartups, { from: "2013-09-29", to: "2025-04-02" })
    ],
    routes: [
      {
        id: "non-lucrative-residence",
        name: "Non-lucrative residence (residencia no lucrativa)",
        kind: "passive_income",
        statusFact: "es.visa.nlv.legal_basis",
        means: [{ income: [2400, "EUR", "month", "es.visa.nlv.min_income"] }, { savings: [28800, "EUR", "es.visa.nlv.min_savings"] }],
        uplift: { spouse: { fraction: 0.25 }, perChild: { fraction: 0.25 }, fact: "es.visa.nlv.dependents" },
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Over 183 days in a calendar year (or the centre of economic interests) in Spain makes you tax resident: IRPF on worldwide income, wealth tax and the Modelo 720 foreign-asset return.",
        conditions: ["private health insurance without co-payments", "clean criminal record", "no work of any kind in Spain"]
      },
      {
        id: "digital-nomad",
        name: "International teleworker visa (visado para teletrabajo de carácter internacional)",
        kind: "digital_nomad",
        statusFact: "es.visa.dnv.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [34188, "EUR", "year", "es.visa.dnv.min_income"] }],
        uplift: { spouse: { fraction: 0.375 }, perChild: { fraction: 0.125 }, fact: "es.visa.dnv.dependents" },
        localWork: true,
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days; may elect the inbound-worker regime (art. 93 LIRPF, 24% up to EUR 600,000) for six years.",
        conditions: ["three months of prior work relationship", "degree or three years' experience", "health insurance", "clean criminal record"]
      },
      {
        id: "golden-visa",
        name: "Investor residence visa (golden visa)",
        kind: "golden_visa",
        status: "closed",
        statusFact: "es.visa.golden.closure",
        means: [{ investment: [500000, "EUR", "es.visa.golden.former_min_investment"] }],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Closed: no new applications since 2025-04-03."
      }
    ]
  })
}

// Portugal
{
  const lei23 = src("https://diariodarepublica.pt/dr/legislacao-consolidada/lei/2007-34520475", "Diário da República (INCM)", "statute")
  const lei56 = src("https://diariodarepublica.pt/dr/detalhe/lei/56-2023-222477692", "Diário da República (INCM)", "statute")
  const vistos = src("https://vistos.mne.gov.pt/en/national-visas/general-information/type-of-visa", "Ministério dos Negócios Estrangeiros, Portugal")
  country("PT", "Portugal", {
    summary:
      "D7 for passive income (100% of the minimum wage), D8 for remote workers (four times the minimum wage), and the investment-fund golden visa (EUR 500,000); the real-estate golden visa closed on 2023-10-07.",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "PT"), fact: "pt.visa.free_movement" },
    facts: [
      euFreeMovement("pt"),
      fact("pt.visa.d7.legal_basis", "Residence visa for holders of passive income (D7), Lei 23/2007 art. 58", null, lei23, { from: "2007-08-09" }),
      fact("pt.visa.d7.min_income", 920, "EUR per month (100% of the 2026 minimum wage)", vistos, { from: "2026-01-01", provisional: true }),
      fact("pt.visa.d7.dependents", "+50% of the minimum for a spouse or adult dependant, +30% per child", null, vistos, { from: "2007-08-09" }),
      fact("pt.visa.d8.legal_basis", "Residence visa for remote work (D8), Lei 23/2007 art. 61-B as added by Lei 18/2022", null, lei23, { from: "2022-10-30" }),
      fact("pt.visa.d8.min_income", 3680, "EUR per month (four times the 2026 minimum wage)", vistos, { from: "2026-01-01", provisional: true }),
      fact("pt.visa.golden.real_estate_closure", "Lei 56/2023 (Mais Habitação) ended residence permits for investment through real estate and plain capital transfer from 2023-10-07", null, lei56, { from: "2023-10-07" }),
      fact("pt.visa.golden.former_min_real_estate", 280000, "EUR (lowest real-estate option, low-density rehabilitation, until 2023-10-06)", lei23, { from: "2022-01-01", to: "2023-10-06" }),
      fact("pt.visa.golden.fund_legal_basis", "Residence permit for investment (ARI) through units of Portuguese investment funds, Lei 23/2007 art. 3(1)(d)", null, lei23, { from: "2023-10-07" }),
      fact("pt.visa.golden.fund_min_investment", 500000, "EUR in units of qualifying investment funds", lei23, { from: "2023-10-07" })
    ],
    routes: [
      {
        id: "d7-passive-income",
        name: "D7 passive income residence visa",
        kind: "passive_income",
        statusFact: "pt.visa.d7.legal_basis",
        means: [{ income: [920, "EUR", "month", "pt.visa.d7.min_income"] }],
        uplift: { spouse: { fraction: 0.5 }, perChild: { fraction: 0.3 }, fact: "pt.visa.d7.dependents" },
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days or with a habitual home; the NHR regime closed to new entrants in 2024 (IFICI covers qualifying professions only).",
        conditions: ["accommodation in Portugal", "Portuguese bank account and NIF", "health insurance", "clean criminal record"]
      },
      {
        id: "d8-digital-nomad",
        name: "D8 remote work residence visa",
        kind: "digital_nomad",
        statusFact: "pt.visa.d8.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [3680, "EUR", "month", "pt.visa.d8.min_income"] }],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days; remote-work income is taxed in Portugal at progressive IRS rates.",
        conditions: ["employment or service contract with a foreign entity", "accommodation in Portugal", "health insurance"]
      },
      {
        id: "golden-visa-real-estate",
        name: "Residence permit for investment (ARI), real-estate option",
        kind: "golden_visa",
        status: "closed",
        statusFact: "pt.visa.golden.real_estate_closure",
        means: [{ investment: [280000, "EUR", "pt.visa.golden.former_min_real_estate"] }],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Closed: no new real-estate applications since 2023-10-07."
      },
      {
        id: "golden-visa-fund",
        name: "Residence permit for investment (ARI), investment-fund option",
        kind: "golden_visa",
        statusFact: "pt.visa.golden.fund_legal_basis",
        means: [{ investment: [500000, "EUR", "pt.visa.golden.fund_min_investment"] }],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Only 7 days a year in Portugal are required, so the holder need not become tax resident.",
        conditions: ["investment held for at least five years", "fund with at least 60% invested in Portuguese companies, no real estate"]
      }
    ]
  })
}

// Italy
{
  const visti = src("https://vistoperitalia.esteri.it/home/en", "Ministero degli Affari Esteri e della Cooperazione Internazionale")
  const tui = src("https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:1998-07-25;286", "Istituto Poligrafico e Zecca dello Stato (Normattiva)", "statute")
  const investor = src("https://investorvisa.mise.gov.it/", "Ministero delle Imprese e del Made in Italy")
  country("IT", "Italy", {
    summary:
      "Elective residence visa for people living on passive income; a digital nomad permit for highly qualified remote workers (2024); the investor visa (EUR 250,000 to EUR 2 million).",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "IT"), fact: "it.visa.free_movement" },
    facts: [
      euFreeMovement("it"),
      fact("it.visa.elective.legal_basis", "Visa for elective residence (D.I. 850/2011 art. 11): stable passive income, no work in Italy", null, visti, { from: "2011-05-11" }),
      fact("it.visa.elective.min_income", 31000, "EUR per year gross (consular practice)", visti, { from: "2011-05-11", provisional: true }),
      fact("it.visa.elective.dependents", "+20% for a spouse, +5% per child (consular practice)", null, visti, { from: "2011-05-11", provisional: true }),
      fact("it.visa.dn.legal_basis", "Residence permit for digital nomads and remote workers, D.Lgs. 286/1998 art. 27 c. 1-quater, implementing decree of 29 February 2024", null, tui, { from: "2024-04-04" }),
      fact("it.visa.dn.min_income", 28000, "EUR per year (three times the minimum for exemption from health-care co-payments)", tui, { from: "2024-04-04", provisional: true }),
      fact("it.visa.investor.legal_basis", "Investor visa, D.Lgs. 286/1998 art. 26-bis", null, tui, { from: "2017-01-01" }),
      fact("it.visa.investor.min_startup", 250000, "EUR in an innovative start-up", investor, { from: "2017-01-01" }),
      fact("it.visa.investor.min_company", 500000, "EUR in an Italian company", investor, { from: "2017-01-01" }),
      fact("it.visa.investor.min_bonds", 2000000, "EUR in Italian government bonds held two years", investor, { from: "2017-01-01" })
    ],
    routes: [
      {
        id: "elective-residence",
        name: "Elective residence visa (residenza elettiva)",
        kind: "passive_income",
        statusFact: "it.visa.elective.legal_basis",
        means: [{ income: [31000, "EUR", "year", "it.visa.elective.min_income"] }],
        uplift: { spouse: { fraction: 0.2 }, perChild: { fraction: 0.05 }, fact: "it.visa.elective.dependents" },
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Resident if registered or present over 183 days; new residents may elect the flat tax on foreign income (art. 24-bis TUIR, EUR 200,000 a year for arrivals after 2024-08-10).",
        conditions: ["accommodation owned or leased in Italy", "health insurance", "income must not come from work"]
      },
      {
        id: "digital-nomad",
        name: "Digital nomad / remote worker permit",
        kind: "digital_nomad",
        statusFact: "it.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [28000, "EUR", "year", "it.visa.dn.min_income"] }],
        localWork: false,
        months: 12,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days; remote-work income taxed at IRPEF rates.",
        conditions: ["highly qualified worker (degree or equivalent experience)", "six months' prior remote work", "health insurance"]
      },
      {
        id: "investor-visa",
        name: "Investor visa for Italy",
        kind: "golden_visa",
        statusFact: "it.visa.investor.legal_basis",
        means: [
          { investment: [250000, "EUR", "it.visa.investor.min_startup"] },
          { investment: [500000, "EUR", "it.visa.investor.min_company"] },
          { investment: [2000000, "EUR", "it.visa.investor.min_bonds"] }
        ],
        localWork: true,
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Investor-visa holders may combine it with the flat tax on foreign income.",
        conditions: ["investment within three months of arrival", "funds of lawful origin"]
      }
    ]
  })
}

// Greece
{
  const migration = src("https://migration.gov.gr/en/", "Ministry of Migration and Asylum, Greece")
  const law5038 = src("https://www.kodiko.gr/nomologia/document_navigation/768563/nomos-5038-2023", "Hellenic Parliament (Law 5038/2023 as published)", "statute")
  const enterprise = src("https://www.enterprisegreece.gov.gr/en/invest-in-greece/residence-permit-programme", "Enterprise Greece")
  country("GR", "Greece", {
    summary:
      "Financially independent person permit and digital nomad permit (EUR 3,500 a month each); the golden visa with tiered real-estate minimums since 2024 (EUR 250,000 conversions, EUR 400,000 elsewhere, EUR 800,000 in high-demand areas).",
    freeMovement: { citizenships: EU_EEA_CH.filter((c) => c !== "GR"), fact: "gr.visa.free_movement" },
    facts: [
      euFreeMovement("gr"),
      fact("gr.visa.fip.legal_basis", "Residence permit for financially independent persons (Law 5038/2023, Migration Code)", null, law5038, { from: "2023-04-01" }),
      fact("gr.visa.fip.min_income", 3500, "EUR per month net", migration, { from: "2024-01-01", provisional: true }),
      fact("gr.visa.fip.dependents", "+20% for a spouse, +15% per child", null, migration, { from: "2023-04-01", provisional: true }),
      fact("gr.visa.dn.legal_basis", "National visa and residence permit for digital nomads (Law 4825/2021 art. 5, now in the Migration Code)", null, law5038, { from: "2021-09-04" }),
      fact("gr.visa.dn.min_income", 3500, "EUR per month net", migration, { from: "2021-09-04" }),
      fact("gr.visa.dn.dependents", "+20% for a spouse, +15% per child", null, migration, { from: "2021-09-04" }),
      fact("gr.visa.golden.legal_basis", "Residence permit for strategic and real-estate investors (Law 5038/2023 art. 16, thresholds raised by Law 5100/2024)", null, law5038, { from: "2024-09-01" }),
      fact("gr.visa.golden.min_conversion", 250000, "EUR for converting commercial buildings to residential or restoring listed buildings", enterprise, { from: "2024-09-01" }),
      fact("gr.visa.golden.min_real_estate", 400000, "EUR for one property of at least 120 m2 outside the high-demand areas", enterprise, { from: "2024-09-01" }),
      fact("gr.visa.golden.min_high_demand", 800000, "EUR for one property of at least 120 m2 in Attica, Thessaloniki, Mykonos, Santorini and islands over 3,100 inhabitants", enterprise, { from: "2024-09-01" })
    ],
    routes: [
      {
        id: "financially-independent-person",
        name: "Residence permit for financially independent persons",
        kind: "passive_income",
        statusFact: "gr.visa.fip.legal_basis",
        means: [{ income: [3500, "EUR", "month", "gr.visa.fip.min_income"] }],
        uplift: { spouse: { fraction: 0.2 }, perChild: { fraction: 0.15 }, fact: "gr.visa.fip.dependents" },
        months: 36,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days; pensioners may elect a 7% flat tax on foreign income for 15 years (art. 5B ITC).",
        conditions: ["health insurance", "accommodation in Greece", "no work in Greece"]
      },
      {
        id: "digital-nomad",
        name: "Digital nomad visa and residence permit",
        kind: "digital_nomad",
        statusFact: "gr.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [3500, "EUR", "month", "gr.visa.dn.min_income"] }],
        uplift: { spouse: { fraction: 0.2 }, perChild: { fraction: 0.15 }, fact: "gr.visa.dn.dependents" },
        months: 24,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days; new residents moving their work may halve income tax for seven years (art. 5C ITC).",
        conditions: ["employer or clients outside Greece", "health insurance"]
      },
      {
        id: "golden-visa",
        name: "Golden visa (residence permit for real-estate investors)",
        kind: "golden_visa",
        statusFact: "gr.visa.golden.legal_basis",
        facts: ["gr.visa.golden.min_high_demand"],
        means: [
          { investment: [250000, "EUR", "gr.visa.golden.min_conversion"] },
          { investment: [400000, "EUR", "gr.visa.golden.min_real_estate"] }
        ],
        months: 60,
        renewable: true,
        prYears: null,
        tax: "No minimum stay, so the holder need not become tax resident; the permit does not allow employment.",
        conditions: ["EUR 800,000 minimum in high-demand areas", "property may not be let short-term"]
      }
    ]
  })
}
