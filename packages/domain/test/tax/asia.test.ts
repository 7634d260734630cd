import { describe, expect, it } from "vitest"
import { my2025, my2026 } from "../../src/tax/rules/my.js"
import { sg2025, sg2026 } from "../../src/tax/rules/sg.js"
import { th2025, th2026 } from "../../src/tax/rules/th.js"
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

describe("Singapore, YA 2027 (income of 2026)", () => {
  // IRAS resident rates "from YA 2024 onwards" (same URL as above), unchanged for YA 2027.
  it("labelled YA 2027 and taxing chargeable income $40,000 -> $550 and $80,000 -> $3,350", () => {
    expect(sg2026.taxYearLabel).toBe("YA 2027 (income of 2026)")
    expect(layerTax(calculateFor(sg2026, { employment: 41000 }), "income-tax")).toBeCloseTo(550, 2)
    expect(layerTax(calculateFor(sg2026, { employment: 81000 }), "income-tax")).toBeCloseTo(3350, 2)
  })
  it("chargeable income $234,100: $21,150 on the first $200,000 + 19% x $34,100 = $27,629", () => {
    expect(layerTax(calculateFor(sg2026, { employment: 235100 }), "income-tax")).toBeCloseTo(27629, 2)
  })
})

describe("Thailand 2026", () => {
  // Rates, 50% expense deduction (max 100,000) and 60,000 allowance unchanged (https://www.rd.go.th/english/6045.html);
  // social security 5% of wages up to THB 17,500 a month from 2026 (10,500 a year; 2025: 15,000 -> 9,000).
  it("the social-security ceiling rises: salary 300,000 baht pays 10,500 (2025: 9,000)", () => {
    expect(contribution(calculateFor(th2026, { employment: 300000 }), "sso")).toBeCloseTo(10500, 2)
    expect(contribution(calculateFor(th2025, { employment: 300000 }), "sso")).toBeCloseTo(9000, 2)
  })
  it("salary 600,000 baht: net income 600,000 - 100,000 - 60,000 - 10,500 = 429,500; tax 7,500 + 12,950 = 20,450", () => {
    const r = calculateFor(th2026, { employment: 600000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(429500, 2)
    expect(layerTax(r, "pit")).toBeCloseTo(20450, 2)
  })
  it("salary 1,200,000 baht: net income 1,029,500; tax 115,000 + 25% x 29,500 = 122,375", () => {
    expect(layerTax(calculateFor(th2026, { employment: 1200000 }), "pit")).toBeCloseTo(122375, 2)
  })
})

describe("Malaysia, YA 2026", () => {
  // LHDN resident rates and RM9,000 individual relief, unchanged for YA 2026 (same URL as above).
  it("chargeable income RM50,000 -> RM1,500 and RM100,000 -> RM9,400", () => {
    expect(my2026.taxYearLabel).toBe("YA 2026")
    expect(layerTax(calculateFor(my2026, { employment: 59000 }), "income-tax")).toBeCloseTo(1500, 2)
    expect(layerTax(calculateFor(my2026, { employment: 109000 }), "income-tax")).toBeCloseTo(9400, 2)
  })
  it("chargeable income RM30,000: RM450 less the RM400 rebate = RM50; dividends RM150,000 -> RM1,000", () => {
    expect(layerTax(calculateFor(my2026, { employment: 39000 }), "income-tax")).toBeCloseTo(50, 2)
    expect(calculateFor(my2026, { dividends: 150000 }).dividendTax).toBeCloseTo(1000, 2)
  })
})
