import { type ApiProblem, api, describeProblem } from "../api/client.js"
import type { SolveResponse } from "../api/decision.js"
import { downloadJson } from "../download.js"
import { money } from "../format.js"

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const FILE = "solve.json"

const REASONS: Readonly<Record<string, string>> = {
  APPROVED_PARAMETER_DATA_UNAVAILABLE: "no approved parameter set covers this plan",
  RESULT_NOT_RECEIPT_GRADE: "the result is limited, not receipt grade",
  EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE: "the evidence behind the data is incomplete"
}

/** Downloads the stored receipt of a persisted solve, as the API reads it back. */
const downloadStored = async (data: SolveResponse["data"]) => {
  if (data.receipt.receiptId === undefined) return
  const { data: body } = await api.GET("/api/v1/fire-decision/scenarios/{scenarioId}/receipts/{receiptId}", {
    params: { path: { scenarioId: data.scenarioId, receiptId: data.receipt.receiptId } }
  })
  if (body !== undefined) downloadJson("receipt-solve.json", body)
}

/**
 * "How much could I spend": the largest required spending a year whose governed simulation meets
 * the target (`POST .../retirement-simulation/solve`), the amount linked to its receipt, with the
 * files `fire simulate verify` reproduces it from.
 */
export const SpendingSolve = (props: {
  readonly outcome: { readonly response: SolveResponse } | { readonly problem: ApiProblem }
  readonly downloadRevision: () => Promise<void>
}) => {
  if ("problem" in props.outcome)
    return (
      <section aria-labelledby="solve-title">
        <h2 id="solve-title">How much could I spend</h2>
        <p class="error" role="alert">
          {describeProblem(props.outcome.problem)}
        </p>
      </section>
    )
  const { response } = props.outcome
  const data = response.data
  const value = data.result.ok ? data.result.value : undefined
  return (
    <section aria-labelledby="solve-title">
      <h2 id="solve-title">How much could I spend</h2>
      {value === undefined ? (
        <p class="error" role="alert">
          The solve is {data.execution.status}: {data.result.ok ? "" : data.result.error.message}
        </p>
      ) : value.attainable ? (
        <p class="headline solve">
          You could spend{" "}
          <strong>
            <a
              href="#receipt-solve"
              aria-label={`${money(value.amount, value.currency)} a year, see the solve receipt`}
            >
              {money(value.amount, value.currency)}
            </a>
          </strong>{" "}
          a year of required spending and still reach the target {pct(value.targetSuccessProbability)} (success{" "}
          {pct(value.successProbability)} at that amount; one {value.currency} more a year misses it).
        </p>
      ) : (
        <p class="headline solve">
          Even <a href="#receipt-solve">no required spending</a> reaches the target{" "}
          {pct(value.targetSuccessProbability)} on this plan (success {pct(value.successProbability)}).
        </p>
      )}
      <section id="receipt-solve" class="receipt" aria-labelledby="receipt-solve-title" tabIndex={-1}>
        <h3 id="receipt-solve-title">Receipt: how much could I spend</h3>
        <dl>
          <dt>Status</dt>
          <dd>{data.execution.status}</dd>
          <dt>Stored receipt</dt>
          <dd>
            {data.receipt.persisted
              ? data.receipt.receiptId
              : `not stored: ${REASONS[data.receipt.reason ?? ""] ?? data.receipt.reason}`}
          </dd>
          <dt>Request hash</dt>
          <dd>
            <code>{data.requestHash}</code>
          </dd>
          {value !== undefined ? (
            <>
              <dt>Parameter set</dt>
              <dd>{value.identity.parameterSetId}</dd>
              <dt>Seed and paths</dt>
              <dd>
                {value.identity.seed}, {value.identity.pathCount} paths, stress {value.stressScenarioId}
              </dd>
              <dt>Search</dt>
              <dd>
                bisection over {money(value.search.lowerBound, value.currency)} to{" "}
                {money(value.search.upperBound, value.currency)}, exact to {value.search.tolerance} {value.currency},{" "}
                {value.search.iterations} simulations
              </dd>
            </>
          ) : null}
        </dl>
        <div class="actions">
          <button type="button" onClick={() => downloadJson(FILE, response)}>
            Download the solve result (JSON)
          </button>
          {data.receipt.persisted ? (
            <button type="button" onClick={() => void downloadStored(data)}>
              Download the solve's stored receipt (JSON)
            </button>
          ) : null}
          <button type="button" onClick={() => void props.downloadRevision()}>
            Download the solved revision (JSON)
          </button>
        </div>
        <p class="hint">
          Verify it yourself: <code>fire simulate verify {FILE} --revision revision.json</code>
        </p>
      </section>
    </section>
  )
}
