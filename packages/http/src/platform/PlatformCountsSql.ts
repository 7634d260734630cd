import { PlatformCounts } from "@fire/domain/PlatformStats"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/** The counts behind `GET /public/stats`, in one statement over `users` and `cities`. */
export const layer = Layer.effect(
  PlatformCounts,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      count: Effect.map(
        sql<{ users: number; cities: number; city_countries: number }>`
          SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM cities)::int AS cities,
            (SELECT count(DISTINCT country_code) FROM cities)::int AS city_countries`,
        ([row]) => ({
          users: Number(row?.users ?? 0),
          cities: Number(row?.cities ?? 0),
          cityCountries: Number(row?.city_countries ?? 0)
        })
      ).pipe(Effect.withSpan("PlatformCounts.count"))
    }
  })
)
