import { describe, expect, it } from "vitest"
import { br2026 } from "../../src/tax/rules/br.js"
import type { IncomeTaxLine } from "../../src/tax/TaxCalculation.js"
import { calculateFor } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority (issue 5) for MX, CO, CR, PA and BR, third pass. Each
// test cites publisher, document, URL, where in it the figure is, how it was read and the date read.
// What was searched without result is listed in the helper's report (docs/tax.md is maintained by
// the lead).

/** The IRPF layer of a Brazilian result (fails the test when absent). */
const irpf = (employment: number): IncomeTaxLine => {
  const line = calculateFor(br2026, { employment }).incomeTax.find((l) => l.layer === "irpf")
  if (line === undefined) throw new Error("no irpf layer")
  return line
}

/** Gross annual pay whose 20% simplified discount (below its cap) leaves `taxable`. */
const grossForTaxable = (taxable: number): number => taxable / 0.8

describe("Brazil 2026: Receita Federal, examples of the Lei 15.270/2025 reduction", () => {
  // Publisher: Receita Federal do Brasil.
  // Document: "Exemplos de Aplicação da Lei 15.191/2025" (the page the Receita published for the 2026
  // reduction of Lei 15.270/2025, payments dated 02/01/2026),
  // https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/tabelas/exemplos-de-aplicacao-da-lei-15-191-2025
  // Read: 2026-11-21, in the stored copy of that page (the `pages` corpus); the copy shows Examples 1 and 2
  // in full and is cut in the text after Example 2. Examples 3 to 5 are read as quoted, with the page's
  // title and its "...-lei-15-270-2025" address, in independent public repositories' tests (stored file
  // ids 59293132828, 70733825285, 68339592227, 70516406831), which print identical figures.
  //
  // The examples are MONTHLY withholdings (art. 3-A Lei 9.250). The rule set models the ANNUAL return,
  // whose table is the monthly one times 12 (29,145.60 / 33,919.80 / 45,012.60 / 55,976.16: every
  // threshold exactly 12 x the monthly one), so the table tax on 12 x a monthly base is 12 x the monthly
  // table tax. Each test therefore enters a pay whose annual taxable income (pay less the 20% simplified
  // discount) is 12 x the example's monthly base, asserts that first, and compares the tax from the table
  // with 12 x the published figure, to 12 x the Receita's centavo. The annual reduction (art. 11-A) is not
  // the monthly one times 12, so the final tax is compared only where both give the same answer: zero
  // (Examples 1 and 2: monthly pay up to 5,000, annual taxable income up to 60,000) or no reduction at all
  // (Example 5: monthly pay above 7,350, annual pay above 88,200).

  it("Example 1 (João, salary 3,036.00, simplified discount 607.20): base 2,428.80 in the 0% band, tax 0", () => {
    // The page prints the base as "R$ 2.428,00", a typo for 3,036.00 - 607.20 = 2,428.80; both are in the
    // 0% band (up to 2,428.80). Annual: 12 x 2,428.80 = 29,145.60, the top of the annual 0% band.
    const line = irpf(grossForTaxable(12 * 2428.8))
    expect(line.taxableIncome).toBeCloseTo(29145.6, 2)
    expect(line.taxBeforeCredits).toBeCloseTo(0, 2)
    expect(line.tax).toBe(0)
  })

  it("Example 2 (José, salary 4,000.00): base 3,392.80 x 15% - 394.16 = 114.76, reduced to zero", () => {
    // "R$ 3.392,80 x 15% ... - R$ 394,16 (parcela a deduzir) = R$ 114,76", then the first band of the
    // reduction table (pay up to 5,000.00) cancels it. Annual: taxable 12 x 3,392.80 = 40,713.60 on a pay
    // of 50,892 (at most 60,000, so the annual reduction cancels the tax too).
    const line = irpf(grossForTaxable(12 * 3392.8))
    expect(line.taxableIncome).toBeCloseTo(40713.6, 2)
    expect(Math.abs(line.taxBeforeCredits - 12 * 114.76)).toBeLessThanOrEqual(12 * 0.01)
    expect(line.tax).toBe(0)
  })

  it("Example 3 (salary 5,000.00): base 4,392.80, table tax 312.89 (the largest reduction), reduced to zero", () => {
    // Annual: taxable 12 x 4,392.80 = 52,713.60 on a pay of 65,892; the annual reduction
    // (8,429.73 - 0.095575 x 65,892 = 2,132.10) is less than the table tax, so only the table tax compares.
    const line = irpf(grossForTaxable(12 * 4392.8))
    expect(line.taxableIncome).toBeCloseTo(52713.6, 2)
    expect(Math.abs(line.taxBeforeCredits - 12 * 312.89)).toBeLessThanOrEqual(12 * 0.01)
  })

  it("Example 4 (salary 6,000.00, INSS 649.60 beats the simplified discount): base 5,350.40, table tax 562.63", () => {
    // Published: 5,350.40 x 27.5% - 908.73 = 562.63; reduction 978.62 - 0.133145 x 6,000 = 179.75; IRRF 382.88.
    // Annual: taxable 12 x 5,350.40 = 64,204.80; only the table tax compares (the annual reduction differs).
    const line = irpf(grossForTaxable(12 * 5350.4))
    expect(line.taxableIncome).toBeCloseTo(64204.8, 2)
    expect(Math.abs(line.taxBeforeCredits - 12 * 562.63)).toBeLessThanOrEqual(12 * 0.01)
  })

  it("Example 5 (salary 7,607.20, no legal deductions): base 7,000.00, tax 1,016.27, no reduction above 7,350", () => {
    // Published: 7,000.00 x 27.5% - 908.73 = 1,016.27 (the Receita's simulator truncates to the centavo).
    // Annual: taxable 12 x 7,000 = 84,000; the simplified discount is capped at 17,640 from a pay of 88,200,
    // so the pay is 84,000 + 17,640 = 101,640, above 88,200: no annual reduction either.
    const line = irpf(84000 + 17640)
    expect(line.taxableIncome).toBeCloseTo(84000, 2)
    expect(line.credits.reduce((s, c) => s + c.amount, 0)).toBe(0)
    expect(Math.abs(line.tax - 12 * 1016.27)).toBeLessThanOrEqual(12 * 0.01)
  })
})
