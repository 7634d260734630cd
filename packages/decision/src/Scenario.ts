import { Schema } from "effect"
import { Text } from "@fire/domain/Text"

/** A decision scenario's id (UUID). */
export const ScenarioId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("ScenarioId"))
export type ScenarioId = typeof ScenarioId.Type

/** `POST /fire-decision/scenarios`. */
export const CreateScenario = Schema.Struct({
  name: Text(1, 200).annotate({
    description: "A label for the scenario, e.g. `Retire to Lisbon in 2030` (1-200 characters)"
  })
})
export type CreateScenario = typeof CreateScenario.Type

/** A scenario as stored: owned by one user; holds immutable revisions. */
export interface Scenario {
  readonly id: ScenarioId
  readonly ownerId: string
  readonly name: string
  /** Epoch ms. */
  readonly createdAt: number
  readonly revisionCount: number
}
