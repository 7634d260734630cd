/**
 * A small dated exchange-rate table, used to turn a budget in USD (spec 4.4) and the profile's
 * amounts in their `baseCurrency` into the catalogue's EUR. One date, one source: rates are not
 * live, so every answer that uses them names this table (`fxTable.asOf`, `fxTable.source`).
 *
 * Source: Board of Governors of the Federal Reserve System, H.10 Foreign Exchange Rates, monthly
 * averages of the noon buying rates in New York, June 2026, as republished in
 * github.com/datasets/exchange-rates (file `fed-h10-fx-monthly.csv`, rows dated 2026-06-01). Every
 * value is units of the currency per 1 USD (the file's convention for every row).
 */

/** Units of each currency per 1 USD, H.10 monthly average of June 2026. */
const unitsPerUsd = {
  USD: 1,
  EUR: 0.8684,
  GBP: 0.7497,
  CHF: 0.7993,
  JPY: 160.77,
  CAD: 1.4034,
  AUD: 1.4235,
  NZD: 1.7295,
  SEK: 9.5155,
  NOK: 9.5827,
  DKK: 6.4903,
  SGD: 1.2878,
  HKD: 7.8377,
  CNY: 6.7758,
  TWD: 31.6195,
  KRW: 1529.4619,
  INR: 94.96,
  THB: 32.899,
  MYR: 4.0635,
  LKR: 334.1014,
  MXN: 17.3792,
  BRL: 5.1241,
  ZAR: 16.3886
} as const

/** A currency the table quotes. */
export type FxCurrency = keyof typeof unitsPerUsd

/** The table: its date, source and quotes (units per USD). */
export const fxTable = {
  /** The month the monthly averages cover (first day), ISO date. */
  asOf: "2026-06-01",
  source: "Federal Reserve Board H.10 Foreign Exchange Rates, monthly average June 2026",
  sourceUrl: "https://www.federalreserve.gov/releases/h10/",
  unitsPerUsd
} as const

/** The currencies the table converts, sorted. */
export const fxCurrencies: ReadonlyArray<FxCurrency> = (Object.keys(unitsPerUsd) as Array<FxCurrency>).sort()

/** True when the table quotes `code` (ISO 4217, upper case). */
export const isFxCurrency = (code: string): code is FxCurrency => Object.hasOwn(unitsPerUsd, code)

/** USD per 1 EUR, from the table (about 1.1515). */
export const usdPerEur = (): number => 1 / unitsPerUsd.EUR

/**
 * Converts `amount` from `from` to `to` through USD: `amount / unitsPerUsd[from] * unitsPerUsd[to]`.
 * Exact identity when `from === to`. Any finite amount, sign kept.
 */
export const convert = (amount: number, from: FxCurrency, to: FxCurrency): number =>
  from === to ? amount : (amount / unitsPerUsd[from]) * unitsPerUsd[to]

/** `amount` USD in EUR at the table's rate. */
export const usdToEur = (amount: number): number => convert(amount, "USD", "EUR")
