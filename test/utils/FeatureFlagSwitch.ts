import { applyFeatureFlagChange, type FeatureKey } from "@fire/domain/FeatureFlag"
import { FeatureFlagRepository } from "@fire/domain/FeatureFlagRepository"
import * as FeatureFlagRepositorySql from "@fire/http/platform/FeatureFlagRepositorySql"
import { Clock, Effect, Option } from "effect"
import type { TestServer } from "./TestServer.js"

/**
 * Switches a feature flag on the running server's database as `fire features set <key> --enabled`
 * does (the same repository and change rule; the CLI itself cannot open an embedded database the
 * server holds). The server evaluates flags per request, so the next `GET /features` sees it.
 */
export const switchFeature = (server: TestServer, key: string, enabled: boolean) =>
  server.run(
    Effect.gen(function* () {
      const flags = yield* FeatureFlagRepository
      const current = yield* flags.find(key)
      const now = yield* Clock.currentTimeMillis
      return yield* flags.upsert(
        applyFeatureFlagChange(key as FeatureKey, Option.getOrUndefined(current), { enabled }, now)
      )
    }).pipe(Effect.provide(FeatureFlagRepositorySql.layer))
  )
