import { country, fact, src } from "./author-lib.mjs"

// United States
{
  const uscis = src("https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program", "U.S. Citizenship and Immigration Services")
  const travel = src("https://travel.state.gov/content/travel/en/us-visas.html", "U.S. Department of State, Bureau of Consular Affairs")
  country("US", "United States", {
    summary:
      "No route for living on savings: there is no retirement, passive-income or digital nomad visa, and visitors may stay only temporarily. The EB-5 immigrant investor programme (USD 800,000 in a targeted employment area, else USD 1,050,000, creating ten jobs) is the only capital route to residence.",
    summaryFacts: ["us.visa.no_savings_route"],
    freeMovement: { citizenships: [], fact: "us.visa.free_movement" },
    facts: [
      fact("us.visa.free_movement", [], "citizenships free to reside (none besides US citizens and nationals)", travel, { from: "1952-06-27" }),
      fact("us.visa.no_savings_route", "The Immigration and Nationality Act has no immigrant or long-stay category for persons living on savings, pensions or passive income", null, travel, { from: "1952-06-27" }),
      fact("us.visa.eb5.legal_basis", "EB-5 immigrant investor classification, INA §203(b)(5) as amended by the EB-5 Reform and Integrity Act of 2022", null, uscis, { from: "2022-03-15" }),
      fact("us.visa.eb5.min_tea", 800000, "USD in a targeted employment area or infrastructure project", uscis, { from: "2022-03-15" }),
      fact("us.visa.eb5.min_standard", 1050000, "USD elsewhere", uscis, { from: "2022-03-15" })
    ],
    routes: [
      {
        id: "eb-5-investor",
        name: "EB-5 immigrant investor",
        kind: "golden_visa",
        statusFact: "us.visa.eb5.legal_basis",
        means: [{ investment: [800000, "USD", "us.visa.eb5.min_tea"] }, { investment: [1050000, "USD", "us.visa.eb5.min_standard"] }],
        localWork: true,
        months: 24,
        renewable: false,
        prYears: 2,
        tax: "A green-card holder is a US tax resident on worldwide income from the first day of residence.",
        conditions: ["investment at risk creating ten full-time jobs", "lawful source of funds", "conditional residence lifted after two years (I-829)"]
      }
    ]
  })
}

// Canada
{
  const ircc = src("https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada.html", "Immigration, Refugees and Citizenship Canada")
  const sep = src("https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/self-employed.html", "Immigration, Refugees and Citizenship Canada")
  country("CA", "Canada", {
    summary:
      "No route for living on savings: no retirement or digital nomad visa (visitors may stay up to six months). The federal Immigrant Investor Program was terminated in 2014 and the Self-employed Persons Program is paused.",
    summaryFacts: ["ca.visa.no_savings_route"],
    freeMovement: { citizenships: [], fact: "ca.visa.free_movement" },
    facts: [
      fact("ca.visa.free_movement", [], "citizenships free to reside (none besides Canadian citizens)", ircc, { from: "2002-06-28" }),
      fact("ca.visa.no_savings_route", "Canada has no immigration programme for persons living on savings or pensions", null, ircc, { from: "2014-06-19" }),
      fact("ca.visa.iip.closure", "Federal Immigrant Investor Program terminated (Economic Action Plan 2014 Act, No. 1), pending applications cancelled", null, ircc, { from: "2014-06-19" }),
      fact("ca.visa.iip.former_min_investment", 800000, "CAD loaned to the government for five years (until 2014-06-18)", ircc, { from: "2010-12-01", to: "2014-06-18" }),
      fact("ca.visa.sep.pause", "Self-employed Persons Program: no new applications accepted from 2024-04-30", null, sep, { from: "2024-04-30" })
    ],
    routes: [
      {
        id: "immigrant-investor-program",
        name: "Federal Immigrant Investor Program",
        kind: "golden_visa",
        status: "closed",
        statusFact: "ca.visa.iip.closure",
        means: [{ investment: [800000, "CAD", "ca.visa.iip.former_min_investment"] }],
        localWork: true,
        months: 60,
        renewable: true,
        prYears: 0,
        tax: "Closed since 2014-06-19."
      },
      {
        id: "self-employed-persons",
        name: "Self-employed Persons Program",
        kind: "other",
        status: "suspended",
        statusFact: "ca.visa.sep.pause",
        activity: "self_employment",
        localWork: true,
        months: 60,
        renewable: true,
        prYears: 0,
        tax: "Paused: no new applications since 2024-04-30.",
        conditions: ["relevant experience in cultural activities or athletics"]
      }
    ]
  })
}

