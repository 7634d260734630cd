/**
 * The flags that describe one seeded run, shared by `fire simulate` and `fire simulate solve`.
 */
import { Flag } from "effect/cli"

/** `--plan plan.json`: the `plan/1` file. */
export const planFlag = Flag.String("plan").pipe(Flag.withDescription("The plan file (plan/1 JSON)"))

/** `--parameter-set set.json`: the `parameter-set/1` file. */
export const parameterSetFlag = Flag.String("parameter-set").pipe(
  Flag.withDescription("The parameter set file (parameter-set/1 JSON, e.g. docs/examples/parameter-set-us.json)")
)

/** `--seed S`: 1-128 characters of [a-zA-Z0-9._:-]. */
export const seedFlag = Flag.String("seed").pipe(Flag.withDescription("The seed, 1-128 characters of [a-zA-Z0-9._:-]"))

/** `--paths N`: 1-1,000,000 paths (ignored by historical-rolling). */
export const pathsFlag = Flag.Int("paths").pipe(
  Flag.withDescription("Number of paths, 1-1000000 (ignored by historical-rolling: one path per start year)")
)

/** `--years Y`: horizon in years, 1-60. */
export const yearsFlag = Flag.Int("years").pipe(Flag.withDescription("Horizon in years, 1-60"))

/** `--stress ID`: a stress scenario of the parameter set; default `baseline`. */
export const stressFlag = Flag.String("stress").pipe(
  Flag.withDescription("Stress scenario id of the parameter set (baseline, start-1929, start-1966, ...)"),
  Flag.withDefault("baseline")
)

/** `--target P`: the target success probability, 0-1. */
export const targetFlag = Flag.Finite("target").pipe(Flag.withDescription("Target success probability, 0 to 1"))

/** `--sampling`: block bootstrap (default) or every historical start year. */
export const samplingFlag = Flag.Literals("sampling", ["block-bootstrap", "historical-rolling"] as const).pipe(
  Flag.withDescription("Path sampling: block-bootstrap (seeded) or historical-rolling (one path per start year)"),
  Flag.withDefault("block-bootstrap" as const)
)
