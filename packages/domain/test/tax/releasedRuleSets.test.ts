import { readFileSync } from "node:fs"
import { canonicalHash } from "@fire/simulation"
import { describe, expect, it } from "vitest"
import { taxRuleSets } from "../../src/tax/TaxCatalog.js"

// Every rule set ever released, with the SHA-256 of its canonical content (releasedRuleSets.json).
// A rule set id names exactly one content: receipts, claims and auditors cite it. So a released
// rule set is never edited in place; a correction is a new version (new id, new fact ids), and the
// ledger keeps the superseded version's entry as history. To release a new or corrected rule set,
// add its entry (the failure message prints it).

interface Released {
  readonly ruleSetId: string
  readonly countryCode: string
  readonly taxYear: number
  readonly version: number
  readonly contentHash: string
}

const ledger: ReadonlyArray<Released> = JSON.parse(
  readFileSync(new URL("./releasedRuleSets.json", import.meta.url), "utf8")
) as ReadonlyArray<Released>

const entryOf = (r: (typeof taxRuleSets)[number]): Released => ({
  ruleSetId: r.ruleSetId,
  countryCode: r.countryCode,
  taxYear: r.taxYear,
  version: r.version,
  contentHash: canonicalHash(r)
})

describe("released tax rule sets", () => {
  it("are unchanged since release: a changed content needs a new version", () => {
    for (const r of taxRuleSets) {
      const released = ledger.find((e) => e.ruleSetId === r.ruleSetId)
      const now = entryOf(r)
      expect(
        released,
        `${r.countryCode} ${r.taxYear} v${r.version} is not in the ledger: ${JSON.stringify(now)}`
      ).toBeDefined()
      expect(
        released!.contentHash,
        `${r.countryCode} ${r.taxYear} v${r.version} changed after release: raise its version and add ${JSON.stringify(now)}`
      ).toBe(now.contentHash)
    }
  })

  it("leave the catalog only when a later version of the same country and year replaces them", () => {
    for (const old of ledger.filter((e) => !taxRuleSets.some((r) => r.ruleSetId === e.ruleSetId))) {
      const successor = taxRuleSets.find((r) => r.countryCode === old.countryCode && r.taxYear === old.taxYear)
      expect(successor, `${old.countryCode} ${old.taxYear} v${old.version} was dropped`).toBeDefined()
      expect(successor!.version).toBeGreaterThan(old.version)
    }
  })

  it("hold one entry per id, and versions that count up from 1 per country and year", () => {
    expect(new Set(ledger.map((e) => e.ruleSetId)).size).toBe(ledger.length)
    const groups = new Map<string, Array<number>>()
    for (const e of ledger)
      groups.set(`${e.countryCode}/${e.taxYear}`, [...(groups.get(`${e.countryCode}/${e.taxYear}`) ?? []), e.version])
    for (const [group, versions] of groups) {
      const sorted = [...versions].sort((a, b) => a - b)
      expect(sorted, group).toEqual(sorted.map((_, i) => i + 1))
    }
  })
})