// Mexico
{
  const sre = src("https://www.gob.mx/sre/acciones-y-programas/visas-para-extranjeros", "Secretaría de Relaciones Exteriores (México)")
  const dof = src("https://www.dof.gob.mx/nota_detalle.php?codigo=5363602&fecha=08/11/2012", "Diario Oficial de la Federación (Lineamientos para trámites y procedimientos migratorios)", "statute")
  const conasami = src("https://www.gob.mx/conasami", "Comisión Nacional de los Salarios Mínimos")
  country("MX", "Mexico", {
    summary:
      "Temporary residence for economic solvency (income of 300 days of minimum wage a month, or savings of 5,000 days) and permanent residence for pensioners (500 days a month, or 20,000 days of savings). Consulates apply the figures differently (some use UMA).",
    freeMovement: { citizenships: [], fact: "mx.visa.free_movement" },
    facts: [
      fact("mx.visa.free_movement", [], "citizenships free to reside (none)", sre, { from: "2011-05-25" }),
      fact("mx.visa.temporary.legal_basis", "Temporary resident visa for economic solvency (Ley de Migración art. 52 VII; Lineamientos, DOF 2012-11-08)", null, dof, { from: "2012-11-09" }),
      fact("mx.visa.minimum_wage_2026", 315.04, "MXN per day (general minimum wage 2026)", conasami, { from: "2026-01-01" }),
      fact("mx.visa.temporary.min_income", 94512, "MXN per month (300 days of minimum wage), six months of statements", sre, { from: "2026-01-01", provisional: true }),
      fact("mx.visa.temporary.min_savings", 1575200, "MXN average balance over 12 months (5,000 days of minimum wage)", sre, { from: "2026-01-01", provisional: true }),
      fact("mx.visa.permanent.legal_basis", "Permanent resident visa for pensioners (Ley de Migración art. 54; Lineamientos)", null, dof, { from: "2012-11-09" }),
      fact("mx.visa.permanent.min_pension", 157520, "MXN per month of pension (500 days of minimum wage)", sre, { from: "2026-01-01", provisional: true }),
      fact("mx.visa.permanent.min_savings", 6300800, "MXN average balance over 12 months (20,000 days of minimum wage)", sre, { from: "2026-01-01", provisional: true })
    ],
    routes: [
      {
        id: "temporary-resident-solvency",
        name: "Temporary resident (economic solvency)",
        kind: "passive_income",
        statusFact: "mx.visa.temporary.legal_basis",
        facts: ["mx.visa.minimum_wage_2026"],
        incomeSource: "any",
        means: [{ income: [94512, "MXN", "month", "mx.visa.temporary.min_income"] }, { savings: [1575200, "MXN", "mx.visa.temporary.min_savings"] }],
        months: 12,
        renewable: true,
        prYears: 4,
        tax: "Tax resident when the home (or centre of vital interests) is in Mexico: worldwide income.",
        conditions: ["consular interview", "figures vary by consulate"]
      },
      {
        id: "permanent-resident-pensioner",
        name: "Permanent resident (pensioner)",
        kind: "retirement",
        statusFact: "mx.visa.permanent.legal_basis",
        facts: ["mx.visa.minimum_wage_2026"],
        incomeSource: "pension",
        means: [{ income: [157520, "MXN", "month", "mx.visa.permanent.min_pension"] }, { savings: [6300800, "MXN", "mx.visa.permanent.min_savings"] }],
        localWork: true,
        months: 120,
        renewable: true,
        prYears: 0,
        tax: "Tax resident when the home is in Mexico; foreign pensions may be exempt up to 15 UMA a year.",
        conditions: ["some consulates require retirement age for the savings option"]
      }
    ]
  })
}

