import { readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { isCountryCode } from "../../src/CountryCode.js"
import { KNOWN_CITIZENSHIPS } from "../../src/visa/Citizenship.js"
import { visaFactId, visaRuleSetId } from "../../src/visa/DeterministicId.js"
import type { CapitalThreshold, IncomeThreshold, VisaRoute } from "../../src/visa/VisaRoute.js"
import { decodeVisaRuleSet } from "../../src/visa/VisaRuleSet.js"
import { allVisaRuleSets, visaRuleSetFiles, visaRuleSetFor } from "../../src/visa/VisaRuleSetCatalog.js"

// The destination countries named by the issue (the UK under its ISO code GB).
const REQUIRED = "US GB DE FR ES PT IT GR NL IE CH CA AU NZ JP SG TH MY MX CO CR PA BR GE CY MT BG CZ PL HR AE".split(
  " "
)
const EU = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ")
const ruleSets = allVisaRuleSets()

const thresholdsOf = (route: VisaRoute): ReadonlyArray<IncomeThreshold | CapitalThreshold> =>
  route.meansTests.flatMap((t) =>
    [t.minimumIncome, t.minimumSavings, t.minimumInvestment].filter((m) => m !== undefined)
  )

const referencedIds = (route: VisaRoute): ReadonlyArray<string> => [
  route.statusFactId,
  ...thresholdsOf(route).map((m) => m.factId),
  ...(route.dependentsUplift === undefined ? [] : [route.dependentsUplift.factId]),
  ...(route.eligibleCitizenships.kind === "all_non_exempt" ? [] : [route.eligibleCitizenships.factId])
]

describe("visa data files", () => {
  it("bundles every file on disk and covers every destination country", () => {
    const onDisk = readdirSync(new URL("../../data/visa/", import.meta.url))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, 2).toUpperCase())
      .sort()
    expect(Object.keys(visaRuleSetFiles).sort()).toEqual(onDisk)
    expect([...REQUIRED].sort()).toEqual(onDisk)
  })

  it("decodes every file against the schema", () => {
    for (const [cc, file] of Object.entries(visaRuleSetFiles)) {
      expect(() => decodeVisaRuleSet(file), cc).not.toThrow()
      expect(decodeVisaRuleSet(file).country).toBe(cc)
    }
  })

  it("rejects a file with a negative threshold", () => {
    const es = structuredClone(visaRuleSetFiles.ES) as {
      routes: Array<{ meansTests: Array<Record<string, { amount: number }>> }>
    }
    const income = es.routes[0]?.meansTests[0]?.minimumIncome
    if (income === undefined) throw new Error("ES fixture changed: first route has no income test")
    income.amount = -1
    expect(() => decodeVisaRuleSet(es)).toThrow()
  })

  it("rejects an unlisted currency and an unknown citizenship code", () => {
    const badCurrency = structuredClone(visaRuleSetFiles.PT) as {
      routes: Array<{ meansTests: Array<Record<string, { currency: string }>> }>
    }
    const income = badCurrency.routes[0]?.meansTests[0]?.minimumIncome
    if (income === undefined) throw new Error("PT fixture changed: first route has no income test")
    income.currency = "EUX"
    expect(() => decodeVisaRuleSet(badCurrency)).toThrow()
    const badCode = structuredClone(visaRuleSetFiles.GB) as { freeMovement: { citizenships: Array<string> } }
    badCode.freeMovement.citizenships.push("QQ")
    expect(() => decodeVisaRuleSet(badCode)).toThrow()
  })

  it("knows only ISO-assigned citizenship codes, plus XK", () => {
    for (const code of KNOWN_CITIZENSHIPS) expect(isCountryCode(code) || code === "XK", code).toBe(true)
    expect(KNOWN_CITIZENSHIPS.size).toBe(199)
  })
})

