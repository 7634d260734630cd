import { ScrollRegion } from "../../ScrollRegion.js"
import { money } from "../../format.js"
import { COST_LINES, type CityComparisonView, type CityView } from "./CityTypes.js"

const yesNo = (value: boolean) => (value ? "Yes" : "No")
const titleCase = (text: string) => text[0]!.toUpperCase() + text.slice(1)

/** The rows of the comparison: a label and each city's figure, grouped as a person reads them. */
const rowsOf = (view: CityComparisonView) => {
  const saving = new Map(view.comparison.map((c) => [c.cityId, c.monthlySavingVsFirst]))
  const baseline = view.cities.find((c) => c.id === view.baseline)?.name ?? view.baseline
  const each = (f: (city: CityView) => string) => view.cities.map(f)
  return [
    { group: "Cost per month (EUR)" },
    { label: "Total", cells: each((c) => money(c.costOfLiving.monthlyTotal, "EUR")) },
    ...COST_LINES.map((line) => ({ label: titleCase(line), cells: each((c) => money(c.costOfLiving[line], "EUR")) })),
    {
      label: `Saving against ${baseline}`,
      cells: each((c) => (c.id === view.baseline ? "—" : money(saving.get(c.id) ?? 0, "EUR")))
    },
    { group: "Quality of life (0-100)" },
    { label: "Overall", cells: each((c) => c.qualityOfLife.overall.toFixed(0)) },
    { label: "Safety", cells: each((c) => c.qualityOfLife.safety.toFixed(0)) },
    { label: "Healthcare", cells: each((c) => c.qualityOfLife.healthcare.toFixed(0)) },
    { label: "Climate", cells: each((c) => c.qualityOfLife.climate.toFixed(0)) },
    { label: "Internet", cells: each((c) => c.qualityOfLife.internet.toFixed(0)) },
    { label: "English", cells: each((c) => c.qualityOfLife.englishFriendly.toFixed(0)) },
    { label: "Nomad score", cells: each((c) => c.nomadScore.toFixed(0)) },
    { group: "Tax" },
    { label: "Income tax, top rate", cells: each((c) => `${c.taxInfo.incomeTaxRate}%`) },
    { label: "Capital gains tax", cells: each((c) => `${c.taxInfo.capitalGainsTaxRate}%`) },
    {
      label: "Special programmes",
      cells: each((c) => (c.taxInfo.specialPrograms.length === 0 ? "None" : c.taxInfo.specialPrograms.join(", ")))
    },
    { group: "Visa" },
    { label: "Schengen area", cells: each((c) => yesNo(c.visaInfo.schengen)) },
    { label: "Digital nomad visa", cells: each((c) => yesNo(c.visaInfo.digitalNomadVisa)) },
    { label: "Visa-free passports", cells: each((c) => String(c.visaInfo.visaFreeFor.length)) }
  ]
}

/** The compared cities side by side: cost lines, quality, tax and visa; savings against the first. */
export const CityComparison = (props: { readonly view: CityComparisonView }) => {
  const columns = props.view.cities.length + 1
  return (
    <ScrollRegion label="Cities side by side">
      <table class="comparison">
        <caption id="comparison-title">Cities side by side</caption>
        <thead>
          <tr>
            <td />
            {props.view.cities.map((city) => (
              <th scope="col" key={city.id}>
                {city.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(props.view).map((row) =>
            "group" in row ? (
              <tr key={row.group} class="group">
                <th scope="rowgroup" colSpan={columns}>
                  {row.group}
                </th>
              </tr>
            ) : (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={props.view.cities[i]!.id}>{cell}</td>
                ))}
              </tr>
            )
          )}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