// Colombia
{
  const cancilleria = src("https://www.cancilleria.gov.co/tramites_servicios/visa/requisitos", "Ministerio de Relaciones Exteriores (Colombia)")
  const res5477 = src("https://www.cancilleria.gov.co/sites/default/files/FOTOS2020/valores_tarifas/visas/resolucion_5477_2022.pdf", "Ministerio de Relaciones Exteriores (Colombia), Resolución 5477 de 2022", "statute")
  const mintrabajo = src("https://www.mintrabajo.gov.co/", "Ministerio del Trabajo (Colombia)")
  const dnList = [
    "AD", "AR", "AT", "AU", "BE", "BG", "BO", "BR", "CA", "CH", "CL", "CR", "CY", "CZ", "DE", "DK", "EC", "EE", "ES", "FI", "FR",
    "GB", "GR", "HR", "HU", "IE", "IL", "IS", "IT", "JP", "KR", "LI", "LT", "LU", "LV", "MC", "MT", "MX", "NL", "NO", "NZ", "PA",
    "PE", "PL", "PT", "PY", "RO", "SE", "SG", "SI", "SK", "SM", "US", "UY"
  ]
  country("CO", "Colombia", {
    summary:
      "Migrant visas for pensioners (3 minimum wages) and rentiers (10 minimum wages of passive income), a visitor visa for digital nomads (3 minimum wages, visa-exempt nationalities), and real-estate investor visas. 2026 minimum wage COP 1,750,905 (Decree 0159 of 2026).",
    freeMovement: { citizenships: [], fact: "co.visa.free_movement" },
    facts: [
      fact("co.visa.free_movement", [], "citizenships free to reside (none; Mercosur nationals use a visa)", cancilleria, { from: "2022-10-22" }),
      fact("co.visa.smmlv_2026", 1750905, "COP per month (minimum monthly legal wage 2026)", mintrabajo, { from: "2026-01-01", provisional: true }),
      fact("co.visa.pensioner.legal_basis", "Migrant visa (M) for recipients of a pension (Resolución 5477 de 2022)", null, res5477, { from: "2022-10-22" }),
      fact("co.visa.pensioner.min_income", 5252715, "COP per month (3 minimum wages)", cancilleria, { from: "2026-01-01", provisional: true }),
      fact("co.visa.rentier.legal_basis", "Migrant visa (M) for rentiers with fixed passive income (Resolución 5477 de 2022)", null, res5477, { from: "2022-10-22" }),
      fact("co.visa.rentier.min_income", 17509050, "COP per month (10 minimum wages)", cancilleria, { from: "2026-01-01", provisional: true }),
      fact("co.visa.dn.legal_basis", "Visitor visa (V) for digital nomads (Resolución 5477 de 2022)", null, res5477, { from: "2022-10-22" }),
      fact("co.visa.dn.min_income", 5252715, "COP per month (3 minimum wages) over the last three months", cancilleria, { from: "2026-01-01", provisional: true }),
      fact("co.visa.dn.citizenships", dnList, "citizenships exempt from short-stay visas (partial list)", cancilleria, { from: "2022-10-22", provisional: true }),
      fact("co.visa.investor.legal_basis", "Migrant visa (M) for real-estate investors (Resolución 5477 de 2022)", null, res5477, { from: "2022-10-22" }),
      fact("co.visa.investor.min_investment", 612816750, "COP in Colombian real estate (350 minimum wages)", cancilleria, { from: "2026-01-01", provisional: true })
    ],
    routes: [
      {
        id: "migrant-pensioner",
        name: "Migrant visa (M) for pensioners",
        kind: "retirement",
        statusFact: "co.visa.pensioner.legal_basis",
        facts: ["co.visa.smmlv_2026"],
        incomeSource: "pension",
        means: [{ income: [5252715, "COP", "month", "co.visa.pensioner.min_income"] }],
        localWork: true,
        months: 36,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days in any 365-day period: worldwide income.",
        conditions: ["pension certified by the paying entity"]
      },
      {
        id: "migrant-rentier",
        name: "Migrant visa (M) for rentiers",
        kind: "passive_income",
        statusFact: "co.visa.rentier.legal_basis",
        facts: ["co.visa.smmlv_2026"],
        means: [{ income: [17509050, "COP", "month", "co.visa.rentier.min_income"] }],
        localWork: true,
        months: 36,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days in any 365-day period: worldwide income.",
        conditions: ["income certified as fixed and periodic"]
      },
      {
        id: "digital-nomad",
        name: "Visitor visa (V) for digital nomads",
        kind: "digital_nomad",
        statusFact: "co.visa.dn.legal_basis",
        facts: ["co.visa.smmlv_2026"],
        only: { countries: dnList, complete: false, fact: "co.visa.dn.citizenships" },
        incomeSource: "remote_work",
        means: [{ income: [5252715, "COP", "month", "co.visa.dn.min_income"] }],
        months: 24,
        renewable: false,
        prYears: null,
        tax: "Tax resident after 183 days in any 365-day period.",
        conditions: ["employer or clients abroad", "health insurance valid in Colombia"]
      },
      {
        id: "migrant-investor-real-estate",
        name: "Migrant visa (M) for real-estate investors",
        kind: "golden_visa",
        statusFact: "co.visa.investor.legal_basis",
        facts: ["co.visa.smmlv_2026"],
        means: [{ investment: [612816750, "COP", "co.visa.investor.min_investment"] }],
        localWork: true,
        months: 36,
        renewable: true,
        prYears: 5,
        tax: "Tax resident after 183 days in any 365-day period.",
        conditions: ["investment registered with the Banco de la República"]
      }
    ]
  })
}

