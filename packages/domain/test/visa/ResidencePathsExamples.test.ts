import { describe, expect, it } from "vitest"
import type { FxRates } from "../../src/visa/FxRates.js"
import { residencePaths, type VisaHousehold } from "../../src/visa/ResidencePaths.js"
import type { VisaRuleSet } from "../../src/visa/VisaRuleSet.js"
import { visaRuleSetFor } from "../../src/visa/VisaRuleSetCatalog.js"

// Worked examples on the real rule sets. Each expected figure comes from the published rule
// quoted in the comment, not from running the code.
const FX: FxRates = { base: "EUR", rates: { USD: 1.1, JPY: 160, THB: 38 } }
const ruleSet = (cc: string): VisaRuleSet => {
  const found = visaRuleSetFor(cc)
  if (found === undefined) throw new Error(`no rule set for ${cc}`)
  return found
}
const household = (
  citizenships: ReadonlyArray<string>,
  passive: number,
  savings: number,
  currency = "EUR"
): VisaHousehold => ({
  citizenships,
  annualPassiveIncome: { amount: passive, currency },
  savings: { amount: savings, currency }
})
const route = (cc: string, h: VisaHousehold, routeId: string) =>
  residencePaths(ruleSet(cc), h, FX).routes.find((r) => r.routeId === routeId)

describe("Spain: non-lucrative residence, 400% of IPREM (EUR 600) = EUR 2,400 a month", () => {
  it("accepts EUR 28,800 a year of passive income (12 x 2,400)", () => {
    expect(route("ES", household(["US"], 28800, 0), "non-lucrative-residence")?.status).toBe("eligible")
  })
  it("refuses EUR 28,799 a year with no savings, accepts it with a year of means saved", () => {
    expect(route("ES", household(["US"], 28799, 0), "non-lucrative-residence")?.status).toBe("ineligible")
    expect(route("ES", household(["US"], 28799, 28800), "non-lucrative-residence")).toMatchObject({
      status: "eligible",
      meansTestIndex: 1
    })
  })
  it("never offers the abolished golden visa, however rich the applicant", () => {
    expect(route("ES", household(["CN"], 0, 5_000_000), "golden-visa")).toMatchObject({
      status: "ineligible",
      reasons: ["route_closed"]
    })
  })
  it("lets an Italian live there without any route, but not a Briton after Brexit", () => {
    expect(residencePaths(ruleSet("ES"), household(["IT"], 0, 0), FX).status).toBe("not_needed")
    expect(residencePaths(ruleSet("ES"), household(["GB"], 0, 0), FX).status).toBe("ineligible")
  })
})

describe("Portugal: D7 at 100% of the 2026 minimum wage (EUR 920 a month)", () => {
  it("needs EUR 11,040 a year of passive income", () => {
    expect(route("PT", household(["BR"], 11040, 0), "d7-passive-income")?.status).toBe("eligible")
    expect(route("PT", household(["BR"], 11039, 0), "d7-passive-income")?.status).toBe("ineligible")
  })
  it("keeps the real-estate golden visa closed and the fund route at EUR 500,000", () => {
    const rich = household(["US"], 0, 500000)
    expect(route("PT", rich, "golden-visa-real-estate")?.status).toBe("ineligible")
    expect(route("PT", rich, "golden-visa-fund")?.status).toBe("eligible")
  })
})

describe("Thailand: LTR Wealthy Pensioner (50+, USD 80,000 a year, or USD 40,000 plus USD 250,000 invested)", () => {
  const thai = (age: number, passiveUsd: number, savingsUsd: number): VisaHousehold => ({
    ...household(["GB"], passiveUsd, savingsUsd, "USD"),
    age
  })
  it("accepts a 50-year-old with USD 80,000 of passive income", () => {
    expect(route("TH", thai(50, 80000, 0), "ltr-wealthy-pensioner")).toMatchObject({
      status: "eligible",
      meansTestIndex: 0
    })
  })
  it("accepts USD 45,000 of income with USD 250,000 to invest, not with USD 200,000", () => {
    expect(route("TH", thai(60, 45000, 250000), "ltr-wealthy-pensioner")).toMatchObject({
      status: "eligible",
      meansTestIndex: 1
    })
    expect(route("TH", thai(60, 45000, 200000), "ltr-wealthy-pensioner")?.status).toBe("ineligible")
  })
  it("refuses a 49-year-old", () => {
    expect(route("TH", thai(49, 200000, 0), "ltr-wealthy-pensioner")).toMatchObject({
      status: "ineligible",
      reasons: ["age_below_minimum"]
    })
  })
})

describe("Countries without a route for living on savings", () => {
  it("United States: a large passive income opens nothing without EB-5 capital", () => {
    const result = residencePaths(ruleSet("US"), household(["FR"], 500000, 100000, "USD"), FX)
    expect(result.status).toBe("ineligible")
  })
  it("United Kingdom: nothing, except for Irish citizens who need nothing", () => {
    expect(residencePaths(ruleSet("GB"), household(["US"], 1_000_000, 10_000_000), FX).status).toBe("ineligible")
    expect(residencePaths(ruleSet("GB"), household(["IE"], 0, 0), FX).status).toBe("not_needed")
  })
  it("Germany: the self-sufficiency permit has no figure, so the answer is unknown", () => {
    expect(residencePaths(ruleSet("DE"), household(["US"], 1_000_000, 0), FX).status).toBe("unknown")
  })
  it("Australia: New Zealanders need nothing; everyone else finds only closed routes", () => {
    expect(residencePaths(ruleSet("AU"), household(["NZ"], 0, 0), FX).status).toBe("not_needed")
    expect(residencePaths(ruleSet("AU"), household(["US"], 1_000_000, 10_000_000), FX).status).toBe("ineligible")
  })
})

describe("Japan: long stay for recreation needs JPY 30 million of savings and a listed nationality", () => {
  it("accepts a US citizen with JPY 30,000,000", () => {
    expect(route("JP", household(["US"], 0, 30_000_000, "JPY"), "long-stay-recreation")?.status).toBe("eligible")
  })
  it("cannot decide for a nationality missing from the partial list", () => {
    expect(route("JP", household(["IN"], 0, 30_000_000, "JPY"), "long-stay-recreation")).toMatchObject({
      status: "unknown",
      reasons: ["citizenship_list_partial"]
    })
  })
})

describe("Netherlands: only the DAFT for US citizens, which needs a business", () => {
  it("is unknown for a US citizen and ineligible for others", () => {
    expect(residencePaths(ruleSet("NL"), household(["US"], 100000, 100000), FX).status).toBe("unknown")
    expect(residencePaths(ruleSet("NL"), household(["IN"], 100000, 100000), FX).status).toBe("ineligible")
  })
})
