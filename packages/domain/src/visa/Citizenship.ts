import { Schema } from "effect"
import { isCountryCode } from "../CountryCode.js"

/**
 * Citizenships the visa rule sets know: ISO 3166-1 alpha-2 codes of every passport-issuing
 * state (the 199 passports of the Passport Index compilation in /work/shared/data/reference,
 * which adds `XK` for Kosovo). A code outside this list is an unknown citizenship: a route
 * can never be judged eligible on it.
 */
export const KNOWN_CITIZENSHIPS: ReadonlySet<string> = new Set(
  (
    "AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL " +
    "CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY " +
    "HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV " +
    "LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL " +
    "PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR " +
    "TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS XK YE ZA ZM ZW"
  ).split(" ")
)

/** The 27 member states of the European Union (since 2020-02-01). */
export const EU_MEMBER_STATES: ReadonlyArray<string> = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK"
]

/** EU plus the EEA EFTA states (Iceland, Liechtenstein, Norway) plus Switzerland: free movement of persons. */
export const EU_EEA_CH: ReadonlyArray<string> = [...EU_MEMBER_STATES, "IS", "LI", "NO", "CH"]

/**
 * A country or citizenship code in the rule sets: an assigned ISO 3166-1 alpha-2 code, upper case
 * (`GB` for the United Kingdom), or `XK` (Kosovo, which issues passports without an ISO code).
 */
export const CitizenshipCode = Schema.String.check(
  Schema.isPattern(/^[A-Z]{2}$/u),
  Schema.makeFilter((code: string) => isCountryCode(code) || code === "XK" || `${code} is not a known country code`)
)
export type CitizenshipCode = typeof CitizenshipCode.Type

/** Whether `code` is a citizenship the rule sets can judge (see {@link KNOWN_CITIZENSHIPS}). */
export const isKnownCitizenship = (code: string): boolean => KNOWN_CITIZENSHIPS.has(code)
