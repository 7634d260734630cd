import "./pages.css"
import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../api/client.js"
import { FormProblem } from "../Field.js"
import { featureKeys, useFeature } from "../features.js"
import { useSession } from "../session.js"
import { CityComparison } from "./cities/CityComparison.js"
import { type CityFilterForm, CityFilters, initialFilters, toCityQuery } from "./cities/CityFilters.js"
import { CityRecommendations } from "./cities/CityRecommendations.js"
import { MAX_COMPARED, CityTable } from "./cities/CityTable.js"
import type { CityComparisonView, CityView, ListMeta } from "./cities/CityTypes.js"

const PAGE = 20

/**
 * The cities page: filter and sort the catalogue (public), pick two to five cities and compare
 * them side by side, and, signed in, recommendations for the user's own budget.
 */
export const Cities = () => {
  const session = useSession()
  const recommendations = useFeature(featureKeys.cityRecommendations)
  const [form, setForm] = useState<CityFilterForm>(initialFilters)
  const [cities, setCities] = useState<ReadonlyArray<CityView>>([])
  const [meta, setMeta] = useState<ListMeta>()
  const [problem, setProblem] = useState<ApiProblem>()
  const [busy, setBusy] = useState(false)
  const [picked, setPicked] = useState<ReadonlyArray<{ id: string; name: string }>>([])
  const [comparison, setComparison] = useState<CityComparisonView>()
  const [compareProblem, setCompareProblem] = useState<ApiProblem>()

  const search = async (offset: number) => {
    setBusy(true)
    const { data, error, response } = await api.GET("/api/v1/geo/cities", {
      params: { query: { ...toCityQuery(form), limit: String(PAGE), offset: String(offset) } }
    })
    setBusy(false)
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setCities(data.data)
    setMeta(data.meta)
  }
  useEffect(() => {
    void search(0)
  }, [])

  const compare = async () => {
    const { data, error, response } = await api.GET("/api/v1/geo/compare", {
      params: { query: { cities: picked.map((c) => c.id).join(",") } }
    })
    if (data === undefined) {
      setComparison(undefined)
      return setCompareProblem(asProblem(error, response.status))
    }
    setCompareProblem(undefined)
    setComparison(data.data)
  }

  const offset = meta?.offset ?? 0
  return (
    <section aria-labelledby="cities-title">
      <h1 id="cities-title">Where could you live?</h1>
      <CityFilters
        form={form}
        onChange={setForm}
        onSubmit={() => search(0)}
        errors={fieldMessages(problem, "query")}
        busy={busy}
      />
      <FormProblem problem={problem} slot="query" />
      {meta === undefined ? null : (
        <p role="status">
          {meta.total === 0
            ? "No city matches these filters."
            : `Cities ${offset + 1} to ${offset + cities.length} of ${meta.total}.`}
        </p>
      )}
      {cities.length === 0 ? null : (
        <CityTable
          cities={cities}
          picked={picked.map((c) => c.id)}
          onPick={(city, on) =>
            setPicked(on ? [...picked, { id: city.id, name: city.name }] : picked.filter((c) => c.id !== city.id))
          }
        />
      )}
      <div class="pager">
        <button type="button" disabled={busy || offset === 0} onClick={() => search(Math.max(0, offset - PAGE))}>
          Previous cities
        </button>
        <button type="button" disabled={busy || meta?.hasMore !== true} onClick={() => search(offset + PAGE)}>
          Next cities
        </button>
      </div>

      <section aria-labelledby="compare-title">
        <h2 id="compare-title">Compare</h2>
        <p>
          {picked.length === 0
            ? `Tick two to ${MAX_COMPARED} cities above; the first you tick is the one the others are measured against.`
            : `Picked: ${picked.map((c) => c.name).join(", ")}.`}
        </p>
        <div class="pager">
          <button type="button" disabled={picked.length < 2} onClick={compare}>
            Compare {picked.length} cities
          </button>
          <button
            type="button"
            disabled={picked.length === 0}
            onClick={() => {
              setPicked([])
              setComparison(undefined)
            }}
          >
            Clear
          </button>
        </div>
        <FormProblem problem={compareProblem} />
        {comparison === undefined ? null : <CityComparison view={comparison} />}
      </section>

      {session?.authenticated !== true ? (
        <p>Sign in for recommendations on your own budget.</p>
      ) : recommendations ? (
        <CityRecommendations />
      ) : null}
    </section>
  )
}
