import { useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../../api/client.js"
import { Field, FormProblem } from "../../Field.js"
import { SelectField } from "../../SelectField.js"
import type { AssetCreate, AssetView } from "./MoneyTypes.js"

const initial = {
  isin: "",
  name: "",
  quantity: "",
  unitPrice: "",
  currency: "EUR",
  assetFactor: "us_equity",
  region: "global",
  ongoingCharge: "",
  dividendYield: ""
}
type Form = typeof initial

const FACTORS = [
  { value: "us_equity", label: "Shares" },
  { value: "us_bond_10y", label: "Bonds" },
  { value: "us_cash", label: "Cash" }
]

const REGIONS = [
  { value: "global", label: "Global" },
  { value: "north_america", label: "North America" },
  { value: "europe", label: "Europe" },
  { value: "asia_pacific", label: "Asia Pacific" },
  { value: "emerging_markets", label: "Emerging markets" },
  { value: "latin_america", label: "Latin America" },
  { value: "middle_east_africa", label: "Middle East and Africa" }
]

/** A percentage as typed to the API's fraction; empty is unknown (null). */
const fraction = (percent: string): number | null => (percent.trim() === "" ? null : Number(percent) / 100)

/** The request of a form: the ISIN as typed (upper-cased), numbers parsed, percentages as fractions. */
const toBody = (portfolioId: string, form: Form): AssetCreate => ({
  portfolioId,
  isin: form.isin.trim().toUpperCase(),
  name: form.name,
  quantity: Number(form.quantity),
  unitPrice: Number(form.unitPrice),
  currency: form.currency.trim().toUpperCase(),
  assetFactor: form.assetFactor as AssetCreate["assetFactor"],
  region: form.region as AssetCreate["region"],
  ongoingCharge: fraction(form.ongoingCharge),
  dividendYield: fraction(form.dividendYield)
})

/**
 * Add a holding by ISIN. The API checks the ISIN's check digit; its message (e.g. "ISIN check
 * digit should be 5") is shown on the ISIN field, and everything typed stays.
 */
export const HoldingForm = (props: { readonly portfolioId: string; readonly onAdded: (asset: AssetView) => void }) => {
  const [form, setForm] = useState(initial)
  const [problem, setProblem] = useState<ApiProblem>()
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Form) => (value: string) => setForm({ ...form, [key]: value })
  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    const { data, error, response } = await api.POST("/api/v1/assets", { body: toBody(props.portfolioId, form) })
    setBusy(false)
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setForm(initial)
    props.onAdded(data.data)
  }
  // One ISIN per portfolio: the API's 409 belongs to the ISIN field.
  const errors = problem?.code === "CONFLICT" ? { isin: problem.message ?? problem.error } : fieldMessages(problem)
  return (
    <form class="holding" onSubmit={submit} noValidate aria-labelledby="holding-title">
      <h3 id="holding-title">Add a holding</h3>
      <Field
        name="isin"
        label="ISIN"
        value={form.isin}
        onInput={set("isin")}
        error={errors.isin}
        hint="12 characters, e.g. IE00B4L5Y983"
      />
      <Field name="name" label="Name" value={form.name} onInput={set("name")} error={errors.name} />
      <Field
        name="quantity"
        label="Units"
        type="number"
        step="any"
        value={form.quantity}
        onInput={set("quantity")}
        error={errors.quantity}
      />
      <Field
        name="unitPrice"
        label="Price per unit"
        type="number"
        step="any"
        value={form.unitPrice}
        onInput={set("unitPrice")}
        error={errors.unitPrice}
      />
      <Field
        name="currency"
        label="Currency"
        value={form.currency}
        onInput={set("currency")}
        error={errors.currency}
        hint="Three letters, e.g. EUR"
      />
      <SelectField
        name="assetFactor"
        label="Kind"
        value={form.assetFactor}
        options={FACTORS}
        onChange={set("assetFactor")}
        error={errors.assetFactor}
      />
      <SelectField
        name="region"
        label="Region"
        value={form.region}
        options={REGIONS}
        onChange={set("region")}
        error={errors.region}
      />
      <Field
        name="ongoingCharge"
        label="Ongoing charge (% a year)"
        type="number"
        step="0.01"
        value={form.ongoingCharge}
        onInput={set("ongoingCharge")}
        error={errors.ongoingCharge}
        hint="Optional, e.g. 0.2"
      />
      <Field
        name="dividendYield"
        label="Dividend yield (%)"
        type="number"
        step="0.1"
        value={form.dividendYield}
        onInput={set("dividendYield")}
        error={errors.dividendYield}
        hint="Optional"
      />
      <button type="submit" disabled={busy}>
        {busy ? "Adding…" : "Add holding"}
      </button>
      {problem?.code === "CONFLICT" ? null : <FormProblem problem={problem} />}
    </form>
  )
}
