import { describe, expect, it } from "vitest"
import { visaFactId } from "../../src/visa/DeterministicId.js"
import { assessRoute, residencePaths } from "../../src/visa/ResidencePaths.js"
import { VisaMother } from "./VisaMother.js"

const fid = (key: string) => visaFactId(`test.visa.${key}`)
const fx = VisaMother.fx()

describe("residencePaths: exemptions", () => {
  it("answers not_needed for the country's own citizens", () => {
    const result = residencePaths(
      VisaMother.ruleSet([VisaMother.route()]),
      VisaMother.household({ citizenships: ["PT"] }),
      fx
    )
    expect(result.status).toBe("not_needed")
    expect(result.exemption).toEqual({ basis: "citizen", citizenship: "PT" })
    expect(result.routes.every((r) => r.status === "not_needed")).toBe(true)
  })

  it("answers not_needed through free movement, whatever the means", () => {
    const poor = VisaMother.household({
      citizenships: ["US", "FR"],
      annualPassiveIncome: { amount: 0, currency: "EUR" },
      savings: { amount: 0, currency: "EUR" }
    })
    const result = residencePaths(VisaMother.ruleSet([VisaMother.route()]), poor, fx)
    expect(result.status).toBe("not_needed")
    expect(result.exemption).toEqual({ basis: "free_movement", citizenship: "FR" })
    expect(result.factIds).toContain(fid("free"))
  })
})

describe("residencePaths: income and savings", () => {
  it("is eligible when annual passive income reaches 12 times the monthly minimum", () => {
    // EUR 2,000 a month = EUR 24,000 a year.
    const exact = assessRoute(
      VisaMother.route(),
      VisaMother.household({ annualPassiveIncome: { amount: 24000, currency: "EUR" } }),
      fx
    )
    expect(exact.status).toBe("eligible")
    expect(exact.meansTestIndex).toBe(0)
    const short = assessRoute(
      VisaMother.route(),
      VisaMother.household({ annualPassiveIncome: { amount: 23999, currency: "EUR" } }),
      fx
    )
    expect(short).toMatchObject({ status: "ineligible", reasons: ["income_below_minimum"] })
  })

  it("converts the household's currency through the injected table", () => {
    // USD 30,000 at 1.25 USD per EUR = EUR 24,000: exactly the minimum.
    const usd = VisaMother.household({ annualPassiveIncome: { amount: 30000, currency: "USD" } })
    expect(assessRoute(VisaMother.route(), usd, fx).status).toBe("eligible")
    const usdShort = VisaMother.household({ annualPassiveIncome: { amount: 29000, currency: "USD" } })
    expect(assessRoute(VisaMother.route(), usdShort, fx).status).toBe("ineligible")
  })

  it("gives unknown, never eligible, when a rate is missing", () => {
    const chf = VisaMother.household({ annualPassiveIncome: { amount: 1_000_000, currency: "CHF" } })
    expect(assessRoute(VisaMother.route(), chf, fx)).toMatchObject({ status: "unknown", reasons: ["fx_rate_missing"] })
  })

  it("accepts any one alternative means test", () => {
    const route = VisaMother.route({
      meansTests: [
        { minimumIncome: { amount: 2000, currency: "EUR", period: "month", factId: fid("income") } },
        { minimumSavings: { amount: 50000, currency: "EUR", factId: fid("savings") } }
      ]
    })
    const saver = VisaMother.household({
      annualPassiveIncome: { amount: 0, currency: "EUR" },
      savings: { amount: 50000, currency: "EUR" }
    })
    expect(assessRoute(route, saver, fx)).toMatchObject({ status: "eligible", meansTestIndex: 1 })
  })

  it("requires savings to cover savings and investment minimums together", () => {
    // EUR 500,000 held plus EUR 750,000 invested: EUR 1,250,000 in all.
    const route = VisaMother.route({
      meansTests: [
        {
          minimumSavings: { amount: 500000, currency: "EUR", factId: fid("funds") },
          minimumInvestment: { amount: 750000, currency: "EUR", factId: fid("invest") }
        }
      ]
    })
    const rich = (amount: number) => VisaMother.household({ savings: { amount, currency: "EUR" } })
    expect(assessRoute(route, rich(1_249_999), fx)).toMatchObject({
      status: "ineligible",
      reasons: ["savings_below_minimum"]
    })
    expect(assessRoute(route, rich(1_250_000), fx).status).toBe("eligible")
  })
})