// Costa Rica
{
  const dgme = src("https://www.migracion.go.cr/Paginas/Categor%C3%ADas%20Migratorias/Residencia%20Temporal.aspx", "Dirección General de Migración y Extranjería (Costa Rica)")
  const ley8764 = src("https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?nValor1=1&nValor2=66097", "Procuraduría General de la República (SCIJ), Ley 8764", "statute")
  const ley10008 = src("https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?nValor1=1&nValor2=94566", "Procuraduría General de la República (SCIJ), Ley 10008", "statute")
  country("CR", "Costa Rica", {
    summary:
      "Rentista (USD 2,500 a month for two years, or USD 60,000 deposited), pensionado (USD 1,000 a month of lifetime pension), investor (USD 150,000) and the digital nomad stay (USD 3,000 a month).",
    freeMovement: { citizenships: [], fact: "cr.visa.free_movement" },
    facts: [
      fact("cr.visa.free_movement", [], "citizenships free to reside (none)", dgme, { from: "2010-03-01" }),
      fact("cr.visa.rentista.legal_basis", "Temporary residence as rentista (Ley General de Migración y Extranjería 8764 art. 79, as amended 2021)", null, ley8764, { from: "2010-03-01" }),
      fact("cr.visa.rentista.min_income", 2500, "USD per month, stable, for at least two years", dgme, { from: "2012-05-17" }),
      fact("cr.visa.rentista.min_deposit", 60000, "USD deposited in a Costa Rican bank (24 months of USD 2,500)", dgme, { from: "2012-05-17" }),
      fact("cr.visa.pensionado.legal_basis", "Temporary residence as pensionado (Ley 8764 art. 79)", null, ley8764, { from: "2010-03-01" }),
      fact("cr.visa.pensionado.min_pension", 1000, "USD per month of lifetime pension", dgme, { from: "2010-03-01" }),
      fact("cr.visa.investor.legal_basis", "Temporary residence as investor (Ley 8764, amended by Ley 9996 of 2021)", null, ley8764, { from: "2021-06-01" }),
      fact("cr.visa.investor.min_investment", 150000, "USD in real estate, securities or a business", dgme, { from: "2021-06-01" }),
      fact("cr.visa.dn.legal_basis", "Stay for remote workers and service providers (Ley 10008 of 2021)", null, ley10008, { from: "2021-08-11" }),
      fact("cr.visa.dn.min_income", 3000, "USD per month (USD 4,000 with family)", ley10008, { from: "2021-08-11" })
    ],
    routes: [
      {
        id: "rentista",
        name: "Rentista (temporary residence)",
        kind: "passive_income",
        statusFact: "cr.visa.rentista.legal_basis",
        means: [{ income: [2500, "USD", "month", "cr.visa.rentista.min_income"] }, { savings: [60000, "USD", "cr.visa.rentista.min_deposit"] }],
        months: 24,
        renewable: true,
        prYears: 3,
        tax: "Territorial taxation: foreign-source income is generally not taxed in Costa Rica.",
        conditions: ["no employment in Costa Rica", "CCSS (social security) affiliation"]
      },
      {
        id: "pensionado",
        name: "Pensionado (temporary residence)",
        kind: "retirement",
        statusFact: "cr.visa.pensionado.legal_basis",
        incomeSource: "pension",
        means: [{ income: [1000, "USD", "month", "cr.visa.pensionado.min_pension"] }],
        months: 24,
        renewable: true,
        prYears: 3,
        tax: "Territorial taxation: foreign pensions are not taxed in Costa Rica.",
        conditions: ["pension payable for life", "CCSS affiliation"]
      },
      {
        id: "investor",
        name: "Inversionista (temporary residence)",
        kind: "golden_visa",
        statusFact: "cr.visa.investor.legal_basis",
        means: [{ investment: [150000, "USD", "cr.visa.investor.min_investment"] }],
        months: 24,
        renewable: true,
        prYears: 3,
        tax: "Territorial taxation: foreign-source income is generally not taxed.",
        conditions: ["investment kept for the life of the permit", "CCSS affiliation"]
      },
      {
        id: "digital-nomad",
        name: "Remote worker stay (Ley 10008)",
        kind: "digital_nomad",
        statusFact: "cr.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [3000, "USD", "month", "cr.visa.dn.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Remote-work income from abroad is exempt from Costa Rican income tax during the stay.",
        conditions: ["health insurance for the stay", "one renewal of one year"]
      }
    ]
  })
}

