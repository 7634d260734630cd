import { describe, expect, it } from "vitest"
import { au2026 } from "../../src/tax/rules/au.js"
import { calculateFor, layerTax } from "./calculateFor.js"

// Round 5 (2026-11-22): a SECOND published worked example (kind A, tax authority or government; or C, official
// calculator output) for Australia, Croatia and Bulgaria, which have one each after round 4. None was found in the
// stored material (no live page can be fetched): see the search record at the end of this file. The one test
// below is NOT a published example of kind A or C: it is a government figure read only in the press, kept as a
// hand check of the 2026-27 scale and labelled as such. No expected value was taken from the calculator's output.

describe("Australia 2026-27: Budget 2025-26 combined tax cut at $72,592 (press copy of a government figure; not counted)", () => {
  // Figure: "Combined with the stage three tax cuts introduced last year, a worker with a middle income of $72,592
  // will receive a total tax cut of $1,762 in 2026-27 and $2,030 annually from 2027-28." Read 2026-11-22 in a
  // stored press copy (https://elrisala.com/tax-cuts-for-australian-workers-what-you-need-to-know, apparently a
  // reprint of a Daily Mail Australia report on the 2025-26 Budget: it quotes an expert who "told Daily Mail
  // Australia"; it attributes other statements to the Treasurer and to "the Treasury Budget papers" but names no
  // source for this figure). The Budget's own
  // "Estimate your tax cut" calculator (https://budget.gov.au/content/calculator.htm, stored copy read) reports
  // exactly this quantity, "combined tax cut compared to 2023–24" for 2026-27, and says it considers "only the
  // basic tax scales for the relevant income year, the low income tax offset for the relevant income year (as
  // applicable) and the Medicare levy settings for the 2023–24 income year" (so the levy is the same on both sides
  // and drops out). The calculator's output for $72,592 itself was not found stored: hence a press figure, kind S
  // at best, backing a hand test (docs/tax.md §5 does not count it).
  // The 2023-24 side: the ATO resident scale for 2023-24, row "$45,001 – $120,000: $5,092 plus 32.5c for each $1
  // over $45,000", as transcribed row by row from the ATO page "Tax rates – Australian residents" in a public
  // repository's audit test ("copied from the ATO page named above it on 19 August 2026"; stored file id
  // 60893577542, read 2026-11-22). The low income tax offset is nil above $66,667 in both years.
  // How it is read: 5,092 + 0.325 x (72,592 - 45,000) = $14,059.40 of 2023-24 tax; the 2026-27 tax must be that
  // less the printed $1,762, within the figure's rounding to the dollar (half a dollar).
  it("taxable income $72,592: 2026-27 income tax = 2023-24 ATO scale ($14,059.40) less $1,762, within $0.50", () => {
    const income = 72592
    const r = calculateFor(au2026, { employment: income })
    expect(r.incomeTax[0]!.taxableIncome).toBe(income)
    const tax2023 = 5092 + 0.325 * (income - 45000)
    expect(Math.abs(tax2023 - layerTax(r, "income-tax") - 1762)).toBeLessThanOrEqual(0.5)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Round 5 search record (2026-11-22; 45 look-ups of this helper's 90). Found: no second kind-A or kind-C figure for
// AU, HR or BG. Not repeated: the searches listed in published-au-ato-my-lhdn.test.ts (AU) and
// published-bg-hr.test.ts (HR, BG).
//
// Australia (au.ts models the resident scale, LITO, the singles' Medicare levy phase-in and the CGT discount):
// - read_file 60893577542 to its end (the audit test that holds the ATO "Angie" example): its only other ATO worked
//   examples are the study and training loan repayments (Christina $86,380 -> $2,527.80, Barry $137,064 ->
//   $10,276.99, Priya $254,780 -> $25,478, 2026-27; Branson 2024-25), which the rule set does not model (HELP);
//   the rest are rate and threshold tables (already used in round 4) and the 2023-24 scale used above.
// - pages: "ATO example low income tax offset … 2025–26" (the stored ATO LITO page states the rule only: "$37,500
//   or less … $700 … between $45,001 and $66,667 … $325 minus 1.5 cents for every $1 above $45,000", no example),
//   "ATO Medicare levy example taxable income 2025–26" (none), "ATO new tax cuts for every Australian taxpayer
//   example 2026–27" (the ATO legal database copy of Sch 1 of the More Cost of Living Relief Act 2025: rates only),
//   "Explanatory Memorandum More Cost of Living Relief Bill 2025 Example 1.1 …" and "New tax cuts … detailed
//   explanation example …" (the austlii EM copy is stored from its beginning only: contents and outline, no
//   example), "explanatory memorandum Medicare levy low-income threshold $28,011 2025-26 example" and "bill 2026
//   increase Medicare levy low-income thresholds 2025-26 … $47,238" (only EMs and releases of 1992-2010), "ato.gov.au
//   tax rates Australian residents 2025–26 example" (the page has no example; private copies), "ATO personal
//   investors guide to capital gains tax 2026 example" (only the 2004 guide stored), "budget.gov.au … $72,592
//   $1,762" (the calculator page, its output not stored; press copies, used above), "Budget 2025-26 overview tax
//   cuts … case study" and "Chalmers media release … $72,592" (press only: "$5 a week for the average earner of
//   $79,000"; "$2,548" and "$2,790" from 2027-28, not a catalog year).
// - code: "ATO page example verbatim 2025-26 … low income tax offset" (hand-worked calculators only).
// - find_string: "More Cost of Living Relief" (repositories citing the Act; the ATO page "Personal income tax – new
//   tax cuts for every Australian taxpayer (QC104015)" is only linked), "calculatorsandtools" (links to the ATO
//   simple tax calculator, no recorded output), "Medicare levy will be reduced to" (only the Angie example),
//   "verified against the ATO" (none for the income tax), "$28,011" (threshold restatements; a repository's plan
//   quoting "$45,000: gross tax $4,288, LITO $325, levy $900, liability $4,863" as its own hand-verified case, not
//   an ATO figure), "72,592" (noise).
// - Not used: the Prime Minister's January 2024 figures for the redesigned stage 3 ("$50,000 … $929", "$73,000 …
//   more than $1500", press copy): they are for 2024-25, which the brief excludes even though the Act applies the
//   same scale to 2025-26.
//
// Croatia (hr.ts models the City of Zagreb rates 23% / 33%, the EUR 600 allowance, pension contributions to the
// maximum base and 12% on capital income):
// - pages: "investcroatia.gov.hr personal income tax example … Zagreb … 600" and "Invest Croatia taxes personal
//   income tax 2026 example …" (only PwC Worldwide Tax Summaries 2020-2025 and ubli.hr, private), "Porezna uprava
//   novosti oporezivanje dohotka 2025 primjer plaća osobni odbitak 600 eura stopa 23%" and
//   "ccenterclient.porezna-uprava.hr primjer izračuna …" (the Tax Administration's knowledge base: definitions
//   only; Porezna uprava's monthly bracket page: rates only), "godišnji porez na dohodak za 2025. godinu primjer
//   izračuna povrat poreza Grad Zagreb …" (press on the 2025 annual assessment, no worked figure),
//   "Ministarstvo financija primjer bruto plaća neto plaća osobni odbitak 600 eura od 1. siječnja 2025." (press:
//   Večernji list 2025-01, "about eight euros more" from the allowance, approximate; 2025-10, the 2026 minimum wage
//   EUR 1,050 "about 799 net", which rests on the unmodelled pillar I base reduction), "Croatia government example
//   salary calculation 2025 …" (private calculators only), "Porezna uprava dohodak od kapitala dividenda primjer
//   12%" (blogs, a 2015 Tax Administration brochure on capital income announced by misljenja.hr, not stored),
//   "najviša mjesečna osnovica za obračun doprinosa 2026 11.958 …" (none: no published contribution at the maximum
//   base), "Porezna uprava brošura oporezivanje primitaka od nesamostalnog rada 2025 primjer 1 …" (the Tax
//   Administration's brochure on salaries has a chapter of worked examples, but only its 2015 edition is announced
//   in the stored pages, by misljenja.hr, behind a paywall; no 2025 or 2026 edition stored).
// - code: "Croatia payroll test case from Porezna uprava example 2026 …" (private payroll code, none citing an
//   official example); find_files klaipher/hr-tax-rates (fixtures: two spreadsheets of the Croatian Chamber of
//   Trades and Crafts' "Dobro je biti obrtnik" calculator for 2026/2027, a chamber, not the tax authority, and for
//   crafts income, which the rule set does not model); find_string "primjer Porezne uprave" (none).
//
// Bulgaria (bg.ts: 10% flat tax, employee insurance 13.78% to the maximum insurable income, 5% / 8% / 10% on
// capital income):
// - pages: "МТСП минимална работна заплата 2026 620,20 евро нетна сума …", "проект постановление минимална
//   работна заплата 1213 лв. 2026 доклад нетният размер …" and "минимална заплата 620,20 евро чисто 481 евро на ръка
//   2026" (the ministry's draft decree of 2025-08-26 and the Council of Ministers' decision are reported with the
//   gross only, BGN 1,213 / EUR 620.20; no official net; the 2026 draft budget's 2-point pension rise and EUR 2,352
//   ceiling were later dropped), "НАП пример изчисляване данък … трудово правоотношение 2025 …" (private calculators;
//   an NRA opinion of 2015 on a nanny's income), "НАП максимален осигурителен доход 4130 лв. от 1 април 2025
//   пример …" (the NRA notice of 2025-05-08 on the self-insured minimum base, no worked figure), "брутна заплата
//   2000 лв. … 275,60 … 172,44 … 1551,96" (private slips only), "максимален осигурителен доход 2300 евро от 1 август
//   2026 …" (press on the withdrawn EUR 2,352; no statement of the August 2026 ceiling's effect), "National Revenue
//   Agency Bulgaria example employment income annual tax return 2025 worked example …" (law firms' summaries; the
//   Ministry of Economy's English page on employees' taxes, mi.government.bg, updated 2021, rules without figures).
// - code: "Bulgaria net salary calculation test expected 13.78% … NRA 2026 EUR" (private calculators, none citing an
//   official figure); find_string "481.27" (noise), "earn_nt_net" (Eurostat's net earnings, computed with the
//   OECD tax-benefit model, appear only as API calls and older extracts; no stored 2025 value for BG or HR).
