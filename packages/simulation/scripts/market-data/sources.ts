/**
 * The public-domain and openly licensed source files in shared/data/market, read as exact bytes.
 * The only module of the derivation that touches the file system.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { sha256Hex } from "./canonicalJson.js"

/** File names of the market sources (see shared/data/PROVENANCE.md). */
export const MARKET_FILES = {
  shiller: "shiller-sp500-monthly.csv",
  cpiU: "bls-cpi-u-monthly.csv",
  gs10: "fed-gs10-monthly.csv",
  tb3ms: "fed-tb3ms-monthly.csv",
  h10: "fed-h10-fx-monthly.csv",
  worldBank: "worldbank-inflation-annual.csv",
  ons: "ons-uk-price-index-annual.csv"
} as const

/** Which source a file is, by its key in `MARKET_FILES`. */
export type MarketFileKey = keyof typeof MARKET_FILES

/** A source file's name, the SHA-256 of its bytes and its text (UTF-8). */
export interface SourceSnapshot {
  readonly file: string
  readonly sha256: string
  readonly text: string
}

/** All market source files, by key. */
export type MarketSources = { readonly [K in MarketFileKey]: SourceSnapshot }

/** Snapshot of one file's bytes: its SHA-256 over the exact bytes and its UTF-8 text. */
export const snapshot = (file: string, bytes: Uint8Array): SourceSnapshot => ({
  file,
  sha256: sha256Hex(bytes),
  text: new TextDecoder("utf-8", { fatal: true }).decode(bytes)
})

/** Reads every market file from `<sharedDir>/data/market`; throws (ENOENT) naming the missing file. */
export const readMarketSources = (sharedDir: string): MarketSources => {
  const read = (file: string) => snapshot(file, readFileSync(join(sharedDir, "data", "market", file)))
  return {
    shiller: read(MARKET_FILES.shiller),
    cpiU: read(MARKET_FILES.cpiU),
    gs10: read(MARKET_FILES.gs10),
    tb3ms: read(MARKET_FILES.tb3ms),
    h10: read(MARKET_FILES.h10),
    worldBank: read(MARKET_FILES.worldBank),
    ons: read(MARKET_FILES.ons)
  }
}
