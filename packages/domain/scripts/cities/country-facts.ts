/**
 * Authoring table: the country-level facts of every country in the city catalogue. Read only by
 * write-city-data.ts when (re)generating packages/domain/data/cities/*.json; never at run time.
 *
 * - priceLevel: household final consumption price level index, EU27 = 100. European figures are
 *   Eurostat's price level indices as republished by Statistics Norway (2023) or the Bulgarian NSI
 *   (2022), rounded (see eurostatPriceLevelSources in write-city-data.ts); the United Kingdom and all
 *   other countries are the author's estimates rescaled from World Bank ICP 2021 price level ratios
 *   and 2024-25 exchange rates (±15).
 * - incomeTax / capitalGains: top marginal rates in percent as the author summarises the 2025 rules
 *   (central + regional/local where they apply to the catalogue's cities); see docs/data/cities.md.
 *   They are headline figures for comparison; the tax calculator's rule sets are authoritative.
 * - digitalNomadVisa: the country runs a dedicated remote-worker / digital-nomad residence route.
 */
export interface CountryFacts {
  readonly continent: "europe" | "asia" | "north-america" | "latin-america" | "africa" | "oceania" | "middle-east"
  readonly currency: string
  readonly priceLevel: number
  readonly schengen: boolean
  readonly digitalNomadVisa: boolean
  readonly incomeTax: number
  readonly capitalGains: number
  readonly programs: ReadonlyArray<string>
  /** Country page of PwC Worldwide Tax Summaries, the secondary source the tax figures are checked against. */
  readonly taxPage: string
}

const eu = (
  currency: string,
  priceLevel: number,
  schengen: boolean,
  digitalNomadVisa: boolean,
  incomeTax: number,
  capitalGains: number,
  programs: ReadonlyArray<string>,
  taxPage: string
): CountryFacts => ({
  continent: "europe",
  currency,
  priceLevel,
  schengen,
  digitalNomadVisa,
  incomeTax,
  capitalGains,
  programs,
  taxPage
})

const other = (
  continent: CountryFacts["continent"],
  currency: string,
  priceLevel: number,
  digitalNomadVisa: boolean,
  incomeTax: number,
  capitalGains: number,
  programs: ReadonlyArray<string>,
  taxPage: string
): CountryFacts => ({
  continent,
  currency,
  priceLevel,
  schengen: false,
  digitalNomadVisa,
  incomeTax,
  capitalGains,
  programs,
  taxPage
})

