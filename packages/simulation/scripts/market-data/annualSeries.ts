/**
 * Derives every annual series of annual-series.json from the market source files. Pure: takes the file
 * snapshots, returns the document (no clock, no file system), so a re-run on the same bytes is identical.
 */
import { annualBondReturns, spliceYields } from "./bonds.js"
import { annualCashReturns } from "./cash.js"
import { parseCsv } from "./csv.js"
import type { PriceDividend } from "./equity.js"
import { annualTotalReturns } from "./equity.js"
import { annualFxReturns, decemberLevelsUsdPerUnit, eurPerUsdWithDemProxy, h10Monthly } from "./fx.js"
import { annualColumn, decemberInflation, spliceYears, worldBankInflation, yearOverYear } from "./inflation.js"
import type { AnnualSeriesDocument, SeriesDescription, SeriesEntry, SeriesKind, SourceRef } from "./manifest.js"
import { jointCoverage, seriesEntry } from "./manifest.js"
import { monthlyColumn } from "./monthly.js"
import { GS10_FIRST_MONTH, SHILLER_LAST_LICENSED_MONTH, SOURCE_CREDITS } from "./sourceCatalogue.js"
import type { MarketFileKey, MarketSources } from "./sources.js"

/** First calendar year of the euro (H.10 quotes EUR from 1999-01). */
export const EURO_START_YEAR = 1999

/** Series ids of the US joint window (equity, bonds, cash, CPI). */
export const US_SERIES = ["us_equity", "us_bond_10y", "us_cash", "us_cpi_u"] as const

/** The six non-USD currencies, their H.10 country name and their inflation series. */
export const CURRENCIES = [
  { code: "EUR", fxId: "fx_eur", inflationId: "eur_gdp_deflator_deu_emu", worldBank: "DEU", worldBankFrom1999: "EMU" },
  { code: "GBP", fxId: "fx_gbp", inflationId: "uk_cpi", h10: "United Kingdom" },
  { code: "JPY", fxId: "fx_jpy", inflationId: "jp_gdp_deflator", h10: "Japan", worldBank: "JPN" },
  { code: "CHF", fxId: "fx_chf", inflationId: "ch_gdp_deflator", h10: "Switzerland", worldBank: "CHE" },
  { code: "CAD", fxId: "fx_cad", inflationId: "ca_gdp_deflator", h10: "Canada", worldBank: "CAN" },
  { code: "AUD", fxId: "fx_aud", inflationId: "au_gdp_deflator", h10: "Australia", worldBank: "AUS" }
] as const

const describe = (
  sources: MarketSources,
  key: MarketFileKey,
  fields: { id: string; kind: SeriesKind; currency: string; method: string; notes?: string; coverageKeys?: string[] },
  additional: ReadonlyArray<MarketFileKey> = []
): SeriesDescription => {
  const ref = (k: MarketFileKey): SourceRef => ({
    file: sources[k].file,
    sha256: sources[k].sha256,
    version: SOURCE_CREDITS[k].version
  })
  const credit = SOURCE_CREDITS[key]
  return {
    id: fields.id,
    kind: fields.kind,
    publisher: credit.publisher,
    version: credit.version,
    license: credit.license,
    source: ref(key),
    ...(additional.length > 0 ? { additionalSources: additional.map(ref) } : {}),
    method: fields.method,
    ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
    currency: fields.currency,
    coverageKeys: fields.coverageKeys ?? [fields.id]
  }
}

/** The first December-to-December year of CPI-U (the BLS index starts in January 1913). */
const CPI_U_FIRST_ANNUAL_YEAR = 1914

