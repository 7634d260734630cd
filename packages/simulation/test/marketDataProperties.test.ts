/**
 * Laws of the pure pieces of the market-data derivation (scripts/market-data), checked with fast-check.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { annualBondReturns, bondPrice, parBondMonthlyReturn, spliceYields } from "../scripts/market-data/bonds.js"
import { annualCashReturns } from "../scripts/market-data/cash.js"
import { canonicalJson, roundSignificant } from "../scripts/market-data/canonicalJson.js"
import { parseCsvRows } from "../scripts/market-data/csv.js"
import { annualTotalReturns } from "../scripts/market-data/equity.js"
import {
  annualFxReturns,
  DEM_PER_EUR,
  decemberLevelsUsdPerUnit,
  eurPerUsdWithDemProxy,
  invertQuote
} from "../scripts/market-data/fx.js"
import { spliceYears, yearOverYear } from "../scripts/market-data/inflation.js"
import type { SeriesDescription } from "../scripts/market-data/manifest.js"
import { jointCoverage, seriesEntry } from "../scripts/market-data/manifest.js"
import { decemberToDecember, monthKey } from "../scripts/market-data/monthly.js"

const relativeClose = (a: number, b: number, tolerance = 1e-12) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))

/** Monthly series over `years` consecutive calendar years starting `firstYear`, value from `at(monthIndex)`. */
const monthly = (firstYear: number, years: number, at: (i: number) => number) => {
  const series = new Map<string, number>()
  for (let i = 0; i < years * 12; i += 1) series.set(monthKey(firstYear + Math.floor(i / 12), (i % 12) + 1), at(i))
  return series
}

const yieldPct = fc.double({ min: 0, max: 20, noNaN: true })
const positive = fc.double({ min: 1e-3, max: 1e4, noNaN: true })

describe("cash", () => {
  it("a constant monthly yield y for 12 months compounds to (1 + y/1200)^12 - 1", () => {
    fc.assert(
      fc.property(yieldPct, fc.integer({ min: 1934, max: 2020 }), (y, year) => {
        const annual = annualCashReturns(monthly(year, 1, () => y))
        expect(relativeClose(annual.get(year)!, (1 + y / 1200) ** 12 - 1)).toBe(true)
      })
    )
  })

  it("a year with a missing month yields no value", () => {
    const series = monthly(1950, 1, () => 3)
    series.delete("1950-07")
    expect(annualCashReturns(series).size).toBe(0)
  })
})

describe("bonds", () => {
  it("a par bond with unchanged yield returns exactly its coupon for the month", () => {
    fc.assert(
      fc.property(yieldPct, (y) => {
        expect(relativeClose(parBondMonthlyReturn(y, y), y / 1200)).toBe(true)
        expect(relativeClose(bondPrice(y / 100, y / 100, 10 - 1 / 12), 1)).toBe(true)
      })
    )
  })

  it("a year of unchanged yields compounds the coupon: (1 + y/1200)^12 - 1", () => {
    fc.assert(
      fc.property(yieldPct, (y) => {
        const annual = annualBondReturns(monthly(1999, 2, () => y))
        expect(relativeClose(annual.get(2000)!, (1 + y / 1200) ** 12 - 1)).toBe(true)
      })
    )
  })

  it("a rise in yield lowers the month's return, a fall raises it", () => {
    fc.assert(
      fc.property(yieldPct, yieldPct, yieldPct, (from, a, b) => {
        fc.pre(Math.abs(a - b) > 1e-9)
        const [low, high] = a < b ? [a, b] : [b, a]
        expect(parBondMonthlyReturn(from, low)).toBeGreaterThan(parBondMonthlyReturn(from, high))
      })
    )
  })

  it("the splice takes the early series before the switch month and the late one from it", () => {
    const early = monthly(1953, 1, () => 1)
    const late = monthly(1953, 1, () => 2)
    const spliced = spliceYields(early, late, "1953-04")
    expect([...spliced.values()]).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2])
  })
})

describe("equity", () => {
  it("without dividends the annual return is the December price ratio", () => {
    fc.assert(
      fc.property(fc.array(positive, { minLength: 24, maxLength: 24 }), (prices) => {
        const rows = monthly(1990, 2, (i) => i).entries()
        const table = new Map([...rows].map(([key, i]) => [key, { price: prices[i]!, dividend: 0 }]))
        const annual = annualTotalReturns(table)
        expect(relativeClose(annual.get(1991)!, prices[23]! / prices[11]! - 1, 1e-9)).toBe(true)
      })
    )
  })

  it("a constant price with annual dividend d compounds to (1 + d/(12P))^12 - 1", () => {
    fc.assert(
      fc.property(positive, fc.double({ min: 0, max: 1, noNaN: true }), (price, yieldRatio) => {
        const dividend = price * yieldRatio
        const table = monthly(1990, 2, () => 0)
        const rows = new Map([...table.keys()].map((key) => [key, { price, dividend }]))
        const expected = (1 + dividend / (12 * price)) ** 12 - 1
        expect(relativeClose(annualTotalReturns(rows).get(1991)!, expected, 1e-9)).toBe(true)
      })
    )
  })

  it("a gap in the months is an error, not a silent jump", () => {
    const rows = new Map([
      ["1990-01", { price: 1, dividend: 0 }],
      ["1990-03", { price: 1, dividend: 0 }]
    ])
    expect(() => annualTotalReturns(rows)).toThrow(/gap/)
  })
})

