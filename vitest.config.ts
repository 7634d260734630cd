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
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
