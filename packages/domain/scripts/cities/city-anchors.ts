/**
 * Authoring table: public pages read on 2026-11-21 (stored copies) that anchor a city's rent
 * estimate. Each note quotes the figure the page gives; the catalogue's own figure is an estimate
 * informed by these, not a copy of any one of them.
 */
export interface RentAnchor {
  readonly publisher: string
  readonly url: string
  readonly retrieved: string
  readonly note: string
}

const read = "2026-11-21"

export const cityAnchors: Readonly<Record<string, ReadonlyArray<RentAnchor>>> = {
  lisbon: [
    {
      publisher: "Investropa (Portugal property guide)",
      url: "https://investropa.com/blogs/news/lisbon-living-worth-price",
      retrieved: read,
      note: "One-bedroom rent 1,000-1,420 EUR (central areas up to 1,800), September 2025"
    },
    {
      publisher: "Relocate.me, citing Numbeo",
      url: "https://relocate.me/cost-of-living/portugal/lisbon",
      retrieved: read,
      note: "About 1,835 EUR a month for a single person including rent, March 2025"
    }
  ],
  berlin: [
    {
      publisher: "Investropa (Germany property guide)",
      url: "https://investropa.com/blogs/news/average-rent-per-sqm-berlin",
      retrieved: read,
      note: "Asking rents 15.79 EUR/m2 city-wide, Mitte 18-23.40 EUR/m2, June 2025"
    }
  ],
  tbilisi: [
    {
      publisher: "BTU AI analytics, citing Numbeo",
      url: "https://btuai.ge/en/rent-prices-vs-salaries-how-affordable-is-life-in-modern-tbilisi",
      retrieved: read,
      note: "Central one-bedroom 1,100-1,200 GEL (400-450 USD), second half of 2024"
    },
    {
      publisher: "LatestCost",
      url: "https://latestcost.com/tbilisi-cost-living-practical-price",
      retrieved: read,
      note: "Central one-bedroom 350-850 USD, average 550 USD (2026 guide)"
    }
  ],
  "chiang-mai": [
    {
      publisher: "Juzgo Travel",
      url: "https://www.juzgotravel.com/post/the-insiders-guide-to-living-in-chiang-mai",
      retrieved: read,
      note: "Small one-room apartment near Nimmanhaemin Road at least 10,000 THB a month"
    }
  ],
  bangkok: [
    {
      publisher: "Thailand Property News, citing Plus Property",
      url: "http://thailandproperty.news/the-new-residential-centre-of-bangkok",
      retrieved: read,
      note: "One-bedroom units of 30-40 m2 in Phahon Yothin / Lat Phrao at 15,000-23,000 THB a month (2017 report)"
    },
    {
      publisher: "The Thaiger, citing Knight Frank Thailand",
      url: "https://thethaiger.com/news/bangkok/bangkoks-luxury-condo-market-is-booming",
      retrieved: read,
      note: "Luxury one-bedroom condos in Silom and Sathorn back to 50,000 THB a month (upper bound, not the catalogue's basis)"
    }
  ],
  "kuala-lumpur": [
    {
      publisher: "Expat Focus",
      url: "https://www.expatfocus.com/malaysia/guide/malaysia-property-rental-prices",
      retrieved: read,
      note: "One-bedroom apartment in Kuala Lumpur about 2,000-3,000 MYR a month"
    }
  ],
  penang: [
    {
      publisher: "Expat Focus",
      url: "https://www.expatfocus.com/malaysia/guide/malaysia-property-rental-prices",
      retrieved: read,
      note: "One-bedroom apartment in Penang about 1,500-2,500 MYR a month"
    }
  ],
  tokyo: [
    {
      publisher: "Real Estate Guide Japan",
      url: "https://realestateguide.jp/?p=1473",
      retrieved: read,
      note: "23-ward averages: 1K/1DK 80,000-120,000 JPY, 1LDK 130,000-200,000 JPY a month (2026 approximation)"
    }
  ],
  "mexico-city": [
    {
      publisher: "Mexico News Daily, citing Homie.mx and Inmuebles24",
      url: "https://mexiconewsdaily.com/real-estate/how-do-mexico-city-neighborhoods-rank-by-rental-prices/",
      retrieved: read,
      note: "City-wide average rent 15,541 MXN; Cuauhtemoc borough (Roma, Condesa, Centro) the most expensive (June 2024)"
    }
  ],
  medellin: [
    {
      publisher: "El Colombiano",
      url: "https://m.elcolombiano.com/negocios/medellin-arriendos-2023-barrios-donde-mas-subieron-por-gentrificacion-GP21481373",
      retrieved: read,
      note: "Small apartments in middle-stratum barrios asked from 1.5 million COP a month (2023); El Poblado higher"
    }
  ],
  "buenos-aires": [
    {
      publisher: "La Nacion, citing Zonaprop",
      url: "https://www.lanacion.com.ar/propiedades/casas-y-departamentos/el-aumento-de-los-alquileres-en-dolares-y-el-salto-del-tipo-de-cambio-golpean-al-bolsillo-nid12092025/",
      retrieved: read,
      note: "Dollar-denominated asking rents up 19.46% in 2025; worked example of a 500 USD listing (September 2025)"
    }
  ],
  "cape-town": [
    {
      publisher: "City Pulse",
      url: "https://citypulse.co.za/cost-of-rents-in-cape-town",
      retrieved: read,
      note: "One-bedroom in the City Bowl about 11,500 ZAR a month; 7,000-9,000 ZAR in the CBD"
    },
    {
      publisher: "Property Professional, citing RE/MAX Living",
      url: "https://propertyprofessional.co.za/2023/10/23/rental-prices-hit-a-sweet-spot-in-cape-town/",
      retrieved: read,
      note: "Renovated one-bedroom flats with parking offered at up to 16,000 ZAR a month (2023)"
    }
  ],
  budapest: [
    {
      publisher: "Daily News Hungary, citing Duna House data for Eurostat",
      url: "https://dailynewshungary.com/renting-an-apartment-in-budapest-a-luxury",
      retrieved: read,
      note: "Central, recently built or renovated one-bedroom apartments 890 EUR a month (2023, expatriate grade)"
    }
  ],
  dubai: [
    {
      publisher: "Zawya, citing Asteco and KT Research",
      url: "https://www.zawya.com/en/business/real-estate/revealed-dubais-most-affordable-and-expensive-areas-to-rent-j88jlb8e",
      retrieved: read,
      note: "One-bedroom yearly rent: Downtown 70,000-110,000 AED, Dubai Marina 45,000-100,000 AED (Q2 2022; rents rose since)"
    },
    {
      publisher: "Gulf News, citing Asteco",
      url: "https://gulfnews.com/business/property/dubai-rents-rates-in-discovery-gardens-deira-see-stability-less-so-in-jvc-1.500049279",
      retrieved: read,
      note: "One-bedroom in Discovery Gardens (an affordable area) about 60,000 AED a year (2025)"
    }
  ],
  "new-york": [
    {
      publisher: "Bisnow, citing Douglas Elliman / Miller Samuel",
      url: "https://www.bisnow.com/new-york/news/multifamily/february-rents-break-new-record-in-manhattan-beating-august-2023-peak-128469",
      retrieved: read,
      note: "Median Manhattan rent 4,500 USD a month, all sizes (February 2025)"
    }
  ],
  prague: [
    {
      publisher: "Radio Prague International, citing Trigema",
      url: "https://english.radio.cz/average-prague-residential-rental-price-hits-czk-340-sqm-8138381",
      retrieved: read,
      note: "Average 340 CZK/m2; Prague 1 433 CZK/m2, Prague 2 389 CZK/m2 (earlier year; rents have risen since)"
    }
  ],
  barcelona: [
    {
      publisher: "Infobae (EFE), citing idealista",
      url: "https://www.infobae.com/espana/agencias/2026/01/02/el-alquiler-se-encarece-un-85-al-cierre-de-2025-y-barcelona-es-la-capital-mas-cara/",
      retrieved: read,
      note: "Asking rent 23.8 EUR/m2 a month in Barcelona city, December 2025"
    }
  ],
  madrid: [
    {
      publisher: "Infobae (EFE), citing idealista",
      url: "https://www.infobae.com/espana/agencias/2026/01/02/el-alquiler-se-encarece-un-85-al-cierre-de-2025-y-barcelona-es-la-capital-mas-cara/",
      retrieved: read,
      note: "Asking rent 22.7 EUR/m2 a month in Madrid city, December 2025"
    }
  ],
  valencia: [
    {
      publisher: "Infobae (EFE), citing idealista",
      url: "https://www.infobae.com/espana/agencias/2026/01/02/el-alquiler-se-encarece-un-85-al-cierre-de-2025-y-barcelona-es-la-capital-mas-cara/",
      retrieved: read,
      note: "Asking rent 15.9 EUR/m2 a month in Valencia city, December 2025"
    }
  ],
  malaga: [
    {
      publisher: "Infobae (EFE), citing idealista",
      url: "https://www.infobae.com/espana/agencias/2026/01/02/el-alquiler-se-encarece-un-85-al-cierre-de-2025-y-barcelona-es-la-capital-mas-cara/",
      retrieved: read,
      note: "Asking rent 15.8 EUR/m2 a month in Malaga city, December 2025"
    }
  ],
  "las-palmas": [
    {
      publisher: "Infobae (EFE), citing idealista",
      url: "https://www.infobae.com/espana/agencias/2026/01/02/el-alquiler-se-encarece-un-85-al-cierre-de-2025-y-barcelona-es-la-capital-mas-cara/",
      retrieved: read,
      note: "Asking rent 15.3 EUR/m2 a month across the Canary Islands, December 2025"
    }
  ],
  warsaw: [
    {
      publisher: "Business Insider Polska, citing Rankomat.pl and Rentier.io",
      url: "https://businessinsider.com.pl/nieruchomosci/koszty-najmu-mieszkan-w-polsce-rosna-najwyzsze-stawki-w-warszawie/2pcrv1v",
      retrieved: read,
      note: "A 50 m2 flat 3,750 PLN a month in Warsaw, Q3 2025 (without service charges)"
    }
  ],
  krakow: [
    {
      publisher: "XYZ.pl, citing Rankomat.pl and Rentier.io",
      url: "https://xyz.pl/?p=68422",
      retrieved: read,
      note: "Asking rent 65 PLN/m2 a month in Krakow, March 2025"
    }
  ],
  wroclaw: [
    {
      publisher: "XYZ.pl, citing Rankomat.pl and Rentier.io",
      url: "https://xyz.pl/?p=68422",
      retrieved: read,
      note: "Asking rent 64 PLN/m2 a month in Wroclaw, March 2025"
    }
  ],
  auckland: [
    {
      publisher: "Figure.NZ, from Tenancy Services (MBIE) rental bond data",
      url: "https://figure.nz/chart/dXWorYJ6MvuD3096",
      retrieved: read,
      note: "Median weekly rent of new tenancies, Auckland region, 650 NZD, June 2025 (all dwelling sizes)"
    }
  ],
  wellington: [
    {
      publisher: "Figure.NZ, from Tenancy Services (MBIE) rental bond data",
      url: "https://figure.nz/chart/dXWorYJ6MvuD3096",
      retrieved: read,
      note: "Median weekly rent of new tenancies, Wellington region, 595 NZD, June 2025 (all dwelling sizes)"
    }
  ],
  christchurch: [
    {
      publisher: "Figure.NZ, from Tenancy Services (MBIE) rental bond data",
      url: "https://figure.nz/chart/dXWorYJ6MvuD3096",
      retrieved: read,
      note: "Median weekly rent of new tenancies, Canterbury region, 540 NZD, June 2025 (all dwelling sizes)"
    }
  ],
  sydney: [
    {
      publisher: "MacroBusiness, citing Domain",
      url: "https://www.macrobusiness.com.au/2025/10/sydney-housing-is-a-national-disaster-zone",
      retrieved: read,
      note: "Median Sydney unit rent 750 AUD a week, September quarter 2025"
    }
  ],
  singapore: [
    {
      publisher: "AsiaOne, citing Sgstudies",
      url: "https://www.asiaone.com/business/sgstudies-conducted-independent-analysis-singapore-housing-rental-market-first-half-2023",
      retrieved: read,
      note: "One-bedroom in the city centre 4,130 SGD, outside the centre 2,950 SGD a month, H1 2023"
    },
    {
      publisher: "Stacked Homes",
      url: "https://stackedhomes.com/interior/category/buying-condo/new-launch-reviews",
      retrieved: read,
      note: "One-bedroom condo rents around 2,700-3,500 SGD a month in 2024 transactions"
    }
  ],
  seoul: [
    {
      publisher: "Korea JoongAng Daily, citing Dabang",
      url: "https://koreajoongangdaily.joins.com/news/2025-06-26/national/socialAffairs/Average-monthly-rent-in-Seoul-rises-30-in-May-steepest-rise-so-far-this-year/2339359",
      retrieved: read,
      note: "One-room (under 33 m2) average 720,000 KRW a month with a 10 million KRW deposit; Yongsan 1.02 million, May 2025"
    }
  ],
  athens: [
    {
      publisher: "Greek City Times",
      url: "https://greekcitytimes.com/2024/10/08/rental-costs-in-greece-climbing-reaching-up-to-e20-per-square-meter",
      retrieved: read,
      note: "Central Athens asking rents 10.71 EUR/m2 a month, Kolonaki 16.7 EUR/m2 (2024)"
    }
  ],
  "da-nang": [
    {
      publisher: "Bamboo Routes",
      url: "https://bambooroutes.com/blogs/news/da-nang-rents",
      retrieved: read,
      note: "Rents from about 160,000 VND/m2 in local neighbourhoods to over 380,000 VND/m2 in premium beachside buildings (January 2026)"
    }
  ],
  taipei: [
    {
      publisher: "Global Property Guide",
      url: "https://staging.globalpropertyguide.com/asia/vietnam/rent",
      retrieved: read,
      note: "Median one-bedroom in the most expensive district of Taipei 782 USD a month (upper bound)"
    }
  ],
  "ho-chi-minh-city": [
    {
      publisher: "Global Property Guide",
      url: "https://staging.globalpropertyguide.com/asia/vietnam/rent",
      retrieved: read,
      note: "Median one-bedroom in the most expensive district of HCMC/Hanoi 672 USD a month (upper bound)"
    }
  ],
  hanoi: [
    {
      publisher: "Global Property Guide",
      url: "https://staging.globalpropertyguide.com/asia/vietnam/rent",
      retrieved: read,
      note: "Median one-bedroom in the most expensive district of HCMC/Hanoi 672 USD a month (upper bound)"
    }
  ]
}
