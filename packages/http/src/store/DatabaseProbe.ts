import { Clock, Context, Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"

/** A real round trip to the database, timed with the injected clock. */
export class DatabaseProbe extends Context.Service<
  DatabaseProbe,
  { readonly ping: Effect.Effect<{ readonly latencyMs: number }, SqlError> }
>()("fire/http/DatabaseProbe") {}

export const layer = Layer.effect(
  DatabaseProbe,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      ping: Effect.gen(function* () {
        const start = yield* Clock.currentTimeNanos
        yield* sql`SELECT 1 AS ok`
        const end = yield* Clock.currentTimeNanos
        return { latencyMs: Number(end - start) / 1e6 }
      })
    }
  })
)
