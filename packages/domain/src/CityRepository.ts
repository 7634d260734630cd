import { Context, type Effect } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { City } from "./City.js"
import type { CityPage, CityQuery } from "./GeoQuery.js"

/**
 * Storage of the city catalogue (port). The rows are a copy of the shipped data files, seeded at
 * start; the list query has the semantics of `queryCities` (GeoQuery.ts).
 */
export class CityRepository extends Context.Service<
  CityRepository,
  {
    /** One page of the filtered, sorted list and the size of the whole filtered list. */
    readonly list: (query: CityQuery) => Effect.Effect<CityPage, SqlError>
    /** The cities of `slugs` that exist, in the order of `slugs` (unknown slugs are left out). */
    readonly findBySlugs: (slugs: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<City>, SqlError>
    /** Every city, in catalogue order. */
    readonly all: Effect.Effect<ReadonlyArray<City>, SqlError>
  }
>()("domain/CityRepository") {}
