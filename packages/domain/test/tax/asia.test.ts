import { describe, expect, it } from "vitest"
import { my2025 } from "../../src/tax/rules/my.js"
import { sg2025 } from "../../src/tax/rules/sg.js"
import { th2025 } from "../../src/tax/rules/th.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

describe("Singapore", () => {
  // IRAS resident rate table, https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/individual-income-tax-rates
  // (the table's "tax payable" column: first $40,000 -> $550; first $80,000 -> $3,350; first $120,000 -> $7,950).
  it("chargeable income $40,000 -> $550 (employment $41,000 less earned income relief $1,000)", () => {
    expect(layerTax(calculateFor(sg2025, { employment: 41000 }), "income-tax")).toBeCloseTo(550, 2)
  })
  it("chargeable income $80,000 -> $3,350 and $120,000 -> $7,950", () => {
    expect(layerTax(calculateFor(sg2025, { employment: 81000 }), "income-tax")).toBeCloseTo(3350, 2)
    expect(layerTax(calculateFor(sg2025, { employment: 121000 }), "income-tax")).toBeCloseTo(7950, 2)
  })
  it("dividends and gains are not taxed", () => {
    expect(calculateFor(sg2025, { dividends: 50000, capitalGains: 50000 }).totalTax).toBe(0)
  })
})

describe("Thailand", () => {
  // Revenue Department PIT rates, https://www.rd.go.th/english/6045.html ; expense deduction 50% up to
  // 100,000 and personal allowance 60,000 (same page); social security 5% of wages up to 15,000 a month.
  it("salary 600,000 baht: net income 431,000; tax 7,500 + 10% x 131,000 = 20,600", () => {
    const r = calculateFor(th2025, { employment: 600000 })
    expect(contribution(r, "sso")).toBeCloseTo(9000, 2)
    expect(layerTax(r, "pit")).toBeCloseTo(20600, 2)
  })
  it("salary 1,200,000 baht: net income 1,031,000; tax 122,750", () => {
    expect(layerTax(calculateFor(th2025, { employment: 1200000 }), "pit")).toBeCloseTo(122750, 2)
  })
  it("dividends 10% and interest 15% final", () => {
    const r = calculateFor(th2025, { dividends: 100000, interest: 100000 })
    expect(r.dividendTax).toBeCloseTo(10000, 2)
    expect(r.interestTax).toBeCloseTo(15000, 2)
  })
})

describe("Malaysia", () => {
  // LHDN resident rates YA 2025, https://www.hasil.gov.my/en/individual/individual-life-cycle/income-declaration/tax-rate/
  // (cumulative tax: first RM50,000 -> RM1,500; first RM100,000 -> RM9,400), individual relief RM9,000.
  it("chargeable income RM50,000 -> RM1,500", () => {
    expect(layerTax(calculateFor(my2025, { employment: 59000 }), "income-tax")).toBeCloseTo(1500, 2)
  })
  it("chargeable income RM100,000 -> RM9,400", () => {
    expect(layerTax(calculateFor(my2025, { employment: 109000 }), "income-tax")).toBeCloseTo(9400, 2)
  })
  it("chargeable income RM30,000: RM450 less the RM400 rebate = RM50", () => {
    expect(layerTax(calculateFor(my2025, { employment: 39000 }), "income-tax")).toBeCloseTo(50, 2)
  })
  it("dividends RM150,000: 2% on RM50,000 = RM1,000", () => {
    expect(calculateFor(my2025, { dividends: 150000 }).dividendTax).toBeCloseTo(1000, 2)
  })
})
