import { readdirSync, readFileSync } from "node:fs"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { City, sumCostLines } from "../src/City.js"
import {
  CityCatalogError,
  catalogFiles,
  catalogVersion,
  continents,
  decodeCityCatalog,
  loadCityCatalog,
  shippedCityCatalog
} from "../src/CityCatalog.js"
import { countryNames, isCountryCode } from "../src/CountryCode.js"
import { isCurrencyCode } from "../src/CurrencyCode.js"
import { nomadScore } from "../src/NomadScore.js"

const catalog = shippedCityCatalog()
const cities = loadCityCatalog()
const clone = (): Array<{ dataVersion: string; cities: Array<Record<string, unknown>> }> =>
  structuredClone(catalogFiles) as Array<{ dataVersion: string; cities: Array<Record<string, unknown>> }>

describe("shipped city catalogue", () => {
  it("holds at least 120 cities, each of which decodes as a City of spec 2.3", () => {
    expect(cities.length).toBeGreaterThanOrEqual(120)
    const encode = Schema.encodeSync(City)
    const decode = Schema.decodeUnknownSync(City)
    for (const city of cities) expect(decode(JSON.parse(JSON.stringify(encode(city))))).toEqual(city)
  })

  it("has unique slugs", () => {
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length)
  })

  it("covers every continent, each with several cities", () => {
    for (const continent of continents) {
      expect(catalog.records.filter((r) => r.continent === continent).length, continent).toBeGreaterThanOrEqual(5)
    }
  })

  it("monthlyTotal is exactly housing + food + transportation + utilities + entertainment + other", () => {
    for (const city of cities) expect(city.costOfLiving.monthlyTotal, city.id).toBe(sumCostLines(city.costOfLiving))
  })

  it("every country and currency code is a real ISO code, and the country name matches the code", () => {
    for (const city of cities) {
      expect(isCountryCode(city.countryCode), city.id).toBe(true)
      expect(isCurrencyCode(city.currency), city.id).toBe(true)
      expect(city.country, city.id).toBe(countryNames[city.countryCode])
      for (const passport of city.visaInfo.visaFreeFor)
        expect(isCountryCode(passport), `${city.id} ${passport}`).toBe(true)
    }
  })

  it("one currency per country, and euro-area cities price in EUR", () => {
    const byCountry = new Map<string, Set<string>>()
    for (const c of cities) byCountry.set(c.countryCode, (byCountry.get(c.countryCode) ?? new Set()).add(c.currency))
    for (const [country, set] of byCountry) expect(set.size, country).toBe(1)
    for (const cc of ["PT", "ES", "DE", "FR", "IT", "GR", "NL", "IE", "HR", "BG", "CY", "MT", "EE"]) {
      expect([...(byCountry.get(cc) ?? [])], cc).toEqual(["EUR"])
    }
  })

  it("counts per country: the tax calculator's countries are all present", () => {
    const perCountry = new Map<string, number>()
    for (const c of cities) perCountry.set(c.countryCode, (perCountry.get(c.countryCode) ?? 0) + 1)
    const taxCountries =
      "US GB DE FR ES PT IT GR NL IE CH CA AU NZ JP SG TH MY MX CO CR PA BR GE CY MT BG CZ PL HR AE".split(" ")
    for (const cc of taxCountries) expect(perCountry.get(cc) ?? 0, cc).toBeGreaterThanOrEqual(1)
    expect(cities.filter((c) => c.countryCode === "US" && c.region === "California").length).toBeGreaterThanOrEqual(3)
    expect(perCountry.size).toBeGreaterThanOrEqual(60)
  })

  it("includes the classic FIRE and nomad destinations", () => {
    const slugs = new Set<string>(cities.map((c) => c.id))
    const classics =
      "lisbon porto valencia barcelona madrid berlin prague budapest krakow warsaw sofia tbilisi athens split tallinn chiang-mai bangkok kuala-lumpur penang canggu da-nang ho-chi-minh-city hanoi tokyo osaka seoul taipei singapore dubai medellin mexico-city oaxaca playa-del-carmen buenos-aires santiago lima cuenca san-jose panama-city cape-town marrakech nairobi sydney melbourne auckland"
    for (const slug of classics.split(" ")) expect(slugs.has(slug), slug).toBe(true)
  })

  it("nomadScore is computed from the record, never stored", () => {
    for (const [i, city] of cities.entries()) expect(city.nomadScore, city.id).toBe(nomadScore(catalog.records[i]!))
    for (const file of catalogFiles) expect(JSON.stringify(file)).not.toContain("nomadScore")
  })

  it("visaFreeFor is sorted, without duplicates, and never lists the city's own country", () => {
    for (const city of cities) {
      const list = city.visaInfo.visaFreeFor
      expect([...list].sort(), city.id).toEqual(list)
      expect(list.includes(city.countryCode), city.id).toBe(false)
    }
  })

  it("Schengen cities share one visa-free list (once each adds its own country back)", () => {
    const lists = new Set(
      cities.filter((c) => c.visaInfo.schengen).map((c) => [...c.visaInfo.visaFreeFor, c.countryCode].sort().join(","))
    )
    expect(lists.size).toBe(1)
  })

  it("qualityOfLife.overall follows the documented weighting of its components", () => {
    for (const { id, qualityOfLife: q } of cities) {
      const expected = Math.round(0.3 * q.safety + 0.3 * q.healthcare + 0.2 * q.climate + 0.2 * q.internet)
      expect(q.overall, id).toBe(expected)
    }
  })

  it("coordinates fall on the record's continent (coarse bounding boxes)", () => {
    const box: Record<string, [number, number, number, number]> = {
      europe: [27, 72, -25, 45],
      asia: [-11, 55, 60, 150],
      "north-america": [15, 72, -170, -50],
      "latin-america": [-56, 33, -118, -34],
      africa: [-35, 38, -18, 60],
      oceania: [-48, 0, 110, 180],
      "middle-east": [12, 42, 34, 60]
    }
    for (const r of catalog.records) {
      const [latMin, latMax, lngMin, lngMax] = box[r.continent]!
      expect(r.coordinates.lat >= latMin && r.coordinates.lat <= latMax, r.id).toBe(true)
      expect(r.coordinates.lng >= lngMin && r.coordinates.lng <= lngMax, r.id).toBe(true)
    }
  })

  it("every record names its sources, each with a date, and housing and tax sources", () => {
    for (const r of catalog.records) {
      const covered = new Set(r.sources.flatMap((s) => s.covers))
      for (const part of ["name", "housing", "prices", "qualityOfLife", "tax", "visa"] as const) {
        expect(covered.has(part), `${r.id} ${part}`).toBe(true)
      }
      expect(r.lastUpdated).toBe("2026-11-21T00:00:00Z")
    }
  })

  it("costs are plausible: housing is the largest line and totals lie between 400 and 8,000 EUR", () => {
    for (const { id, costOfLiving: c } of cities) {
      expect(c.monthlyTotal, id).toBeGreaterThan(400)
      expect(c.monthlyTotal, id).toBeLessThan(8000)
      expect(c.housing, id).toBeGreaterThanOrEqual(
        Math.max(c.food, c.transportation, c.utilities, c.entertainment, c.other)
      )
    }
  })
})

