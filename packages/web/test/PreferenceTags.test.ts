import { preferenceTags } from "@fire/domain/RecommendationPreferences"
import { describe, expect, it } from "vitest"
import { PREFERENCE_TAGS } from "../src/pages/cities/CityPreferences.js"

describe("the cities page's preference tags", () => {
  it("are the API's, in its order (a tag the API dropped would be refused on the form)", () => {
    expect([...PREFERENCE_TAGS]).toEqual([...preferenceTags])
  })
})
