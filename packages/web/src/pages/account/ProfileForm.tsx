import { useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../../api/client.js"
import type { paths } from "../../api/schema.js"
import { Field, FormProblem } from "../../Field.js"

/** The profile, as the API answers it. */
export type Profile = paths["/api/v1/user/profile"]["get"]["responses"]["200"]["content"]["application/json"]["data"]

/** The editable fields, in the form's order; each typed as a string so an error loses nothing. */
const FIELDS = [
  { name: "fullName", label: "Name", autoComplete: "name" },
  { name: "avatarUrl", label: "Avatar URL", type: "url", hint: "A web address, http:// or https://" },
  { name: "birthYear", label: "Birth year", type: "number" },
  { name: "countryCode", label: "Country code", hint: "Two letters, e.g. PT" },
  { name: "currentCitySlug", label: "Current city", hint: "The city's id in the catalogue, e.g. lisbon" },
  { name: "baseCurrency", label: "Currency", hint: "Three letters, e.g. EUR" },
  { name: "annualIncome", label: "Income after tax per year", type: "number" },
  { name: "annualExpenses", label: "Spending per year", type: "number" },
  { name: "currentSavings", label: "Savings outside tracked holdings", type: "number" },
  { name: "monthlyPassiveIncome", label: "Passive income per month", type: "number" }
] as const
type Name = (typeof FIELDS)[number]["name"]
type Form = Record<Name, string>

const NUMERIC: ReadonlySet<Name> = new Set([
  "birthYear",
  "annualIncome",
  "annualExpenses",
  "currentSavings",
  "monthlyPassiveIncome"
])

const formOf = (profile: Profile): Form =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, profile[name] == null ? "" : String(profile[name])])) as Form

/** The update of a form: empty clears a field, numbers parsed, codes upper-cased. */
const bodyOf = (form: Form) =>
  Object.fromEntries(
    FIELDS.map(({ name }) => {
      const text = form[name].trim()
      if (text === "") return [name, null]
      if (NUMERIC.has(name)) return [name, Number(text)]
      return [name, name === "countryCode" || name === "baseCurrency" ? text.toUpperCase() : form[name]]
    })
  )

/** The profile form: who you are and your money; the API's field errors shown on their fields. */
export const ProfileForm = (props: { readonly profile: Profile; readonly onSaved: (p: Profile) => void }) => {
  const [form, setForm] = useState<Form>(() => formOf(props.profile))
  const [problem, setProblem] = useState<ApiProblem>()
  const [saved, setSaved] = useState(false)
  const errors = fieldMessages(problem)
  const submit = async (event: Event) => {
    event.preventDefault()
    setSaved(false)
    const { data, error, response } = await api.PUT("/api/v1/user/profile", { body: bodyOf(form) })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setSaved(true)
    props.onSaved(data.data)
  }
  return (
    <form class="profile" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          name={field.name}
          label={field.label}
          type={"type" in field ? field.type : "text"}
          step={"type" in field && field.type === "number" ? "any" : undefined}
          hint={"hint" in field ? field.hint : undefined}
          autoComplete={"autoComplete" in field ? field.autoComplete : "off"}
          value={form[field.name]}
          onInput={(value) => setForm({ ...form, [field.name]: value })}
          error={errors[field.name]}
        />
      ))}
      <button type="submit">Save profile</button>
      {saved ? <p role="status">Saved.</p> : null}
      <FormProblem problem={problem} />
    </form>
  )
}
