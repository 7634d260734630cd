import { useState } from "preact/hooks"
import { ScrollRegion } from "../ScrollRegion.js"
import { type ApiProblem, api, asProblem, describeProblem } from "../api/client.js"
import { CLAIMS, type DecisionReceipt, type EvidenceSnapshot } from "../api/decision.js"
import { downloadJson } from "../download.js"

const label = (claim: string) => CLAIMS.find((c) => c.id === claim)?.label ?? claim
const day = (iso: string | null) => (iso === null ? "open-ended" : iso.slice(0, 10))

/** The evidence snapshot a receipt froze: each source fact with its status and validity dates. */
const Evidence = (props: { readonly snapshot: EvidenceSnapshot }) => (
  <section aria-labelledby="evidence-title">
    <h3 id="evidence-title">Evidence snapshot</h3>
    <p>
      Snapshot {props.snapshot.snapshotId}, resolved {props.snapshot.resolvedAt} for {props.snapshot.scenarioDate}.
      Readiness {props.snapshot.readiness}.
    </p>
    {props.snapshot.sources.length === 0 ? (
      <p>No rule-set facts were used.</p>
    ) : (
      <ScrollRegion label="Claims">
        <table class="sources">
          <caption>Sources ({props.snapshot.sources.length})</caption>
          <thead>
            <tr>
              <th scope="col">Fact</th>
              <th scope="col">Status</th>
              <th scope="col">Source</th>
              <th scope="col">Applies</th>
              <th scope="col">Verified</th>
              <th scope="col">Warn after</th>
              <th scope="col">Expires</th>
            </tr>
          </thead>
          <tbody>
            {props.snapshot.sources.map((s) => (
              <tr key={s.factId}>
                <th scope="row">
                  <code title={`rule set ${s.ruleSetId}`}>{s.factId.slice(0, 8)}</code>
                </th>
                <td>{s.factStatus}</td>
                <td>
                  {s.sourceKind.replace(/_/g, " ")}, {s.sourceStatus}
                </td>
                <td>
                  {day(s.effectiveFrom)} to {day(s.effectiveTo)}
                </td>
                <td>{day(s.verifiedAt)}</td>
                <td>{day(s.warningAfter)}</td>
                <td>{day(s.hardExpiry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    )}
  </section>
)

/**
 * An evaluation's receipt: the overall readiness, each claim's state with the reasons the API gave
 * (its warnings), the download of the receipt, and its evidence snapshot on request.
 */
export const ReceiptView = (props: { readonly scenarioId: string; readonly receipt: DecisionReceipt }) => {
  const { receipt } = props
  const [snapshot, setSnapshot] = useState<EvidenceSnapshot>()
  const [problem, setProblem] = useState<ApiProblem>()
  const loadEvidence = async () => {
    const { data, error, response } = await api.GET(
      "/api/v1/fire-decision/scenarios/{scenarioId}/receipts/{receiptId}/evidence",
      { params: { path: { scenarioId: props.scenarioId, receiptId: receipt.receiptId } } }
    )
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setSnapshot(data.data)
  }
  return (
    <section aria-labelledby="receipt-title" class="receipt">
      <h2 id="receipt-title">Evaluation: {receipt.readiness}</h2>
      <p>
        Receipt {receipt.receiptId}, computed {receipt.computedAt}. An educational estimate: verify before acting.
      </p>
      <ScrollRegion label="Sources">
        <table class="claims">
          <caption>Claims</caption>
          <thead>
            <tr>
              <th scope="col">Claim</th>
              <th scope="col">State</th>
              <th scope="col">Reasons</th>
            </tr>
          </thead>
          <tbody>
            {receipt.claimResults.map((c) => {
              const reasons = receipt.warnings.filter((w) => w.claim === c.claim)
              return (
                <tr key={c.claim}>
                  <th scope="row">{label(c.claim)}</th>
                  <td>
                    <span class={`state state-${c.state}`}>{c.state}</span>
                  </td>
                  <td>
                    {reasons.length === 0 ? (
                      "none"
                    ) : (
                      <ul>
                        {reasons.map((w, i) => (
                          <li key={i}>
                            <code>{w.code}</code> {w.message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <div class="actions">
        <button type="button" onClick={() => void loadEvidence()}>
          Show the evidence
        </button>
        <button type="button" onClick={() => downloadJson(`receipt-${receipt.receiptId}.json`, receipt)}>
          Download the receipt (JSON)
        </button>
      </div>
      {problem !== undefined ? (
        <p class="error" role="alert">
          {describeProblem(problem)}
        </p>
      ) : null}
      {snapshot !== undefined ? <Evidence snapshot={snapshot} /> : null}
    </section>
  )
}
