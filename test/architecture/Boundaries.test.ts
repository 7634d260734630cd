import { spawnSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * scripts/check-boundaries.mjs (run by `pnpm lint`) against a small workspace tree that keeps every
 * rule, then the same tree with one planted violation: each rule must make the script exit non-zero
 * and name itself and the offending file, and no other rule may fire.
 */

const SCRIPT = join(import.meta.dirname, "../../scripts/check-boundaries.mjs")

/** A workspace that keeps every rule: the shapes the real tree uses (ports, adapters, handlers, wiring). */
const CLEAN: Record<string, string> = {
  "packages/simulation/src/Engine.ts": `import { createHash } from "node:crypto"\nexport const run = createHash`,
  "packages/domain/src/Holding.ts": [
    `import type { SqlError } from "effect/sql/SqlError"`,
    `import { Context } from "effect"`,
    `import * as Engine from "@fire/simulation/Engine"`
  ].join("\n"),
  "packages/decision/src/Plan.ts": `import * as Holding from "@fire/domain/Holding"\nimport * as Engine from "@fire/simulation/Engine"`,
  "packages/http/src/config/AppConfig.ts": `import { defaults } from "./Defaults.js"\nexport const AppConfig = defaults`,
  "packages/http/src/config/Defaults.ts": `export const defaults = {}`,
  "packages/http/src/store/Database.ts": `import { AppConfig } from "../config/AppConfig.js"\nimport * as Pg from "./PgliteClient.js"`,
  "packages/http/src/store/PgliteClient.ts": `import * as SqlClient from "effect/sql/SqlClient"`,
  "packages/http/src/pipeline/Errors.ts": `import { HttpApiError } from "effect/http-api"`,
  "packages/http/src/pipeline/Identity.ts": `import { Sessions } from "../identity/Sessions.js"\nimport type { RouteTable } from "../runtime/RouteTable.js"`,
  "packages/http/src/identity/Sessions.ts": `import { AppConfig } from "../config/AppConfig.js"`,
  "packages/http/src/money/AssetApi.ts": `import { Envelope } from "../pipeline/Errors.js"`,
  "packages/http/src/money/AssetHandlers.ts": [
    `import { Api } from "../Api.js"`,
    `import { toApiError } from "../pipeline/Errors.js"`,
    `import { AssetRepositorySql } from "./AssetRepositorySql.js"`,
    `import { GeoApi } from "../geo/GeoApi.js"`,
    `import * as Holding from "@fire/domain/Holding"`
  ].join("\n"),
  "packages/http/src/money/AssetRepositorySql.ts": `import * as SqlClient from "effect/sql/SqlClient"\nimport { Database } from "../store/Database.js"`,
  "packages/http/src/geo/GeoApi.ts": `import { Envelope } from "../pipeline/Errors.js"`,
  "packages/http/src/geo/GeoHandlers.ts": `import { CityRepositoryCached } from "./CityRepositoryCached.js"`,
  "packages/http/src/geo/CityRepositoryCached.ts": `import { seed } from "./CitySeed.js"`,
  "packages/http/src/geo/CitySeed.ts": `export const seed = 1`,
  "packages/http/src/geo/CityRepositorySql.ts": `import { seed } from "./CitySeed.js"`,
  "packages/http/src/Api.ts": `import { AssetApi } from "./money/AssetApi.js"\nimport { GeoApi } from "./geo/GeoApi.js"`,
  "packages/http/src/runtime/RouteTable.ts": `export type RouteTable = {}`,
  "packages/http/src/runtime/HttpApp.ts": [
    `import * as AssetHandlers from "../money/AssetHandlers.js"`,
    `import * as GeoHandlers from "../geo/GeoHandlers.js"`,
    `import * as CityRepositorySql from "../geo/CityRepositorySql.js"`
  ].join("\n"),
  "packages/cli/src/bin.ts": `import { Api } from "@fire/http"\nimport * as Plan from "@fire/decision/Plan"`
}

/** One violation per case: the file planted (added, or replacing a clean one) and the rule it breaks. */
const PLANTED: ReadonlyArray<{
  readonly rule: string
  readonly file: string
  readonly text: string
  /** Rules the same import breaks as well (a use case importing @fire/http also points up the stack). */
  readonly also?: ReadonlyArray<string>
}> = [
  { rule: "layers", file: "packages/domain/src/Up.ts", text: `import * as Plan from "@fire/decision/Plan"` },
  {
    rule: "layers",
    file: "packages/decision/src/Reach.ts",
    text: `import { run } from "../../simulation/src/Engine.js"`
  },
  { rule: "engine-no-deps", file: "packages/simulation/src/Dep.ts", text: `import { Effect } from "effect"` },
  {
    rule: "use-case-no-http",
    file: "packages/decision/src/Route.ts",
    text: `import { HttpApiBuilder } from "effect/http-api"`
  },
  {
    rule: "use-case-no-http",
    file: "packages/domain/src/Server.ts",
    text: `import { HttpServerResponse } from "effect/http"`
  },
  {
    rule: "use-case-no-http",
    file: "packages/decision/src/Contract.ts",
    text: `import { Api } from "@fire/http/Api"`,
    also: ["layers"]
  },
  {
    rule: "use-case-no-sql",
    file: "packages/domain/src/Query.ts",
    text: `import * as SqlClient from "effect/sql/SqlClient"`
  },
  { rule: "use-case-no-sql", file: "packages/decision/src/Pg.ts", text: `import { PgClient } from "@effect/sql-pg"` },
  {
    rule: "use-case-no-sql",
    file: "packages/domain/src/Value.ts",
    text: `import { SqlError } from "effect/sql/SqlError"`
  },
  {
    rule: "store-below-server",
    file: "packages/http/src/store/Probe.ts",
    text: `import { toApiError } from "../pipeline/Errors.js"`
  },
  {
    rule: "store-below-server",
    file: "packages/http/src/store/Wiring.ts",
    text: `import * as HttpApp from "../runtime/HttpApp.js"`
  },
  {
    rule: "store-below-server",
    file: "packages/http/src/store/Seed.ts",
    text: `import { seed } from "../geo/CitySeed.js"`
  },
  {
    rule: "store-below-server",
    file: "packages/http/src/config/AppConfig.ts",
    text: `import { toApiError } from "../pipeline/Errors.js"\nexport const AppConfig = {}`
  },
  {
    rule: "feature-adapters-private",
    file: "packages/http/src/money/Near.ts",
    text: `import { seed } from "../geo/CityRepositoryCached.js"`
  },
  {
    rule: "feature-adapters-private",
    file: "packages/http/src/money/Borrow.ts",
    text: `import * as G from "../geo/GeoHandlers.js"`
  },
  {
    rule: "adapters-independent",
    file: "packages/http/src/geo/CityRepositorySql.ts",
    text: `import { seed } from "./CitySeed.js"\nimport { CityRepositoryCached } from "./CityRepositoryCached.js"`
  }
]

const check = (root: string) => {
  const result = spawnSync(process.execPath, [SCRIPT, root], { encoding: "utf8" })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), `${text}\n`)
  }
}

