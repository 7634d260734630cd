/**
 * Build-time step: (re)writes packages/domain/data/cities/<continent>.json from the authoring tables
 * (city-rows.ts, country-facts.ts, city-anchors.ts), keeping each city's existing `visaFreeFor`; run
 * visa-free.ts afterwards to refresh those lists. Checks names and regions against the GeoNames copy
 * under /work/shared when it is present (build time only; the product never reads /work/shared).
 *
 *   ./node_modules/.bin/tsx packages/domain/scripts/cities/write-city-data.ts
 */
import { existsSync, readFileSync } from "node:fs"
import { qualityOfLifeOverall } from "../../src/City.js"
import { countryNames } from "../../src/CountryCode.js"
import { cityAnchors } from "./city-anchors.js"
import { cityRows } from "./city-rows.js"
import { type CountryFacts, countryFacts } from "./country-facts.js"
import { readDataFile, writeDataFile } from "./data-file-format.js"

/** Version of this data release: the date the figures were assembled and a same-day counter. */
export const dataVersion = "2026-11-21.1"
const verifiedOn = "2026-11-21"
const lastUpdated = `${verifiedOn}T00:00:00Z`

/**
 * Non-housing monthly basket of one person at price level 100 (EU27 average), EUR:
 * groceries plus some meals out; a public transport pass plus occasional taxis; electricity,
 * heating, water, internet and a mobile plan for a one-bedroom flat; gym and leisure; clothing,
 * personal care and basic private health cover.
 */
export const referenceBasket = {
  food: 380,
  transportation: 55,
  utilities: 170,
  entertainment: 150,
  other: 150
} as const

/** Where each European price level was read: Eurostat's price level indices (PPP domain) as republished. */
interface PriceLevelSource {
  readonly publisher: string
  readonly url: string
  readonly year: number
}
const ssb2023: PriceLevelSource = {
  publisher: "Statistics Norway (SSB), citing Eurostat price level indices for household final consumption",
  url: "https://ssb.no/en/priser-og-prisindekser/konsumpriser/statistikk/sammenlikning-av-prisniva-i-europa",
  year: 2023
}
const nsi2022: PriceLevelSource = {
  publisher:
    "National Statistical Institute of Bulgaria (NSI), Eurostat PPP domain price level indices, release 14.12.2023",
  url: "https://www.nsi.bg/en/content/2290/final-consumption-expenditure-households",
  year: 2022
}
const eurostatNews2023: PriceLevelSource = {
  publisher: "Eurostat news 'Household consumption: price levels in 2023' (dataset prc_ppp_ind), as republished",
  url: "https://forexnews.one/household-consumption-price-levels-in-2023",
  year: 2023
}
/** Countries whose price level is a Eurostat figure read on 2026-11-21, and where it was read. */
export const eurostatPriceLevelSources: Readonly<Record<string, PriceLevelSource>> = {
  ...Object.fromEntries("CH DK IE SE DE ES GR PL BG TR".split(" ").map((cc) => [cc, ssb2023])),
  ...Object.fromEntries("PT FR IT NL CZ HU HR EE CY MT AT SI RS AL LT LV".split(" ").map((cc) => [cc, nsi2022])),
  RO: eurostatNews2023
}

/** Countries whose headline income tax rate was checked against PwC's quick chart (read 2026-11-21). */
const pwcQuickChartChecked = new Set("AL AR AU AT BR BG KH CA CL CO".split(" "))

const fileOfContinent: Record<CountryFacts["continent"], string> = {
  europe: "europe.json",
  asia: "asia.json",
  "north-america": "north-america.json",
  "latin-america": "latin-america.json",
  africa: "africa.json",
  oceania: "oceania.json",
  "middle-east": "middle-east.json"
}

const geonamesCsv = "/work/shared/data/reference/geonames-world-cities.csv"

/** name|country|subcountry keys of the GeoNames list (quotes stripped), or undefined when absent. */
const loadGeonames = (): ReadonlySet<string> | undefined => {
  if (!existsSync(geonamesCsv)) return undefined
  const keys = new Set<string>()
  for (const line of readFileSync(geonamesCsv, "utf8").split(/\r?\n/).slice(1)) {
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "")) ?? []
    if (cells.length >= 3) keys.add(`${cells[0]}|${cells[2]}`)
  }
  return keys
}

const existingVisaLists = (): Map<string, ReadonlyArray<string>> => {
  const lists = new Map<string, ReadonlyArray<string>>()
  for (const fileName of Object.values(fileOfContinent)) {
    try {
      const file = readDataFile(fileName) as { cities: Array<{ id: string; visaInfo: { visaFreeFor: string[] } }> }
      for (const city of file.cities) lists.set(city.id, city.visaInfo.visaFreeFor)
    } catch {
      // first run: no file yet
    }
  }
  return lists
}

