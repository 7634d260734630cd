import { country, fact, src } from "./author-lib.mjs"

// Australia
{
  const ha = (path) => src(`https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/${path}`, "Department of Home Affairs (Australia)")
  country("AU", "Australia", {
    summary:
      "No open route for living on savings: the Retirement (410) and Investor Retirement (405) visas are closed to new applicants and the Business Innovation and Investment Program (including the Significant Investor stream) closed on 2024-07-31. New Zealand citizens may live in Australia on the Special Category visa.",
    summaryFacts: ["au.visa.no_savings_route"],
    freeMovement: { citizenships: ["NZ"], fact: "au.visa.free_movement" },
    facts: [
      fact("au.visa.free_movement", ["NZ"], "citizenships free to reside (Special Category visa, subclass 444)", ha("special-category-444"), { from: "1994-09-01" }),
      fact("au.visa.no_savings_route", "No visa subclass open to new applicants allows residence on savings or pension income alone", null, ha("investor-retirement-405"), { from: "2024-07-31" }),
      fact("au.visa.405.closure", "Investor Retirement visa (subclass 405) closed to new primary applicants; only existing holders may apply again", null, ha("investor-retirement-405"), { from: "2018-07-01" }),
      fact("au.visa.410.closure", "Retirement visa (subclass 410) closed to new applicants; only existing holders may apply again", null, ha("retirement-410"), { from: "2005-07-01" }),
      fact("au.visa.sivp.closure", "Business Innovation and Investment (Provisional) visa (subclass 188), including the Significant Investor stream, closed to new applications on 2024-07-31", null, ha("business-innovation-and-investment-188"), { from: "2024-07-31" }),
      fact("au.visa.sivp.former_min_investment", 5000000, "AUD in complying investments (Significant Investor stream, until 2024-07-30)", ha("business-innovation-and-investment-188"), { from: "2012-11-24", to: "2024-07-30" })
    ],
    routes: [
      {
        id: "investor-retirement-405",
        name: "Investor Retirement visa (subclass 405)",
        kind: "retirement",
        status: "closed",
        statusFact: "au.visa.405.closure",
        meansBasis: "unquantified",
        months: 48,
        renewable: true,
        prYears: null,
        tax: "Closed to new applicants since 2018-07-01."
      },
      {
        id: "retirement-410",
        name: "Retirement visa (subclass 410)",
        kind: "retirement",
        status: "closed",
        statusFact: "au.visa.410.closure",
        meansBasis: "unquantified",
        months: 48,
        renewable: true,
        prYears: null,
        tax: "Closed to new applicants."
      },
      {
        id: "significant-investor",
        name: "Significant Investor stream (subclass 188C)",
        kind: "golden_visa",
        status: "closed",
        statusFact: "au.visa.sivp.closure",
        means: [{ investment: [5000000, "AUD", "au.visa.sivp.former_min_investment"] }],
        localWork: true,
        months: 60,
        renewable: false,
        prYears: 4,
        tax: "Closed since 2024-07-31."
      }
    ]
  })
}