const usSeries = (sources: MarketSources): Array<SeriesEntry> => {
  const shiller = parseCsv(sources.shiller.text)
  const prices = monthlyColumn(shiller, "Date", "SP500", SHILLER_LAST_LICENSED_MONTH)
  const dividends = monthlyColumn(shiller, "Date", "Dividend", SHILLER_LAST_LICENSED_MONTH)
  const rows = new Map<string, PriceDividend>(
    [...prices].map(([month, price]) => [month, { price, dividend: dividends.get(month)! }])
  )
  const longRate = monthlyColumn(shiller, "Date", "Long Interest Rate", SHILLER_LAST_LICENSED_MONTH)
  const gs10 = monthlyColumn(parseCsv(sources.gs10.text), "Date", "Rate")
  const tb3ms = monthlyColumn(parseCsv(sources.tb3ms.text), "Date", "TB3MS")
  const cpi = monthlyColumn(parseCsv(sources.cpiU.text), "Date", "Index")
  const cash = annualCashReturns(tb3ms)
  const cashMethod =
    "3-month Treasury bill secondary-market yields (TB3MS, percent a year) compounded monthly: prod(1 + y_m / 1200) - 1 over January-December; a year needs all 12 months."
  return [
    seriesEntry(
      describe(sources, "shiller", {
        id: "us_equity",
        kind: "nominal_return",
        currency: "USD",
        method:
          "Shiller total return: monthly index TR_m = TR_{m-1} * (P_m + D_m / 12) / P_{m-1} on monthly average prices and annualised dividends; annual return December to December.",
        notes: `Only rows up to and including ${SHILLER_LAST_LICENSED_MONTH} are used (later rows are FRED SP500 data under S&P Dow Jones Indices copyright), so the last full year is 2022. Monthly-average prices make single years differ from close-to-close figures by up to about 5 points; long-run rates match.`
      }),
      annualTotalReturns(rows)
    ),
    seriesEntry(
      describe(
        sources,
        "gs10",
        {
          id: "us_bond_10y",
          kind: "nominal_return",
          currency: "USD",
          method:
            "A 10-year par bond bought each month at last month's yield, earning one month of coupon and repriced at this month's yield with 10 - 1/12 years left (semi-annual coupons and compounding); annual return is the product of the 12 monthly returns.",
          notes: `Yields: Shiller's long interest rate before ${GS10_FIRST_MONTH}, Federal Reserve GS10 from ${GS10_FIRST_MONTH} on. Price ignores accrued-interest and day-count detail.`
        },
        ["shiller"]
      ),
      annualBondReturns(spliceYields(longRate, gs10, GS10_FIRST_MONTH))
    ),
    seriesEntry(
      describe(sources, "tb3ms", { id: "us_cash", kind: "nominal_return", currency: "USD", method: cashMethod }),
      cash
    ),
    seriesEntry(
      describe(sources, "tb3ms", {
        id: "us_cash_yield",
        kind: "cash_yield",
        currency: "USD",
        method: cashMethod,
        notes:
          "Same numbers as us_cash: the realised one-year compounded T-bill yield, published under the spec's cash_yield kind for engines that model cash as a yield rather than an asset return."
      }),
      cash
    ),
    seriesEntry(
      describe(sources, "cpiU", {
        id: "us_cpi_u",
        kind: "inflation",
        currency: "USD",
        method: "CPI-U index, December to December: I_Dec(Y) / I_Dec(Y-1) - 1."
      }),
      decemberInflation(cpi)
    ),
    seriesEntry(
      describe(
        sources,
        "cpiU",
        {
          id: "us_cpi_long",
          kind: "inflation",
          currency: "USD",
          method: `December-to-December inflation: Shiller's Consumer Price Index column before ${CPI_U_FIRST_ANNUAL_YEAR}, the CPI-U index (as us_cpi_u) from ${CPI_U_FIRST_ANNUAL_YEAR} on.`,
          notes:
            "For long historical-rolling audits (the calculators that start in 1871 use Shiller's data). Shiller's CPI before 1913 is his splice of earlier price indices (Warren and Pearson), not a BLS series; from 1914 the figures are CPI-U's."
        },
        ["shiller"]
      ),
      spliceYears(
        decemberInflation(monthlyColumn(shiller, "Date", "Consumer Price Index", SHILLER_LAST_LICENSED_MONTH)),
        decemberInflation(cpi),
        CPI_U_FIRST_ANNUAL_YEAR
      )
    )
  ]
}