const main = (): void => {
  const geonames = loadGeonames()
  const visaLists = existingVisaLists()
  const files = new Map<string, Array<unknown>>()
  for (const row of cityRows) {
    const facts = countryFacts[row.countryCode]
    if (facts === undefined) throw new Error(`${row.slug}: no country facts for ${row.countryCode}`)
    if (geonames !== undefined && !geonames.has(`${row.geonames ?? row.name}|${row.region}`)) {
      console.warn(`GeoNames has no ${row.geonames ?? row.name} in ${row.region}`)
    }
    const scale = (facts.priceLevel / 100) * row.cityFactor
    const lines = {
      housing: row.rent,
      food: Math.round(referenceBasket.food * scale),
      transportation: Math.round(referenceBasket.transportation * scale),
      utilities: Math.round(referenceBasket.utilities * scale),
      entertainment: Math.round(referenceBasket.entertainment * scale),
      other: Math.round(referenceBasket.other * scale)
    }
    const monthlyTotal =
      lines.housing + lines.food + lines.transportation + lines.utilities + lines.entertainment + lines.other
    const components = {
      safety: row.safety,
      healthcare: row.healthcare,
      climate: row.climate,
      internet: row.internet
    }
    const [incomeTaxRate, capitalGainsTaxRate] = row.tax ?? [facts.incomeTax, facts.capitalGains]
    const record = {
      id: row.slug,
      name: row.name,
      country: countryNames[row.countryCode],
      countryCode: row.countryCode,
      region: row.region,
      continent: facts.continent,
      coordinates: { lat: row.lat, lng: row.lng },
      costOfLiving: { monthlyTotal, ...lines },
      costBasis: { method: "rent-plus-price-level/1", priceLevelIndex: facts.priceLevel, cityFactor: row.cityFactor },
      qualityOfLife: {
        overall: qualityOfLifeOverall(components),
        ...components,
        englishFriendly: row.english
      },
      taxInfo: { incomeTaxRate, capitalGainsTaxRate, specialPrograms: facts.programs },
      visaInfo: {
        schengen: facts.schengen,
        digitalNomadVisa: facts.digitalNomadVisa,
        visaFreeFor: visaLists.get(row.slug) ?? []
      },
      currency: facts.currency,
      lastUpdated,
      sources: sourcesOf(row.slug, row.countryCode, facts)
    }
    const fileName = fileOfContinent[facts.continent]
    files.set(fileName, [...(files.get(fileName) ?? []), record])
  }
  for (const [continent, fileName] of Object.entries(fileOfContinent)) {
    const cities = files.get(fileName) ?? []
    writeDataFile(fileName, { schemaVersion: "cities/1", dataVersion, continent, cities })
    console.log(`${fileName}: ${cities.length} cities`)
  }
}

const sourcesOf = (slug: string, countryCode: string, facts: CountryFacts): ReadonlyArray<unknown> => [
  {
    publisher: "GeoNames (cities over 15,000 people, via github.com/datasets/world-cities)",
    url: "https://www.geonames.org/",
    licence: "CC BY 4.0",
    kind: "secondary",
    retrieved: verifiedOn,
    covers: ["name"]
  },
  {
    publisher: "FIRE planning project (author's estimate)",
    kind: "estimate",
    retrieved: verifiedOn,
    covers: ["housing"],
    note: "One-bedroom city-centre asking rent at 2025 levels, rounded to 50 EUR; precision about ±25%"
  },
  ...(cityAnchors[slug] ?? []).map((anchor) => ({ ...anchor, kind: "secondary", covers: ["housing"] })),
  priceLevelSourceOf(countryCode, facts.priceLevel),
  {
    publisher: "FIRE planning project (author's rating)",
    kind: "estimate",
    retrieved: verifiedOn,
    covers: ["qualityOfLife"],
    note: "Ratings on the rubric of docs/data/cities.md; precision about ±10 points"
  },
  {
    publisher: "PwC Worldwide Tax Summaries (country page; author's summary of 2025 rules)",
    url: `https://taxsummaries.pwc.com/${facts.taxPage}/individual/taxes-on-personal-income`,
    kind: "estimate",
    retrieved: verifiedOn,
    covers: ["tax"],
    note: "Headline top rates for comparison; the tax calculator's rule sets are authoritative"
  },
  ...(pwcQuickChartChecked.has(countryCode)
    ? [
        {
          publisher: "PwC Worldwide Tax Summaries, quick chart of headline personal income tax rates",
          url: "https://taxsummaries.pwc.com/quick-charts/personal-income-tax-pit-rates",
          kind: "secondary",
          retrieved: verifiedOn,
          covers: ["tax"],
          note: "Headline central rate (surtaxes included, local taxes excluded) agrees with incomeTaxRate before local taxes and levies; edition last reviewed in 2023-24"
        }
      ]
    : []),
  {
    publisher: "Passport Index dataset compiled by Ilyankou from passportindex.org",
    url: "https://github.com/ilyankou/passport-index-dataset",
    licence: "MIT (compilation); upstream terms unverified",
    kind: "secondary",
    retrieved: verifiedOn,
    covers: ["visa"],
    note: "visaFreeFor only; secondary source, cross-check official government guidance. Schengen and digital nomad visa flags are the author's summary"
  }
]

const priceLevelSourceOf = (countryCode: string, priceLevel: number): unknown => {
  const read = eurostatPriceLevelSources[countryCode]
  return read === undefined
    ? {
        publisher: "World Bank, International Comparison Program 2021 (price level ratios)",
        url: "https://www.worldbank.org/en/programs/icp",
        licence: "CC BY 4.0",
        kind: "estimate",
        retrieved: verifiedOn,
        covers: ["prices"],
        note: `Price level index ${priceLevel} (EU27 = 100): author's rescaling to 2024-25 exchange rates, ±15`
      }
    : {
        publisher: read.publisher,
        url: read.url,
        licence: "Eurostat data: CC BY 4.0 (Eurostat reuse policy)",
        kind: "official",
        retrieved: verifiedOn,
        covers: ["prices"],
        note: `Eurostat price level index for household final consumption, ${read.year}, rounded: ${priceLevel} (EU27 = 100)`
      }
}

main()