// Panama
{
  const migracion = src("https://www.migracion.gob.pa/", "Servicio Nacional de Migración (Panamá)")
  const gaceta = src("https://www.gacetaoficial.gob.pa/", "Gaceta Oficial de la República de Panamá", "statute")
  const friendly = [
    "AD", "AR", "AT", "AU", "BE", "BR", "CA", "CL", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU", "IE",
    "IL", "IT", "JP", "KR", "LI", "LT", "LU", "LV", "MC", "ME", "MT", "NL", "NO", "NZ", "PL", "PT", "PY", "RS", "SE", "SG", "SI",
    "SK", "SM", "CH", "TW", "US", "UY", "ZA"
  ]
  country("PA", "Panama", {
    summary:
      "Pensionado (USD 1,000 a month of lifetime pension), the Friendly Nations visa for listed nationalities with USD 200,000 in real estate or a fixed deposit, the qualified investor permanent residence and a short-stay remote worker visa.",
    freeMovement: { citizenships: [], fact: "pa.visa.free_movement" },
    facts: [
      fact("pa.visa.free_movement", [], "citizenships free to reside (none)", migracion, { from: "2008-02-22" }),
      fact("pa.visa.pensionado.legal_basis", "Permanent residence for retirees and pensioners (Decreto Ley 3 de 2008, Decreto Ejecutivo 320 de 2008)", null, gaceta, { from: "2008-02-22" }),
      fact("pa.visa.pensionado.min_pension", 1000, "USD per month of lifetime pension", migracion, { from: "2008-02-22" }),
      fact("pa.visa.friendly.legal_basis", "Permanent residence for nationals of friendly nations (Decreto Ejecutivo 197 de 2021)", null, gaceta, { from: "2021-10-01" }),
      fact("pa.visa.friendly.citizenships", friendly, "citizenships on the friendly-nations list (partial copy)", migracion, { from: "2021-10-01", provisional: true }),
      fact("pa.visa.friendly.min_investment", 200000, "USD in Panamanian real estate or a three-year fixed deposit", gaceta, { from: "2021-10-01" }),
      fact("pa.visa.investor.legal_basis", "Permanent residence as qualified investor (Decreto Ejecutivo 722 de 2020, as amended)", null, gaceta, { from: "2020-10-15" }),
      fact("pa.visa.investor.min_real_estate", 500000, "USD in real estate (or securities)", migracion, { from: "2024-10-15", provisional: true }),
      fact("pa.visa.investor.min_deposit", 750000, "USD in a fixed deposit with a Panamanian bank", migracion, { from: "2020-10-15" }),
      fact("pa.visa.remote.legal_basis", "Short-stay visa for remote workers (Decreto Ejecutivo 133 de 2021)", null, gaceta, { from: "2021-06-01" }),
      fact("pa.visa.remote.min_income", 36000, "USD per year from a foreign employer or business", migracion, { from: "2021-06-01" })
    ],
    routes: [
      {
        id: "pensionado",
        name: "Pensionado (permanent residence)",
        kind: "retirement",
        statusFact: "pa.visa.pensionado.legal_basis",
        incomeSource: "pension",
        means: [{ income: [1000, "USD", "month", "pa.visa.pensionado.min_pension"] }],
        months: 120,
        renewable: true,
        prYears: 0,
        tax: "Territorial taxation: foreign pensions and other foreign-source income are not taxed.",
        conditions: ["pension payable for life", "no salaried work in Panama"]
      },
      {
        id: "friendly-nations",
        name: "Friendly Nations visa",
        kind: "other",
        statusFact: "pa.visa.friendly.legal_basis",
        only: { countries: friendly, complete: false, fact: "pa.visa.friendly.citizenships" },
        means: [{ investment: [200000, "USD", "pa.visa.friendly.min_investment"] }],
        localWork: true,
        months: 24,
        renewable: false,
        prYears: 2,
        tax: "Territorial taxation: foreign-source income is not taxed.",
        conditions: ["alternatively an employment contract with a Panamanian company"]
      },
      {
        id: "qualified-investor",
        name: "Qualified investor (permanent residence)",
        kind: "golden_visa",
        statusFact: "pa.visa.investor.legal_basis",
        means: [{ investment: [500000, "USD", "pa.visa.investor.min_real_estate"] }, { investment: [750000, "USD", "pa.visa.investor.min_deposit"] }],
        localWork: true,
        months: 120,
        renewable: true,
        prYears: 0,
        tax: "Territorial taxation: foreign-source income is not taxed.",
        conditions: ["investment kept at least five years"]
      },
      {
        id: "remote-worker",
        name: "Short-stay remote worker visa",
        kind: "digital_nomad",
        statusFact: "pa.visa.remote.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [36000, "USD", "year", "pa.visa.remote.min_income"] }],
        months: 9,
        renewable: true,
        prYears: null,
        tax: "Remote-work income from abroad is foreign-source and not taxed in Panama.",
        conditions: ["health insurance", "one extension of nine months"]
      }
    ]
  })
}

