import { describe, expect, it } from "vitest"
import { us2025 } from "../../src/tax/rules/us.js"
import type { TaxCalculationResult } from "../../src/tax/TaxCalculation.js"
import { calculateFor } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority (issue 5), second pass for JP, TH, MY, GE, AE and
// US/California. Each test cites publisher, document, URL, where in it the figure is, how it was read
// and the date read. What was searched without result is listed in the helper's report (docs/tax.md
// is maintained by the lead).

/** The California layer of a result (fails the test when absent). */
const californiaLine = (r: TaxCalculationResult) => {
  const line = r.incomeTax.find((l) => l.layer === "california")
  if (line === undefined) throw new Error("no california layer")
  return line
}

describe("United States, California: published FTB tax-table rows", () => {
  // Publisher: California Franchise Tax Board (FTB).
  // Document: "2025 California Tax Table" (Form 540 booklet), https://www.ftb.ca.gov/forms/2025/2025-540-taxtable.pdf
  // Where: the rows "At least 72,651 / But not over 72,750" -> 3,200 (column "1 or 3", single) and 1,636
  // (column "2 or 5", married/RDP filing jointly), and "11,051 / 11,150" -> 111 and 111.
  // Read: 2026-11-21. The FTB PDF itself is not in the stored material; both rows were read as quoted, with the
  // PDF's URL, in two independent public repositories' test files: a UsTaxes-based CA 2025 test ("Rows sampled
  // from the published 2025 California Tax Table", stored file id 55972539421) and a tax engine's table test
  // ("transcribed VERBATIM from FTB's published 2025-540-taxtable.pdf", stored file id 69192366790). Both print
  // the same figures for these rows.
  // Method: the calculator does not model the Tax Table (it applies Schedule X/Y to the exact taxable income).
  // FTB builds each $100 row from the schedule at the row's midpoint rounded to the dollar (stated in the second
  // repository and checked there against all rows), so the tests enter the midpoint as taxable income (wages
  // less the 2025 standard deduction the rule set applies) and compare the tax before the personal exemption
  // credit (the table gives Form 540 line 31, before the line 32 exemption credits) at whole dollars.
  const rows: ReadonlyArray<{
    readonly atLeast: number
    readonly notOver: number
    readonly single: number
    readonly joint: number
  }> = [
    { atLeast: 72651, notOver: 72750, single: 3200, joint: 1636 },
    { atLeast: 11051, notOver: 11150, single: 111, joint: 111 }
  ]
  for (const row of rows) {
    const midpoint = (row.atLeast + row.notOver) / 2
    it(`FTB 2025 Tax Table, ${row.atLeast}-${row.notOver}: single $${row.single}`, () => {
      const line = californiaLine(calculateFor(us2025, { employment: midpoint + 5706 }, { subdivision: "ca" }))
      expect(line.taxableIncome).toBeCloseTo(midpoint, 2)
      expect(Math.round(line.taxBeforeCredits)).toBe(row.single)
    })
    it(`FTB 2025 Tax Table, ${row.atLeast}-${row.notOver}: married/RDP filing jointly $${row.joint}`, () => {
      const line = californiaLine(
        calculateFor(us2025, { employment: midpoint + 11412 }, { subdivision: "ca", filingStatus: "married_joint" })
      )
      expect(line.taxableIncome).toBeCloseTo(midpoint, 2)
      expect(Math.round(line.taxBeforeCredits)).toBe(row.joint)
    })
  }
})
