/**
 * Build-time step: fills `visaInfo.visaFreeFor` of every city in packages/domain/data/cities/*.json
 * from the Passport Index compilation copied under /work/shared (never read at run time).
 *
 *   ./node_modules/.bin/tsx packages/domain/scripts/cities/visa-free.ts [path/to/passport-index-tidy-iso2.csv]
 *
 * Rule: a passport is visa-free for a destination when the requirement is `visa free`, a number of
 * visa-free days (> 0) or `eta` (visa-exempt, with an electronic travel authorisation such as the US
 * ESTA, Canada's eTA or the UK ETA: no visa is issued). `visa on arrival` and `e-visa` are visas;
 * `visa required`, `no admission` and the own-country marker `-1` are not visa-free either. Codes that are not assigned ISO 3166-1 alpha-2 codes
 * (Kosovo's user-assigned `XK`) are dropped because the City schema only accepts ISO codes.
 */
import { readFileSync } from "node:fs"
import { isCountryCode } from "../../src/CountryCode.js"
import { readDataFile, writeDataFile } from "./data-file-format.js"

/** The data files, one per continent. */
export const dataFileNames = [
  "europe.json",
  "asia.json",
  "north-america.json",
  "latin-america.json",
  "africa.json",
  "oceania.json",
  "middle-east.json"
] as const

const defaultCsv = "/work/shared/data/reference/passport-index-tidy-iso2.csv"

/** True when a Passport Index requirement cell means entry without any visa or travel authorisation. */
export const isVisaFreeRequirement = (requirement: string): boolean => {
  const r = requirement.trim().toLowerCase()
  if (r === "visa free" || r === "eta") return true
  const days = Number(r)
  return Number.isInteger(days) && days > 0
}

/** Parses the tidy CSV (Passport,Destination,Requirement) into destination -> sorted visa-free passports. */
export const visaFreeByDestination = (csv: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const byDestination = new Map<string, Set<string>>()
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [passport, destination, requirement] = line.split(",")
    if (passport === undefined || destination === undefined || requirement === undefined) continue
    if (passport === destination || !isCountryCode(passport) || !isCountryCode(destination)) continue
    if (!isVisaFreeRequirement(requirement)) continue
    const set = byDestination.get(destination) ?? new Set<string>()
    set.add(passport)
    byDestination.set(destination, set)
  }
  return new Map([...byDestination].map(([d, s]) => [d, [...s].sort()]))
}

interface MutableFile {
  cities: Array<{ id: string; countryCode: string; visaInfo: { visaFreeFor: ReadonlyArray<string> } }>
}

const main = (csvPath: string): void => {
  const lists = visaFreeByDestination(readFileSync(csvPath, "utf8"))
  for (const fileName of dataFileNames) {
    const file = readDataFile(fileName) as MutableFile
    for (const city of file.cities) {
      const list = lists.get(city.countryCode)
      if (list === undefined) throw new Error(`${city.id}: ${city.countryCode} is not a destination in ${csvPath}`)
      city.visaInfo.visaFreeFor = list
    }
    writeDataFile(fileName, file)
    console.log(`${fileName}: ${file.cities.length} cities updated`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? defaultCsv)
