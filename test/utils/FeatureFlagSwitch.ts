import type { FeatureKey } from "@fire/domain/FeatureFlag"
import * as FeatureFlags from "@fire/domain/FeatureFlags"
import * as FeatureFlagRepositorySql from "@fire/http/platform/FeatureFlagRepositorySql"
import { Effect, Layer } from "effect"
import type { TestServer } from "./TestServer.js"

/**
 * Switches a feature flag on the running server's database as `fire features set <key> --enabled`
 * does: the same `FeatureFlags.set` use case over the same SQL adapter (the CLI itself cannot open
 * an embedded database the server holds). Flags are evaluated per request, so the next
 * `GET /features` sees the change.
 */
export const switchFeature = (server: TestServer, key: string, enabled: boolean) =>
  server.run(
    Effect.gen(function* () {
      return yield* (yield* FeatureFlags.FeatureFlags).set(key as FeatureKey, { enabled })
    }).pipe(Effect.provide(FeatureFlags.layer.pipe(Layer.provide(FeatureFlagRepositorySql.layer))))
  )
