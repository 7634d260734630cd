import "../decision.css"
import { ScrollRegion } from "../ScrollRegion.js"
import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, describeProblem } from "../api/client.js"
import { type DecisionReceipt, idempotencyKey, type Revision, type Scenario } from "../api/decision.js"
import { RankStabilityForm } from "../decisions/RankStabilityForm.js"
import { ReceiptView } from "../decisions/ReceiptView.js"
import { Link } from "../router.js"
import { useSession } from "../session.js"

/**
 * Decisions: the signed-in person's scenarios and their revisions; a revision is evaluated (each
 * claim ready, limited or blocked with its reasons, the evidence behind them) and its candidate
 * destinations ranked for stability (Pro).
 */
const DecisionsPage = () => {
  const session = useSession()
  const [scenarios, setScenarios] = useState<ReadonlyArray<Scenario>>()
  const [scenarioId, setScenarioId] = useState<string>()
  const [revisions, setRevisions] = useState<ReadonlyArray<Revision>>([])
  const [selected, setSelected] = useState<Revision>()
  const [receipt, setReceipt] = useState<DecisionReceipt>()
  const [problem, setProblem] = useState<ApiProblem>()
  const [busy, setBusy] = useState(false)

  const choose = async (id: string) => {
    setScenarioId(id)
    setSelected(undefined)
    setReceipt(undefined)
    const { data, error, response } = await api.GET("/api/v1/fire-decision/scenarios/{scenarioId}/revisions", {
      params: { path: { scenarioId: id }, query: { limit: "50" } }
    })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setRevisions(data.data)
    setSelected(data.data[data.data.length - 1])
  }

  useEffect(() => {
    if (session?.authenticated !== true) return
    void api.GET("/api/v1/fire-decision/scenarios").then(({ data, error, response }) => {
      if (data === undefined) return setProblem(asProblem(error, response.status))
      setScenarios(data.data)
      if (data.data[0] !== undefined) void choose(data.data[0].id)
    })
  }, [session?.authenticated])

  const evaluate = async (revision: Revision) => {
    setSelected(revision)
    setBusy(true)
    const { data, error, response } = await api.POST(
      "/api/v1/fire-decision/scenarios/{scenarioId}/revisions/{revisionId}/evaluate",
      {
        params: {
          path: { scenarioId: revision.scenarioId, revisionId: revision.id },
          header: { "idempotency-key": idempotencyKey() }
        }
      }
    )
    setBusy(false)
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setReceipt(data.data)
  }

  if (session === undefined) return <p>Loading…</p>
  if (!session.authenticated)
    return (
      <section>
        <h1>Decisions</h1>
        <p>
          <Link to="/sign-in">Sign in</Link> to see your decisions.
        </p>
      </section>
    )
  return (
    <section aria-labelledby="decisions-title">
      <h1 id="decisions-title">Decisions</h1>
      {scenarios === undefined ? (
        <p>Loading…</p>
      ) : scenarios.length === 0 ? (
        <p>
          No scenarios yet. <Link to="/plan">Make a plan</Link> first: each saved plan is a revision of a scenario.
        </p>
      ) : (
        <>
          <div class="field">
            <label for="field-decision-scenario">Scenario</label>
            <select
              id="field-decision-scenario"
              value={scenarioId}
              onChange={(e) => void choose((e.target as HTMLSelectElement).value)}
            >
              {scenarios.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <ScrollRegion label="Revisions">
            <table class="revisions">
              <caption>Revisions</caption>
              <thead>
                <tr>
                  <th scope="col">Revision</th>
                  <th scope="col">Saved</th>
                  <th scope="col">Destinations</th>
                  <th scope="col">Claims</th>
                  <th scope="col">
                    <span class="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {revisions.map((r) => (
                  <tr key={r.id} aria-current={selected?.id === r.id ? "true" : undefined}>
                    <th scope="row">{r.number}</th>
                    <td>{r.createdAt.slice(0, 16).replace("T", " ")}</td>
                    <td>{r.content.destinationCitySlugs.join(", ") || "none"}</td>
                    <td>{r.content.claims.length}</td>
                    <td>
                      <button type="button" disabled={busy} onClick={() => void evaluate(r)}>
                        Evaluate revision {r.number}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      {busy ? <p role="status">Evaluating…</p> : null}
      {problem !== undefined ? (
        <p class="error" role="alert">
          {describeProblem(problem)}
        </p>
      ) : null}
      {receipt !== undefined && scenarioId !== undefined ? (
        <ReceiptView scenarioId={scenarioId} receipt={receipt} />
      ) : null}
      {selected !== undefined ? <RankStabilityForm key={selected.id} revision={selected} /> : null}
    </section>
  )
}

export default DecisionsPage
