import { describe, expect, it } from "vitest"
import { ca2025, ca2026 } from "../../src/tax/rules/ca.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the CRA 2025 rates
// (https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/canadian-income-tax-rates-individuals-current-previous-years.html:
// 14.5% effective lowest rate for 2025, 20.5% over $57,375), the CPP and EI 2025 maximums
// pages, and Ontario's 2025 rates (https://www.ontario.ca/document/personal-income-tax).
describe("Canada (Ontario)", () => {
  it("2025, salary $60,000: CPP 3,361.75, EI 984; federal 8,741.68 - credits = $5,641.47; Ontario $2,435.33; OHP $600", () => {
    const r = calculateFor(ca2025, { employment: 60000 })
    expect(contribution(r, "cpp")).toBeCloseTo(3361.75, 2)
    expect(contribution(r, "ei")).toBeCloseTo(984, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(59435, 2)
    expect(layerTax(r, "federal")).toBeCloseTo(5641.47, 1)
    expect(layerTax(r, "ontario")).toBeCloseTo(2435.33, 1)
    expect(contribution(r, "ontario-health-premium")).toBeCloseTo(600, 2)
  })

  it("2025, half of a capital gain is included", () => {
    const r = calculateFor(ca2025, { capitalGains: 100000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(50000, 6)
    // 14.5% x 50,000 - 14.5% x 16,129 = 4,911.30
    expect(layerTax(r, "federal")).toBeCloseTo(4911.295, 2)
  })

  // 2026, from the CRA 2026 figures (federal 14% on the first $58,523, 20.5% to $117,045, 26% to
  // $181,440; BPA $16,452; Canada employment amount $1,501; CPP 5.95% between $3,500 and $74,600,
  // CPP2 4% to $85,000; EI 1.63% up to $68,900) and Ontario's 2026 figures (5.05% to $53,891, 9.15% to
  // $107,785, 11.16% to $150,000; BPA $12,989; surtax 20% over $5,818 and 36% over $7,446).
  it("2026, salary $60,000: CPP 3,361.75, EI 978; federal 8,380.18 - credits 3,041.89 = $5,338.30; Ontario $2,382.20; OHP $600", () => {
    const r = calculateFor(ca2026, { employment: 60000 })
    expect(contribution(r, "cpp")).toBeCloseTo(3361.75, 2)
    expect(contribution(r, "cpp2")).toBe(0)
    expect(contribution(r, "ei")).toBeCloseTo(978, 2)
    // taxable = 60,000 - enhanced CPP (1% x 56,500 = 565)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(59435, 2)
    // 14% x 58,523 + 20.5% x 912 = 8,380.18; credits 14% x (16,452 + 1,501 + 2,796.75 + 978) = 3,041.885
    expect(layerTax(r, "federal")).toBeCloseTo(5338.295, 2)
    // 5.05% x 53,891 + 9.15% x 5,544 = 3,228.7715; credits 5.05% x (12,989 + 2,796.75 + 978) = 846.569375
    expect(layerTax(r, "ontario")).toBeCloseTo(2382.202125, 2)
    expect(contribution(r, "ontario-health-premium")).toBeCloseTo(600, 2)
  })

  it("2026, salary $120,000: CPP/CPP2/EI at their maximums, 26% bracket, Ontario surtax", () => {
    const r = calculateFor(ca2026, { employment: 120000 })
    expect(contribution(r, "cpp")).toBeCloseTo(4230.45, 2)
    expect(contribution(r, "cpp2")).toBeCloseTo(416, 2)
    expect(contribution(r, "ei")).toBeCloseTo(1123.07, 2)
    // taxable = 120,000 - 711 (enhanced CPP) - 416 (CPP2)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(118873, 2)
    // 8,193.22 + 11,997.01 + 26% x 1,828 = 20,665.51; credits 14% x (16,452 + 1,501 + 3,519.45 + 1,123.07) = 3,163.3728
    expect(layerTax(r, "federal")).toBeCloseTo(17502.1372, 2)
    // basic Ontario tax 2,721.4955 + 4,931.301 + 11.16% x 11,088 - 5.05% x (12,989 + 3,519.45 + 1,123.07) = 7,999.82554;
    // surtax 20% x 2,181.82554 + 36% x 553.82554 = 635.742308
    expect(layerTax(r, "ontario")).toBeCloseTo(8635.567848, 2)
    expect(contribution(r, "ontario-health-premium")).toBeCloseTo(750, 2)
  })

  it("2026 changes from 2025: lowest federal rate 14% (2025: 14.5%) and the indexed basic personal amount", () => {
    // capital gain 100,000 -> taxable 50,000; 14% x (50,000 - 16,452) = 4,696.72 (2025: 4,911.30)
    const r = calculateFor(ca2026, { capitalGains: 100000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(50000, 6)
    expect(layerTax(r, "federal")).toBeCloseTo(4696.72, 2)
    expect(ca2026.periodStart).toBe("2026-01-01")
    expect(ca2026.ruleSetId).not.toBe(ca2025.ruleSetId)
  })

  it("2026, basic personal amount reduced from $16,452 to $14,829 between $181,440 and $258,482 (ITA s. 118(1)(c))", () => {
    // interest only (no CPP, EI or employment amount); midpoint 219,961: BPA 14,829 + 1,623 / 2 = 15,640.50
    // tax 8,193.22 + 11,997.01 + 16,742.70 + 29% x 38,521 = 48,104.02; credit 14% x 15,640.50 = 2,189.67
    const mid = calculateFor(ca2026, { interest: 219961 })
    expect(layerTax(mid, "federal")).toBeCloseTo(48104.02 - 2189.67, 2)
    // above 258,482 the minimum applies: 14% x 14,829 = 2,076.06;
    // tax 8,193.22 + 11,997.01 + 16,742.70 + 29% x 77,042 + 33% x 41,518 = 72,976.05
    const high = calculateFor(ca2026, { interest: 300000 })
    expect(layerTax(high, "federal")).toBeCloseTo(72976.05 - 2076.06, 2)
  })
})
