import { describe, expect, it } from "vitest"
import { cr2025, cr2026 } from "../../src/tax/rules/cr.js"
import { pa2026 } from "../../src/tax/rules/pa.js"
import type { IncomeTaxLine } from "../../src/tax/TaxCalculation.js"
import type { TaxRuleSet } from "../../src/tax/TaxRuleSet.js"
import { calculateFor, contribution, layerLine } from "./calculateFor.js"

// Published examples (issue 5), round 4, for Costa Rica (CR) and Panama (PA). Each test cites publisher,
// document or calculator, URL, where in it the figure is, how it was read and the date read (2026-11-22).
// The list of what was searched is at the end of the file.

/** The ISR layer of a Panamanian result (fails the test when absent). */
const panamaIsr = (employment: number): IncomeTaxLine => layerLine(calculateFor(pa2026, { employment }), "isr")

/** The DGI calculator prints the monthly withholding to the cent: half a cent, over 13 payments. */
const DGI_MONTHLY_ROUNDING_OVER_13 = 13 * 0.005

describe("Panama 2026: DGI eTax 2.0 income-tax calculator (official calculator output)", () => {
  // Kind: official calculator output.
  // Calculator: Dirección General de Ingresos (Ministerio de Economía y Finanzas), eTax 2.0 "Cálculo del
  // Impuesto sobre la Renta" for salaried persons, https://etax2.mef.gob.pa/etax2web/Ccc/CalculoSobreRenta.aspx
  // (form fields idSalario = monthly salary, idSector = Privado / Público, idConyugeDependiente = spouse; result
  // field idImpuestoSobreRenta = the monthly income tax).
  // Captured by: the public repository gobeyondpty/odoo-panama (an Odoo Panama payroll localisation), which
  // posted salaries to that page with its script tools/etax2_probe.py (commit
  // d61566fe55e49db188dfa7a796b63dea148cc46a) on 2026-05-04 and pinned the answers as a golden master:
  // tests/test_payroll_calculations.py, class TestISRMatchesEtax2Probe, tuple PROBE_VALUES
  // (commit c2509d3eac5d968d7b45adce1703c383567e6c37): "(monthly_salary, spouse_joint, expected_monthly_isr)".
  // The repository's docs/ASSUMPTIONS.md (commit d148ea09ecfa9197f353b7144c0dab7cabb6de24) states how the
  // calculator answers for the private sector: "annual = monthly x 13 - (800 if spouse else 0), MRM =
  // ISR_annual / 13" (the thirteenth-month pay counted as a 13th payment).
  // Read: 2026-11-22, in the stored copies of those files (the calculator itself was not queried from here).
  // Tax year: the probe ran on 2026-05-04, so the calculator applied the 2026 rules (art. 700 Código Fiscal,
  // unchanged since Ley 8 de 2010); the test is on pa2026.
  // How it is compared: the rule set computes the ANNUAL tax on the annual income with no deduction (single,
  // no joint return). Each test enters 13 x the monthly salary as employment income, asserts that the taxable
  // income is 13 x the salary (the calculator's annual base), and compares the annual tax with 13 x the
  // published monthly figure, within 13 x half a cent (the calculator rounds the monthly figure to the cent).
  // Not used: the spouse_joint = True rows (the B/.800 basic deduction of a joint return is not modeled) and the
  // public-sector variant (not in the golden master).
  const rows: ReadonlyArray<readonly [monthlySalary: number, monthlyIsr: number]> = [
    [800, 0],
    [1000, 23.08],
    [1500, 98.08],
    [2000, 173.08],
    [4000, 488.46],
    [6000, 988.46],
    [10000, 1988.46]
  ]
  for (const [monthlySalary, monthlyIsr] of rows) {
    it(`monthly salary B/.${monthlySalary} (private sector, no spouse) -> B/.${monthlyIsr} a month`, () => {
      const line = panamaIsr(13 * monthlySalary)
      expect(line.taxableIncome).toBeCloseTo(13 * monthlySalary, 2)
      expect(Math.abs(line.tax - 13 * monthlyIsr)).toBeLessThanOrEqual(DGI_MONTHLY_ROUNDING_OVER_13)
    })
  }
})

