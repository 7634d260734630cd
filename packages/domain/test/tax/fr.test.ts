import { describe, expect, it } from "vitest"
import { fr2024, fr2025 } from "../../src/tax/rules/fr.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the DGFiP barème for 2024 income
// (https://www.impots.gouv.fr/particulier/questions/comment-calculer-mon-taux-dimposition-dapres-le-bareme-progressif:
// 0% to 11,497, 11% to 29,315, 30% to 83,823, 41% to 180,294, 45% above, one part), the décote
// for a single person (EUR 889 - 45.25% of the tax, art. 197 CGI), the 10% abatements, Urssaf
// employee rates (https://www.urssaf.fr/accueil/outils-documentation/taux-baremes/taux-cotisations-secteur-prive.html)
// and the PFU of 30% (https://www.impots.gouv.fr/particulier/questions/quest-ce-que-le-prelevement-forfaitaire-unique-pfu).
describe("France", () => {
  it("income 2024, gross salary EUR 40,000: net taxable 32,803.60, after 10% 29,523; IR EUR 2,022", () => {
    const r = calculateFor(fr2024, { employment: 40000 })
    expect(contribution(r, "csg-crds-salaire")).toBeCloseTo(3812.1, 2)
    expect(contribution(r, "vieillesse")).toBeCloseTo(2920, 2)
    expect(contribution(r, "agirc-arrco")).toBeCloseTo(1604, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBe(29523)
    // 11% x (29,315 - 11,497) + 30% x 208 = 2,022.38; no décote above EUR 1,964 of tax
    expect(layerTax(r, "impot-revenu")).toBe(2022)
  })

  it("income 2024, pension EUR 30,000: taxable 25,407; IR 1,530.10 less décote 196.63 = EUR 1,333", () => {
    const r = calculateFor(fr2024, { pension: 30000 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(25407)
    expect(layerTax(r, "impot-revenu")).toBe(1333)
    expect(contribution(r, "csg-pensions")).toBeCloseTo(2730, 2)
  })

  it("dividends EUR 10,000 under the PFU: EUR 3,000", () => {
    expect(calculateFor(fr2024, { dividends: 10000 }).dividendTax).toBeCloseTo(3000, 2)
  })

  it("income 2025 (barème LF 2026, provisional): taxable EUR 20,000 pension-free self-employment", () => {
    // micro-BNC turnover 30,303.03 -> 34% abatement -> 20,000; 11% x (20,000 - 11,600) = 924;
    // décote 897 - 45.25% x 924 = 478.89; tax 445.11 -> EUR 445
    const r = calculateFor(fr2025, { selfEmployment: 20000 / 0.66 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(20000)
    expect(layerTax(r, "impot-revenu")).toBe(445)
    expect(r.facts.some((f) => f.factStatus === "provisional")).toBe(true)
  })

  // Art. 1657 1 CGI: bases are rounded to the nearest euro, 0,50 counting for 1
  // (Code général des impôts, https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069577).
  it("income 2025, revenu net imposable 20 000,60 €: rounded to 20 001 € (nearest euro, not 20 000 €)", () => {
    const r = calculateFor(fr2025, { selfEmployment: 20000.6 / 0.66 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(20001)
    // 11% x (20,001 - 11,600) = 924.11; décote 897 - 45.25% x 924.11 = 478.84; tax 445.27 -> 445
    expect(layerTax(r, "impot-revenu")).toBe(445)
  })

  it("income 2024, micro-BNC turnover 45 475 €: revenu net imposable 30 013,50 €, the 0,50 counting for 1: 30 014 €", () => {
    expect(calculateFor(fr2024, { selfEmployment: 45475 }).incomeTax[0]!.taxableIncome).toBe(30014)
  })
})
