/**
 * A test that needs something of the machine (a browser, a PostgreSQL server, a data folder).
 * Where it is missing the test is skipped under a title that names what is missing, so the skip
 * shows in vitest's output; where `required` (CI sets REQUIRE_CHROMIUM=1, TEST_DATABASE_URL, ...)
 * it is never skipped, and a missing prerequisite fails the test instead.
 */
export interface MachineRequirement {
  /** Whether the test is left out here: missing and not required. */
  readonly skipped: boolean
  /** The test's title, with `(skipped: <what is missing>)` appended when it is left out. */
  readonly title: (title: string) => string
}

/** The requirement of a prerequisite that is `available` or not, and `required` or not, described by `missing`. */
export const machineRequirement = (options: {
  readonly available: boolean
  readonly required: boolean
  readonly missing: string
}): MachineRequirement => {
  const skipped = !options.available && !options.required
  return { skipped, title: (title) => (skipped ? `${title} (skipped: ${options.missing})` : title) }
}

/** A real PostgreSQL server for the tests: `TEST_DATABASE_URL` (`.ci/run` starts Debian's and sets it). */
export const postgresqlServer = machineRequirement({
  available: (process.env.TEST_DATABASE_URL ?? "") !== "",
  required: false,
  missing: "no PostgreSQL server, TEST_DATABASE_URL is not set; .ci/run sets it"
})