describe.each(ruleSets.map((r) => [r.country, r] as const))("rule set %s", (cc, ruleSet) => {
  const factIds = new Set(ruleSet.facts.map((f) => f.id))

  it("has the derived rule-set id and fact ids", () => {
    expect(ruleSet.ruleSetId).toBe(visaRuleSetId(cc, ruleSet.version))
    for (const fact of ruleSet.facts) {
      expect(fact.id, fact.key).toBe(visaFactId(fact.key))
      expect(fact.key.startsWith(`${cc.toLowerCase()}.visa.`), fact.key).toBe(true)
    }
  })

  it("has unique fact ids, all referenced, and every reference resolved", () => {
    expect(factIds.size).toBe(ruleSet.facts.length)
    const used = new Set([ruleSet.freeMovement.factId, ...ruleSet.summaryFactIds])
    for (const route of ruleSet.routes) {
      for (const id of referencedIds(route)) expect(route.factIds, `${route.routeId} lists ${id}`).toContain(id)
      for (const id of route.factIds) {
        expect(factIds.has(id), `${route.routeId} -> ${id}`).toBe(true)
        used.add(id)
      }
    }
    for (const id of used) expect(factIds.has(id), id).toBe(true)
    expect([...factIds].filter((id) => !used.has(id))).toEqual([])
  })

  it("states positive thresholds equal to their facts", () => {
    const byId = new Map(ruleSet.facts.map((f) => [f.id, f]))
    for (const route of ruleSet.routes) {
      for (const threshold of thresholdsOf(route)) {
        expect(threshold.amount).toBeGreaterThan(0)
        expect(byId.get(threshold.factId)?.value, route.routeId).toBe(threshold.amount)
      }
      expect(route.meansBasis === "quantified", route.routeId).toBe(route.meansTests.length > 0)
    }
  })

  it("dates every fact: verified 2026-11-21, warning +6 months, hard expiry +18 months, source unchecked", () => {
    for (const fact of ruleSet.facts) {
      expect(fact.verifiedAt).toBe("2026-11-21T00:00:00Z")
      expect(fact.warningAfter).toBe("2027-05-21T00:00:00Z")
      expect(fact.hardExpiry).toBe("2028-05-21T00:00:00Z")
      expect(fact.sourceStatus).toBe("unchecked")
      expect(fact.sourceUrl.startsWith("https://"), fact.key).toBe(true)
      if (fact.effectiveTo !== undefined) expect(fact.effectiveTo >= fact.effectiveFrom, fact.key).toBe(true)
    }
  })

  it("backs each closed or suspended route with a dated fact of its closure", () => {
    for (const route of ruleSet.routes.filter((r) => r.status !== "open")) {
      const fact = ruleSet.facts.find((f) => f.id === route.statusFactId)
      expect(fact?.key, route.routeId).toMatch(/closure|pause/)
    }
  })

  it("names only known citizenships and never lists its own", () => {
    expect(ruleSet.freeMovement.citizenships).not.toContain(cc)
    const lists = ruleSet.routes.flatMap((r) =>
      r.eligibleCitizenships.kind === "all_non_exempt" ? [] : r.eligibleCitizenships.countries
    )
    for (const code of [...ruleSet.freeMovement.citizenships, ...lists])
      expect(KNOWN_CITIZENSHIPS.has(code), code).toBe(true)
    expect(new Set(ruleSet.routes.map((r) => r.routeId)).size).toBe(ruleSet.routes.length)
  })
})

describe("visa data across countries", () => {
  it("has unique fact ids and rule-set ids across all countries", () => {
    const all = ruleSets.flatMap((r) => r.facts.map((f) => f.id))
    expect(new Set(all).size).toBe(all.length)
    expect(new Set(ruleSets.map((r) => r.ruleSetId)).size).toBe(ruleSets.length)
  })

  it("gives every EU state free movement for the other EU, EEA and Swiss citizens", () => {
    for (const cc of EU.filter((c) => REQUIRED.includes(c))) {
      const free = visaRuleSetFor(cc)?.freeMovement.citizenships ?? []
      for (const other of [...EU, "IS", "LI", "NO", "CH"].filter((c) => c !== cc))
        expect(free, `${cc} for ${other}`).toContain(other)
    }
  })

  it("models the closures the issue names", () => {
    const status = (cc: string, routeId: string) =>
      visaRuleSetFor(cc)?.routes.find((r) => r.routeId === routeId)?.status
    expect(status("PT", "golden-visa-real-estate")).toBe("closed")
    expect(status("ES", "golden-visa")).toBe("closed")
    expect(status("IE", "immigrant-investor-programme")).toBe("closed")
    expect(status("GB", "tier-1-investor")).toBe("closed")
  })

  it("says so where there is no route for living on savings", () => {
    for (const cc of ["US", "GB", "CA", "AU", "SG"]) {
      const ruleSet = visaRuleSetFor(cc)
      expect(ruleSet?.summaryFactIds.length, cc).toBeGreaterThan(0)
      expect(
        ruleSet?.routes.some((r) => r.status === "open" && (r.kind === "passive_income" || r.kind === "retirement")),
        cc
      ).toBe(false)
    }
  })

  it("marks facts provisional where the figure depends on a 2026 wage or index", () => {
    const provisional = ruleSets.flatMap((r) => r.facts).filter((f) => f.factStatus === "provisional")
    expect(provisional.length).toBeGreaterThan(0)
    const key = (k: string) => ruleSets.flatMap((r) => r.facts).find((f) => f.key === k)?.factStatus
    expect(key("es.visa.dnv.min_income")).toBe("provisional")
    expect(key("pt.visa.d7.min_income")).toBe("provisional")
  })
})
