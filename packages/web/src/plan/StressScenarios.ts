/**
 * The stress scenarios run beside the baseline. The API lists no parameter set's scenarios (the
 * ids come from the shipped sets, docs/examples: each replays a historical start year first); a
 * set that lacks one answers 400 at `body.stressScenarioId`, which the page shows in its column.
 */
export const STRESS_SCENARIOS: ReadonlyArray<{ readonly id: string; readonly label: string }> = [
  { id: "baseline", label: "Baseline" },
  { id: "start-1929", label: "Retire in 1929" },
  { id: "start-1966", label: "Retire in 1966" },
  { id: "start-2000", label: "Retire in 2000" },
  { id: "start-2008", label: "Retire in 2008" }
]
