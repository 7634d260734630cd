import { describe, expect, it } from "vitest"
import { bg2025 } from "../../src/tax/rules/bg.js"
import { hr2025, hr2026 } from "../../src/tax/rules/hr.js"
import { calculateFor, contribution, layerLine } from "./calculateFor.js"

// Figures PUBLISHED by the governments of Bulgaria and Croatia (issue 5), fourth search round. Each test cites
// publisher, document, URL, where the figure is, how it was read and the date read (2026-11-22; only stored copies
// were available through the `search` tool, no live page was fetched). Inputs are chosen so that the
// calculator's taxable income equals the example's (asserted first); no expected value was taken from the
// calculator's output. Both examples are monthly pay slips: the calculator works on the year, so the input is
// 12 x the monthly gross and the printed monthly amounts are compared with the annual result / 12 (every step of
// both computations is linear below the ceilings and thresholds involved, so only the slip's cent rounding
// differs, and the tolerance is half a cent a month per rounded step).

describe("Croatia: the government's worked salary example for the City of Zagreb (Invest Croatia)", () => {
  // Publisher: Government of the Republic of Croatia, Invest Croatia investment portal (investcroatia.gov.hr),
  // page "Salaries" (section Employment). URL: https://investcroatia.gov.hr/en/employment/salaries
  // Where: "The following is an example of how a salary is calculated in the City of Zagreb:" GROSS 1 2,213.00 EUR;
  // "Salary contributions (1st pillar of pension insurance 15% and 2nd pillar of pension insurance 5%)" 442.60 EUR;
  // INCOME 1,770.40 EUR; "Basic deduction" 600.00 EUR; "Taxable income" 1,170.40 EUR; "Tax (23%) on income below
  // EUR 5,000.00 per month" 269.19 EUR; "Tax (33%) on income above EUR 5,000.00 per month" 0 EUR; "Total tax" 269.19
  // EUR; "NET SALARY" 1,501.21 EUR. The page dates itself by "The prescribed minimum gross salary for 2026 is
  // EUR 1,050.00" and the 2024 / January-October 2025 average wages, so the example applies the rules in force for
  // 2026: the EUR 600 basic personal deduction and Zagreb's 23% / 33% (decision NN 28/25, in force from
  // 2025-03-01 and unchanged for 2026), which are the 2026 rule set's parameters.
  // Read: 2026-11-22, stored copy of the page (an earlier stored copy of the same page prints the 2024 example:
  // gross 1,934.00, deduction 560.00, tax 23.6%, not a catalog year).
  // Kind: a worked example printed by a government portal (not the tax authority itself).
  // Use: gross EUR 2,213.00 a month is above EUR 1,300, so the pillar I base reduction (not modeled) does not apply,
  // and far below the maximum contribution base; 12 x 2,213.00 = EUR 26,556.00 of employment income.
  const monthlyGross = 2213
  it("2026: taxable income 12 x 1,170.40; tax 12 x 269.19 (23%); net 12 x 1,501.21", () => {
    const r = calculateFor(hr2026, { employment: 12 * monthlyGross })
    const tax = layerLine(r, "income-tax")
    expect(tax.taxableIncome).toBeCloseTo(12 * 1170.4, 6)
    expect(contribution(r, "mio") / 12).toBeCloseTo(442.6, 6)
    expect(tax.tax / 12).toBeCloseTo(269.19, 2)
    expect(Math.abs(tax.tax / 12 - 269.19)).toBeLessThanOrEqual(0.005)
    expect(Math.abs((12 * monthlyGross - r.totalTax) / 12 - 1501.21)).toBeLessThanOrEqual(0.005)
  })
  it("2025: the same parameters (EUR 600 deduction, Zagreb 23% / 33% from 2025-03-01): the same figures", () => {
    // The 2025 rule set applies Zagreb's 23% / 33% to the whole year (the decision took effect on 2025-03-01;
    // the advance payments of January and February 2025 used the previous rates). The example itself is dated
    // by its 2026 context, so this is a check of the identical 2025 parameters, not a second published example.
    const r = calculateFor(hr2025, { employment: 12 * monthlyGross })
    expect(layerLine(r, "income-tax").taxableIncome).toBeCloseTo(12 * 1170.4, 6)
    expect(Math.abs(layerLine(r, "income-tax").tax / 12 - 269.19)).toBeLessThanOrEqual(0.005)
  })
})