// New Zealand
{
  const inz = (path) => src(`https://www.immigration.govt.nz/new-zealand-visas/visas/visa/${path}`, "Immigration New Zealand")
  country("NZ", "New Zealand", {
    summary:
      "Temporary Retirement Visitor visa for people aged 66 or over (NZD 750,000 invested, NZD 500,000 of maintenance funds and NZD 60,000 a year of income) and the Active Investor Plus resident visa (NZD 5 million). Australian citizens live in New Zealand freely.",
    freeMovement: { citizenships: ["AU"], fact: "nz.visa.free_movement" },
    facts: [
      fact("nz.visa.free_movement", ["AU"], "citizenships free to reside (Trans-Tasman Travel Arrangement)", src("https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/visa-conditions/australian-citizens", "Immigration New Zealand"), { from: "1973-01-01" }),
      fact("nz.visa.retirement.legal_basis", "Temporary Retirement Visitor visa: two years, renewable, for people 66 or over", null, inz("temporary-retirement-visitor-visa"), { from: "2011-10-01" }),
      fact("nz.visa.retirement.min_age", 66, "years", inz("temporary-retirement-visitor-visa"), { from: "2011-10-01" }),
      fact("nz.visa.retirement.min_investment", 750000, "NZD invested in New Zealand for two years", inz("temporary-retirement-visitor-visa"), { from: "2011-10-01" }),
      fact("nz.visa.retirement.min_funds", 500000, "NZD of maintenance funds", inz("temporary-retirement-visitor-visa"), { from: "2011-10-01" }),
      fact("nz.visa.retirement.min_income", 60000, "NZD per year", inz("temporary-retirement-visitor-visa"), { from: "2011-10-01" }),
      fact("nz.visa.aip.legal_basis", "Active Investor Plus resident visa (criteria from 2025-04-01)", null, inz("active-investor-plus-visa"), { from: "2025-04-01" }),
      fact("nz.visa.aip.min_growth", 5000000, "NZD over three years (Growth category)", inz("active-investor-plus-visa"), { from: "2025-04-01" })
    ],
    routes: [
      {
        id: "temporary-retirement-visitor",
        name: "Temporary Retirement Visitor visa",
        kind: "retirement",
        statusFact: "nz.visa.retirement.legal_basis",
        facts: ["nz.visa.retirement.min_age"],
        minimumAge: 66,
        means: [
          {
            income: [60000, "NZD", "year", "nz.visa.retirement.min_income"],
            savings: [500000, "NZD", "nz.visa.retirement.min_funds"],
            investment: [750000, "NZD", "nz.visa.retirement.min_investment"]
          }
        ],
        months: 24,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 183 days; new residents get a four-year exemption on most foreign income (transitional residents).",
        conditions: ["health insurance", "acceptable standard of health"]
      },
      {
        id: "active-investor-plus",
        name: "Active Investor Plus resident visa (Growth category)",
        kind: "golden_visa",
        statusFact: "nz.visa.aip.legal_basis",
        means: [{ investment: [5000000, "NZD", "nz.visa.aip.min_growth"] }],
        localWork: true,
        months: 36,
        renewable: false,
        prYears: 3,
        tax: "Transitional residents are exempt on most foreign income for four years.",
        conditions: ["investment held three years", "21 days in New Zealand during the investment period"]
      }
    ]
  })
}

