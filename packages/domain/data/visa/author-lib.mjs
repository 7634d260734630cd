// Authoring helpers for the visa rule sets: `node author.mjs` (Node 24) rewrites every <cc>.json.
// The JSON files are what the product reads; this script only saves typing ids and dates by hand.
import { createHash } from "node:crypto"
import { writeFileSync } from "node:fs"

export const VERSION = "2026.1"
const VERIFIED_AT = "2026-11-21T00:00:00Z"
const WARNING_AFTER = "2027-05-21T00:00:00Z" // verifiedAt + 6 months: visa rules change often
const HARD_EXPIRY = "2028-05-21T00:00:00Z" // verifiedAt + 18 months
const URL_NAMESPACE = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"

const uuidV5 = (name) => {
  const hash = createHash("sha1").update(Buffer.from(URL_NAMESPACE.replace(/-/g, ""), "hex")).update(name).digest()
  const b = hash.subarray(0, 16)
  b[6] = (b[6] & 0x0f) | 0x50
  b[8] = (b[8] & 0x3f) | 0x80
  const h = b.toString("hex")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export const EU = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ")
export const EU_EEA_CH = [...EU, "IS", "LI", "NO", "CH"]

/** A source: url, publisher, sourceKind. */
export const src = (url, publisher, kind = "government_guidance") => ({ url, publisher, kind })

/** A fact: key, value, unit (or null), source, options {from, to, provisional}. */
export const fact = (key, value, unit, source, { from, to, provisional = false } = {}) => ({
  key,
  value,
  unit,
  source,
  from,
  to,
  provisional
})

const money = (spec) => {
  const [amount, currency, a, b] = spec
  return b === undefined ? { amount, currency, key: a } : { amount, currency, period: a, key: b }
}

/** Builds and writes one rule set; `routes` use fact keys, turned into ids here. */
export const country = (cc, countryName, { summary, summaryFacts = [], freeMovement, facts, routes }) => {
  const byKey = new Map()
  for (const f of facts) {
    if (byKey.has(f.key)) throw new Error(`duplicate fact ${f.key}`)
    if (!f.from) throw new Error(`fact ${f.key} lacks effectiveFrom`)
    byKey.set(f.key, f)
  }
  const id = (key) => {
    if (!byKey.has(key)) throw new Error(`${cc}: unknown fact key ${key}`)
    return uuidV5(`visa-fact/${key}`)
  }
  const threshold = (spec, used) => {
    const m = money(spec)
    const f = byKey.get(m.key)
    if (!f || f.value !== m.amount) throw new Error(`${cc}: threshold ${m.key} differs from its fact`)
    used.add(m.key)
    const out = { amount: m.amount, currency: m.currency }
    if (m.period) out.period = m.period
    out.factId = id(m.key)
    return out
  }
  const builtRoutes = routes.map((r) => {
    const used = new Set([r.statusFact, ...(r.facts ?? [])])
    const meansTests = (r.means ?? []).map((t) => {
      const out = {}
      if (t.income) out.minimumIncome = threshold(t.income, used)
      if (t.savings) out.minimumSavings = threshold(t.savings, used)
      if (t.investment) out.minimumInvestment = threshold(t.investment, used)
      return out
    })
    let eligibleCitizenships = { kind: "all_non_exempt" }
    if (r.only) {
      used.add(r.only.fact)
      eligibleCitizenships = { kind: "only", countries: r.only.countries, complete: r.only.complete, factId: id(r.only.fact) }
    }
    if (r.except) {
      used.add(r.except.fact)
      eligibleCitizenships = { kind: "all_except", countries: r.except.countries, factId: id(r.except.fact) }
    }
    const route = {
      routeId: r.id,
      name: r.name,
      kind: r.kind,
      status: r.status ?? "open",
      statusFactId: id(r.statusFact),
      meansBasis: r.meansBasis ?? (meansTests.length > 0 ? "quantified" : "unquantified"),
      meansTests,
      incomeSource: r.incomeSource ?? "passive",
      activity: r.activity ?? (r.incomeSource === "remote_work" ? "remote_work" : "none")
    }
    if (r.minimumAge) route.minimumAge = r.minimumAge
    if (r.uplift) {
      used.add(r.uplift.fact)
      const u = { ...r.uplift }
      delete u.fact
      route.dependentsUplift = { ...u, factId: id(r.uplift.fact) }
    }
    Object.assign(route, {
      eligibleCitizenships,
      allowsLocalWork: r.localWork ?? false,
      durationMonths: r.months,
      renewable: r.renewable,
      pathToPermanentResidenceYears: r.prYears ?? null,
      taxResidenceNote: r.tax,
      otherConditions: r.conditions ?? [],
      factIds: [...used].map(id)
    })
    return route
  })
  const allUsed = new Set([...[freeMovement.fact, ...summaryFacts].map(id), ...builtRoutes.flatMap((r) => r.factIds)])
  for (const f of facts) if (!allUsed.has(id(f.key))) throw new Error(`${cc}: fact ${f.key} is never referenced`)
  const ruleSet = {
    ruleSetId: uuidV5(`visa/${cc.toLowerCase()}/${VERSION}`),
    country: cc,
    countryName,
    version: VERSION,
    freeMovement: { citizenships: freeMovement.citizenships, factId: id(freeMovement.fact) },
    summary,
    summaryFactIds: summaryFacts.map(id),
    routes: builtRoutes,
    facts: facts.map((f) => {
      const out = { id: id(f.key), key: f.key, value: f.value }
      if (f.unit) out.unit = f.unit
      out.effectiveFrom = f.from
      if (f.to) out.effectiveTo = f.to
      Object.assign(out, {
        verifiedAt: VERIFIED_AT,
        warningAfter: WARNING_AFTER,
        hardExpiry: HARD_EXPIRY,
        factStatus: f.provisional ? "provisional" : "verified",
        sourceUrl: f.source.url,
        publisher: f.source.publisher,
        sourceKind: f.source.kind,
        sourceStatus: "unchecked"
      })
      return out
    })
  }
  writeFileSync(new URL(`./${cc.toLowerCase()}.json`, import.meta.url), `${JSON.stringify(ruleSet, null, 2)}\n`)
  return ruleSet
}
