import "../decision.css"
import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, pathMessages } from "../api/client.js"
import { idempotencyKey, type Revision, type Scenario, type SolveResponse } from "../api/decision.js"
import { downloadJson } from "../download.js"
import { Field, FormProblem } from "../Field.js"
import { fromContent, keptSummary, type PlanDraft, starterPlan, toContent } from "../plan/PlanDraft.js"
import { PlanForm, shownPaths } from "../plan/PlanForm.js"
import { type Run, SimulationReport } from "../plan/SimulationReport.js"
import { SpendingSolve } from "../plan/SpendingSolve.js"
import { STRESS_SCENARIOS } from "../plan/StressScenarios.js"
import { Link } from "../router.js"
import { useSession } from "../session.js"

const NEW = "new"

/** The newest revision of a scenario (revisions are listed by number, oldest first). */
const latestRevision = async (scenarioId: string): Promise<Revision | undefined> => {
  const first = await api.GET("/api/v1/fire-decision/scenarios/{scenarioId}/revisions", {
    params: { path: { scenarioId }, query: { limit: "1" } }
  })
  const total = first.data?.meta.total ?? 0
  if (total === 0) return undefined
  const last = await api.GET("/api/v1/fire-decision/scenarios/{scenarioId}/revisions", {
    params: { path: { scenarioId }, query: { limit: "1", offset: String(total - 1) } }
  })
  return last.data?.data[0]
}

/** The problems of a refused save that no field shows (a path the form has no field for). */
const Unplaced = (props: { readonly problem: ApiProblem | undefined; readonly draft: PlanDraft }) => {
  const shown = new Set(shownPaths(props.draft))
  const rest = (props.problem?.details ?? []).filter((d) => {
    const path = d.path.replace(/^body\./, "")
    return !d.path.startsWith("body.") || ![...shown].some((s) => path === s || path.startsWith(`${s}.`))
  })
  if (rest.length === 0) return null
  return (
    <ul class="error">
      {rest.map((d) => (
        <li key={d.path}>
          {d.path}: {d.message}
        </li>
      ))}
    </ul>
  )
}

/**
 * Plan and simulation: the plan is edited and saved as a new immutable revision of a scenario,
 * then the governed retirement simulation runs on it, baseline and stress scenarios, each with its
 * receipt. Signed-in only.
 */