// Japan
{
  const mofa = src("https://www.mofa.go.jp/j_info/visit/visa/long/visa_nomad.html", "Ministry of Foreign Affairs of Japan")
  const mofaLong = src("https://www.mofa.go.jp/j_info/visit/visa/long/visa16.html", "Ministry of Foreign Affairs of Japan")
  const list = [
    "AD", "AR", "AT", "AU", "BE", "BG", "BN", "BR", "CA", "CH", "CL", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR",
    "HR", "HU", "IE", "IL", "IS", "IT", "KR", "LI", "LT", "LU", "LV", "MC", "MT", "MX", "MY", "NL", "NO", "NZ", "PL", "PT", "RO",
    "SE", "SG", "SI", "SK", "SM", "US", "UY"
  ]
  country("JP", "Japan", {
    summary:
      "Designated Activities for digital nomads (since 2024-03-29: JPY 10 million a year, six months, not renewable) and for long stays for sightseeing and recreation (JPY 30 million in savings, one year). Both are open only to listed nationalities and neither leads to permanent residence.",
    freeMovement: { citizenships: [], fact: "jp.visa.free_movement" },
    facts: [
      fact("jp.visa.free_movement", [], "citizenships free to reside (none)", mofa, { from: "1951-10-04" }),
      fact("jp.visa.dn.legal_basis", "Designated Activities (digital nomad) and accompanying family, introduced 2024-03-29", null, mofa, { from: "2024-03-29" }),
      fact("jp.visa.dn.min_income", 10000000, "JPY per year", mofa, { from: "2024-03-29" }),
      fact("jp.visa.dn.citizenships", list, "citizenships of visa-exempt states with a tax treaty (partial copy)", mofa, { from: "2024-03-29", provisional: true }),
      fact("jp.visa.longstay.legal_basis", "Designated Activities (long stay for sightseeing and recreation), up to one year", null, mofaLong, { from: "2015-06-01" }),
      fact("jp.visa.longstay.min_savings", 30000000, "JPY in deposits (JPY 30 million including the spouse)", mofaLong, { from: "2015-06-01" }),
      fact("jp.visa.longstay.citizenships", list, "citizenships eligible (visa-exempt states, partial copy)", mofaLong, { from: "2015-06-01", provisional: true })
    ],
    routes: [
      {
        id: "digital-nomad",
        name: "Designated Activities (digital nomad)",
        kind: "digital_nomad",
        statusFact: "jp.visa.dn.legal_basis",
        only: { countries: list, complete: false, fact: "jp.visa.dn.citizenships" },
        incomeSource: "remote_work",
        means: [{ income: [10000000, "JPY", "year", "jp.visa.dn.min_income"] }],
        months: 6,
        renewable: false,
        prYears: null,
        tax: "A six-month stay does not make the holder a Japanese tax resident (no domicile and under a year).",
        conditions: ["private medical insurance", "six months outside Japan before a new application"]
      },
      {
        id: "long-stay-recreation",
        name: "Designated Activities (long stay for sightseeing and recreation)",
        kind: "passive_income",
        statusFact: "jp.visa.longstay.legal_basis",
        only: { countries: list, complete: false, fact: "jp.visa.longstay.citizenships" },
        means: [{ savings: [30000000, "JPY", "jp.visa.longstay.min_savings"] }],
        months: 12,
        renewable: false,
        prYears: null,
        tax: "Non-permanent residents (under five of ten years) are taxed on foreign income only when remitted to Japan.",
        conditions: ["private medical insurance", "aged 18 or over"]
      }
    ]
  })
}

// Singapore
{
  const edb = src("https://www.edb.gov.sg/en/how-we-help/global-investor-programme.html", "Singapore Economic Development Board")
  const ica = src("https://www.ica.gov.sg/reside", "Immigration & Checkpoints Authority (Singapore)")
  country("SG", "Singapore", {
    summary:
      "No retirement, passive-income or digital nomad route; work passes require local employment. The Global Investor Programme grants permanent residence to established business owners investing SGD 10 million or more.",
    summaryFacts: ["sg.visa.no_savings_route"],
    freeMovement: { citizenships: [], fact: "sg.visa.free_movement" },
    facts: [
      fact("sg.visa.free_movement", [], "citizenships free to reside (none)", ica, { from: "1965-08-09" }),
      fact("sg.visa.no_savings_route", "Singapore has no long-term pass for persons living on savings or pensions", null, ica, { from: "2012-01-01" }),
      fact("sg.visa.gip.legal_basis", "Global Investor Programme (revised criteria from 2023-03-15)", null, edb, { from: "2023-03-15" }),
      fact("sg.visa.gip.min_investment", 10000000, "SGD in a new or expanded business (Option A)", edb, { from: "2023-03-15" })
    ],
    routes: [
      {
        id: "global-investor-programme",
        name: "Global Investor Programme",
        kind: "golden_visa",
        statusFact: "sg.visa.gip.legal_basis",
        activity: "self_employment",
        means: [{ investment: [10000000, "SGD", "sg.visa.gip.min_investment"] }],
        localWork: true,
        months: 60,
        renewable: true,
        prYears: 0,
        tax: "Tax resident after 183 days; foreign-source income received by individuals is generally not taxed.",
        conditions: ["established business track record (turnover of SGD 200 million for Option A)", "business plan creating local jobs"]
      }
    ]
  })
}

