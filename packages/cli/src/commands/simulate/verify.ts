/**
 * `fire simulate verify result.json`: re-runs a saved result from the contract inside it and says
 * whether it reproduces bit for bit.
 */
import { existsSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { locateSolve, type ParameterSet, type Plan, verify as verifyResult, verifySolve } from "@fire/simulation"
import { Console, Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { failWith } from "../CliFailure.js"
import { type Loaded, loadParameterSet, loadPlan, readJsonFile, reportProblems } from "./InputFiles.js"
import { loadRevision } from "./RevisionFile.js"

/**
 * The repository's shipped parameter sets (docs/examples), used when no --parameter-set is given:
 * the nearest docs/examples above this module, which is the same folder whether it runs from the
 * sources (src/commands/simulate) or from the bundle (dist/fire).
 */
const shippedSetsDir = (): string | undefined => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "docs", "examples"))) return join(dir, "docs", "examples")
    if (dirname(dir) === dir) return undefined
  }
}

/** The shipped parameter set whose id is `id`, if the repository's docs/examples holds one. */
const shippedParameterSet = (id: string): Loaded<ParameterSet> | undefined => {
  const directory = shippedSetsDir()
  if (directory === undefined) return undefined
  for (const name of readdirSync(directory).sort()) {
    if (!name.startsWith("parameter-set") || !name.endsWith(".json")) continue
    const file = join(directory, name)
    const json = readJsonFile(file)
    if (json.ok && (json.value as { id?: unknown } | null)?.id === id) return loadParameterSet(file)
  }
  return undefined
}

/** The parameter set id a result document names (any accepted shape), or undefined. */
const namedParameterSetId = (doc: unknown): string | undefined => {
  const d = doc as {
    value?: { identity?: { parameterSetId?: unknown } }
    identity?: { parameterSetId?: unknown }
    data?: { result?: { value?: { identity?: { parameterSetId?: unknown } } } }
  } | null
  const id =
    d?.data?.result?.value?.identity?.parameterSetId ??
    d?.value?.identity?.parameterSetId ??
    d?.identity?.parameterSetId
  return typeof id === "string" ? id : undefined
}

/**
 * A response of `POST .../retirement-simulation` reports the approval the service's governance gave
 * the set (`parameterManifest.approval`); a shipped file is a draft. The approval never changes a
 * number and is outside the content hash the contract covers (so other content still fails the
 * contract hash): the set is verified with the reported approval.
 */
const withGovernedApproval = (set: ParameterSet, doc: unknown): ParameterSet => {
  const approval = (doc as { data?: { result?: { value?: { parameterManifest?: { approval?: unknown } } } } } | null)
    ?.data?.result?.value?.parameterManifest?.approval
  return approval !== null && typeof approval === "object"
    ? { ...set, approval: approval as ParameterSet["approval"] }
    : set
}

/**
 * `fire simulate verify result.json [--parameter-set set.json] [--plan plan.json] [--revision-content-hash H]`:
 * accepts the JSON of `fire simulate` (which carries the plan and the contract), a bare spec `value`,
 * or a saved HTTP response of the decision endpoint or of its solve (then `--plan` or `--revision` is required). Prints
 * `reproduced bit for bit` (exit 0), or the reason and the first differing paths (exit 1).
 */
export const verify = Command.make(
  "verify",
  {
    result: Argument.String("result").pipe(
      Argument.withDescription("The result file: fire simulate's JSON output or a saved decision-endpoint response")
    ),
    parameterSet: Flag.String("parameter-set").pipe(
      Flag.withDescription("The parameter set the result names (default: the matching set of docs/examples)"),
      Flag.optional
    ),
    plan: Flag.String("plan").pipe(
      Flag.withDescription("The plan (required when the result does not carry it, e.g. an HTTP response)"),
      Flag.optional
    ),
    revision: Flag.String("revision").pipe(
      Flag.withDescription(
        "For a response of POST .../retirement-simulation: the revision (a saved GET .../revisions/{id} response); " +
          "gives the plan and the revision content hash"
      ),
      Flag.optional
    ),
    revisionContentHash: Flag.String("revision-content-hash").pipe(
      Flag.withDescription("The decision layer's revision content hash, when it is not the plan's canonical hash"),
      Flag.optional
    )
  },
  Effect.fn(function* ({ result, parameterSet, plan, revision, revisionContentHash }) {
    const doc = readJsonFile(result)
    if (!doc.ok) return yield* reportProblems(doc.problems)
    const setId = namedParameterSetId(doc.value)
    if (setId === undefined) return yield* failWith(`${result}: no simulation result found in the document`)
    const set: Loaded<ParameterSet> | undefined = Option.isSome(parameterSet)
      ? loadParameterSet(parameterSet.value)
      : shippedParameterSet(setId)
    if (set === undefined)
      return yield* failWith(
        `${result}: names parameter set ${setId}, not shipped in docs/examples: pass --parameter-set`
      )
    const revisionLoaded = Option.isSome(revision) ? loadRevision(revision.value) : undefined
    const planLoaded: Loaded<Plan> | undefined = Option.isSome(plan)
      ? loadPlan(plan.value)
      : revisionLoaded === undefined
        ? undefined
        : revisionLoaded.ok
          ? { ok: true, value: revisionLoaded.value.plan }
          : revisionLoaded
    const contentHash = Option.isSome(revisionContentHash)
      ? revisionContentHash.value
      : revisionLoaded?.ok === true
        ? revisionLoaded.value.contentHash
        : undefined
    const problems = [
      ...(set.ok ? [] : set.problems),
      ...(planLoaded === undefined || planLoaded.ok ? [] : planLoaded.problems)
    ]
    if (problems.length > 0) return yield* reportProblems(problems)
    if (!set.ok) return
    const sources = {
      ...(planLoaded?.ok === true ? { plan: planLoaded.value } : {}),
      ...(contentHash === undefined ? {} : { revisionContentHash: contentHash })
    }
    // A response of POST .../retirement-simulation/solve: re-run the solve (its approval changes no number).
    const report =
      locateSolve(doc.value) === undefined
        ? verifyResult(doc.value, { parameterSets: withGovernedApproval(set.value, doc.value), ...sources })
        : verifySolve(doc.value, { parameterSets: set.value, ...sources })
    if (report.reproduced) {
      yield* Console.log(`reproduced bit for bit (contract ${report.actualContractHash})`)
      return
    }
    if (report.actualContractHash !== null)
      yield* Console.log(
        `contract hash ${report.contractHashMatches ? "matches" : "differs"}: result ${report.expectedContractHash}, re-run ${report.actualContractHash}`
      )
    if (report.differences.length > 0)
      yield* Console.log(["first differences:", ...report.differences.map((d) => `  ${d}`)].join("\n"))
    const hint = report.reason === "no plan supplied and none inside the document" ? " (pass --plan or --revision)" : ""
    return yield* failWith(`${result}: not reproduced: ${report.reason ?? "the re-run differs"}${hint}`)
  })
).pipe(Command.withDescription("Re-run a saved result from its contract and check it reproduces bit for bit"))
