/**
 * Publisher, licence and snapshot label of each market source file, as PROVENANCE.md states them.
 * These strings are copied into every series derived from the file.
 */
import type { MarketFileKey } from "./sources.js"

/** What the series manifest says about one source file. */
export interface SourceCredit {
  readonly publisher: string
  readonly license: string
  /** Snapshot label: upstream repository and commit, plus the rows used. */
  readonly version: string
}

/** Last Shiller month used: rows from 2023-07 on are FRED SP500 data (S&P Dow Jones Indices copyright). */
export const SHILLER_LAST_LICENSED_MONTH = "2023-06"

/** First month of the Federal Reserve GS10 series; the Shiller long rate is used before it. */
export const GS10_FIRST_MONTH = "1953-04"

/** Credits by source file key. */
export const SOURCE_CREDITS: { readonly [K in MarketFileKey]: SourceCredit } = {
  shiller: {
    publisher: "Robert J. Shiller, U.S. Stock Markets 1871-Present (S&P Composite; Cowles before 1926)",
    license:
      "Facts in the public domain: republished under ODC-PDDL-1.0 by datasets/s-and-p-500; Shiller states no licence. Rows from 2023-07 (FRED SP500, S&P DJI) not used",
    version: `shiller-sp500 @ f23898667d87, rows to ${SHILLER_LAST_LICENSED_MONTH}`
  },
  cpiU: {
    publisher: "U.S. Bureau of Labor Statistics, CPI-U, U.S. city average, all items, not seasonally adjusted",
    license: "Public domain (U.S. Government work, BLS); republished under ODC-PDDL-1.0 by datasets/cpi-us",
    version: "cpi-us @ a1f785a423e2, monthly 1913-01 to 2026-05"
  },
  gs10: {
    publisher: "Board of Governors of the Federal Reserve System, H.15, 10-year Treasury constant maturity (GS10)",
    license:
      "Federal Reserve publication, cited as Board of Governors of the Federal Reserve System, H.15; republished under ODC-PDDL-1.0",
    version: "bond-yields-us-10y @ d7a459ca265d, monthly 1953-04 to 2026-06"
  },
  tb3ms: {
    publisher:
      "Board of Governors of the Federal Reserve System, H.15, 3-month Treasury bill, secondary market (TB3MS)",
    license:
      "Federal Reserve publication, cited as Board of Governors of the Federal Reserve System, H.15; republisher states no licence",
    version: "open-datahub/interest_rate TB3MS, monthly 1934-01 to 2023-11"
  },
  h10: {
    publisher:
      "Board of Governors of the Federal Reserve System, H.10, noon buying rates in New York (monthly averages)",
    license:
      "Federal Reserve publication, cited as Board of Governors of the Federal Reserve System, H.10; republished under ODC-PDDL-1.0",
    version: "datasets/exchange-rates (file sha256 is the snapshot id), monthly 1971-01 to 2026-06"
  },
  worldBank: {
    publisher:
      "The World Bank, World Development Indicators, inflation (annual %): GDP deflator figures, although PROVENANCE labels the file FP.CPI.TOTL.ZG",
    license: "CC BY 4.0: data from The World Bank, World Development Indicators (republished by datasets/inflation)",
    version: "datasets/inflation (file sha256 is the snapshot id), annual 1961-2023"
  },
  ons: {
    publisher: "UK Office for National Statistics, composite price index (CDKO)",
    license:
      "Open Government Licence v3.0: contains public sector information from the Office for National Statistics (republished by datasets/cpi-gb)",
    version: "cpi-gb, ONS CDKO, annual 1800-2025"
  }
}