/** The salary-scale layer of a Costa Rican result for a monthly salary paid 12 times (fails when absent). */
const costaRicaRenta = (ruleSet: TaxRuleSet, monthlySalary: number): IncomeTaxLine =>
  layerLine(calculateFor(ruleSet, { employment: 12 * monthlySalary }), "renta")

describe("Costa Rica 2026 vs 2025: Ministerio de Hacienda statement on Decreto 45333-H (ministry statement)", () => {
  // Kind: ministry statement (S), and a weak copy of it: no worked example, calculator output or OECD figure of
  // Costa Rica for 2025 or 2026 was found (see the search list below). What was found is Hacienda's statement of
  // what the 2026 brackets (Decreto 45333-H, exempt amount down from CRC 922,000 to 918,000 a month) cost a
  // salaried worker, read ONLY in a forum repost of the December 2025 press coverage that attributes it to
  // Hacienda: forodecostarica.com, "Aguántate parce, Hacienda te sacará más billete del bolsillo: cambios en el
  // impuesto de renta" (https://forodecostarica.com/tema/aguantate-parce-hacienda-te-sacara-mas-billete-del-bolsillo-cambios-en-el-impuesto-de-renta.227351/latest):
  // "Según Hacienda, si tienes un sueldo de ¢921 mil, ahora vas a tener que aportar unos ¢300 más al mes. Los que
  // ganaban más de ¢922 mil, van a ver un aumento de ¢400." Read: 2026-11-22, in the stored copy (`pages`). The
  // Hacienda press release itself and the press articles it came from were not found in the stored material.
  // How it is compared: the salary tax is a monthly tax; the rule sets apply the monthly brackets x 12 to the
  // annual salary, so a monthly salary S is entered as 12 x S, the taxable income is asserted, and the difference
  // between the 2026 and 2025 tax is compared with 12 x the stated monthly increase. "More than 922 thousand" is
  // read within the 10% band of both years (up to CRC 1,347,000), where the increase is 10% x 4,000; above it the
  // 15% band starts 5,000 lower in 2026 and the increase is larger, which the statement does not address.
  it("salary CRC 921,000 a month: exempt in 2025, about CRC 300 a month in 2026", () => {
    const y2025 = costaRicaRenta(cr2025, 921000)
    const y2026 = costaRicaRenta(cr2026, 921000)
    expect(y2025.taxableIncome).toBeCloseTo(12 * 921000, 2)
    expect(y2026.taxableIncome).toBeCloseTo(12 * 921000, 2)
    expect(y2025.tax).toBe(0)
    expect(y2026.tax - y2025.tax).toBeCloseTo(12 * 300, 2)
  })
  it("salary above CRC 922,000 (here 1,000,000) in the 10% band: CRC 400 a month more in 2026", () => {
    const y2025 = costaRicaRenta(cr2025, 1000000)
    const y2026 = costaRicaRenta(cr2026, 1000000)
    expect(y2026.taxableIncome).toBeCloseTo(12 * 1000000, 2)
    expect(y2026.tax - y2025.tax).toBeCloseTo(12 * 400, 2)
  })
})