describe("Croatia: a private firm's 2025 Zagreb example (backs a hand test; not counted as published)", () => {
  // Publisher: PwC, Worldwide Tax Summaries, "Croatia - Individual - Sample personal income tax calculation", last
  // reviewed 30 June 2025 (https://taxsummaries.pwc.com/croatia/individual/sample-personal-income-tax-calculation):
  // "sample tax calculation for 2025", Zagreb rates; gross employment income EUR 48,000 (employee contributions
  // EUR 9,600) plus EUR 4,000 of employment income from abroad "not subject to social security contributions";
  // personal allowance (7,200.00); annual tax base 35,200.00; "Lower tax rate of 23%" 8,096.00.
  // Read: 2026-11-22, stored copy. A private firm's figure (no official source named): it backs the hand tests of
  // the 2025 parameters, it is not one of the published examples the issue asks for.
  // Use: the foreign employment income has no Croatian contributions, so it is entered as income of the same annual
  // base that bears no contribution in the rule set (self-employment income), which keeps the taxable income equal.
  it("2025: EUR 48,000 + 4,000 -> base 35,200; tax 8,096 (23%)", () => {
    const r = calculateFor(hr2025, { employment: 48000, selfEmployment: 4000 })
    expect(contribution(r, "mio")).toBeCloseTo(9600, 6)
    expect(layerLine(r, "income-tax").taxableIncome).toBeCloseTo(35200, 6)
    expect(layerLine(r, "income-tax").tax).toBeCloseTo(8096, 2)
  })
})

describe("Bulgaria: the Minister of Labour and Social Policy on the net minimum wage of 2025", () => {
  // Publisher: Ministry of Labour and Social Policy of Bulgaria (МТСП); statement of the caretaker Minister Ivaylo
  // Ivanov at the National Council for Tripartite Cooperation, presenting the draft decree raising the minimum
  // wage to BGN 1,077 from 1 January 2025: "Минималната работна заплата от 1 януари ще е 1077 лева. Хората ще
  // получават чисто 835,73 лева" (the minimum wage from 1 January will be BGN 1,077; people will receive BGN 835.73
  // net).
  // Where and read: 2026-11-22, in the stored report of the Focus news agency, "Социалният министър: 835,73 лева ще
  // получават чисто хората, ако МРЗ се увеличи на 1077 лева"
  // (https://focus-news.net/novini/Bylgaria/Socialniyat-ministur-835-73-leva-shte-poluchavat-chisto-horata-ako-MRZ-se-uvelichi-na-1077-leva-2294843),
  // and in inews.bg (deductions "241,27 лв." in all). The ministry's own release was not in the stored material.
  // Kind: a ministry statement of a computed figure (the net pay of the minimum wage), read in the press.
  // Use: the net is gross less the employee's 13.78% insurance (BGN 148.41) less 10% income tax on the rest
  // (BGN 92.86). Salary 12 x 1,077 = BGN 12,924 (far below the insurance ceiling).
  it("2025: gross BGN 1,077 a month -> net BGN 835.73 (deductions 241.27)", () => {
    const r = calculateFor(bg2025, { employment: 12 * 1077 })
    expect(layerLine(r, "pit").taxableIncome / 12).toBeCloseTo(1077 - 148.41, 2)
    expect(Math.abs(contribution(r, "insurance") / 12 - 148.41)).toBeLessThanOrEqual(0.005)
    const netMonthly = (12 * 1077 - r.totalTax) / 12
    expect(Math.abs(netMonthly - 835.73)).toBeLessThanOrEqual(0.01)
    expect(Math.abs(r.totalTax / 12 - 241.27)).toBeLessThanOrEqual(0.01)
  })
})

