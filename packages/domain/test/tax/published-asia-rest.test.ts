import { describe, expect, it } from "vitest"
import { jp2025, jp2026 } from "../../src/tax/rules/jp.js"
import { my2026 } from "../../src/tax/rules/my.js"
import { th2025, th2026 } from "../../src/tax/rules/th.js"
import { us2025 } from "../../src/tax/rules/us.js"
import type { TaxCalculationResult } from "../../src/tax/TaxCalculation.js"
import { calculateFor, layerLine } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority (issue 5), second pass for JP, TH, MY, GE, AE and
// US/California. Each test cites publisher, document, URL, where in it the figure is, how it was read
// and the date read. What was searched without result is listed in the helper's report (docs/tax.md
// is maintained by the lead).

/** The California layer of a result (fails the test when absent). */
const californiaLine = (r: TaxCalculationResult) => layerLine(r, "california")

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

describe("Japan: published examples (2025 and 2026 rule sets)", () => {
  // Publisher: National Tax Agency (国税庁).
  // Page: タックスアンサー No.2260「所得税の税率」, https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm
  // Where: the example under the quick-calculation table: 課税される所得金額 700万円 -> 700万円 × 0.23 − 63万6千円 =
  // 97万4千円. The page is the NTA's current one for 2026 (the rate table of Income Tax Act art. 89 did not change).
  // Read: 2026-11-21, as quoted with its source in public repositories (see published.test.ts for 2025; also a
  // golden-case file citing "No.2260の計算例", stored file id 58574185579).
  // Input: self-employment 7,620,000 yen less the 2026 basic deduction of 620,000 (total income above 6.55 million).
  it("NTA No.2260 on the 2026 rule set: taxable income 7,000,000 yen -> 974,000 yen", () => {
    const r = calculateFor(jp2026, { selfEmployment: 7620000 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(7000000)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(974000, 2)
  })

  // Publisher: Osaka City (大阪市財政局), the municipal tax authority for the inhabitant tax.
  // Page: the FY2026 (令和8年度) calculation example of the individual city/prefectural inhabitant tax for an
  // employee, https://www.city.osaka.lg.jp/zaisei/page/0000384109.html
  // Where: the worked example (salary 5,436,629 yen; 給与所得 3,908,800; 課税総所得金額 2,171,000; 調整控除 city 2,000 /
  // prefecture 500; 所得割 city 171,680 / prefecture 42,920) and its note on the special-deduction ratio, which uses
  // the income-tax basic deduction of 680,000 yen for total income 3,908,800 (2,171,000 − (150,000 + (680,000 −
  // 480,000)) = 1,821,000). FY2026 inhabitant tax is levied on 2025 income, so it belongs to the 2025 rule set.
  // Read: 2026-11-21. The city page is not in the stored material; it was read as quoted, with its URL, in a public
  // repository's test of an inhabitant-tax engine ("外部オラクル1: 大阪市の公表計算例（令和8年度・指定都市）", stored
  // file id 56959055580).
  // Input: self-employment income chosen so that the inhabitant-tax taxable income equals the example's
  // (2,601,000 − 430,000 basic deduction = 2,171,000). The calculator does not model the adjustment deduction (調整控除),
  // so the comparison is with the income portion before it: (171,680 + 2,000) + (42,920 + 500) = 217,100 yen.
  it("Osaka City FY2026 example: taxable 2,171,000 yen -> income portion 217,100 yen before the adjustment deduction", () => {
    const r = calculateFor(jp2025, { selfEmployment: 2601000 })
    const inhabitant = r.incomeTax.find((l) => l.layer === "inhabitant-tax")!
    expect(inhabitant.taxableIncome).toBe(2171000)
    expect(inhabitant.tax).toBeCloseTo(171680 + 2000 + (42920 + 500), 2)
  })
  it("Osaka City FY2026 example: total income 3,908,800 yen -> income-tax basic deduction 680,000 yen (2025 reform)", () => {
    const r = calculateFor(jp2025, { selfEmployment: 3908800 })
    const basic = r.incomeTax[0]!.deductions.find((d) => d.name === "Basic deduction (基礎控除)")
    expect(basic?.amount).toBeCloseTo(680000, 2)
  })
})

describe("Malaysia: published examples (YA 2026)", () => {
  // Publisher: Lembaga Hasil Dalam Negeri Malaysia (LHDN).
  // Document: "Spesifikasi Kaedah Pengiraan Berkomputer PCB 2026" (computerised monthly tax deduction specification),
  // https://www.hasil.gov.my/media/arvlrzh5/spesifikasi-kaedah-pengiraan-berkomputer-pcb-2026.pdf
  // Where: the worked example ("Exhibit 5", pp. 45-50): resident, married, spouse working (category 3), 3 children,
  // RM5,500 a month, EPF RM605. Printed per month: chargeable income P and the monthly deduction MTD =
  // [(P − M) × R + B − (Z + X)] / (n + 1), where (P − M) × R + B is the year's tax on P (band M = 35,000, R = 6%,
  // B = 600) and X the deductions of earlier months: January P 47,000.07 -> 110.00; February P 47,000.00, X 110 ->
  // 110.00; March (RM300 of TP1 deductions) P 46,700.07, X 220 -> 108.20; April P 46,400.00, X 328.20 -> 106.20.
  // Read: 2026-11-21. The PDF is not in the stored material; the figures were read as quoted in public repositories'
  // tests of payroll engines, which agree with each other (stored file ids 65935023372 "pages 45-50" of the 2026
  // specification, 55600181661, 68846760345, 70478991292).
  // Input: employment income P + RM9,000 (the individual relief the rule set applies), so that the calculator's
  // chargeable income is the published P; the calculator's tax on P then goes through the specification's own
  // steps (less X, divided by n + 1, truncated to the sen and rounded up to 5 sen).
  const mtd = (yearTax: number, paidBefore: number, monthsLeft: number): number => {
    const truncated = Math.floor(((yearTax - paidBefore) / monthsLeft) * 100 + 1e-6) / 100
    return Math.ceil(truncated * 20 - 1e-6) / 20
  }
  const months: ReadonlyArray<{
    readonly month: string
    readonly p: number
    readonly paidBefore: number
    readonly monthsLeft: number
    readonly published: number
  }> = [
    { month: "January", p: 47000.07, paidBefore: 0, monthsLeft: 12, published: 110 },
    { month: "February", p: 47000, paidBefore: 110, monthsLeft: 11, published: 110 },
    { month: "March", p: 46700.07, paidBefore: 220, monthsLeft: 10, published: 108.2 },
    { month: "April", p: 46400, paidBefore: 328.2, monthsLeft: 9, published: 106.2 }
  ]
  for (const m of months) {
    it(`LHDN PCB 2026 Exhibit 5, ${m.month}: P = RM${m.p} -> MTD RM${m.published.toFixed(2)}`, () => {
      const r = calculateFor(my2026, { employment: m.p + 9000 })
      expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(m.p, 2)
      expect(mtd(r.incomeTax[0]!.tax, m.paidBefore, m.monthsLeft)).toBeCloseTo(m.published, 2)
    })
  }
})

describe("Malaysia: more LHDN PCB figures (YA 2026), round 2", () => {
  // The PCB specification's rounding (section E): truncate to the sen, then round up to 5 sen.
  const trunc2 = (x: number): number => Math.floor(x * 100 + 1e-6) / 100
  const up5sen = (x: number): number => Math.ceil(trunc2(x) * 20 - 1e-6) / 20

  // Publisher: Lembaga Hasil Dalam Negeri Malaysia (LHDN).
  // Document: "Spesifikasi Kaedah Pengiraan Berkomputer PCB 2026",
  // https://www.hasil.gov.my/media/arvlrzh5/spesifikasi-kaedah-pengiraan-berkomputer-pcb-2026.pdf
  // Where: the same worked example as above (Exhibit 5, pp. 48-51), April, the month with an RM8,250 bonus
  // (additional remuneration): step 1 P without the bonus 46,400.00 and the month's normal MTD 106.20 (tested
  // above); step 2 PCB(B) = X + PCB(A) x (n + 1) = 328.20 + 106.20 x 9; step 3 P with the bonus 54,650.00 and the
  // year's tax CS = (P - M) x R + B with M = 50,000, R = 11%, B = 1,500; step 4 PCB(C) = CS - PCB(B) = 727.50;
  // step 5 the month's total 106.20 + 727.50 = 833.70.
  // Read: 2026-11-21, as quoted with the exhibit's pages in a public repository's test ("IRBM worked example, pages
  // 45-51", April: P 46,400.0000 and 54,650.0000, MTD on the bonus 727.5000, total 833.7000; stored file id
  // 61092277458); the PDF itself is not stored.
  // Input: employment income P + RM9,000 (the individual relief the rule set applies).
  it("LHDN PCB 2026 Exhibit 5, April bonus month: P with bonus RM54,650.00 -> PCB(C) RM727.50, total RM833.70", () => {
    const r = calculateFor(my2026, { employment: 54650 + 9000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(54650, 2)
    const pcbB = 328.2 + 106.2 * 9
    const pcbC = trunc2(r.incomeTax[0]!.tax - pcbB)
    expect(pcbC).toBeCloseTo(727.5, 2)
    expect(up5sen(106.2 + pcbC)).toBeCloseTo(833.7, 2)
  })

  // Publisher: LHDN, the e-PCB system (the Board's online PCB calculation for employers, e-PCB / e-PCB Plus;
  // calculator at https://calcpcb.hasil.gov.my/).
  // Where: a January 2026 e-PCB calculation slip of a single employee (category 1): normal remuneration Y1 RM4,100,
  // EPF K1 RM2,101, commission Yt RM15,000 (additional remuneration, Kt 0), SOCSO + EIS LP1 RM24.75; printed: P
  // (normal) 36,175.32, P (with Yt) 51,175.32, PCB(A) 55.87, PCB(C) 958.84, total PCB 1,014.75.
  // Read: 2026-11-21, as transcribed from the slip in a public repository's check script ("Test script to verify PCB
  // calculation matches LHDN e-PCB example", "LHDN e-PCB Slip Values (for comparison)"; stored file id 39646836159;
  // the employee's name is left out here).
  // Method (specification section D/E): PCB(A) = trunc(tax on P / 12) (January, n + 1 = 12, X = 0); PCB(B) =
  // PCB(A) x 12; PCB(C) = trunc(tax on P with Yt - PCB(B)); total = PCB(A) + PCB(C) rounded up to 5 sen. Both
  // chargeable incomes are above RM35,000, so no rebate applies. Input: employment income P + RM9,000.
  it("LHDN e-PCB slip, January 2026: P 36,175.32 -> PCB(A) RM55.87; P 51,175.32 -> PCB(C) RM958.84; total RM1,014.75", () => {
    const normal = calculateFor(my2026, { employment: 36175.32 + 9000 })
    const withYt = calculateFor(my2026, { employment: 51175.32 + 9000 })
    expect(normal.incomeTax[0]!.taxableIncome).toBeCloseTo(36175.32, 2)
    expect(withYt.incomeTax[0]!.taxableIncome).toBeCloseTo(51175.32, 2)
    const pcbA = trunc2(normal.incomeTax[0]!.tax / 12)
    expect(pcbA).toBeCloseTo(55.87, 2)
    const pcbC = trunc2(withYt.incomeTax[0]!.tax - pcbA * 12)
    expect(pcbC).toBeCloseTo(958.84, 2)
    expect(up5sen(pcbA + pcbC)).toBeCloseTo(1014.75, 2)
  })
})

describe("Thailand: the Revenue Department's rate table with the cumulative tax of each band (2025 and 2026)", () => {
  // Publisher: The Revenue Department of Thailand (กรมสรรพากร).
  // Page: "อัตราภาษีเงินได้บุคคลธรรมดา" (personal income tax rates), https://www.rd.go.th/59670.html
  // Where: the table's last column "ภาษีสะสมสูงสุดของขั้น" (the cumulative tax at the top of each net-income band):
  // net income 150,000 -> 0; 300,000 -> 7,500; 500,000 -> 27,500; 750,000 -> 65,000; 1,000,000 -> 115,000;
  // 2,000,000 -> 365,000; 5,000,000 -> 1,265,000 baht. The table (Revenue Code s.48(1) as amended by Act No.44,
  // B.E. 2560) applies unchanged to tax years 2025 and 2026.
  // Read: 2026-11-21; the RD page itself is not stored; the column was read as quoted with the page's URL in a
  // public repository's test ("ตัวเลขคอลัมน์ \"ภาษีสะสมสูงสุดของขั้น\" จาก rd.go.th/59670.html", tax year 2569 = 2026;
  // stored file id 57910485931).
  // How a row relates to the calculation: each row is the tax on exactly that net income (เงินได้สุทธิ, income after
  // expenses and allowances). This is a published table of results, not a worked example with a taxpayer.
  // Input: self-employment income = net income + the THB 60,000 personal allowance (no expense deduction or social
  // security applies to it in the rule set), so the calculator's taxable income is the row's net income.
  const rows: ReadonlyArray<readonly [number, number]> = [
    [150000, 0],
    [300000, 7500],
    [500000, 27500],
    [750000, 65000],
    [1000000, 115000],
    [2000000, 365000],
    [5000000, 1265000]
  ]
  for (const rs of [th2025, th2026])
    for (const [net, tax] of rows)
      it(`RD rate table, ${rs.taxYear}: net income THB ${net} -> cumulative tax THB ${tax}`, () => {
        const r = calculateFor(rs, { selfEmployment: net + 60000 })
        expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(net, 2)
        expect(r.incomeTax[0]!.tax).toBeCloseTo(tax, 2)
      })
})

// Round 3 (TH; 2026-11-21/22): nothing added. Thailand is not covered by OECD Taxing Wages; the Revenue Department's
// PND 91 instructions for tax year 2568 (2025) and its tax-calculation program were not searched this round.