describe("catalogue version and decoding", () => {
  it("catalogVersion is a stable SHA-256 hex digest of the files", () => {
    expect(catalogVersion()).toMatch(/^[0-9a-f]{64}$/)
    expect(decodeCityCatalog(clone()).catalogVersion).toBe(catalogVersion())
    expect(catalog.dataVersion).toBe("2026-11-21.1")
  })

  it("catalogVersion changes when any stored figure changes", () => {
    const files = clone()
    const first = files[0]!.cities[0]! as { coordinates: { lat: number } }
    first.coordinates.lat += 0.0001
    expect(decodeCityCatalog(files).catalogVersion).not.toBe(catalogVersion())
  })

  it("rejects duplicate slugs across files", () => {
    const files = clone()
    files[1]!.cities.push({ ...files[0]!.cities[0]!, continent: "asia" })
    expect(() => decodeCityCatalog(files)).toThrow(CityCatalogError)
  })

  it("rejects a city filed under the wrong continent and files of different data versions", () => {
    const misfiled = clone()
    misfiled[1]!.cities.push({ ...misfiled[0]!.cities[0]!, id: "lisbon-2" })
    expect(() => decodeCityCatalog(misfiled)).toThrow(CityCatalogError)
    const mixed = clone()
    mixed[2]!.dataVersion = "2026-11-22.1"
    expect(() => decodeCityCatalog(mixed)).toThrow(/dataVersion/)
  })

  it("rejects a record with a stored nomadScore or an out-of-range figure, listing the problem", () => {
    const stored = clone()
    stored[0]!.cities[0]!.nomadScore = 99
    expect(() => decodeCityCatalog(stored)).toThrow(CityCatalogError)
    const invalid = clone()
    invalid[0]!.cities[0]!.currency = "EURO"
    expect(() => decodeCityCatalog(invalid)).toThrow(/file 0/)
  })

  it("rejects an empty catalogue", () => {
    expect(() => decodeCityCatalog([])).toThrow(CityCatalogError)
  })
})

describe("run-time independence from /work/shared", () => {
  it("no module under src reads the shared reference folder", () => {
    const srcDir = new URL("../src/", import.meta.url)
    for (const name of readdirSync(srcDir).filter((n) => n.endsWith(".ts"))) {
      expect(readFileSync(new URL(name, srcDir), "utf8"), name).not.toContain("/work/shared")
    }
  })
})
