import { McpStdio } from "@fire/http"
import { Config, Effect, Layer } from "effect"
import { Command, Flag } from "effect/cli"
import { failWith } from "./CliFailure.js"

/**
 * `fire mcp [--api-key svc_...]`: the planner's tools for an AI assistant over stdio (MCP), for the
 * owner of the API key (flag, else FIRE_API_KEY), on the configured database. An MCP client starts
 * it as a subprocess; stdout is the protocol, logs go to stderr.
 */
export const mcp = Command.make(
  "mcp",
  {
    apiKey: Flag.Redacted("api-key").pipe(
      Flag.withDescription("An API key of the user the tools run for (default: FIRE_API_KEY)"),
      Flag.withFallbackConfig(Config.Redacted("FIRE_API_KEY"))
    )
  },
  Effect.fn(function* ({ apiKey }) {
    yield* Layer.launch(McpStdio.layerFor(apiKey)).pipe(Effect.catchTag("McpKeyRejected", (e) => failWith(e.message)))
  })
)