const PlanPage = () => {
  const session = useSession()
  const [scenarios, setScenarios] = useState<ReadonlyArray<Scenario>>([])
  const [scenarioId, setScenarioId] = useState<string>(NEW)
  const [name, setName] = useState("My plan")
  const [draft, setDraft] = useState<PlanDraft>(starterPlan)
  const [revision, setRevision] = useState<Revision>()
  const [saveProblem, setSaveProblem] = useState<ApiProblem>()
  const [saved, setSaved] = useState<string>()
  const [settings, setSettings] = useState({ seed: "my-plan", paths: "1000", years: "30", target: "0.9" })
  const [runProblem, setRunProblem] = useState<ApiProblem>()
  const [runs, setRuns] = useState<ReadonlyArray<Run>>([])
  const [running, setRunning] = useState(false)
  const [solved, setSolved] = useState<{ response: SolveResponse } | { problem: ApiProblem }>()

  const choose = async (id: string) => {
    setScenarioId(id)
    setRuns([])
    setSolved(undefined)
    setSaveProblem(undefined)
    if (id === NEW) return setRevision(undefined)
    const latest = await latestRevision(id)
    setRevision(latest)
    if (latest !== undefined) setDraft(fromContent(latest.content))
  }

  useEffect(() => {
    if (session?.authenticated !== true) return
    void api.GET("/api/v1/fire-decision/scenarios").then(({ data }) => {
      const list = data?.data ?? []
      setScenarios(list)
      if (list[0] !== undefined) void choose(list[0].id)
    })
  }, [session?.authenticated])

  const save = async (event: Event) => {
    event.preventDefault()
    setSaved(undefined)
    let id = scenarioId
    if (id === NEW) {
      const created = await api.POST("/api/v1/fire-decision/scenarios", { body: { name } })
      if (created.data === undefined) return setSaveProblem(asProblem(created.error, created.response.status))
      id = created.data.data.id
      setScenarios([created.data.data, ...scenarios])
      setScenarioId(id)
    }
    const { data, error, response } = await api.POST("/api/v1/fire-decision/scenarios/{scenarioId}/revisions", {
      params: { path: { scenarioId: id } },
      body: toContent(draft)
    })
    if (data === undefined) return setSaveProblem(asProblem(error, response.status))
    setSaveProblem(undefined)
    setRevision(data.data)
    setRuns([])
    setSolved(undefined)
    setSaved(`Saved as revision ${data.data.number}.`)
  }

  const simulate = async (event: Event) => {
    event.preventDefault()
    if (revision === undefined) return
    setRunning(true)
    setRuns([])
    const done: Array<Run> = []
    for (const stress of STRESS_SCENARIOS) {
      const { data, error, response } = await api.POST(
        "/api/v1/fire-decision/scenarios/{scenarioId}/retirement-simulation",
        {
          params: { path: { scenarioId: revision.scenarioId }, header: { "idempotency-key": idempotencyKey() } },
          body: {
            revisionId: revision.id,
            seed: settings.seed,
            pathCount: Number(settings.paths),
            horizonYears: Number(settings.years),
            stressScenarioId: stress.id,
            targetSuccessProbability: Number(settings.target)
          }
        }
      )
      if (data === undefined) {
        const problem = asProblem(error, response.status)
        // A refusal of the settings themselves (not of this scenario) stops the runs and shows on its field.
        const onSettings = (problem.details ?? []).some((d) => d.path !== "body.stressScenarioId")
        if (stress.id === "baseline" || onSettings || problem.code === "RATE_LIMITED") {
          setRunProblem(problem)
          setRuns(done)
          return setRunning(false)
        }
        done.push({ stress, outcome: { problem } })
      } else done.push({ stress, outcome: { response: data } })
      setRuns([...done])
    }
    setRunProblem(undefined)
    setRunning(false)
  }

  /** "How much could I spend": the solve over the same settings as the simulation's baseline. */
  const solve = async () => {
    if (revision === undefined) return
    setRunning(true)
    setSolved(undefined)
    const { data, error, response } = await api.POST(
      "/api/v1/fire-decision/scenarios/{scenarioId}/retirement-simulation/solve",
      {
        params: { path: { scenarioId: revision.scenarioId }, header: { "idempotency-key": idempotencyKey() } },
        body: {
          revisionId: revision.id,
          seed: settings.seed,
          pathCount: Number(settings.paths),
          horizonYears: Number(settings.years),
          stressScenarioId: "baseline",
          targetSuccessProbability: Number(settings.target)
        }
      }
    )
    setRunning(false)
    if (data === undefined) {
      const problem = asProblem(error, response.status)
      // A refusal of the settings shows on their fields, as the simulation's does.
      if ((problem.details ?? []).length > 0 || problem.code === "RATE_LIMITED") return setRunProblem(problem)
      return setSolved({ problem })
    }
    setRunProblem(undefined)
    setSolved({ response: data })
  }

  const downloadRevision = async () => {
    if (revision === undefined) return
    const { data, error, response } = await api.GET(
      "/api/v1/fire-decision/scenarios/{scenarioId}/revisions/{revisionId}",
      {
        params: { path: { scenarioId: revision.scenarioId, revisionId: revision.id } }
      }
    )
    if (data === undefined) return setRunProblem(asProblem(error, response.status))
    downloadJson("revision.json", data)
  }

  if (session === undefined) return <p>Loading…</p>
  if (!session.authenticated)
    return (
      <section>
        <h1>Plan and simulation</h1>
        <p>
          <Link to="/sign-in">Sign in</Link> to plan and simulate.
        </p>
      </section>
    )
  const errors = pathMessages(saveProblem)
  const settingErrors = pathMessages(runProblem)
  return (
    <section aria-labelledby="plan-title">
      <h1 id="plan-title">Plan and simulation</h1>
      <form onSubmit={save} noValidate aria-labelledby="plan-form-title">
        <h2 id="plan-form-title">Your plan</h2>
        <div class="field">
          <label for="field-scenario">Scenario</label>
          <select
            id="field-scenario"
            value={scenarioId}
            onChange={(e) => void choose((e.target as HTMLSelectElement).value)}
          >
            <option value={NEW}>A new scenario</option>
            {scenarios.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {scenarioId === NEW ? (
          <Field name="name" label="Scenario name" value={name} onInput={setName} error={errors.name} />
        ) : null}
        {revision !== undefined ? (
          <p class="hint">Editing from revision {revision.number}; saving makes a new revision, the old one is kept.</p>
        ) : null}
        <PlanForm draft={draft} onChange={setDraft} errors={errors} />
        {keptSummary(draft).length > 0 ? (
          <p class="hint">Kept unchanged from the revision (edited elsewhere): {keptSummary(draft).join(", ")}.</p>
        ) : null}
        <button type="submit">Save plan</button>
        {saved !== undefined ? <p role="status">{saved}</p> : null}
        <FormProblem problem={saveProblem} />
        <Unplaced problem={saveProblem} draft={draft} />
      </form>
      <form onSubmit={simulate} noValidate aria-labelledby="run-title">
        <h2 id="run-title">Simulate</h2>
        {revision === undefined ? <p>Save the plan first: a simulation runs on a saved revision.</p> : null}
        <div class="grid">
          <Field
            name="seed"
            label="Seed"
            hint="The same seed reproduces the result bit for bit"
            value={settings.seed}
            onInput={(v) => setSettings({ ...settings, seed: v })}
            error={settingErrors.seed}
          />
          <Field
            name="paths"
            label="Paths"
            type="number"
            value={settings.paths}
            onInput={(v) => setSettings({ ...settings, paths: v })}
            error={settingErrors.pathCount}
          />
          <Field
            name="years"
            label="Years"
            type="number"
            value={settings.years}
            onInput={(v) => setSettings({ ...settings, years: v })}
            error={settingErrors.horizonYears}
          />
          <Field
            name="target"
            label="Target success probability"
            type="number"
            hint="Between 0 and 1, e.g. 0.9"
            value={settings.target}
            onInput={(v) => setSettings({ ...settings, target: v })}
            error={settingErrors.targetSuccessProbability}
          />
        </div>
        <div class="actions">
          <button type="submit" disabled={revision === undefined || running}>
            Run simulation
          </button>
          <button type="button" disabled={revision === undefined || running} onClick={() => void solve()}>
            How much could I spend
          </button>
        </div>
        {running ? <p role="status">Running…</p> : null}
        <FormProblem problem={runProblem} />
      </form>
      {solved !== undefined ? <SpendingSolve outcome={solved} downloadRevision={downloadRevision} /> : null}
      {runs.length > 0 ? <SimulationReport runs={runs} downloadRevision={downloadRevision} /> : null}
    </section>
  )
}

export default PlanPage
