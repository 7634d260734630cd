import { useState } from "preact/hooks"
import { ScrollRegion } from "../ScrollRegion.js"
import { type ApiProblem, api, asProblem, pathMessages } from "../api/client.js"
import type { RankStability, Revision } from "../api/decision.js"
import { Field, FormProblem } from "../Field.js"

const pct = (x: number) => `${(x * 100).toFixed(0)} %`
const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")

/**
 * Rank stability of candidate destinations (Pro): how often each city ranks first under seeded
 * perturbations. A starter account is shown the API's own message about its tier.
 */
export const RankStabilityForm = (props: { readonly revision: Revision }) => {
  const [form, setForm] = useState({
    cities: props.revision.content.destinationCitySlugs.join(", "),
    seed: "rank-1",
    perturbations: "50"
  })
  const [problem, setProblem] = useState<ApiProblem>()
  const [result, setResult] = useState<RankStability>()
  const errors = pathMessages(problem)
  const cityError =
    errors.candidateCitySlugs ?? Object.entries(errors).find(([p]) => p.startsWith("candidateCitySlugs."))?.[1]
  const submit = async (event: Event) => {
    event.preventDefault()
    const { data, error, response } = await api.POST("/api/v1/fire-decision/scenarios/{scenarioId}/rank-stability", {
      params: { path: { scenarioId: props.revision.scenarioId } },
      body: {
        revisionId: props.revision.id,
        candidateCitySlugs: list(form.cities),
        seed: form.seed,
        perturbationCount: form.perturbations.trim() === "" ? Number.NaN : Number(form.perturbations)
      }
    })
    if (data === undefined) {
      setResult(undefined)
      return setProblem(asProblem(error, response.status))
    }
    setProblem(undefined)
    setResult(data.data)
  }
  return (
    <section aria-labelledby="rank-title">
      <h2 id="rank-title">Rank stability of destinations</h2>
      <form onSubmit={submit} noValidate>
        <Field
          name="candidates"
          label="Candidate cities"
          hint="2 to 10 city slugs, comma-separated"
          value={form.cities}
          onInput={(v) => setForm({ ...form, cities: v })}
          error={cityError}
        />
        <div class="grid">
          <Field
            name="rankSeed"
            label="Seed"
            value={form.seed}
            onInput={(v) => setForm({ ...form, seed: v })}
            error={errors.seed}
          />
          <Field
            name="perturbations"
            label="Perturbations"
            type="number"
            value={form.perturbations}
            onInput={(v) => setForm({ ...form, perturbations: v })}
            error={errors.perturbationCount}
          />
        </div>
        <button type="submit">Rank destinations</button>
        <FormProblem problem={problem} />
      </form>
      {result === undefined ? null : result.status === "blocked" ? (
        <p role="status">{result.message}</p>
      ) : (
        <>
          <p role="status">
            {result.verdict.text} (Kendall's W {result.kendallW.toFixed(2)} over {result.perturbations} perturbations)
          </p>
          <ScrollRegion label="Destinations by expected rank">
            <table class="rank">
              <caption>Destinations by expected rank</caption>
              <thead>
                <tr>
                  <th scope="col">City</th>
                  <th scope="col">First in</th>
                  <th scope="col">Expected rank</th>
                  <th scope="col">Mean success probability</th>
                  <th scope="col">Mean monthly surplus ({result.spendingCurrency})</th>
                </tr>
              </thead>
              <tbody>
                {[...result.cities]
                  .sort((a, b) => a.expectedRank - b.expectedRank)
                  .map((c) => (
                    <tr key={c.city}>
                      <th scope="row">{c.city}</th>
                      <td>{pct(c.probabilityFirst)}</td>
                      <td>{c.expectedRank.toFixed(2)}</td>
                      <td>{pct(c.meanSuccessProbability)}</td>
                      <td>{Math.round(c.meanMonthlySurplus).toLocaleString("en")}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  )
}
