import { Asker } from "@fire/decision/CoachToolkit"
import type { User } from "@fire/domain/User"
import { Effect, Layer, Option } from "effect"
import { McpProtocol, McpServer } from "effect/ai"
import { HttpRouter } from "effect/http"
import { ApiErrors } from "../pipeline/Errors.js"
import { CurrentCredentialKind, CurrentPrincipal } from "../pipeline/Identity.js"
import { effectiveTier } from "@fire/domain/Subscription"
import { Clock } from "effect"
import { RateLimiter } from "../pipeline/RateLimiter.js"
import { ToolCallLimits } from "./CoachToolHandlers.js"
import { CoachToolRefusal, McpToolkit } from "./CoachTools.js"

/**
 * The planner's tools for AI assistants ("tool connections", spec 5.4): effect's MCP server over
 * the MCP toolkit (calculator, simulate_revision, compare_cities, calculate_tax, read_receipt),
 * whose handlers are the coach's (CoachToolHandlers.ts). Two transports: Streamable HTTP at
 * `MCP_PATH` behind the API's request pipeline (API key, rate limits, error envelope) and stdio
 * (`fire mcp`). Every call runs for one user, the key's owner, as the `Asker`.
 */

/** Where the HTTP transport answers (outside the HttpApi contract: JSON-RPC, not REST). */
export const MCP_PATH = "/api/v1/mcp"

const serverInfo = {
  name: "fire-planning",
  version: "0.1.0",
  instructions:
    "Tools of the FIRE planning service, run for the owner of the API key only: the FI calculator, the governed " +
    "simulation of a stored scenario revision, city comparison, tax calculation and reading a receipt. Figures are " +
    "educational estimates; verify before acting."
}

/** Sessionful revisions (what current clients speak), newest first. */
const protocols = [McpProtocol.v2025_11_25, McpProtocol.v2025_06_18, McpProtocol.v2025_03_26] as const

/**
 * The route's middleware: the request pipeline has resolved the credential and counted the request
 * against the caller's limits; MCP needs an API key (401 without a credential, 403 with another
 * kind), whose owner becomes the `Asker` of every tool call of the request.
 */
const ApiKeyOwner = HttpRouter.middleware<{ provides: Asker | ToolCallLimits }>()(
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    return (effect) =>
      Effect.gen(function* () {
        const principal = yield* CurrentPrincipal
        if (Option.isNone(principal)) return yield* ApiErrors.unauthorized()
        if ((yield* CurrentCredentialKind) !== "api_key")
          return yield* ApiErrors.forbidden(
            "MCP takes an API key (Authorization: Bearer svc_...), made in the account settings"
          )
        const limits = yield* familyLimitsOf(limiter, principal.value)
        return yield* effect.pipe(
          Effect.provideService(Asker, principal.value),
          Effect.provideService(ToolCallLimits, limits)
        )
      })
  })
)

/**
 * A tool call that is a tax calculation (or a recommendation) counts against that family's own
 * hourly limit for the key's owner, as `POST /tax/calculate` does; past it the tool answers a
 * `RateLimited` refusal with the wait, and the figure is not computed.
 */
const familyLimitsOf = (limiter: RateLimiter["Service"], user: User) =>
  Effect.map(Clock.currentTimeMillis, (now) => {
    const tier = effectiveTier(
      { tier: user.subscriptionTier, status: user.subscriptionStatus, trialEndsAt: user.trialEndsAt },
      now
    )
    return ToolCallLimits.of({
      admit: (family) =>
        limiter.checkFamily({ _tag: "User", userId: user.id, tier }, family).pipe(
          Effect.orDie,
          Effect.flatMap((outcome) =>
            outcome.admitted
              ? Effect.void
              : Effect.fail(
                  new CoachToolRefusal({
                    reason: "RateLimited",
                    message: `${family} is limited to ${outcome.reported.limit} an hour; retry in ${outcome.retryAfter} s`
                  })
                )
          )
        )
    })
  })

/** The Streamable HTTP transport at `MCP_PATH`. */
export const layerHttp = McpServer.layerHttp({
  ...serverInfo,
  path: MCP_PATH,
  protocols,
  allowSessionTermination: true,
  registrations: McpServer.toolkit(McpToolkit)
}).pipe(Layer.provide(ApiKeyOwner.layer))

/** The stdio transport for `user` (the owner of the API key `fire mcp` was given). */
export const layerStdio = (user: User) =>
  McpServer.layerStdio({
    ...serverInfo,
    protocols,
    registrations: McpServer.toolkit(McpToolkit).pipe(
      Layer.provide(
        McpServer.middleware<{ provides: Asker }>()((effect) => Effect.provideService(effect, Asker, user)).layer
      )
    )
  })