// Round 4 (BG, HR; 2026-11-22), 61 look-ups. Found: HR, Invest Croatia's 2026 Zagreb salary example (above; the
// stored copies of that page hold only a 2024 and a 2026 version); BG, the labour minister's statement of the 2025
// net minimum wage (above). Searched without a usable official figure:
// - pages (BG): "нетна минимална работна заплата 2025 1077 лв. осигуровки данък нето" (press: inews.bg 835,73, then
//   the minister's own words in focus-news.net), "минимална работна заплата 620,20 евро нето 2026", "министър
//   минимална работна заплата 620,20 евро чисто 481,27", "Гуцанов минималната заплата 1213 лева чисто", "Bulgaria
//   minimum wage 2026 EUR 620.20 net take-home" (no 2026 net figure from the ministry: EUR 620.20 would give
//   481.27), "доклад проект постановление минимална работна заплата 2026 нетен размер", "НАП пример годишна данъчна
//   основа доходи от трудови правоотношения 2025", "nra.bg указание годишно облагане ... пример", "НОИ максимален
//   осигурителен доход 2025 4130 пример 13,78", "НАП въвеждане на еврото пример осигурителни вноски", "НАП напомня
//   например ... 2026", "Министерство на финансите пример 5% дивидент", "InvestBulgaria Agency labour costs example",
//   "Taxing Wages Bulgaria tax wedge" (NSI's tax wedge at 67% of the average wage, 34.9%, includes the employer's
//   contributions, which the calculator does not model, and stops at 2023).
// - docs (BG): "nra.bg example personal income tax employment", "Пример: лице получава месечно трудово
//   възнаграждение ... авансов данък"; find_string "калкулатора на НАП" (none), "835,73" and "481,27" (noise).
//   svedbg/trz skills/trz-expert/references/stavki.md (read; a private repository's notes citing the State Gazette):
//   the same ceilings as bg2025 and bg2026 (BGN 3,750 / 4,130, SG 25/2025; EUR 2,111.64 to July / 2,300 from
//   August, SG 68/2026) and the 2026 minimum wage EUR 620.20 (Decree 243/2025); no worked example.
// - pages (HR): "Porezna uprava primjer obračuna plaće 2025 osobni odbitak 600", "porezna uprava primjer izračun
//   plaće 2025 Zagreb 23%", "porezna uprava godišnji obračun 2025 primjer", "Porezna uprava brošura oporezivanje
//   plaće primjer", "mišljenje Središnjeg ureda Porezne uprave 2025 primjer", "porezna uprava primjer dohodak od
//   kapitala 12%", "Ministarstvo financija izmjene poreza na dohodak 2025 primjer neto plaća", "vlada.gov.hr porezne
//   izmjene 2025 primjeri", "Porezna reforma 2025 Vlada prezentacija primjer", "Ministarstvo financija kalkulator
//   2025", "Grad Zagreb smanjenje stope 23% 33% primjer", "minimalna plaća 2026 1050 eura neto" (press nets of the
//   minimum wage rest on the pillar I base reduction, not modeled), "Croatian Tax Administration guide example net
//   salary 2025", "EURES living and working conditions Croatia", "Taxing Wages Croatia country chapter" (Croatia and
//   Bulgaria are not OECD members: no Taxing Wages chapter), Invest Croatia in Croatian and for 2025 (not stored).
//   Only private examples came back (PwC 2025, above; insolve.hr, kalkulator.place, croatia-salaries.pages.dev).
// - code and files (HR): find_repos "hr-tax", "brutoneto"; matijaoe/brutoneto gross-to-net.test.ts (read: no source
//   cited); find_string "porezna-uprava.gov.hr/hr/kalkulator", "kalkulator plaće porezne uprave", "Primjer obračuna
//   plaće" (none), "investcroatia.gov.hr" and "porezna-uprava.gov.hr" (two private research notes read: they cite
//   the law and Invest Croatia's page, no other official example); code "Croatian payroll test expected net salary
//   2025 Porezna uprava".
