/**
 * `fire parameter-sets import|list|show|approve|suspend`: the operator's governance of the market
 * model's data (DESIGN.md): `draft` -> `approved` -> `suspended` -> `approved`, every act recorded in
 * `parameter_set_events`; approved content never changes.
 */
import { writeFileSync } from "node:fs"
import { engineParameterSet, type GovernanceError, type GovernedParameterSet } from "@fire/decision/ParameterSet"
import { ParameterSetGovernance } from "@fire/decision/ParameterSetGovernance"
import { OperatorServices } from "@fire/http"
import { Console, Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { failWith } from "./CliFailure.js"
import { loadParameterSet } from "./simulate/InputFiles.js"

/** The use case every subcommand calls, over the configured database (migrated first). */
const GovernanceLayer = OperatorServices.layer

const iso = (ms: number | null) => (ms === null ? "-" : new Date(ms).toISOString())

/** Reads an operator's date: `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time; NaN when invalid. */
export const parseOperatorDate = (text: string): number => {
  const value = text.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`)
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return Date.parse(value)
  return Number.NaN
}

/** One line of `list`: id, status, joint rows, effective window, reviewer; tab-separated. */
export const listLine = (s: GovernedParameterSet): string =>
  [
    s.id,
    s.status,
    `${s.content.observations.length} rows`,
    `${iso(s.effectiveFrom)}..${iso(s.hardExpiresAt)}`,
    s.reviewer ?? "-"
  ].join("\t")

const refuse = (error: GovernanceError) => failWith(error.message)

const defaultActor = () => process.env.USER ?? "operator"
const actorFlag = Flag.String("actor").pipe(
  Flag.withDescription("Who acts, recorded in the audit trail (default: $USER)"),
  Flag.optional
)

const importCommand = Command.make(
  "import",
  {
    file: Argument.String("file").pipe(Argument.withDescription("A parameter-set/1 JSON file")),
    actor: actorFlag
  },
  Effect.fn(function* ({ file, actor }) {
    const loaded = loadParameterSet(file)
    if (!loaded.ok) {
      for (const line of loaded.problems) yield* Console.error(line)
      return yield* failWith(`${file}: not a valid parameter set`)
    }
    const governance = yield* ParameterSetGovernance
    const imported = yield* governance.importDraft(loaded.value, Option.getOrElse(actor, defaultActor)).pipe(
      Effect.catchTags({
        InvalidDraft: (invalid) => Effect.as(failWith(`${file}: ${invalid.reason}`), undefined),
        GovernanceError: (e) => Effect.as(refuse(e), undefined)
      })
    )
    if (imported === undefined) return
    const what =
      imported.outcome === "created"
        ? "imported as draft"
        : imported.outcome === "replaced"
          ? "draft replaced"
          : `unchanged (${imported.set.status})`
    yield* Console.log(`${imported.set.id}: ${what}; content ${imported.set.contentHash}`)
  }, Effect.provide(GovernanceLayer))
).pipe(Command.withDescription("Import a parameter set file as a draft (approved content can never change)"))

const listCommand = Command.make(
  "list",
  {},
  Effect.fn(function* () {
    const sets = yield* (yield* ParameterSetGovernance).list
    if (sets.length === 0) return yield* Console.log("No parameter sets.")
    for (const s of sets) yield* Console.log(listLine(s))
  }, Effect.provide(GovernanceLayer))
).pipe(Command.withDescription("List parameter sets: id, status, rows, effective window, reviewer"))

const showCommand = Command.make(
  "show",
  {
    id: Argument.String("id"),
    exportTo: Flag.String("export").pipe(
      Flag.withDescription(
        "Also write the set with its approval block as a parameter-set/1 file (for fire simulate verify --parameter-set)"
      ),
      Flag.optional
    )
  },
  Effect.fn(function* ({ id, exportTo }) {
    const shown = yield* (yield* ParameterSetGovernance)
      .show(id)
      .pipe(Effect.catchTag("NotFoundError", (missing) => Effect.as(failWith(missing.message), undefined)))
    if (shown === undefined) return
    const { set: s, events } = shown
    const engine = engineParameterSet(s)
    yield* Console.log(
      JSON.stringify(
        {
          id: s.id,
          status: s.status,
          contentHash: s.contentHash,
          seriesManifestHash: s.seriesManifestHash,
          approval: engine.approval,
          assetFactors: s.content.assetFactors,
          currencies: s.content.currencies,
          observationPeriod: s.content.observationPeriod,
          observationRows: s.content.observations.length,
          stressScenarios: s.content.stressScenarios.map((x) => x.id),
          events: events.map((e) => ({ action: e.action, actor: e.actor, at: iso(e.at), details: e.details }))
        },
        null,
        2
      )
    )
    if (Option.isSome(exportTo)) {
      writeFileSync(exportTo.value, `${JSON.stringify(engine, null, 2)}\n`)
      yield* Console.error(`wrote ${exportTo.value}`)
    }
  }, Effect.provide(GovernanceLayer))
).pipe(Command.withDescription("Show a parameter set's approval, coverage and audit trail"))

const approveCommand = Command.make(
  "approve",
  {
    id: Argument.String("id"),
    reviewer: Flag.String("reviewer").pipe(Flag.withDescription("Who reviewed the data (1-160 characters)")),
    effectiveFrom: Flag.String("effective-from").pipe(Flag.withDescription("YYYY-MM-DD or ISO date-time")),
    warningExpires: Flag.String("warning-expires").pipe(
      Flag.withDescription("Review date: results carry PARAMETER_SET_WARNING_EXPIRY from then on")
    ),
    hardExpires: Flag.String("hard-expires").pipe(
      Flag.withDescription("After this the set is no longer used (after warning-expires)")
    ),
    actor: actorFlag
  },
  Effect.fn(function* ({ id, reviewer, effectiveFrom, warningExpires, hardExpires, actor }) {
    const dates = { effectiveFrom, warningExpires, hardExpires }
    const parsed = Object.fromEntries(Object.entries(dates).map(([k, v]) => [k, parseOperatorDate(v)])) as Record<
      keyof typeof dates,
      number
    >
    for (const [flag, name] of [
      ["effective-from", "effectiveFrom"],
      ["warning-expires", "warningExpires"],
      ["hard-expires", "hardExpires"]
    ] as const)
      if (!Number.isFinite(parsed[name]))
        return yield* failWith(`--${flag} ${dates[name]}: expected YYYY-MM-DD or an ISO 8601 date-time`)
    const approval = {
      reviewer,
      effectiveFrom: parsed.effectiveFrom,
      warningExpiresAt: parsed.warningExpires,
      hardExpiresAt: parsed.hardExpires
    }
    const approved = yield* (yield* ParameterSetGovernance)
      .approve(
        id,
        approval,
        Option.getOrElse(actor, () => reviewer)
      )
      .pipe(Effect.catchTag("GovernanceError", (e) => Effect.as(refuse(e), undefined)))
    if (approved === undefined) return
    yield* Console.log(
      `${id}: approved by ${approved.reviewer}; effective ${iso(approved.effectiveFrom)}, review ${iso(approved.warningExpiresAt)}, hard expiry ${iso(approved.hardExpiresAt)}`
    )
  }, Effect.provide(GovernanceLayer))
).pipe(Command.withDescription("Approve a draft or suspended set with a reviewer and its three dates"))

const suspendCommand = Command.make(
  "suspend",
  {
    id: Argument.String("id"),
    reason: Flag.String("reason").pipe(Flag.withDescription("Why (recorded in the audit trail)"), Flag.optional),
    actor: actorFlag
  },
  Effect.fn(function* ({ id, reason, actor }) {
    const suspended = yield* (yield* ParameterSetGovernance)
      .suspend(id, Option.getOrUndefined(reason), Option.getOrElse(actor, defaultActor))
      .pipe(Effect.catchTag("GovernanceError", (e) => Effect.as(refuse(e), undefined)))
    if (suspended === undefined) return
    const { notified } = suspended
    yield* Console.log(`${id}: suspended; ${notified} receipt owner notification(s) sent`)
  }, Effect.provide(GovernanceLayer))
).pipe(Command.withDescription("Suspend an approved set: simulations stop using it; owners of receipts are notified"))

export const parameterSets = Command.make("parameter-sets").pipe(
  Command.withSubcommands([importCommand, listCommand, showCommand, approveCommand, suspendCommand])
)
