import { useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../../api/client.js"
import { Field, FormProblem } from "../../Field.js"
import type { PortfolioView } from "./MoneyTypes.js"

/**
 * The user's portfolios: pick the one to work on, or create one (a duplicate name is the API's
 * 409, shown on the name field).
 */
export const Portfolios = (props: {
  readonly portfolios: ReadonlyArray<PortfolioView>
  readonly selected: string | undefined
  readonly onSelect: (id: string) => void
  readonly onCreated: (portfolio: PortfolioView) => void
}) => {
  const [name, setName] = useState("")
  const [problem, setProblem] = useState<ApiProblem>()
  const create = async (event: Event) => {
    event.preventDefault()
    const { data, error, response } = await api.POST("/api/v1/portfolios", { body: { name } })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setName("")
    props.onCreated(data.data)
  }
  // A name taken is a conflict without details: it belongs to the name field all the same.
  const errors = problem?.code === "CONFLICT" ? { name: problem.message ?? problem.error } : fieldMessages(problem)
  return (
    <section aria-labelledby="portfolios-title">
      <h2 id="portfolios-title">Portfolios</h2>
      {props.portfolios.length === 0 ? (
        <p>No portfolio yet: create one to add holdings.</p>
      ) : (
        <fieldset class="portfolios">
          <legend>Show portfolio</legend>
          {props.portfolios.map((p) => (
            <label key={p.id}>
              <input
                type="radio"
                name="portfolio"
                value={p.id}
                checked={p.id === props.selected}
                onChange={() => props.onSelect(p.id)}
              />{" "}
              {p.name} ({p.assetCount} {p.assetCount === 1 ? "holding" : "holdings"})
            </label>
          ))}
        </fieldset>
      )}
      <form onSubmit={create} noValidate class="inline">
        <Field name="portfolioName" label="New portfolio's name" value={name} onInput={setName} error={errors.name} />
        <button type="submit">Create portfolio</button>
      </form>
      {problem?.code === "CONFLICT" ? null : <FormProblem problem={problem} />}
    </section>
  )
}
