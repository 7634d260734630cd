import type { ApiProblem } from "../api/client.js"
import { ScrollRegion } from "../ScrollRegion.js"
import { api, describeProblem } from "../api/client.js"
import type { SimulationResponse, SimulationValue } from "../api/decision.js"
import { FanChart } from "../chart/FanChart.js"
import { downloadJson } from "../download.js"
import { money } from "../format.js"

/** One run of the governed simulation: its stress scenario and the API's answer or refusal. */
export interface Run {
  readonly stress: { readonly id: string; readonly label: string }
  readonly outcome: { readonly response: SimulationResponse } | { readonly problem: ApiProblem }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const year = (y: number | null) => (y === null ? "never" : `year ${y.toFixed(1)}`)
const resultOf = (run: Run): SimulationValue | undefined =>
  "response" in run.outcome && run.outcome.response.data.result.ok ? run.outcome.response.data.result.value : undefined
const receiptAnchor = (run: Run) => `receipt-${run.stress.id}`

/** A figure with the link to the receipt it comes from. */
const Figure = (props: { readonly run: Run; readonly children: string }) => (
  <a href={`#${receiptAnchor(props.run)}`} aria-label={`${props.children}, see the ${props.run.stress.label} receipt`}>
    {props.children}
  </a>
)

const REASONS: Readonly<Record<string, string>> = {
  APPROVED_PARAMETER_DATA_UNAVAILABLE: "no approved parameter set covers this plan",
  RESULT_NOT_RECEIPT_GRADE: "the result is limited, not receipt grade",
  EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE: "the evidence behind the data is incomplete"
}

/** Downloads the stored receipt the API reads back for a persisted run. */
const downloadStored = async (data: SimulationResponse["data"], name: string) => {
  if (data.receipt.receiptId === undefined) return
  const { data: body } = await api.GET("/api/v1/fire-decision/scenarios/{scenarioId}/receipts/{receiptId}", {
    params: { path: { scenarioId: data.scenarioId, receiptId: data.receipt.receiptId } }
  })
  if (body !== undefined) downloadJson(name, body)
}

/** A run's receipt: what it is, and the files `fire simulate verify` reproduces it from. */
const Receipt = (props: { readonly run: Run }) => {
  const { run } = props
  const file = `simulation-${run.stress.id}.json`
  return (
    <section id={receiptAnchor(run)} class="receipt" aria-labelledby={`${receiptAnchor(run)}-title`} tabIndex={-1}>
      <h3 id={`${receiptAnchor(run)}-title`}>Receipt: {run.stress.label}</h3>
      {"problem" in run.outcome ? (
        <p class="error">{describeProblem(run.outcome.problem)}</p>
      ) : (
        <>
          <dl>
            <dt>Status</dt>
            <dd>{run.outcome.response.data.execution.status}</dd>
            <dt>Stored receipt</dt>
            <dd>
              {run.outcome.response.data.receipt.persisted
                ? run.outcome.response.data.receipt.receiptId
                : `not stored: ${REASONS[run.outcome.response.data.receipt.reason ?? ""] ?? run.outcome.response.data.receipt.reason}`}
            </dd>
            <dt>Request hash</dt>
            <dd>
              <code>{run.outcome.response.data.requestHash}</code>
            </dd>
            {run.outcome.response.data.result.ok ? (
              <>
                <dt>Parameter set</dt>
                <dd>{run.outcome.response.data.result.value.identity.parameterSetId}</dd>
                <dt>Seed and paths</dt>
                <dd>
                  {run.outcome.response.data.result.value.identity.seed},{" "}
                  {run.outcome.response.data.result.value.identity.pathCount} paths
                </dd>
              </>
            ) : (
              <>
                <dt>Why</dt>
                <dd>{run.outcome.response.data.result.error.message}</dd>
              </>
            )}
          </dl>
          <div class="actions">
            <button type="button" onClick={() => "response" in run.outcome && downloadJson(file, run.outcome.response)}>
              Download {run.stress.label} result (JSON)
            </button>
            {run.outcome.response.data.receipt.persisted ? (
              <button
                type="button"
                onClick={() =>
                  "response" in run.outcome &&
                  void downloadStored(run.outcome.response.data, `receipt-${run.stress.id}.json`)
                }
              >
                Download {run.stress.label} stored receipt (JSON)
              </button>
            ) : null}
          </div>
          <p class="hint">
            Verify it yourself: <code>fire simulate verify {file} --revision revision.json</code>
          </p>
        </>
      )}
    </section>
  )
}

/**
 * The simulation's answer: the baseline's success probability and fan chart, the stress scenarios
 * side by side, and every run's receipt with its downloads. Each figure links to its receipt.
 */
export const SimulationReport = (props: {
  readonly runs: ReadonlyArray<Run>
  readonly downloadRevision: () => Promise<void>
}) => {
  const baseline = props.runs[0]
  const base = baseline === undefined ? undefined : resultOf(baseline)
  const years = base?.annualBalanceRealUsd.map((y) => ({ year: y.year, ...y.balance })) ?? []
  const last = years[years.length - 1]
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">Your simulation</h2>
      {baseline !== undefined && base !== undefined ? (
        <>
          <p class="headline">
            Success probability:{" "}
            <strong>
              <Figure run={baseline}>{pct(base.successProbability)}</Figure>
            </strong>{" "}
            (target {pct(base.targetDiagnostics.targetSuccessProbability)},{" "}
            {base.targetDiagnostics.targetMet ? "met" : "not met"}; readiness {base.readiness})
          </p>
          <FanChart
            years={years}
            label={`Wealth by plan year over ${base.identity.pathCount} simulated paths.${
              last === undefined
                ? ""
                : ` In year ${last.year}: 10th percentile ${money(last.p10, "USD")}, median ${money(last.p50, "USD")}, 90th percentile ${money(last.p90, "USD")}.`
            }`}
          />
          <table class="fan">
            <caption>Wealth by plan year, today's US dollars</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">10th percentile</th>
                <th scope="col">Median</th>
                <th scope="col">90th percentile</th>
              </tr>
            </thead>
            <tbody>
              {years
                .filter((y, i) => i === years.length - 1 || y.year % 5 === 0)
                .map((y) => (
                  <tr key={y.year}>
                    <th scope="row">{y.year}</th>
                    <td>{money(y.p10, "USD")}</td>
                    <td>{money(y.p50, "USD")}</td>
                    <td>{money(y.p90, "USD")}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      ) : baseline !== undefined && "response" in baseline.outcome && !baseline.outcome.response.data.result.ok ? (
        <p class="error" role="alert">
          The simulation is {baseline.outcome.response.data.execution.status}:{" "}
          {baseline.outcome.response.data.result.error.message}
        </p>
      ) : null}
      <ScrollRegion label="Stress scenarios">
        <table class="stress">
          <caption>Stress scenarios side by side</caption>
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">Success probability</th>
              <th scope="col">Median wealth at the end</th>
              <th scope="col">10th percentile at the end</th>
              <th scope="col">Depletion, 10th percentile</th>
            </tr>
          </thead>
          <tbody>
            {props.runs.map((run) => {
              const v = resultOf(run)
              return (
                <tr key={run.stress.id}>
                  <th scope="row">{run.stress.label}</th>
                  {v === undefined ? (
                    <td colSpan={4}>
                      <a href={`#${receiptAnchor(run)}`}>
                        {"problem" in run.outcome
                          ? describeProblem(run.outcome.problem)
                          : `${run.outcome.response.data.execution.status}, see the receipt`}
                      </a>
                    </td>
                  ) : (
                    <>
                      <td>
                        <Figure run={run}>{pct(v.successProbability)}</Figure>
                      </td>
                      <td>
                        <Figure run={run}>{money(v.endBalanceRealUsd.p50, "USD")}</Figure>
                      </td>
                      <td>
                        <Figure run={run}>{money(v.endBalanceRealUsd.p10, "USD")}</Figure>
                      </td>
                      <td>
                        <Figure run={run}>{year(v.depletionYear.p10)}</Figure>
                      </td>
                    </>
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <h2>Receipts</h2>
      <p>
        Each result reproduces bit for bit from its file and the revision it ran on:{" "}
        <button type="button" onClick={() => void props.downloadRevision()}>
          Download the revision (JSON)
        </button>
      </p>
      {props.runs.map((run) => (
        <Receipt key={run.stress.id} run={run} />
      ))}
    </section>
  )
}