describe("residencePaths: nothing defaults favourably", () => {
  it("never makes a closed or suspended route eligible", () => {
    const rich = VisaMother.household({ annualPassiveIncome: { amount: 10_000_000, currency: "EUR" } })
    expect(assessRoute(VisaMother.route({ status: "closed" }), rich, fx)).toMatchObject({
      status: "ineligible",
      reasons: ["route_closed"]
    })
    expect(assessRoute(VisaMother.route({ status: "suspended" }), rich, fx)).toMatchObject({
      status: "ineligible",
      reasons: ["route_suspended"]
    })
  })

  it("treats an unknown citizenship code as unknown", () => {
    expect(assessRoute(VisaMother.route(), VisaMother.household({ citizenships: ["QQ"] }), fx)).toMatchObject({
      status: "unknown",
      reasons: ["citizenship_unknown"]
    })
    expect(assessRoute(VisaMother.route(), VisaMother.household({ citizenships: [] }), fx)).toMatchObject({
      status: "unknown",
      reasons: ["no_citizenship"]
    })
  })

  it("gives unknown for an unquantified means test", () => {
    const route = VisaMother.route({ meansBasis: "unquantified", meansTests: [] })
    expect(assessRoute(route, VisaMother.household(), fx)).toMatchObject({
      status: "unknown",
      reasons: ["threshold_missing"]
    })
  })

  it("gives unknown for a quantified route with no figures", () => {
    const route = VisaMother.route({ meansTests: [] })
    expect(assessRoute(route, VisaMother.household(), fx).status).toBe("unknown")
  })

  it("gives unknown for a pension-only route when the pension part is not stated", () => {
    const route = VisaMother.route({ incomeSource: "pension" })
    expect(assessRoute(route, VisaMother.household(), fx)).toMatchObject({
      status: "unknown",
      reasons: ["pension_income_unspecified"]
    })
    const pensioner = VisaMother.household({ annualPensionIncome: { amount: 24000, currency: "EUR" } })
    expect(assessRoute(route, pensioner, fx).status).toBe("eligible")
  })

  it("requires declared remote-work income for remote-work routes", () => {
    const route = VisaMother.route({ incomeSource: "remote_work", activity: "remote_work" })
    const passiveOnly = VisaMother.household({ annualPassiveIncome: { amount: 1_000_000, currency: "EUR" } })
    const verdict = assessRoute(route, passiveOnly, fx)
    expect(verdict.status).toBe("ineligible")
    expect(verdict.reasons).toEqual(expect.arrayContaining(["remote_work_required", "income_source_not_accepted"]))
    const worker = VisaMother.household({ annualRemoteWorkIncome: { amount: 24000, currency: "EUR" } })
    expect(assessRoute(route, worker, fx).status).toBe("eligible")
  })

  it("gives unknown for an unmodelled self-employment condition", () => {
    const route = VisaMother.route({ activity: "self_employment" })
    expect(assessRoute(route, VisaMother.household(), fx)).toMatchObject({
      status: "unknown",
      reasons: ["activity_not_modeled"]
    })
  })

  it("needs the age for an age-limited route", () => {
    const route = VisaMother.route({ minimumAge: 55 })
    expect(assessRoute(route, VisaMother.household(), fx)).toMatchObject({
      status: "unknown",
      reasons: ["age_unknown"]
    })
    expect(assessRoute(route, VisaMother.household({ age: 54 }), fx)).toMatchObject({
      status: "ineligible",
      reasons: ["age_below_minimum"]
    })
    expect(assessRoute(route, VisaMother.household({ age: 55 }), fx).status).toBe("eligible")
  })

  it("keeps partial citizenship lists from excluding anyone", () => {
    const partial = VisaMother.route({
      eligibleCitizenships: { kind: "only", countries: ["US"], complete: false, factId: fid("list") }
    })
    expect(assessRoute(partial, VisaMother.household({ citizenships: ["IN"] }), fx)).toMatchObject({
      status: "unknown",
      reasons: ["citizenship_list_partial"]
    })
    const complete = VisaMother.route({
      eligibleCitizenships: { kind: "only", countries: ["US"], complete: true, factId: fid("list") }
    })
    expect(assessRoute(complete, VisaMother.household({ citizenships: ["IN"] }), fx)).toMatchObject({
      status: "ineligible",
      reasons: ["citizenship_not_eligible"]
    })
    const excluded = VisaMother.route({
      eligibleCitizenships: { kind: "all_except", countries: ["RU"], factId: fid("list") }
    })
    expect(assessRoute(excluded, VisaMother.household({ citizenships: ["RU"] }), fx).status).toBe("ineligible")
    expect(assessRoute(excluded, VisaMother.household({ citizenships: ["RU", "US"] }), fx).status).toBe("eligible")
  })

  it("gives unknown for a non-finite amount instead of a pass", () => {
    const infinite = VisaMother.household({
      annualPassiveIncome: { amount: Number.POSITIVE_INFINITY, currency: "EUR" }
    })
    expect(assessRoute(VisaMother.route(), infinite, fx)).toMatchObject({
      status: "unknown",
      reasons: ["amount_invalid"]
    })
    const route = VisaMother.route({
      meansTests: [{ minimumSavings: { amount: 1, currency: "EUR", factId: fid("s") } }]
    })
    const nan = VisaMother.household({ savings: { amount: Number.NaN, currency: "EUR" } })
    expect(assessRoute(route, nan, fx).status).toBe("unknown")
  })

  it("reports every definite failure at once", () => {
    const route = VisaMother.route({ minimumAge: 60 })
    const verdict = assessRoute(
      route,
      VisaMother.household({ age: 40, annualPassiveIncome: { amount: 1, currency: "EUR" } }),
      fx
    )
    expect(verdict.status).toBe("ineligible")
    expect(verdict.reasons).toEqual(expect.arrayContaining(["age_below_minimum", "income_below_minimum"]))
  })
})

describe("residencePaths: overall status", () => {
  it("is the best route status and ineligible when there is no route", () => {
    const household = VisaMother.household()
    expect(residencePaths(VisaMother.ruleSet([]), household, fx).status).toBe("ineligible")
    const mixed = VisaMother.ruleSet([
      VisaMother.route({ routeId: "closed", status: "closed" }),
      VisaMother.route({ routeId: "vague", meansBasis: "unquantified", meansTests: [] })
    ])
    expect(residencePaths(mixed, household, fx).status).toBe("unknown")
    const withOpen = VisaMother.ruleSet([...mixed.routes, VisaMother.route()])
    expect(residencePaths(withOpen, household, fx).status).toBe("eligible")
  })

  it("lists the facts of every assessment", () => {
    const result = residencePaths(VisaMother.ruleSet([VisaMother.route()]), VisaMother.household(), fx)
    expect(result.factIds).toEqual(expect.arrayContaining([fid("free"), fid("passive.basis"), fid("passive.income")]))
  })
})