describe("scripts/check-boundaries.mjs", () => {
  let clean: string
  beforeAll(() => {
    clean = mkdtempSync(join(tmpdir(), "fire-boundaries-"))
    write(clean, CLEAN)
  })
  afterAll(() => rmSync(clean, { recursive: true, force: true }))

  it("passes a tree that keeps every rule", () => {
    const { status, output } = check(clean)
    expect(output).toContain("boundaries hold")
    expect(status).toBe(0)
  })

  it.each(PLANTED)(
    "fails on one planted [$rule] violation ($file), naming the rule and the file",
    ({ rule, file, text, also }) => {
      const root = mkdtempSync(join(tmpdir(), "fire-boundaries-"))
      try {
        cpSync(clean, root, { recursive: true })
        write(root, { [file]: text })
        const { status, output } = check(root)
        expect(status).toBe(1)
        const violations = output.split("\n").filter((line) => line.startsWith("  ["))
        expect(violations.some((line) => line.includes(`[${rule}] ${file}`))).toBe(true)
        const allowed = [rule, ...(also ?? [])]
        expect(violations.filter((line) => !allowed.some((name) => line.startsWith(`  [${name}]`)))).toEqual([])
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    }
  )

  it("passes this repository", () => {
    const { status, output } = check(join(import.meta.dirname, "../.."))
    expect(output).toContain("boundaries hold")
    expect(status).toBe(0)
  })
})
