import { describe, expect, it } from "vitest"
import { ie2025 } from "../../src/tax/rules/ie.js"
import { calculateFor, layerTax } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority (issue 5), second pass: CA (federal + Ontario), AU, NZ, MX,
// CO, CR, PA, BR and a second Irish example. Each cites publisher, page title, URL, where on the page the
// example is, how it was read and the date read. Only the stored material behind the search tools was
// available (no live page was fetched). Countries of this pass with no usable published example are listed,
// with what was searched, in the helper's report (for docs/tax.md, "Published examples").

/** Rounds to the cent, as Revenue prints weekly PAYE amounts. */
const cent = (x: number): number => Math.round(x * 100) / 100

describe("Ireland: published examples (second)", () => {
  // Publisher: Office of the Revenue Commissioners (Revenue), Ireland.
  // Page: "Week 1 basis" (Employing people > Paying an employee > Methods of calculating tax)
  // URL: https://www.revenue.ie/en/employing-people/paying-an-employee/methods-of-calculating-tax/week1-basis.aspx
  // Where: the example of Ann, whose Revenue Payroll Notification shows total tax credits of €4,000 a year
  // (€76.92 a week) and a cut-off point of €44,000 a year (€846.16 a week); the tables "Week 1" (pay €400:
  // tax at 20% €80.00, less weekly tax credit €76.92, tax to deduct €3.08) and "Week 2" (pay €850: €846.16 at
  // 20% €169.23, €3.84 at 40% €1.54, gross tax €170.77, less €76.92, tax to deduct €93.85).
  // Read: 2026-11-21, stored copy of the page (search tool, corpus "pages"). The page does not print the
  // year; its credits (single person €2,000 + employee €2,000) and cut-off (€44,000) are the 2025 values of
  // the rule set (Finance Act 2024).
  // Input: a week-1-basis week is taxed as 1/52 of the year, so the weekly pay x 52 is entered as annual
  // employment income; the calculator's annual taxable income, tax before credits and tax are divided by 52
  // and rounded to the cent as Revenue prints them. Weekly rounding: Revenue rounds the weekly cut-off up
  // (€846.16) and each line to the cent; annual/52 gives the same printed cents here.
  it("Revenue, Week 1 basis, Ann week 2: pay €850 -> gross tax €170.77, less €76.92 credit, tax €93.85", () => {
    const r = calculateFor(ie2025, { employment: 850 * 52 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(850 * 52)
    expect(cent(r.incomeTax[0]!.taxBeforeCredits / 52)).toBe(170.77)
    expect(cent(layerTax(r, "income-tax") / 52)).toBe(93.85)
  })

  it("Revenue, Week 1 basis, Ann week 1: pay €400 -> tax at 20% €80.00, less €76.92 credit, tax €3.08", () => {
    const r = calculateFor(ie2025, { employment: 400 * 52 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(400 * 52)
    expect(cent(r.incomeTax[0]!.taxBeforeCredits / 52)).toBe(80)
    expect(cent(layerTax(r, "income-tax") / 52)).toBe(3.08)
  })
})