describe("Costa Rica 2026 vs 2025: CCSS statement on the IVM contribution step (authority statement)", () => {
  // Kind: statement of the contributions authority (S), read in a press copy that quotes it.
  // Publisher: Caja Costarricense de Seguro Social (CCSS), its pensions manager Jaime Barrantes, on the IVM step of
  // 1 January 2026 (employee 4.17% -> 4.33%, transitorio XI of the Reglamento del Seguro de IVM): "En términos
  // generales, el incremento corresponde a 160 colones, tanto para los trabajadores como para los patronos, por
  // cada 100 mil colones de salario reportado." Read: 2026-11-22, in the stored copy of La Teja, "Aporte al IVM
  // subirá desde enero de 2026" (21 December 2025),
  // https://www.lateja.cr/nacional/aporte-al-ivm-subira-desde-enero-de-2026-esto-es/T6OA5LEWZRGF5OLGLON43KQJKM/story/
  // (the CCSS press release itself is not in the stored material). The rule sets model the employee CCSS
  // contribution as one rate on the salary (2025: 5.50% + 4.17% + 1% = 10.67%; 2026: 5.50% + 4.33% + 1% = 10.83%),
  // so the statement is the difference of the two years' contributions on a salary of CRC 100,000 a month
  // (entered as 12 x 100,000), compared with 12 x 160.
  it("salary CRC 100,000 a month: the employee contribution rises by CRC 160 a month in 2026", () => {
    const employment = 12 * 100000
    const increase =
      contribution(calculateFor(cr2026, { employment }), "ccss") -
      contribution(calculateFor(cr2025, { employment }), "ccss")
    expect(increase).toBeCloseTo(12 * 160, 2)
  })
})

describe("Costa Rica 2026: newspaper examples (NOT published examples: they back the hand tests only)", () => {
  // These figures are the newspapers' own arithmetic on the Decreto 45333-H brackets; they do not count as
  // published examples under issue 5 (no tax authority printed them). They are kept because they are independent
  // of this code. Read 2026-11-22 in the stored copies (`pages`):
  // - El Financiero, "¿Cómo se calcula el impuesto de renta a los asalariados...?" (25 February 2026),
  //   https://www.elfinancierocr.com/finanzas/como-se-calcula-el-impuesto-de-renta-a-los/KNRLEOF32VFEPAP4LH763ZF2CM/story/
  //   "Ignacio ... sueldo mensual bruto de ₡1.275.000 ... debe pagar ₡35.700".
  // - La Nación, "Asalariados pagarán más impuesto de renta en 2026" ("según cálculos de La Nación"),
  //   https://www.nacion.com/economia/asalariados-pagaran-mas-impuesto-de-renta-en-2026/4XHKJPKQHFDQROYYBE4XQFHRSA/story/
  //   salary ₡1 millón -> ₡8.200; ₡1,3 millones -> ₡38.200; ₡2 millones -> ₡140.850 (2026).
  const rows: ReadonlyArray<readonly [monthlySalary: number, monthlyTax: number, paper: string]> = [
    [1275000, 35700, "El Financiero"],
    [1000000, 8200, "La Nación"],
    [1300000, 38200, "La Nación"],
    [2000000, 140850, "La Nación"]
  ]
  for (const [monthlySalary, monthlyTax, paper] of rows) {
    it(`${paper}: salary CRC ${monthlySalary} a month -> CRC ${monthlyTax} a month`, () => {
      const line = costaRicaRenta(cr2026, monthlySalary)
      expect(line.taxableIncome).toBeCloseTo(12 * monthlySalary, 2)
      expect(line.tax).toBeCloseTo(12 * monthlyTax, 2)
    })
  }
})

