import { ScrollRegion } from "../../ScrollRegion.js"
import { money } from "../../format.js"
import type { CityView } from "./CityTypes.js"

/** At most this many cities are compared side by side (the API's bound). */
export const MAX_COMPARED = 5

/**
 * The cities of the current page with their headline figures, each with a checkbox to pick it for
 * the comparison. A scrollable, focusable region on narrow screens.
 */
export const CityTable = (props: {
  readonly cities: ReadonlyArray<CityView>
  readonly picked: ReadonlyArray<string>
  readonly onPick: (city: CityView, picked: boolean) => void
}) => (
  <ScrollRegion label="Cities">
    <table class="cities">
      <caption>Cities, monthly cost of one person in EUR</caption>
      <thead>
        <tr>
          <th scope="col">Compare</th>
          <th scope="col">City</th>
          <th scope="col">Cost per month</th>
          <th scope="col">Nomad score</th>
          <th scope="col">Quality of life</th>
          <th scope="col">Income tax</th>
        </tr>
      </thead>
      <tbody>
        {props.cities.map((city) => {
          const picked = props.picked.includes(city.id)
          return (
            <tr key={city.id}>
              <td>
                <input
                  type="checkbox"
                  id={`pick-${city.id}`}
                  checked={picked}
                  disabled={!picked && props.picked.length >= MAX_COMPARED}
                  aria-label={`Compare ${city.name}`}
                  onChange={(event) => props.onPick(city, (event.target as HTMLInputElement).checked)}
                />
              </td>
              <th scope="row">
                {city.name}, {city.country}
              </th>
              <td>{money(city.costOfLiving.monthlyTotal, "EUR")}</td>
              <td>{city.nomadScore.toFixed(0)}</td>
              <td>{city.qualityOfLife.overall.toFixed(0)}</td>
              <td>{city.taxInfo.incomeTaxRate}%</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  </ScrollRegion>
)
