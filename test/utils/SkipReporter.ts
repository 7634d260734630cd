import type { Reporter, TestModule } from "vitest/node"

/**
 * Lists every skipped test by its full title after the run. The tests that need something of the
 * machine say in their title what is missing (see MachineRequirement.ts), so a run on a machine
 * without Chromium or PostgreSQL names what it left out instead of only counting it.
 */
export class SkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const skipped = testModules.flatMap((module) =>
      Array.from(module.children.allTests("skipped"), (test) => `  ${module.relativeModuleId}: ${test.fullName}`)
    )
    if (skipped.length > 0)
      process.stdout.write(`\nSkipped on this machine (${skipped.length}):\n${skipped.join("\n")}\n`)
  }
}
