import { defineConfig } from "vitest/config"
import { SkipReporter } from "./test/utils/SkipReporter.js"

export default defineConfig({
  resolve: {
    conditions: ["source"]
  },
  ssr: {
    resolve: {
      conditions: ["source"]
    }
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"],
    reporters: ["default", new SkipReporter()],
    // The run's temporary files in one directory, removed at the end (test/utils/TempRoot.ts)
    globalSetup: ["./test/utils/TempRoot.ts"],
    // Our packages resolve to their TypeScript sources ("source" condition); so does eventsource-parser
    // (a dependency of the MCP client), whose sources Node cannot load from node_modules: Vite compiles it.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/, /eventsource/] } },
    // Two files at a time: vitest's default (cores - 1) is one file at a time on a 2-core machine, where
    // most files wait on servers, browsers and clocks rather than compute: the suite took 912 s on
    // one worker (2026-11-27, quiet); CI's bound is 20 minutes including the installs.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
