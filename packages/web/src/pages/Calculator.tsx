import { useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../api/client.js"
import type { paths } from "../api/schema.js"
import { type FiTarget, TimelineChart } from "../chart/TimelineChart.js"
import { Field, FormProblem } from "../Field.js"
import { age, money } from "../format.js"

type CalculatorInput = paths["/api/v1/calculator"]["post"]["requestBody"]["content"]["application/json"]
type CalculatorResult = paths["/api/v1/calculator"]["post"]["responses"]["200"]["content"]["application/json"]["data"]

/** The form's fields, as typed (strings), so an error never loses what was entered. */
const initial = {
  currentAge: "35",
  annualIncome: "70000",
  annualExpenses: "40000",
  currentSavings: "100000",
  expectedRealReturn: "5",
  withdrawalRate: "4"
}
type Form = typeof initial

/** The inputs in their order, labelled as a person reads them. */
const INPUTS: ReadonlyArray<{
  readonly name: keyof Form
  readonly label: string
  readonly step?: string
  readonly hint?: string
}> = [
  { name: "currentAge", label: "Your age" },
  { name: "annualIncome", label: "Income after tax per year" },
  { name: "annualExpenses", label: "Spending per year" },
  { name: "currentSavings", label: "Invested savings today" },
  { name: "expectedRealReturn", label: "Real return per year (%)", step: "0.1", hint: "After inflation" },
  { name: "withdrawalRate", label: "Withdrawal rate (%)", step: "0.1" }
]

/** The request of a form: amounts as numbers, the two rates from percent to fractions. */
const toInput = (form: Form): CalculatorInput => ({
  currentAge: Number(form.currentAge),
  annualIncome: Number(form.annualIncome),
  annualExpenses: Number(form.annualExpenses),
  currentSavings: Number(form.currentSavings),
  expectedRealReturn: Number(form.expectedRealReturn) / 100,
  withdrawalRate: Number(form.withdrawalRate) / 100,
  currency: "USD"
})

const COLORS = { lean: "#2e7d32", regular: "#b45309", fat: "#7b1fa2", barista: "#00838f" }

/** The four FI numbers drawn on the timeline. */
const targetsOf = (result: CalculatorResult): ReadonlyArray<FiTarget> => [
  { label: "Lean", amount: result.variants.lean.fiNumber, fiAge: result.variants.lean.fiAge, color: COLORS.lean },
  {
    label: "Regular",
    amount: result.variants.regular.fiNumber,
    fiAge: result.variants.regular.fiAge,
    color: COLORS.regular
  },
  { label: "Fat", amount: result.variants.fat.fiNumber, fiAge: result.variants.fat.fiAge, color: COLORS.fat },
  {
    label: "Barista",
    amount: result.variants.barista.fiNumber,
    fiAge: result.variants.barista.fiAge,
    color: COLORS.barista
  }
]

/** The public FI calculator: the inputs, the timeline chart with the FI ages, the figures. */
export const Calculator = () => {
  const [form, setForm] = useState(initial)
  const [result, setResult] = useState<CalculatorResult>()
  const [problem, setProblem] = useState<ApiProblem>()
  const [busy, setBusy] = useState(false)
  const errors = fieldMessages(problem)
  const set = (key: keyof Form) => (value: string) => setForm({ ...form, [key]: value })

  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    const { data, error, response } = await api.POST("/api/v1/calculator", { body: toInput(form) })
    setBusy(false)
    if (data !== undefined) {
      setProblem(undefined)
      setResult(data.data)
    } else {
      // The chart and figures belonged to the previous inputs; they go, what was typed stays.
      setResult(undefined)
      setProblem(asProblem(error, response.status))
    }
  }

  const currency = result?.assumptions.currency ?? "USD"
  return (
    <section aria-labelledby="calculator-title">
      <h1 id="calculator-title">When can you stop working?</h1>
      <form class="calculator" onSubmit={submit} noValidate>
        {INPUTS.map((input) => (
          <Field
            key={input.name}
            name={input.name}
            label={input.label}
            type="number"
            step={input.step ?? "1"}
            hint={input.hint}
            value={form[input.name]}
            onInput={set(input.name)}
            error={errors[input.name]}
          />
        ))}
        <button type="submit" disabled={busy}>
          {busy ? "Calculating…" : "Calculate"}
        </button>
      </form>
      <FormProblem problem={problem} />
      {result !== undefined ? (
        <div class="result" aria-live="polite">
          <h2>Your FI timeline</h2>
          <p class="headline">
            FI number <strong>{money(result.fiNumber, currency)}</strong>, reached at age{" "}
            <strong>{age(result.fiAge)}</strong>
            {result.yearsToFI === null ? "" : ` (in ${result.yearsToFI.toFixed(1)} years)`}.
          </p>
          <TimelineChart
            ages={result.projection.map((row) => row.age)}
            balances={result.projection.map((row) => row.endBalance)}
            targets={targetsOf(result)}
            currency={currency}
          />
          <table>
            <caption>FI numbers and the age each is reached</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Spending per year</th>
                <th scope="col">FI number</th>
                <th scope="col">FI age</th>
              </tr>
            </thead>
            <tbody>
              {(["lean", "regular", "fat", "barista", "coast"] as const).map((key) => {
                const variant = result.variants[key]
                return (
                  <tr key={key}>
                    <th scope="row">{key[0]!.toUpperCase() + key.slice(1)}</th>
                    <td>{"annualExpenses" in variant ? money(variant.annualExpenses, currency) : "—"}</td>
                    <td>{money(variant.fiNumber, currency)}</td>
                    <td>{age(variant.fiAge)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