// Brazil
{
  const mre = src("https://www.gov.br/mre/pt-br/assuntos/portal-consular/vistos", "Ministério das Relações Exteriores (Brasil)")
  const cnig = src("https://portaldeimigracao.mj.gov.br/pt/normas", "Conselho Nacional de Imigração (Ministério da Justiça e Segurança Pública)", "statute")
  const mercosur = ["AR", "BO", "CL", "CO", "EC", "PE", "PY", "UY"]
  country("BR", "Brazil", {
    summary:
      "Digital nomad visa (USD 1,500 a month of remote income or USD 18,000 in funds), residence for retirees (USD 2,000 a month of pension), real-estate investor residence (BRL 1,000,000) and the Mercosur residence agreement for South American nationals.",
    freeMovement: { citizenships: [], fact: "br.visa.free_movement" },
    facts: [
      fact("br.visa.free_movement", [], "citizenships free to reside (none; Mercosur nationals apply under the residence agreement)", mre, { from: "2017-11-21" }),
      fact("br.visa.dn.legal_basis", "Temporary visa and residence for digital nomads (Resolução CNIg 45 de 2021)", null, cnig, { from: "2022-01-24" }),
      fact("br.visa.dn.min_income", 1500, "USD per month from a foreign source", cnig, { from: "2022-01-24" }),
      fact("br.visa.dn.min_funds", 18000, "USD available in funds", cnig, { from: "2022-01-24" }),
      fact("br.visa.retiree.legal_basis", "Temporary visa and residence for retirees (Resolução Normativa CNIg 36 de 2018, as amended)", null, cnig, { from: "2018-12-13" }),
      fact("br.visa.retiree.min_pension", 2000, "USD per month of pension transferable to Brazil", cnig, { from: "2018-12-13", provisional: true }),
      fact("br.visa.investor.legal_basis", "Residence for real-estate investors (Resolução Normativa CNIg 36 de 2018)", null, cnig, { from: "2018-12-13" }),
      fact("br.visa.investor.min_investment", 1000000, "BRL in urban real estate (BRL 700,000 in the North and Northeast)", cnig, { from: "2018-12-13" }),
      fact("br.visa.mercosur.legal_basis", "Mercosur Residence Agreement (Decreto 6.975 de 2009): two-year residence, then indefinite, without a means test", null, mre, { from: "2009-10-07" }),
      fact("br.visa.mercosur.citizenships", mercosur, "citizenships of states applying the agreement with Brazil", mre, { from: "2009-10-07", provisional: true })
    ],
    routes: [
      {
        id: "digital-nomad",
        name: "Digital nomad visa (VITEM XIV)",
        kind: "digital_nomad",
        statusFact: "br.visa.dn.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [1500, "USD", "month", "br.visa.dn.min_income"] }, { savings: [18000, "USD", "br.visa.dn.min_funds"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 183 days in 12 months: worldwide income.",
        conditions: ["employer or clients abroad", "health insurance"]
      },
      {
        id: "retiree",
        name: "Retiree visa (aposentado)",
        kind: "retirement",
        statusFact: "br.visa.retiree.legal_basis",
        incomeSource: "pension",
        means: [{ income: [2000, "USD", "month", "br.visa.retiree.min_pension"] }],
        months: 24,
        renewable: true,
        prYears: 2,
        tax: "Tax resident from arrival on a residence visa: worldwide income, foreign pensions included.",
        conditions: ["pension transferable to Brazil each month"]
      },
      {
        id: "real-estate-investor",
        name: "Real-estate investor residence",
        kind: "golden_visa",
        statusFact: "br.visa.investor.legal_basis",
        means: [{ investment: [1000000, "BRL", "br.visa.investor.min_investment"] }],
        localWork: true,
        months: 48,
        renewable: true,
        prYears: 4,
        tax: "Tax resident from arrival on a residence permit: worldwide income.",
        conditions: ["lower BRL 700,000 minimum in the North and Northeast"]
      },
      {
        id: "mercosur-residence",
        name: "Mercosur Residence Agreement",
        kind: "other",
        statusFact: "br.visa.mercosur.legal_basis",
        only: { countries: mercosur, complete: false, fact: "br.visa.mercosur.citizenships" },
        meansBasis: "none",
        localWork: true,
        months: 24,
        renewable: false,
        prYears: 2,
        tax: "Tax resident from arrival on a residence permit: worldwide income.",
        conditions: ["clean criminal record"]
      }
    ]
  })
}
