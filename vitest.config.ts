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
    // Our packages resolve to their TypeScript sources ("source" condition); so does eventsource-parser
    // (a dependency of the MCP client), whose sources Node cannot load from node_modules: Vite compiles it.
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/, /eventsource/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