describe("inflation and December-to-December changes", () => {
  it("annual changes chain back to the overall change of the index", () => {
    fc.assert(
      fc.property(fc.array(positive, { minLength: 36, maxLength: 36 }), (levels) => {
        const annual = decemberToDecember(monthly(2000, 3, (i) => levels[i]!))
        const chained = (1 + annual.get(2001)!) * (1 + annual.get(2002)!)
        expect(relativeClose(chained, levels[35]! / levels[11]!, 1e-9)).toBe(true)
        expect(annual.has(2000)).toBe(false)
      })
    )
  })

  it("year over year of an annual index, and the euro splice by year", () => {
    const changes = yearOverYear(
      new Map([
        [2000, 100],
        [2001, 110],
        [2002, 121]
      ])
    )
    expect([...changes.keys()]).toEqual([2001, 2002])
    expect(changes.get(2001)).toBeCloseTo(0.1, 12)
    expect(changes.get(2002)).toBeCloseTo(0.1, 12)
    const spliced = spliceYears(
      new Map([
        [1997, 1],
        [1998, 1],
        [1999, 1]
      ]),
      new Map([
        [1998, 2],
        [1999, 2]
      ]),
      1999
    )
    expect([...spliced]).toEqual([
      [1997, 1],
      [1998, 1],
      [1999, 2]
    ])
  })
})

describe("fx", () => {
  it("inverting a quote twice gives the quote back", () => {
    fc.assert(
      fc.property(positive, (q) => {
        expect(relativeClose(invertQuote(invertQuote(q)), q)).toBe(true)
      })
    )
  })

  it("the USD return of one unit is the previous quote over the current quote, minus 1", () => {
    fc.assert(
      fc.property(positive, positive, (decBefore, decNow) => {
        const quotes = monthly(2010, 2, (i) => (i === 11 ? decBefore : i === 23 ? decNow : 1))
        const returns = annualFxReturns(decemberLevelsUsdPerUnit(quotes))
        expect(relativeClose(returns.get(2011)!, decBefore / decNow - 1, 1e-9)).toBe(true)
      })
    )
  })

  it("EUR before 1999 is DEM per USD divided by 1.95583, the euro quote from 1999-01", () => {
    const dem = new Map([
      ["1998-12", 1.67],
      ["1999-01", 1.69]
    ])
    const euro = new Map([["1999-01", 0.8627]])
    expect([...eurPerUsdWithDemProxy(euro, dem)]).toEqual([
      ["1998-12", 1.67 / DEM_PER_EUR],
      ["1999-01", 0.8627]
    ])
  })
})

describe("canonical JSON, rounding and CSV", () => {
  it("canonical JSON does not depend on key insertion order", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true })), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse())
        expect(canonicalJson(reversed)).toBe(canonicalJson(record))
        expect(JSON.parse(canonicalJson(record))).toEqual(JSON.parse(JSON.stringify(record)))
      })
    )
  })

  it("rounding to 10 significant digits is idempotent and within 5e-10 relative error", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e300, max: 1e300, noNaN: true }), (x) => {
        const r = roundSignificant(x)
        expect(roundSignificant(r)).toBe(r)
        expect(Math.abs(r - x)).toBeLessThanOrEqual(5e-10 * Math.abs(x) + Number.MIN_VALUE)
      })
    )
  })

  it("CSV parsing reads back quoted fields with commas, quotes and line breaks, with LF or CRLF", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "1", ",", '"', "\n", " ", "é") })
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 2 }), { minLength: 1 }),
        fc.boolean(),
        (rows, crlf) => {
          const text = rows
            .map((row) => row.map((f) => `"${f.replaceAll('"', '""')}"`).join(","))
            .join(crlf ? "\r\n" : "\n")
          expect(parseCsvRows(text)).toEqual(rows)
        }
      )
    )
  })
})

describe("series entries and joint coverage", () => {
  const description = (id: string): SeriesDescription => ({
    id,
    kind: "inflation",
    publisher: "test",
    version: "test",
    license: "test",
    source: { file: "test.csv", sha256: "0".repeat(64), version: "test" },
    method: "test",
    currency: "USD",
    coverageKeys: [id]
  })

  it("joint coverage is the run of common years ending at the earliest last year", () => {
    const a = seriesEntry(description("a"), new Map([1970, 1971, 1972, 1973].map((y) => [y, 0.01])))
    const b = seriesEntry(description("b"), new Map([1971, 1972, 1973, 1974].map((y) => [y, 0.02])))
    expect(jointCoverage([a, b], ["a", "b"])).toEqual({ start: 1971, end: 1973, seriesIds: ["a", "b"] })
  })

  it("a series with a missing year is rejected", () => {
    expect(() =>
      seriesEntry(
        description("gap"),
        new Map([
          [1970, 0],
          [1972, 0]
        ])
      )
    ).toThrow(/gap/)
  })
})