// Round 4 search list (2026-11-22, 64 look-ups of the session's shared allowance; the round-2 and round-3 lists
// are at the end of published-latin-america.test.ts and were not repeated).
// Found:
// - PA: the DGI eTax 2.0 calculator's answers (CalculoSobreRenta.aspx), captured on 2026-05-04 in
//   gobeyondpty/odoo-panama (tools/etax2_probe.py, tests/test_payroll_calculations.py, docs/ASSUMPTIONS.md,
//   docs/GOVERNMENT_CALCULATORS.md): 7 official calculator outputs for 2026, used above. Reached by find_string
//   "Decreto Ejecutivo 170" (a payroll repository citing the DGI instructivo "Renta Natural - Asalariado Puro"
//   and the eTax calculator), then find_string "TestISRMatchesEtax2Probe", find_files path "tools/etax2_probe.py",
//   read_file of the probe, the tests and the two docs. find_string "CalculoSobreRenta" finds no other repository.
// - CR: no worked example of Hacienda, no official calculator output and no OECD Taxing Wages figure for 2025 or
//   2026. Two statements (Hacienda via a forum repost; CCSS quoted by La Teja), used above as kind S, and
//   newspaper arithmetic (El Financiero, La Nación), used above only as hand-test backing.
// Searched without a usable result:
// - pages: "Hacienda Costa Rica tramos impuesto al salario 2025 ejemplo persona con salario de ₡1.500.000",
//   "Ministerio de Hacienda comunicado tramos de renta 2025 salarios exentos ₡922.000 decreto", "impuesto al
//   salario 2026 ₡918.000 exento ejemplo pagará cada mes Hacienda", "TRIBU-CR calculadora impuesto al salario
//   Hacienda simulador retención asalariados", "Hacienda guía impuesto sobre la renta personas físicas con
//   actividad lucrativa ejemplo cálculo declaración D-101 2025", "hacienda.go.cr comunicado de prensa tramos 2025
//   ajuste -0,79%", three queries for the original of Hacienda's "¢921 mil -> ¢300 / ¢400" statement,
//   "2025 monto exento baja de ¢929.000 a ¢922.000 Hacienda estima", "Dirección General de Tributación ejemplo
//   cálculo impuesto único rentas del trabajo personal dependiente", "TramosRentaSalario2025 ... créditos
//   fiscales", "Ley 10667 nuevos tramos ... ejemplo renta neta", "trabajadores independientes renta 2026 exento
//   ₡6.244.000 ejemplo", "TRIBU-CR simulador declaración ... periodo 2025", "Ministerio de Hacienda actualizó
//   tramos ... IPC octubre -0,38%", "Hacienda actualiza tramos ... vea cómo le afectará" (La Nación 6 Dec 2025,
//   cut before its figures), OECD: "Taxing Wages 2026 overview net personal average tax rate 2025 Costa Rica",
//   "taxing-wages-2026-country-notes Costa Rica", "Effective tax rates on labour income in 2025 Table 3.2"
//   (only the 2022 and 2023 chapters are stored: Costa Rica 10.5% and 10.7% at the average wage, employee
//   contributions only, years the catalog does not have), "allthatstats oecd_awcomp Costa Rica";
//   "Panamá DGI ejemplo cálculo impuesto sobre la renta asalariado salario mensual retención planilla"
//   (only talent.com estimates, which deduct CSS from the base).
// - docs: "Taxing Wages 2026 Costa Rica 2025 average wage CRC income tax" (an openaccountants guide and a Ruby
//   gem, neither official).
// - code: "Costa Rica impuesto renta salario tramos 922000 1352000 test planilla", "Costa Rica impuesto al salario
//   2026 918000 ... test expected Hacienda", "Costa Rica renta salario ejemplo oficial Hacienda expected ...",
//   "Panamá impuesto sobre la renta 11000 50000 5850 seguro social 9.75 ... planilla".
// - find_string: "calculadora de Hacienda", "ejemplo del Ministerio de Hacienda", "TRIBU-CR", "tramos-renta-2026"
//   (rjwrld/tramitico holds Hacienda's TramosRenta2026.pdf text: brackets only, no example), "DF_TW_COMP",
//   "DF_TW_COMP(2.1),CRI", "Taxing Wages 2026", "hacienda.go.cr/ATV" (electronic invoicing only).
// - find_repos "l10n_cr", "odoo-costa"; find_files / read_file in davidcastroc/l10n_cr_hr (no official figures)
//   and rjwrld/tramitico (fixtures: the 2026 brackets and TRIBU-CR FAQ pages 31-33, no tax figures).
// Not searched: CSS (Panama) contribution examples, DGI "Planilla 03" instructivo figures, and Panama 2025
// (the calculator capture is dated 2026; the 2025 scale is the same statute, but no 2025 output was found).