// Thailand
{
  const ltr = src("https://ltr.boi.go.th/", "Thailand Board of Investment (LTR visa)")
  const mfa = src("https://www.mfa.go.th/en/content/non-immigrant-visa-o-a-long-stay", "Ministry of Foreign Affairs (Thailand)")
  const dtv = src("https://www.thaievisa.go.th/", "Ministry of Foreign Affairs (Thailand), e-Visa")
  country("TH", "Thailand", {
    summary:
      "Long-Term Resident visa (Wealthy Pensioner: USD 80,000 a year of passive income at 50+; Wealthy Global Citizen; Work-from-Thailand Professional), the O-A retirement visa (THB 800,000 or THB 65,000 a month at 50+) and the Destination Thailand Visa for remote workers (THB 500,000 in savings).",
    freeMovement: { citizenships: [], fact: "th.visa.free_movement" },
    facts: [
      fact("th.visa.free_movement", [], "citizenships free to reside (none)", mfa, { from: "1979-01-01" }),
      fact("th.visa.ltr.legal_basis", "Long-Term Resident visa (Cabinet resolution of 2021-09-21, BOI)", null, ltr, { from: "2022-09-01" }),
      fact("th.visa.ltr.wp.min_age", 50, "years", ltr, { from: "2022-09-01" }),
      fact("th.visa.ltr.wp.min_income", 80000, "USD per year of pension or passive income", ltr, { from: "2022-09-01" }),
      fact("th.visa.ltr.wp.reduced_income", 40000, "USD per year, with the investment below", ltr, { from: "2022-09-01" }),
      fact("th.visa.ltr.wp.min_investment", 250000, "USD in Thai government bonds, FDI or property (with reduced income)", ltr, { from: "2022-09-01" }),
      fact("th.visa.ltr.wgc.min_assets", 500000, "USD of assets kept besides the investment (USD 1 million in total)", ltr, { from: "2022-09-01", provisional: true }),
      fact("th.visa.ltr.wgc.min_investment", 500000, "USD in Thai government bonds, FDI or property", ltr, { from: "2022-09-01" }),
      fact("th.visa.ltr.wfp.min_income", 80000, "USD per year of remote-work income", ltr, { from: "2022-09-01" }),
      fact("th.visa.oa.legal_basis", "Non-Immigrant O-A (long stay) visa for persons aged 50 or over", null, mfa, { from: "1998-01-01" }),
      fact("th.visa.oa.min_age", 50, "years", mfa, { from: "1998-01-01" }),
      fact("th.visa.oa.min_deposit", 800000, "THB in a bank account", mfa, { from: "1998-01-01" }),
      fact("th.visa.oa.min_income", 65000, "THB per month", mfa, { from: "1998-01-01" }),
      fact("th.visa.dtv.legal_basis", "Destination Thailand Visa for remote workers and soft-power activities (from 2024-07-15)", null, dtv, { from: "2024-07-15" }),
      fact("th.visa.dtv.min_savings", 500000, "THB held", dtv, { from: "2024-07-15" })
    ],
    routes: [
      {
        id: "ltr-wealthy-pensioner",
        name: "LTR visa: Wealthy Pensioner",
        kind: "retirement",
        statusFact: "th.visa.ltr.legal_basis",
        facts: ["th.visa.ltr.wp.min_age"],
        minimumAge: 50,
        means: [
          { income: [80000, "USD", "year", "th.visa.ltr.wp.min_income"] },
          { income: [40000, "USD", "year", "th.visa.ltr.wp.reduced_income"], investment: [250000, "USD", "th.visa.ltr.wp.min_investment"] }
        ],
        months: 120,
        renewable: true,
        prYears: null,
        tax: "LTR holders are exempt from Thai tax on foreign income brought into Thailand.",
        conditions: ["health insurance of USD 50,000 or a USD 100,000 deposit", "no work in Thailand"]
      },
      {
        id: "ltr-wealthy-global-citizen",
        name: "LTR visa: Wealthy Global Citizen",
        kind: "golden_visa",
        statusFact: "th.visa.ltr.legal_basis",
        means: [{ savings: [500000, "USD", "th.visa.ltr.wgc.min_assets"], investment: [500000, "USD", "th.visa.ltr.wgc.min_investment"] }],
        months: 120,
        renewable: true,
        prYears: null,
        tax: "LTR holders are exempt from Thai tax on foreign income brought into Thailand.",
        conditions: ["health insurance of USD 50,000 or a USD 100,000 deposit"]
      },
      {
        id: "ltr-work-from-thailand",
        name: "LTR visa: Work-from-Thailand Professional",
        kind: "digital_nomad",
        statusFact: "th.visa.ltr.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [80000, "USD", "year", "th.visa.ltr.wfp.min_income"] }],
        localWork: true,
        months: 120,
        renewable: true,
        prYears: null,
        tax: "LTR holders are exempt from Thai tax on foreign income brought into Thailand.",
        conditions: ["employer listed or with USD 150 million revenue", "five years' experience"]
      },
      {
        id: "non-immigrant-o-a",
        name: "Non-Immigrant O-A (retirement)",
        kind: "retirement",
        statusFact: "th.visa.oa.legal_basis",
        facts: ["th.visa.oa.min_age"],
        minimumAge: 50,
        means: [{ savings: [800000, "THB", "th.visa.oa.min_deposit"] }, { income: [65000, "THB", "month", "th.visa.oa.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Tax resident after 180 days: foreign income remitted to Thailand is taxable (since 2024 whatever the year it was earned).",
        conditions: ["health insurance", "no work in Thailand", "90-day address reports"]
      },
      {
        id: "destination-thailand-visa",
        name: "Destination Thailand Visa (remote work)",
        kind: "digital_nomad",
        statusFact: "th.visa.dtv.legal_basis",
        incomeSource: "remote_work",
        means: [{ savings: [500000, "THB", "th.visa.dtv.min_savings"] }],
        months: 60,
        renewable: false,
        prYears: null,
        tax: "Tax resident after 180 days: foreign income remitted to Thailand is taxable.",
        conditions: ["stays of 180 days per entry, extendable once", "employer or clients outside Thailand"]
      }
    ]
  })
}

// Malaysia
{
  const mdec = src("https://mdec.my/derantau", "Malaysia Digital Economy Corporation (DE Rantau)")
  const mm2h = src("https://mm2h.gov.my/", "Ministry of Tourism, Arts and Culture (MM2H)")
  country("MY", "Malaysia", {
    summary:
      "DE Rantau Nomad Pass for remote workers (USD 24,000 a year) and Malaysia My Second Home with Silver, Gold and Platinum tiers (fixed deposits of USD 150,000, 500,000 and 1 million plus a property purchase).",
    freeMovement: { citizenships: [], fact: "my.visa.free_movement" },
    facts: [
      fact("my.visa.free_movement", [], "citizenships free to reside (none)", mm2h, { from: "1963-09-16" }),
      fact("my.visa.derantau.legal_basis", "DE Rantau Nomad Pass (Professional Visit Pass), from 2022-10-01", null, mdec, { from: "2022-10-01" }),
      fact("my.visa.derantau.min_income", 24000, "USD per year from remote work", mdec, { from: "2022-10-01" }),
      fact("my.visa.mm2h.legal_basis", "Malaysia My Second Home, Peninsular Malaysia criteria from 2024-06-17 (Silver, Gold, Platinum)", null, mm2h, { from: "2024-06-17" }),
      fact("my.visa.mm2h.min_age", 25, "years", mm2h, { from: "2024-06-17" }),
      fact("my.visa.mm2h.silver_deposit", 150000, "USD fixed deposit (Silver)", mm2h, { from: "2024-06-17" }),
      fact("my.visa.mm2h.silver_property", 600000, "MYR minimum property purchase (Silver)", mm2h, { from: "2024-06-17" }),
      fact("my.visa.mm2h.gold_deposit", 500000, "USD fixed deposit (Gold)", mm2h, { from: "2024-06-17" }),
      fact("my.visa.mm2h.gold_property", 1000000, "MYR minimum property purchase (Gold)", mm2h, { from: "2024-06-17" })
    ],
    routes: [
      {
        id: "de-rantau",
        name: "DE Rantau Nomad Pass",
        kind: "digital_nomad",
        statusFact: "my.visa.derantau.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [24000, "USD", "year", "my.visa.derantau.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "Foreign-source income received by resident individuals is exempt under the current exemption order (check its end date).",
        conditions: ["digital or technology-related work", "health insurance"]
      },
      {
        id: "mm2h-silver",
        name: "Malaysia My Second Home (Silver)",
        kind: "golden_visa",
        statusFact: "my.visa.mm2h.legal_basis",
        facts: ["my.visa.mm2h.min_age"],
        minimumAge: 25,
        means: [{ savings: [150000, "USD", "my.visa.mm2h.silver_deposit"], investment: [600000, "MYR", "my.visa.mm2h.silver_property"] }],
        months: 60,
        renewable: true,
        prYears: null,
        tax: "Foreign-source income received by resident individuals is exempt under the current exemption order (check its end date).",
        conditions: ["90 days a year in Malaysia", "property held ten years", "licensed MM2H agent"]
      },
      {
        id: "mm2h-gold",
        name: "Malaysia My Second Home (Gold)",
        kind: "golden_visa",
        statusFact: "my.visa.mm2h.legal_basis",
        facts: ["my.visa.mm2h.min_age"],
        minimumAge: 25,
        means: [{ savings: [500000, "USD", "my.visa.mm2h.gold_deposit"], investment: [1000000, "MYR", "my.visa.mm2h.gold_property"] }],
        months: 180,
        renewable: true,
        prYears: null,
        tax: "Foreign-source income received by resident individuals is exempt under the current exemption order (check its end date).",
        conditions: ["90 days a year in Malaysia", "property held ten years", "licensed MM2H agent"]
      }
    ]
  })
}

// Georgia
{
  const psda = src("https://sda.gov.ge/?page_id=9018&lang=en", "Public Service Development Agency, Ministry of Justice (Georgia)")
  const law = src("https://matsne.gov.ge/en/document/view/2278827", "Legislative Herald of Georgia (Law on the Legal Status of Aliens and Stateless Persons)", "statute")
  country("GE", "Georgia", {
    summary:
      "Nationals of about 95 countries may stay a year without a visa (not a residence permit). Residence for people living on savings comes through property: a short-term permit for property worth USD 150,000 (from 2026-03-01) and a five-year investment permit at USD 300,000.",
    freeMovement: { citizenships: [], fact: "ge.visa.free_movement" },
    facts: [
      fact("ge.visa.free_movement", [], "citizenships free to reside (none; one-year visa-free stays are not residence)", law, { from: "2014-09-01" }),
      fact("ge.visa.property.legal_basis", "Short-term residence permit for owners of non-agricultural property (Law on the Legal Status of Aliens, art. 15)", null, law, { from: "2014-09-01" }),
      fact("ge.visa.property.min_value", 150000, "USD market value of non-agricultural property (USD 100,000 for purchases paid before 2026-03-01)", psda, { from: "2026-03-01", provisional: true }),
      fact("ge.visa.investment.legal_basis", "Investment residence permit (five years), leading to permanent residence", null, law, { from: "2014-09-01" }),
      fact("ge.visa.investment.min_value", 300000, "USD invested or in property value", psda, { from: "2019-01-01" })
    ],
    routes: [
      {
        id: "property-owner",
        name: "Short-term residence permit (property owner)",
        kind: "golden_visa",
        statusFact: "ge.visa.property.legal_basis",
        means: [{ investment: [150000, "USD", "ge.visa.property.min_value"] }],
        localWork: true,
        months: 12,
        renewable: true,
        prYears: 6,
        tax: "Tax resident after 183 days in 12 months; foreign-source income of individuals is not taxed in Georgia.",
        conditions: ["value certified by an accredited assessor", "no agricultural land"]
      },
      {
        id: "investment-residence",
        name: "Investment residence permit",
        kind: "golden_visa",
        statusFact: "ge.visa.investment.legal_basis",
        means: [{ investment: [300000, "USD", "ge.visa.investment.min_value"] }],
        localWork: true,
        months: 60,
        renewable: false,
        prYears: 5,
        tax: "Tax resident after 183 days in 12 months; foreign-source income of individuals is not taxed.",
        conditions: ["recommendation by a government member or three Georgian business representatives"]
      }
    ]
  })
}

// United Arab Emirates
{
  const icp = src("https://icp.gov.ae/en/", "Federal Authority for Identity, Citizenship, Customs and Port Security (UAE)")
  const added = src("https://added.gov.ae/en/live/long-term-residency/abu-dhabi-non-work-visa/for-retirement-visa", "Abu Dhabi Department of Economic Development")
  const gcc = ["BH", "KW", "OM", "QA", "SA"]
  country("AE", "United Arab Emirates", {
    summary:
      "Remote work visa (USD 3,500 a month), the retirement visa for people 55 or over (AED 1 million in property or savings, or AED 240,000 a year of income) and the ten-year golden visa for property worth AED 2 million. GCC citizens reside freely.",
    freeMovement: { citizenships: gcc, fact: "ae.visa.free_movement" },
    facts: [
      fact("ae.visa.free_movement", gcc, "citizenships free to reside (GCC common market)", icp, { from: "2008-01-01" }),
      fact("ae.visa.remote.legal_basis", "Virtual work (remote work) residence visa, one year", null, icp, { from: "2021-03-21" }),
      fact("ae.visa.remote.min_income", 3500, "USD per month", icp, { from: "2021-03-21" }),
      fact("ae.visa.retirement.legal_basis", "Retired foreigner residence permit (Cabinet Resolution 65 of 2022, art. 52), five years", null, added, { from: "2022-10-03" }),
      fact("ae.visa.retirement.min_age", 55, "years", added, { from: "2022-10-03", provisional: true }),
      fact("ae.visa.retirement.min_income", 240000, "AED per year", added, { from: "2022-10-03" }),
      fact("ae.visa.retirement.min_savings", 1000000, "AED financial deposit", added, { from: "2022-10-03" }),
      fact("ae.visa.retirement.min_property", 1000000, "AED of real estate", added, { from: "2022-10-03" }),
      fact("ae.visa.golden.legal_basis", "Golden residence for real-estate investors (Federal Decree-Law 29 of 2021), ten years", null, icp, { from: "2022-10-03" }),
      fact("ae.visa.golden.min_property", 2000000, "AED of real estate", icp, { from: "2022-10-03" })
    ],
    routes: [
      {
        id: "remote-work",
        name: "Remote work (virtual work) visa",
        kind: "digital_nomad",
        statusFact: "ae.visa.remote.legal_basis",
        incomeSource: "remote_work",
        means: [{ income: [3500, "USD", "month", "ae.visa.remote.min_income"] }],
        months: 12,
        renewable: true,
        prYears: null,
        tax: "No personal income tax; a tax residence certificate is available after 183 days.",
        conditions: ["employer outside the UAE", "health insurance valid in the UAE"]
      },
      {
        id: "retirement",
        name: "Retirement residence visa",
        kind: "retirement",
        statusFact: "ae.visa.retirement.legal_basis",
        facts: ["ae.visa.retirement.min_age"],
        minimumAge: 55,
        incomeSource: "any",
        means: [
          { income: [240000, "AED", "year", "ae.visa.retirement.min_income"] },
          { savings: [1000000, "AED", "ae.visa.retirement.min_savings"] },
          { investment: [1000000, "AED", "ae.visa.retirement.min_property"] }
        ],
        months: 60,
        renewable: true,
        prYears: null,
        tax: "No personal income tax; a tax residence certificate is available after 183 days.",
        conditions: ["some emirates accept 15 years of work instead of the age condition", "health insurance"]
      },
      {
        id: "golden-visa-real-estate",
        name: "Golden visa (real-estate investor)",
        kind: "golden_visa",
        statusFact: "ae.visa.golden.legal_basis",
        means: [{ investment: [2000000, "AED", "ae.visa.golden.min_property"] }],
        localWork: true,
        months: 120,
        renewable: true,
        prYears: null,
        tax: "No personal income tax; a tax residence certificate is available after 183 days.",
        conditions: ["property may be off-plan from approved developers"]
      }
    ]
  })
}
