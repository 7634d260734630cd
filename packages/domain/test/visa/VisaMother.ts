import { visaFactId, visaRuleSetId } from "../../src/visa/DeterministicId.js"
import type { FxRates } from "../../src/visa/FxRates.js"
import type { VisaHousehold } from "../../src/visa/ResidencePaths.js"
import type { VisaRoute } from "../../src/visa/VisaRoute.js"
import type { VisaRuleSet } from "../../src/visa/VisaRuleSet.js"

/** Object mother for visa tests: a small fictional rule set whose figures the tests state themselves. */

const fid = (key: string) => visaFactId(`test.visa.${key}`)

const baseRoute: VisaRoute = {
  routeId: "passive",
  name: "Passive income permit",
  kind: "passive_income",
  status: "open",
  statusFactId: fid("passive.basis"),
  meansBasis: "quantified",
  meansTests: [{ minimumIncome: { amount: 2000, currency: "EUR", period: "month", factId: fid("passive.income") } }],
  incomeSource: "passive",
  activity: "none",
  eligibleCitizenships: { kind: "all_non_exempt" },
  allowsLocalWork: false,
  durationMonths: 12,
  renewable: true,
  pathToPermanentResidenceYears: 5,
  taxResidenceNote: "Tax resident after 183 days.",
  otherConditions: ["health insurance"],
  factIds: [fid("passive.basis"), fid("passive.income")]
}

export const VisaMother = {
  /** An open route needing EUR 2,000 a month of passive income; override any field. */
  route: (overrides: Partial<VisaRoute> = {}): VisaRoute => ({ ...baseRoute, ...overrides }),

  /** A fictional rule set filed under the code `PT`, with ES and FR citizens free to reside by default. */
  ruleSet: (routes: ReadonlyArray<VisaRoute>, freeMovement: ReadonlyArray<string> = ["ES", "FR"]): VisaRuleSet => ({
    ruleSetId: visaRuleSetId("PT", "2099.1"),
    country: "PT",
    countryName: "Testland",
    version: "2099.1",
    freeMovement: { citizenships: freeMovement, factId: fid("free") },
    summary: "A test rule set.",
    summaryFactIds: [],
    routes,
    facts: [
      {
        id: fid("free"),
        key: "test.visa.free",
        value: [...freeMovement],
        effectiveFrom: "2020-01-01",
        verifiedAt: "2026-11-21T00:00:00Z",
        warningAfter: "2027-05-21T00:00:00Z",
        hardExpiry: "2028-05-21T00:00:00Z",
        factStatus: "verified",
        sourceUrl: "https://example.gov/free",
        publisher: "Test ministry",
        sourceKind: "statute",
        sourceStatus: "unchecked"
      }
    ]
  }),

  /** A US citizen with EUR 30,000 a year of passive income and EUR 100,000 of savings. */
  household: (overrides: Partial<VisaHousehold> = {}): VisaHousehold => ({
    citizenships: ["US"],
    annualPassiveIncome: { amount: 30000, currency: "EUR" },
    savings: { amount: 100000, currency: "EUR" },
    ...overrides
  }),

  /** EUR-based table: 1 EUR = 1.25 USD = 160 JPY = 20 MXN (round figures chosen for the tests, not market rates). */
  fx: (): FxRates => ({ base: "EUR", rates: { USD: 1.25, JPY: 160, MXN: 20, THB: 40, GBP: 0.8 } })
}