const inflationSeries = (sources: MarketSources): Array<SeriesEntry> => {
  const worldBank = parseCsv(sources.worldBank.text)
  const ons = annualColumn(parseCsv(sources.ons.text), "Year", "Price Index")
  const worldBankMethod = (country: string) =>
    `World Bank annual inflation of ${country} as given in the file (percent, annual average over annual average), divided by 100; the figures are the GDP deflator, not consumer prices (see notes).`
  const deflatorNote =
    "The file is labelled WDI FP.CPI.TOTL.ZG (consumer prices) but holds GDP-deflator inflation: its USA rows differ from BLS CPI-U annual-average inflation by up to 4.5 points (1980: 9.03% against 13.55%; 2009: 0.62% against -0.36%) and match the US GDP deflator. The deflator excludes import prices, so in oil-shock years it understates consumer inflation (USA 1962-2023: 0.45 points a year below CPI-U on average)."
  const entries: Array<SeriesEntry> = [
    seriesEntry(
      describe(sources, "ons", {
        id: "uk_cpi",
        kind: "inflation",
        currency: "GBP",
        method: "ONS long-run composite price index (CDKO, annual), year over year: I_Y / I_{Y-1} - 1.",
        notes:
          "The composite price index is ONS's long-run consumer price series, annual-average based (unlike the December-to-December US series). In recent decades it follows the RPI, not the CPI: 2022 gives 11.6% where CPI annual-average inflation was 9.1%, so real GBP figures are somewhat conservative."
      }),
      yearOverYear(ons)
    )
  ]
  for (const currency of CURRENCIES) {
    if (!("worldBank" in currency)) continue
    const own = worldBankInflation(worldBank, currency.worldBank)
    const isEuro = "worldBankFrom1999" in currency
    entries.push(
      seriesEntry(
        describe(sources, "worldBank", {
          id: currency.inflationId,
          kind: "inflation",
          currency: currency.code,
          method: isEuro
            ? worldBankMethod(
                `Germany (DEU) before ${EURO_START_YEAR} and of the euro area (EMU) from ${EURO_START_YEAR}`
              )
            : worldBankMethod(currency.worldBank),
          notes: isEuro
            ? `Euro inflation proxy spliced like the EUR exchange rate: Germany (DEU) before 1999, matching the Deutsche Mark proxy of fx_eur, and the World Bank euro-area aggregate (EMU) from 1999. Germany alone runs below the euro area after 1999 (1999-2022 geometric mean 1.56%/yr against 2.19%/yr); the euro area alone would pair the higher pre-euro inflation of other members (1972-1998: 6.83%/yr against 3.27%/yr for Germany) with a Deutsche Mark exchange rate. ${deflatorNote}`
            : deflatorNote
        }),
        isEuro ? spliceYears(own, worldBankInflation(worldBank, currency.worldBankFrom1999), EURO_START_YEAR) : own
      )
    )
  }
  return entries
}

const fxSeries = (sources: MarketSources): Array<SeriesEntry> => {
  const h10 = parseCsv(sources.h10.text)
  return CURRENCIES.map((currency) => {
    const isEuro = currency.code === "EUR"
    const foreignPerUsd = isEuro
      ? eurPerUsdWithDemProxy(h10Monthly(h10, "Euro"), h10Monthly(h10, "Germany"))
      : h10Monthly(h10, currency.h10)
    const levels = decemberLevelsUsdPerUnit(foreignPerUsd)
    return seriesEntry(
      describe(sources, "h10", {
        id: currency.fxId,
        kind: "fx",
        currency: currency.code,
        coverageKeys: [currency.fxId, currency.code],
        method: `Annual USD return of holding one ${currency.code} (usd_per_currency_unit): December-average level over the previous December-average level, minus 1; H.10 quotes (${currency.code} per USD) inverted.`,
        notes:
          (isEuro
            ? "EUR before 1999 is proxied by the Deutsche Mark: DEM per USD / 1.95583 (the irrevocable DEM/EUR rate); from 1999-01 the H.10 euro quote. "
            : "") +
          "levels holds the December-average level in USD per currency unit for each year. The source file quotes every currency as foreign units per USD, whatever its README says."
      }),
      annualFxReturns(levels),
      levels
    )
  })
}

/** Derives the whole annual-series document from the source snapshots. Throws on any malformed input. */
export const deriveAnnualSeries = (sources: MarketSources): AnnualSeriesDocument => {
  const series = [...usSeries(sources), ...inflationSeries(sources), ...fxSeries(sources)]
  const multiCurrency = [...US_SERIES, ...CURRENCIES.flatMap((c) => [c.fxId, c.inflationId])]
  return {
    schemaVersion: "annual-series/1",
    generatedFrom: "shared/data/market (see PROVENANCE)",
    series,
    jointCoverage: {
      us: jointCoverage(series, US_SERIES),
      us_plus_fx: jointCoverage(series, multiCurrency)
    }
  }
}
