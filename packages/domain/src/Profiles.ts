import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { CityRepository } from "./CityRepository.js"
import { InvalidFields } from "./InvalidFields.js"
import { NotFoundError } from "./NotFound.js"
import { type User, UserRepository } from "./User.js"
import { applyProfileUpdate, type ProfileUpdate } from "./UserProfile.js"

/**
 * The profile use case (`PUT /user/profile`): a partial update of the user's name, avatar and
 * planning fields, checked against what the schema cannot know (the birth year is at most the
 * current year of the effect `Clock`; the current city is in the catalogue). Storage through the
 * `UserRepository` and `CityRepository` ports.
 */
export class Profiles extends Context.Service<
  Profiles,
  {
    /** The updated user; InvalidFields on a refused field, NotFoundError when the user no longer exists. */
    readonly update: (
      user: Pick<User, "id" | "fullName" | "avatarUrl" | "profile">,
      update: ProfileUpdate
    ) => Effect.Effect<User, InvalidFields | NotFoundError | SqlError>
  }
>()("domain/Profiles") {}

/** `Profiles` over a `UserRepository` and a `CityRepository`. */
export const layer = Layer.effect(
  Profiles,
  Effect.gen(function* () {
    const users = yield* UserRepository
    const cities = yield* CityRepository
    return {
      update: Effect.fn("Profiles.update")(function* (user, update) {
        const now = yield* Clock.currentTimeMillis
        const year = new Date(now).getUTCFullYear()
        if (update.birthYear != null && update.birthYear > year) {
          return yield* new InvalidFields({
            issues: [{ field: "birthYear", message: `Expected a year at most ${year}, got ${update.birthYear}` }]
          })
        }
        const slug = update.currentCitySlug
        if (typeof slug === "string" && (yield* cities.findBySlugs([slug])).length === 0) {
          return yield* new InvalidFields({
            issues: [
              { field: "currentCitySlug", message: `Unknown city slug ${JSON.stringify(slug)}: not in the catalogue` }
            ]
          })
        }
        const updated = yield* users.updateProfile(user.id, applyProfileUpdate(user, update), now)
        if (Option.isNone(updated)) return yield* new NotFoundError({ message: "The user no longer exists" })
        return updated.value
      })
    }
  })
)
