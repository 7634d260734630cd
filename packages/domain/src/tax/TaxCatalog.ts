import { Result } from "effect"
import { ae2025, ae2026 } from "./rules/ae.js"
import { bg2025, bg2026 } from "./rules/bg.js"
import { br2025, br2026 } from "./rules/br.js"
import { co2025, co2026 } from "./rules/co.js"
import { cr2025, cr2026 } from "./rules/cr.js"
import { cy2025, cy2026 } from "./rules/cy.js"
import { cz2025, cz2026 } from "./rules/cz.js"
import { ge2025, ge2026 } from "./rules/ge.js"
import { hr2025, hr2026 } from "./rules/hr.js"
import { mt2025, mt2026 } from "./rules/mt.js"
import { mx2025, mx2026 } from "./rules/mx.js"
import { my2025, my2026 } from "./rules/my.js"
import { pa2025, pa2026 } from "./rules/pa.js"
import { pl2025, pl2026 } from "./rules/pl.js"
import { sg2025, sg2026 } from "./rules/sg.js"
import { th2025, th2026 } from "./rules/th.js"
import { au2025, au2026 } from "./rules/au.js"
import { ca2025, ca2026 } from "./rules/ca.js"
import { ch2025, ch2026 } from "./rules/ch.js"
import { de2025, de2026 } from "./rules/de.js"
import { es2025, es2026 } from "./rules/es.js"
import { fr2024, fr2025 } from "./rules/fr.js"
import { gb2025, gb2026 } from "./rules/gb.js"
import { gr2025, gr2026 } from "./rules/gr.js"
import { ie2025, ie2026 } from "./rules/ie.js"
import { it2025, it2026 } from "./rules/it.js"
import { jp2025, jp2026 } from "./rules/jp.js"
import { nl2025, nl2026 } from "./rules/nl.js"
import { nz2025, nz2026 } from "./rules/nz.js"
import { pt2025, pt2026 } from "./rules/pt.js"
import { us2025, us2026 } from "./rules/us.js"
import { calculateTax } from "./calculateTax.js"
import {
  TaxCalculationError,
  type TaxCalculationInput,
  type TaxCalculationResult,
  type TaxCountry
} from "./TaxCalculation.js"
import type { TaxRuleSet } from "./TaxRuleSet.js"

/** Every rule set this release ships, one per country, tax year and version. */
export const taxRuleSets: ReadonlyArray<TaxRuleSet> = [
  us2025,
  us2026,
  gb2025,
  gb2026,
  de2025,
  de2026,
  pt2025,
  pt2026,
  es2025,
  es2026,
  fr2024,
  fr2025,
  it2025,
  it2026,
  gr2025,
  gr2026,
  nl2025,
  nl2026,
  ie2025,
  ie2026,
  ca2025,
  ca2026,
  ch2025,
  ch2026,
  au2025,
  au2026,
  nz2025,
  nz2026,
  jp2025,
  jp2026,
  sg2025,
  sg2026,
  th2025,
  th2026,
  my2025,
  my2026,
  mx2025,
  mx2026,
  co2025,
  co2026,
  cr2025,
  cr2026,
  pa2025,
  pa2026,
  br2025,
  br2026,
  ge2025,
  ge2026,
  cy2025,
  cy2026,
  mt2025,
  mt2026,
  bg2025,
  bg2026,
  cz2025,
  cz2026,
  pl2025,
  pl2026,
  hr2025,
  hr2026,
  ae2025,
  ae2026
]

/** The rule set for a country (ISO alpha-2, any case) and tax year: the highest version. */
export const findTaxRuleSet = (
  countryCode: string,
  taxYear: number
): Result.Result<TaxRuleSet, TaxCalculationError> => {
  const cc = countryCode.toUpperCase()
  const forCountry = taxRuleSets.filter((r) => r.countryCode === cc)
  if (forCountry.length === 0)
    return Result.fail(
      new TaxCalculationError({
        reason: "UnsupportedCountry",
        message: `no tax rule set for ${cc}; valid: ${[...new Set(taxRuleSets.map((r) => r.countryCode))].sort().join(", ")}`
      })
    )
  const match = forCountry.filter((r) => r.taxYear === taxYear).sort((a, b) => b.version - a.version)[0]
  if (match === undefined)
    return Result.fail(
      new TaxCalculationError({
        reason: "UnsupportedTaxYear",
        message: `tax year ${taxYear} is not modeled for ${cc}; available: ${forCountry.map((r) => r.taxYear).join(", ")}`
      })
    )
  return Result.succeed(match)
}

/**
 * Finds the rule set for `input.countryCode` and `input.taxYear` and runs the calculator: the one
 * call behind `POST /tax/calculate`.
 */
export const calculateTaxFromCatalog = (
  input: TaxCalculationInput
): Result.Result<TaxCalculationResult, TaxCalculationError> =>
  Result.flatMap(findTaxRuleSet(input.countryCode, input.taxYear), (ruleSet) => calculateTax(ruleSet, input))

/**
 * The countries the calculator supports (`GET /tax/countries`), sorted by country code. `currency`
 * is the latest tax year's (Bulgaria: EUR from 2026, BGN in 2025); every calculation result carries
 * its own rule set's currency.
 */
export const taxCountries = (ruleSets: ReadonlyArray<TaxRuleSet> = taxRuleSets): ReadonlyArray<TaxCountry> => {
  const codes = [...new Set(ruleSets.map((r) => r.countryCode))].sort()
  return codes.map((cc) => {
    const sets = ruleSets.filter((r) => r.countryCode === cc).sort((a, b) => a.taxYear - b.taxYear)
    const first = sets[0]!
    const latest = sets[sets.length - 1]!
    const regimeIds = [...new Set(sets.flatMap((s) => s.regimes.map((g) => g.id)))]
    return {
      countryCode: cc,
      name: first.countryName,
      currency: latest.currency,
      taxYears: sets.map((s) => s.taxYear),
      taxYearPeriods: sets.map((s) => ({
        taxYear: s.taxYear,
        taxYearLabel: s.taxYearLabel,
        periodStart: s.periodStart,
        periodEnd: s.periodEnd,
        ruleSetId: s.ruleSetId
      })),
      ruleSetIds: sets.map((s) => s.ruleSetId),
      residenceStatuses: [...new Set(sets.flatMap((s) => Object.keys(s.residence)))],
      filingStatuses: [...new Set(sets.flatMap((s) => s.filingStatuses))],
      subdivisions: [
        ...new Map(sets.flatMap((s) => s.subdivisions.map((d) => [d.code, { code: d.code, name: d.name }]))).values()
      ],
      regimes: regimeIds.map((id) => {
        const withRegime = sets.filter((s) => s.regimes.some((g) => g.id === id))
        const regime = withRegime[withRegime.length - 1]!.regimes.find((g) => g.id === id)!
        return { id, name: regime.name, taxYears: withRegime.map((s) => s.taxYear), conditions: regime.conditions }
      })
    }
  })
}
