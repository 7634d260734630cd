/**
 * The audit inputs read from disk: a `plan/1` file and a `parameter-set/1` file, each validated by the
 * engine's own parser. Every problem becomes one line `file: field: message` for the user.
 */
import { readFileSync } from "node:fs"
import {
  type ParameterSet,
  type Plan,
  parseParameterSet,
  parsePlan,
  type ValidationIssue,
  withNewPlanDefaults
} from "@fire/simulation"
import { Effect } from "effect"
import { failWith } from "../CliFailure.js"

/** A value, or the one-line descriptions of everything wrong with the input. */
export type Loaded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly problems: ReadonlyArray<string> }

const issueLine = (file: string, issue: ValidationIssue): string =>
  issue.path === "" ? `${file}: ${issue.message}` : `${file}: ${issue.path}: ${issue.message}`

/** Reads and parses a JSON file; an unreadable file or invalid JSON is one problem naming the file. */
export const readJsonFile = (file: string): Loaded<unknown> => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const reason =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "is a directory"
          : code === "EACCES"
            ? "permission denied"
            : String(error)
    return { ok: false, problems: [`${file}: cannot read the file (${reason})`] }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, problems: [`${file}: invalid JSON (${(error as Error).message})`] }
  }
}

/** Reads a JSON file and validates it with `parse`; every validation issue is one problem. */
const loadWith = <A>(
  file: string,
  parse: (json: unknown) => { ok: true; value: A } | { ok: false; errors: ReadonlyArray<ValidationIssue> }
): Loaded<A> => {
  const json = readJsonFile(file)
  if (!json.ok) return json
  const parsed = parse(json.value)
  return parsed.ok ? parsed : { ok: false, problems: parsed.errors.map((e) => issueLine(file, e)) }
}

/** Loads a `plan/1` file (see the engine README for the format). */
export const loadPlan = (file: string): Loaded<Plan> => loadWith(file, parsePlan)

/** Loads a `parameter-set/1` file (see the engine README for the format). */
export const loadParameterSet = (file: string): Loaded<ParameterSet> => loadWith(file, parseParameterSet)

/**
 * Loads both inputs of a new run; reports the problems of both files together. The plan takes the
 * defaults of a new document (`withNewPlanDefaults`: a gain schedule without `costBasis` keeps the basis
 * per position), and the result carries that plan, so `verify` reads the method back from it.
 */
export const loadRunInputs = (
  planFile: string,
  parameterSetFile: string
): Loaded<{ readonly plan: Plan; readonly parameterSet: ParameterSet }> => {
  const plan = loadPlan(planFile)
  const parameterSet = loadParameterSet(parameterSetFile)
  if (plan.ok && parameterSet.ok)
    return { ok: true, value: { plan: withNewPlanDefaults(plan.value), parameterSet: parameterSet.value } }
  return { ok: false, problems: [...(plan.ok ? [] : plan.problems), ...(parameterSet.ok ? [] : parameterSet.problems)] }
}

const FLAG_OF_FIELD: Readonly<Record<string, string>> = {
  seed: "--seed",
  pathCount: "--paths",
  horizonYears: "--years",
  stressScenarioId: "--stress",
  targetSuccessProbability: "--target",
  sampling: "--sampling"
}

/**
 * One line per issue the engine raised about a run: run fields are named by their flag (`--paths`),
 * plan fields by the plan file and field (`plan.json: positions.0.currency`).
 */
export const runIssueLines = (planFile: string, issues: ReadonlyArray<ValidationIssue>): ReadonlyArray<string> =>
  issues.map((issue) => {
    const flag = FLAG_OF_FIELD[issue.path]
    if (flag !== undefined) return `${flag}: ${issue.message}`
    if (issue.path === "scenarioId") return `${planFile}: id: ${issue.message}`
    if (issue.path.startsWith("plan.")) return `${planFile}: ${issue.path.slice("plan.".length)}: ${issue.message}`
    return `${issue.path}: ${issue.message}`
  })

/** Prints each problem as one `fire: ...` line on stderr and sets exit code 1. */
export const reportProblems = (problems: ReadonlyArray<string>) => Effect.forEach(problems, failWith, { discard: true })
