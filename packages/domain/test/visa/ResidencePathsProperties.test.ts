import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { EU_MEMBER_STATES, KNOWN_CITIZENSHIPS } from "../../src/visa/Citizenship.js"
import type { FxRates, Money } from "../../src/visa/FxRates.js"
import { type RouteStatusForHousehold, residencePaths, type VisaHousehold } from "../../src/visa/ResidencePaths.js"
import { allVisaRuleSets } from "../../src/visa/VisaRuleSetCatalog.js"

// Property laws over the real catalogue. The FX table is a round-figure EUR table made up for
// the tests (not market data): the laws hold for any positive rates.
const FX: FxRates = {
  base: "EUR",
  rates: {
    USD: 1.1,
    GBP: 0.85,
    CHF: 0.95,
    CAD: 1.5,
    AUD: 1.65,
    NZD: 1.8,
    JPY: 160,
    SGD: 1.45,
    THB: 38,
    MYR: 5,
    MXN: 20,
    COP: 4500,
    BRL: 6,
    CZK: 25,
    AED: 4
  }
}
const CURRENCIES = ["EUR", ...Object.keys(FX.rates)]
const ruleSets = allVisaRuleSets()
const RANK: Record<RouteStatusForHousehold, number> = { ineligible: 0, unknown: 1, eligible: 2, not_needed: 3 }

const money = (max: number): fc.Arbitrary<Money> =>
  fc.record({ amount: fc.integer({ min: 0, max }), currency: fc.constantFrom(...CURRENCIES) })
const citizenship = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...KNOWN_CITIZENSHIPS) },
  { weight: 1, arbitrary: fc.constantFrom("QQ", "ZZ") }
)
const household: fc.Arbitrary<VisaHousehold> = fc
  .record({
    citizenships: fc.uniqueArray(citizenship, { minLength: 0, maxLength: 3 }),
    annualPassiveIncome: money(2_000_000),
    savings: money(20_000_000),
    remote: fc.option(money(500_000), { nil: undefined }),
    pension: fc.option(money(200_000), { nil: undefined }),
    age: fc.option(fc.integer({ min: 18, max: 95 }), { nil: undefined })
  })
  .map(({ remote, pension, age, ...rest }) => ({
    ...rest,
    ...(remote === undefined ? {} : { annualRemoteWorkIncome: remote }),
    ...(pension === undefined ? {} : { annualPensionIncome: pension }),
    ...(age === undefined ? {} : { age })
  }))
const ruleSet = fc.constantFrom(...ruleSets)
const more = (m: Money, extra: number): Money => ({ amount: m.amount + extra, currency: m.currency })

describe("residencePaths laws over every rule set", () => {
  it("never makes a closed or suspended route eligible", () => {
    fc.assert(
      fc.property(ruleSet, household, (rs, h) => {
        const result = residencePaths(rs, h, FX)
        for (const assessment of result.routes) {
          const route = rs.routes.find((r) => r.routeId === assessment.routeId)
          if (route?.status !== "open") expect(assessment.status).not.toBe("eligible")
        }
      }),
      { numRuns: 400 }
    )
  })

  it("more income or savings never makes an eligible route ineligible", () => {
    fc.assert(
      fc.property(
        ruleSet,
        household,
        fc.record({
          passive: fc.nat(1_000_000),
          savings: fc.nat(10_000_000),
          remote: fc.nat(300_000),
          pension: fc.nat(100_000)
        }),
        (rs, h, extra) => {
          const richer: VisaHousehold = {
            ...h,
            annualPassiveIncome: more(h.annualPassiveIncome, extra.passive + extra.pension),
            savings: more(h.savings, extra.savings),
            ...(h.annualRemoteWorkIncome === undefined
              ? {}
              : { annualRemoteWorkIncome: more(h.annualRemoteWorkIncome, extra.remote) }),
            ...(h.annualPensionIncome === undefined
              ? {}
              : { annualPensionIncome: more(h.annualPensionIncome, extra.pension) })
          }
          const before = residencePaths(rs, h, FX)
          const after = residencePaths(rs, richer, FX)
          before.routes.forEach((route, i) => {
            if (route.status === "eligible") expect(after.routes[i]?.status).toBe("eligible")
          })
          expect(RANK[after.status]).toBeGreaterThanOrEqual(RANK[before.status])
        }
      ),
      { numRuns: 400 }
    )
  })

  it("adding a citizenship never removes a path", () => {
    const isPath = (s: RouteStatusForHousehold | undefined) => s === "eligible" || s === "not_needed"
    fc.assert(
      fc.property(ruleSet, household, citizenship, (rs, h, extra) => {
        const before = residencePaths(rs, h, FX)
        const after = residencePaths(rs, { ...h, citizenships: [...h.citizenships, extra] }, FX)
        before.routes.forEach((route, i) => {
          if (isPath(route.status)) expect(isPath(after.routes[i]?.status)).toBe(true)
          // With no citizenship stated everything is unknown; learning one may then exclude routes.
          if (h.citizenships.length > 0) {
            expect(RANK[after.routes[i]?.status ?? "ineligible"]).toBeGreaterThanOrEqual(RANK[route.status])
          }
        })
        if (isPath(before.status)) expect(isPath(after.status)).toBe(true)
        if (h.citizenships.length > 0) expect(RANK[after.status]).toBeGreaterThanOrEqual(RANK[before.status])
      }),
      { numRuns: 400 }
    )
  })

  it("answers not_needed for every EU citizen in every EU state, whatever the means", () => {
    const euRuleSets = ruleSets.filter((r) => EU_MEMBER_STATES.includes(r.country))
    expect(euRuleSets.length).toBe(14)
    fc.assert(
      fc.property(fc.constantFrom(...euRuleSets), fc.constantFrom(...EU_MEMBER_STATES), household, (rs, eu, h) => {
        const result = residencePaths(rs, { ...h, citizenships: [...h.citizenships, eu] }, FX)
        expect(result.status).toBe("not_needed")
        expect(result.routes.every((r) => r.status === "not_needed")).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it("gives unknown rather than eligible when the FX table is empty and currencies differ", () => {
    const empty: FxRates = { base: "EUR", rates: {} }
    fc.assert(
      fc.property(ruleSet, household, (rs, h) => {
        const result = residencePaths(rs, h, empty)
        for (const assessment of result.routes.filter((r) => r.status === "eligible")) {
          const route = rs.routes.find((r) => r.routeId === assessment.routeId)
          const currencies = new Set(
            (route?.meansTests ?? []).flatMap((t) =>
              [t.minimumIncome, t.minimumSavings, t.minimumInvestment]
                .filter((m) => m !== undefined)
                .map((m) => m.currency)
            )
          )
          const held = [h.annualPassiveIncome, h.savings, h.annualRemoteWorkIncome, h.annualPensionIncome]
          // An eligible verdict without rates is only possible when some means test is in a currency the household holds.
          expect(route?.meansBasis === "none" || held.some((m) => m !== undefined && currencies.has(m.currency))).toBe(
            true
          )
        }
      }),
      { numRuns: 300 }
    )
  })
})