export const countryFacts: Readonly<Record<string, CountryFacts>> = {
  PT: eu(
    "EUR",
    88,
    true,
    true,
    53,
    28,
    [
      "IFICI (NHR 2.0): 20% flat rate on qualifying Portuguese income",
      "D7 passive-income visa",
      "D8 digital nomad visa"
    ],
    "portugal"
  ),
  ES: eu(
    "EUR",
    91,
    true,
    true,
    47,
    30,
    [
      "Beckham regime: 24% flat rate for six years",
      "Non-lucrative residence visa",
      "Digital nomad visa (Startups Law)"
    ],
    "spain"
  ),
  DE: eu("EUR", 109, true, false, 47.5, 26.4, ["Freelance residence permit (Freiberufler)"], "germany"),
  FR: eu("EUR", 111, true, false, 49, 30, ["Impatriate regime (art. 155 B CGI)", "Long-stay visitor visa"], "france"),
  IT: eu(
    "EUR",
    101,
    true,
    true,
    47,
    26,
    [
      "7% flat tax for foreign pensioners in southern towns",
      "Lump-sum tax on foreign income for new residents",
      "Impatriate regime",
      "Elective residence visa"
    ],
    "italy"
  ),
  GR: eu(
    "EUR",
    86,
    true,
    true,
    44,
    15,
    [
      "7% flat tax on foreign pensions",
      "50% income tax relief for relocating workers",
      "Non-dom lump-sum tax",
      "Digital nomad visa"
    ],
    "greece"
  ),
  NL: eu(
    "EUR",
    117,
    true,
    false,
    49.5,
    36,
    ["30% ruling for skilled migrants", "DAFT (Dutch-American Friendship Treaty) self-employed permit"],
    "netherlands"
  ),
  IE: eu("EUR", 137, false, false, 48, 33, ["SARP relief for assignees", "Stamp 0 retirement permission"], "ireland"),
  CH: eu("CHF", 174, true, false, 41, 0, ["Lump-sum (expenditure-based) taxation"], "switzerland"),
  GB: eu(
    "GBP",
    118,
    false,
    false,
    45,
    24,
    ["Foreign income and gains regime (4 years)", "Global Talent visa"],
    "united-kingdom"
  ),
  CZ: eu(
    "CZK",
    84,
    true,
    true,
    23,
    23,
    ["Zivno trade licence (flat-rate tax)", "Digital nomad programme"],
    "czech-republic"
  ),
  HU: eu("HUF", 68, true, true, 15, 15, ["White Card (digital nomad)", "Guest investor programme"], "hungary"),
  PL: eu("PLN", 67, true, false, 36, 19, ["B2B flat tax 19%", "Lump-sum tax on recorded revenue"], "poland"),
  BG: eu("EUR", 59, true, false, 10, 10, ["10% flat income tax"], "bulgaria"),
  HR: eu("EUR", 74, true, true, 33, 12, ["Digital nomad temporary stay (income tax exempt)"], "croatia"),
  EE: eu("EUR", 98, true, true, 22, 22, ["Digital nomad visa", "e-Residency"], "estonia"),
  GE: eu(
    "GEL",
    45,
    false,
    false,
    20,
    20,
    [
      "Individual entrepreneur small business status (1% turnover tax)",
      "One-year visa-free stay for many nationalities"
    ],
    "georgia"
  ),
  CY: eu(
    "EUR",
    92,
    false,
    true,
    35,
    0,
    ["Non-dom: no tax on dividends and interest for 17 years", "50% exemption for high earners", "Digital nomad visa"],
    "cyprus"
  ),
  MT: eu(
    "EUR",
    90,
    true,
    true,
    35,
    0,
    ["Global Residence Programme (15% on remitted foreign income)", "Nomad Residence Permit"],
    "malta"
  ),
  RO: eu("RON", 60, true, true, 10, 10, ["10% flat income tax", "Digital nomad visa"], "romania"),
  AT: eu("EUR", 110, true, false, 55, 27.5, ["Red-White-Red Card"], "austria"),
  DK: eu("DKK", 145, true, false, 52.1, 42, ["Researcher and expatriate scheme (27%)"], "denmark"),
  SI: eu("EUR", 89, true, true, 50, 25, ["Digital nomad permit"], "slovenia"),
  RS: eu("RSD", 64, false, false, 20, 15, ["Temporary residence for remote workers via company setup"], "serbia"),
  AL: eu(
    "ALL",
    61,
    false,
    true,
    23,
    15,
    ["Unique permit for digital nomads", "One-year visa-free stay for US citizens"],
    "albania"
  ),
  LT: eu("EUR", 79, true, false, 32, 20, ["Startup visa"], "lithuania"),
  LV: eu("EUR", 85, true, true, 36, 25.5, ["Digital nomad visa"], "latvia"),
  TR: eu("TRY", 43, false, true, 40, 0, ["Digital nomad visa", "Residence by investment"], "turkey"),
  SE: eu("SEK", 114, true, false, 52, 30, ["Expert tax relief (25% of income exempt)"], "sweden"),
  TH: other(
    "asia",
    "THB",
    45,
    true,
    35,
    35,
    ["Destination Thailand Visa (DTV)", "Long-Term Resident visa", "Retirement visa"],
    "thailand"
  ),
  MY: other(
    "asia",
    "MYR",
    40,
    true,
    30,
    0,
    ["DE Rantau digital nomad pass", "MM2H long-stay programme", "Foreign-sourced income exemption"],
    "malaysia"
  ),
  ID: other("asia", "IDR", 40, true, 35, 35, ["Remote worker visa (E33G)", "Second-home visa"], "indonesia"),
  VN: other("asia", "VND", 38, false, 35, 0.1, ["90-day e-visa"], "vietnam"),
  JP: other("asia", "JPY", 80, true, 55.9, 20.3, ["Digital nomad visa (six months)"], "japan"),
  KR: other("asia", "KRW", 85, true, 49.5, 22, ["Workation (digital nomad) visa F-1-D"], "korea-republic-of"),
  TW: other("asia", "TWD", 65, false, 40, 0, ["Employment Gold Card"], "taiwan"),
  SG: other("asia", "SGD", 110, false, 24, 0, ["ONE Pass", "Territorial taxation of foreign income"], "singapore"),
  PH: other("asia", "PHP", 42, false, 35, 15, ["Special Resident Retiree's Visa"], "philippines"),
  KH: other("asia", "KHR", 45, false, 20, 20, ["Ordinary E-class visa renewable yearly"], "cambodia"),
  LK: other("asia", "LKR", 35, false, 36, 10, ["Digital nomad visa proposed, not in force"], "sri-lanka"),
  NP: other("asia", "NPR", 35, false, 39, 10, ["Tourist visa up to 150 days a year"], "nepal"),
  US: other(
    "north-america",
    "USD",
    125,
    false,
    37,
    23.8,
    ["No federal residence route for remote workers"],
    "united-states"
  ),
  CA: other(
    "north-america",
    "CAD",
    110,
    false,
    53.5,
    26.8,
    ["Visitors may work remotely for a foreign employer"],
    "canada"
  ),
  MX: other("latin-america", "MXN", 65, false, 35, 10, ["Temporary residence (financial solvency)"], "mexico"),
  CO: other("latin-america", "COP", 45, true, 39, 15, ["Digital nomad visa (V)", "Pensioner migrant visa"], "colombia"),
  AR: other("latin-america", "ARS", 70, true, 35, 15, ["Digital nomad visa", "Rentista visa"], "argentina"),
  CL: other("latin-america", "CLP", 65, false, 40, 40, ["Temporary residence for retirees and rentistas"], "chile"),
  PE: other("latin-america", "PEN", 50, true, 30, 5, ["Digital nomad visa", "Rentista visa"], "peru"),
  EC: other("latin-america", "USD", 55, true, 37, 37, ["Digital nomad visa", "Jubilado (retiree) visa"], "ecuador"),
  CR: other(
    "latin-america",
    "CRC",
    75,
    true,
    25,
    15,
    ["Digital nomad visa (income tax exempt)", "Pensionado and rentista residence", "Territorial taxation"],
    "costa-rica"
  ),
  PA: other(
    "latin-america",
    "USD",
    60,
    true,
    25,
    10,
    ["Friendly Nations visa", "Pensionado visa", "Short-stay remote worker visa", "Territorial taxation"],
    "panama"
  ),
  BR: other("latin-america", "BRL", 55, true, 27.5, 22.5, ["Digital nomad visa (VITEM XIV)", "Retiree visa"], "brazil"),
  UY: other(
    "latin-america",
    "UYU",
    85,
    true,
    36,
    12,
    ["Digital nomad residence", "Tax holiday on foreign capital income for new residents"],
    "uruguay"
  ),
  ZA: other("africa", "ZAR", 50, true, 45, 18, ["Remote work visa (2024)", "Retired person visa"], "south-africa"),
  MA: other("africa", "MAD", 45, false, 37, 15, ["80% allowance on foreign pensions transferred"], "morocco"),
  KE: other("africa", "KES", 45, true, 35, 15, ["Class N digital nomad permit"], "kenya"),
  EG: other("africa", "EGP", 25, false, 27.5, 10, ["Residence by property purchase"], "egypt"),
  MU: other(
    "africa",
    "MUR",
    50,
    true,
    20,
    0,
    ["Premium Visa (remote work, one year)", "Retired non-citizen permit"],
    "mauritius"
  ),
  GH: other("africa", "GHS", 40, false, 35, 35, ["Right of abode for the diaspora"], "ghana"),
  RW: other("africa", "RWF", 40, false, 30, 5, ["Visa on arrival for all nationalities"], "rwanda"),
  SN: other("africa", "XOF", 50, false, 43, 43, ["Long-stay visa via residence card"], "senegal"),
  TN: other("africa", "TND", 35, false, 40, 10, ["Visa-free stays up to 90 days for many nationalities"], "tunisia"),
  AU: other("oceania", "AUD", 120, false, 47, 23.5, ["Temporary resident foreign income exemption"], "australia"),
  NZ: other(
    "oceania",
    "NZD",
    115,
    false,
    39,
    0,
    ["Four-year transitional resident exemption on foreign income", "Visitors may work remotely"],
    "new-zealand"
  ),
  AE: other(
    "middle-east",
    "AED",
    95,
    true,
    0,
    0,
    ["Virtual working programme (remote work visa)", "Golden visa"],
    "united-arab-emirates"
  ),
  QA: other("middle-east", "QAR", 90, false, 0, 0, ["No personal income tax"], "qatar"),
  OM: other(
    "middle-east",
    "OMR",
    70,
    false,
    0,
    0,
    ["No personal income tax (5% on high incomes announced from 2028)"],
    "oman"
  ),
  BH: other("middle-east", "BHD", 75, false, 0, 0, ["Golden residency visa"], "bahrain"),
  IL: other(
    "middle-east",
    "ILS",
    130,
    false,
    50,
    30,
    ["Ten-year exemption on foreign income for new immigrants"],
    "israel"
  )
}
