import { ApiKeys } from "@fire/domain/ApiKeys"
import { UserRepository } from "@fire/domain/User"
import { Effect, Layer, Logger, Option, Redacted, Schema } from "effect"
import * as AppConfigLayers from "../config/AppConfig.js"
import { Services } from "../runtime/HttpApp.js"
import * as CoachToolHandlers from "./CoachToolHandlers.js"
import * as McpTransports from "./McpTransports.js"

/**
 * `fire mcp`: the MCP server over stdio for the owner of one API key, on the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR, which only one process may open). Stdout
 * carries the protocol alone: logs go to stderr.
 */

/** The key was not given, or is unknown or revoked. */
export class McpKeyRejected extends Schema.TaggedError<McpKeyRejected>()("McpKeyRejected", {
  message: Schema.String
}) {}

/** JSON log lines on stderr, so stdout stays the protocol's. */
const stderrLogger = Logger.layer([
  Logger.make((options) => {
    process.stderr.write(`${Logger.formatJson.log(options)}\n`)
  })
])

/** The stdio MCP server for the owner of `apiKey`, until stdin closes or the process is stopped. */
export const layerFor = (apiKey: Redacted.Redacted<string>) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const keys = yield* ApiKeys
      const users = yield* UserRepository
      const owner = yield* keys.authenticate(Redacted.value(apiKey))
      const user = Option.isNone(owner) ? Option.none() : yield* users.findById(owner.value)
      if (Option.isNone(user))
        return yield* new McpKeyRejected({
          message: "The API key is unknown or revoked (make one in the account settings)"
        })
      yield* Effect.logInfo("MCP over stdio").pipe(Effect.annotateLogs({ userId: user.value.id }))
      return McpTransports.layerStdio(user.value).pipe(Layer.provide(CoachToolHandlers.layer))
    })
  ).pipe(Layer.provide(Services), Layer.provide(AppConfigLayers.layer), Layer.provide(stderrLogger))
