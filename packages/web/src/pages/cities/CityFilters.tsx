import { CheckboxField } from "../../CheckboxField.js"
import { Field } from "../../Field.js"
import { SelectField } from "../../SelectField.js"

/** The filter form's fields as typed (strings and booleans), so nothing is lost on an error. */
export interface CityFilterForm {
  readonly region: string
  readonly country: string
  readonly maxCost: string
  readonly minNomadScore: string
  readonly schengen: boolean
  readonly digitalNomadVisa: boolean
  readonly sort: "cost" | "nomadScore" | "qualityOfLife" | "name"
  readonly order: "asc" | "desc"
}

export const initialFilters: CityFilterForm = {
  region: "",
  country: "",
  maxCost: "",
  minNomadScore: "",
  schengen: false,
  digitalNomadVisa: false,
  sort: "nomadScore",
  order: "desc"
}

/** The continents the API's `region` filter knows (docs/geo.md), besides admin regions. */
const REGIONS = [
  { value: "", label: "Anywhere" },
  { value: "europe", label: "Europe" },
  { value: "asia", label: "Asia" },
  { value: "north-america", label: "North America" },
  { value: "latin-america", label: "Latin America" },
  { value: "africa", label: "Africa" },
  { value: "oceania", label: "Oceania" },
  { value: "middle-east", label: "Middle East" }
]

const SORTS = [
  { value: "nomadScore", label: "Nomad score" },
  { value: "cost", label: "Monthly cost" },
  { value: "qualityOfLife", label: "Quality of life" },
  { value: "name", label: "Name" }
]

const ORDERS = [
  { value: "desc", label: "Highest first" },
  { value: "asc", label: "Lowest first" }
]

/** The list's query of a form: empty fields are no filter, unchecked boxes too. */
export const toCityQuery = (form: CityFilterForm) => ({
  ...(form.region === "" ? {} : { region: form.region }),
  ...(form.country.trim() === "" ? {} : { country: form.country.trim() }),
  ...(form.maxCost.trim() === "" ? {} : { maxCost: form.maxCost.trim() }),
  ...(form.minNomadScore.trim() === "" ? {} : { minNomadScore: form.minNomadScore.trim() }),
  ...(form.schengen ? { schengen: "true" as const } : {}),
  ...(form.digitalNomadVisa ? { digitalNomadVisa: "true" as const } : {}),
  sort: form.sort,
  order: form.order
})

/** Filter and sort the catalogue; the API's refusals shown on the fields they name. */
export const CityFilters = (props: {
  readonly form: CityFilterForm
  readonly onChange: (form: CityFilterForm) => void
  readonly onSubmit: () => void
  readonly errors: Readonly<Record<string, string>>
  readonly busy: boolean
}) => {
  const { form, errors } = props
  const set =
    <K extends keyof CityFilterForm>(key: K) =>
    (value: CityFilterForm[K]) =>
      props.onChange({ ...form, [key]: value })
  return (
    <form
      class="filters"
      noValidate
      aria-label="Filter cities"
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <SelectField
        name="region"
        label="Region"
        value={form.region}
        options={REGIONS}
        onChange={set("region")}
        error={errors.region}
      />
      <Field
        name="country"
        label="Country"
        value={form.country}
        onInput={set("country")}
        error={errors.country}
        hint="Name or code, e.g. PT"
      />
      <Field
        name="maxCost"
        label="Most per month (EUR)"
        type="number"
        value={form.maxCost}
        onInput={set("maxCost")}
        error={errors.maxCost}
      />
      <Field
        name="minNomadScore"
        label="Least nomad score (0-100)"
        type="number"
        value={form.minNomadScore}
        onInput={set("minNomadScore")}
        error={errors.minNomadScore}
      />
      <SelectField
        name="sort"
        label="Sort by"
        value={form.sort}
        options={SORTS}
        onChange={(v) => set("sort")(v as CityFilterForm["sort"])}
        error={errors.sort}
      />
      <SelectField
        name="order"
        label="Order"
        value={form.order}
        options={ORDERS}
        onChange={(v) => set("order")(v as CityFilterForm["order"])}
        error={errors.order}
      />
      <CheckboxField name="schengen" label="Schengen area" checked={form.schengen} onChange={set("schengen")} />
      <CheckboxField
        name="digitalNomadVisa"
        label="Digital nomad visa"
        checked={form.digitalNomadVisa}
        onChange={set("digitalNomadVisa")}
      />
      <button type="submit" disabled={props.busy}>
        {props.busy ? "Loading…" : "Show cities"}
      </button>
    </form>
  )
}
