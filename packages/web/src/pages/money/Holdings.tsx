import { ScrollRegion } from "../../ScrollRegion.js"
import { money } from "../../format.js"
import type { AssetView } from "./MoneyTypes.js"

/** The holdings of a portfolio: what, how many, the market value; each can be removed. */
export const Holdings = (props: {
  readonly assets: ReadonlyArray<AssetView>
  readonly onRemove: (asset: AssetView) => void
}) =>
  props.assets.length === 0 ? (
    <p>No holdings in this portfolio yet.</p>
  ) : (
    <ScrollRegion label="Holdings">
      <table>
        <caption>Holdings</caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">ISIN</th>
            <th scope="col">Units</th>
            <th scope="col">Value</th>
            <th scope="col">Charge</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.assets.map((asset) => (
            <tr key={asset.id}>
              <th scope="row">{asset.name}</th>
              <td>
                <code>{asset.isin}</code>
              </td>
              <td>{asset.quantity}</td>
              <td>{money(asset.marketValue, asset.currency)}</td>
              <td>{asset.ongoingCharge === null ? "—" : `${(asset.ongoingCharge * 100).toFixed(2)}%`}</td>
              <td>
                <button
                  type="button"
                  class="quiet"
                  onClick={() => props.onRemove(asset)}
                  aria-label={`Remove ${asset.name}`}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
