import { useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../../api/client.js"
import { CheckboxField } from "../../CheckboxField.js"
import { Field, FormProblem } from "../../Field.js"
import { money } from "../../format.js"
import { PREFERENCE_TAGS } from "./CityPreferences.js"
import type { RecommendationsView } from "./CityTypes.js"

const tagLabel = (tag: string) => (tag[0]!.toUpperCase() + tag.slice(1)).replaceAll("-", " ")

const years = (value: number) => `${value >= 0 ? "" : "−"}${Math.abs(value).toFixed(1)} years`

/**
 * Recommendations for the user's own budget: each city with the monthly saving and the years of
 * FI gained; the basis (what the savings are measured against, the FX rate and its source) below.
 */
export const CityRecommendations = () => {
  const [budget, setBudget] = useState("")
  const [tags, setTags] = useState<ReadonlyArray<string>>([])
  const [view, setView] = useState<RecommendationsView>()
  const [problem, setProblem] = useState<ApiProblem>()
  const [busy, setBusy] = useState(false)
  const errors = fieldMessages(problem)
  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    const { data, error, response } = await api.POST("/api/v1/geo/recommendations", {
      body: {
        ...(budget.trim() === "" ? {} : { budget: Number(budget) }),
        ...(tags.length === 0 ? {} : { preferences: tags.join(",") })
      }
    })
    setBusy(false)
    if (data === undefined) {
      setView(undefined)
      return setProblem(asProblem(error, response.status))
    }
    setProblem(undefined)
    setView(data.data)
  }
  return (
    <section aria-labelledby="recommendations-title">
      <h2 id="recommendations-title">Recommended for you</h2>
      <form class="filters" onSubmit={submit} noValidate aria-label="Recommendations">
        <Field
          name="budget"
          label="Monthly budget (USD)"
          type="number"
          value={budget}
          onInput={setBudget}
          error={errors.budget}
          hint="Leave empty to compare with your current city (profile)"
        />
        <fieldset class={errors.preferences ? "tags invalid" : "tags"}>
          <legend>What matters to you</legend>
          {PREFERENCE_TAGS.map((tag) => (
            <CheckboxField
              key={tag}
              name={`tag-${tag}`}
              label={tagLabel(tag)}
              checked={tags.includes(tag)}
              onChange={(on) => setTags(on ? [...tags, tag] : tags.filter((t) => t !== tag))}
            />
          ))}
          {errors.preferences ? (
            <p class="error" role="alert">
              {errors.preferences}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" disabled={busy}>
          {busy ? "Finding…" : "Recommend cities"}
        </button>
      </form>
      <FormProblem problem={problem} />
      {view === undefined ? null : (
        <div aria-live="polite">
          <p class="headline">
            On average <strong>{money(view.summary.potentialSavings, "EUR")}</strong> a month less, and FI{" "}
            <strong>{years(view.summary.avgFiYearsGained)}</strong> sooner.
          </p>
          <ol class="recommendations">
            {view.recommendations.map((r) => (
              <li key={r.city.id}>
                <h3>
                  {r.city.name}, {r.city.country}
                </h3>
                <dl>
                  <div>
                    <dt>Saving per month</dt>
                    <dd>{money(r.savingsPerMonth, "EUR")}</dd>
                  </div>
                  <div>
                    <dt>FI years gained</dt>
                    <dd>{view.basis.fiYearsGained.computed ? years(r.fiYearsGained) : "—"}</dd>
                  </div>
                  <div>
                    <dt>Match</dt>
                    <dd>{r.matchScore.toFixed(0)} / 100</dd>
                  </div>
                </dl>
                {r.highlights.length === 0 ? null : <p class="hint">{r.highlights.join(" · ")}</p>}
              </li>
            ))}
          </ol>
          <p class="hint">
            Savings against{" "}
            {view.basis.savingsAgainst === "budget"
              ? `your budget of ${money(view.basis.budgetEur ?? 0, "EUR")} a month`
              : `your current city (${view.basis.currentCity})`}
            ; USD converted at {view.basis.fx.usdPerEur} per EUR ({view.basis.fx.source}, {view.basis.fx.asOf}).
            {view.basis.fiYearsGained.note === null ? "" : ` ${view.basis.fiYearsGained.note}`}
          </p>
        </div>
      )}
    </section>
  )
}
