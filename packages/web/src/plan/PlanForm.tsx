import { CLAIMS } from "../api/decision.js"
import { Field } from "../Field.js"
import { emptyIncome, emptyPosition, type IncomeDraft, type PlanDraft, type PositionDraft } from "./PlanDraft.js"

/** The fields of the plan form by the body path the API names in `details` (`positions.0.value`). */
export type PathErrors = Readonly<Record<string, string>>

/** Every body path the form shows a field for, so the summary lists only the other problems. */
export const shownPaths = (draft: PlanDraft): ReadonlyArray<string> => [
  "household.birthYears",
  "household.birthYears.0",
  "household.citizenships",
  "household.residenceCountry",
  "requiredNetSpending.amount",
  "requiredNetSpending.currency",
  "discretionarySpending.amount",
  "destinationCitySlugs",
  "claims",
  ...draft.positions.flatMap((_, i) =>
    ["assetFactor", "currency", "value", "annualFee", "costBasis"].map((f) => `positions.${i}.${f}`)
  ),
  ...draft.incomeStreams.flatMap((_, i) =>
    ["id", "amount", "currency", "startYear", "endYear"].map((f) => `incomeStreams.${i}.${f}`)
  )
]

/** The first message at `path` or under it (`destinationCitySlugs.1` shows on the destinations field). */
const at = (errors: PathErrors, path: string): string | undefined =>
  errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1]

const replace = <A,>(items: ReadonlyArray<A>, index: number, item: A): ReadonlyArray<A> =>
  items.map((x, i) => (i === index ? item : x))

/**
 * The plan editor: household, positions, spending, income streams, destinations and the claims
 * to evaluate. Controlled by the page, which keeps the draft across errors and saves.
 */
export const PlanForm = (props: {
  readonly draft: PlanDraft
  readonly onChange: (draft: PlanDraft) => void
  readonly errors: PathErrors
}) => {
  const { draft, onChange, errors } = props
  const position = (i: number, p: PositionDraft) => onChange({ ...draft, positions: replace(draft.positions, i, p) })
  const income = (i: number, s: IncomeDraft) =>
    onChange({ ...draft, incomeStreams: replace(draft.incomeStreams, i, s) })
  return (
    <>
      <fieldset>
        <legend>Household</legend>
        <div class="grid">
          <Field
            name="birthYear"
            label="Birth year"
            type="number"
            value={draft.birthYear}
            onInput={(v) => onChange({ ...draft, birthYear: v })}
            error={at(errors, "household.birthYears")}
          />
          <Field
            name="citizenships"
            label="Citizenships"
            hint="Country codes, comma-separated, e.g. US, PT"
            value={draft.citizenships}
            onInput={(v) => onChange({ ...draft, citizenships: v })}
            error={at(errors, "household.citizenships")}
          />
          <Field
            name="residenceCountry"
            label="Country of residence"
            value={draft.residenceCountry}
            onInput={(v) => onChange({ ...draft, residenceCountry: v })}
            error={at(errors, "household.residenceCountry")}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Positions</legend>
        {draft.positions.map((p, i) => (
          <fieldset class="row" key={i}>
            <legend class="visually-hidden">Position {i + 1}</legend>
            <Field
              name={`positions-${i}-assetFactor`}
              label={`Position ${i + 1} asset factor`}
              value={p.assetFactor}
              onInput={(v) => position(i, { ...p, assetFactor: v })}
              error={at(errors, `positions.${i}.assetFactor`)}
            />
            <Field
              name={`positions-${i}-currency`}
              label={`Position ${i + 1} currency`}
              value={p.currency}
              onInput={(v) => position(i, { ...p, currency: v })}
              error={at(errors, `positions.${i}.currency`)}
            />
            <Field
              name={`positions-${i}-value`}
              label={`Position ${i + 1} value`}
              type="number"
              value={p.value}
              onInput={(v) => position(i, { ...p, value: v })}
              error={at(errors, `positions.${i}.value`)}
            />
            <Field
              name={`positions-${i}-annualFee`}
              label={`Position ${i + 1} yearly fee`}
              type="number"
              hint="A fraction a year: 0.001 is 0.1 %"
              value={p.annualFee}
              onInput={(v) => position(i, { ...p, annualFee: v })}
              error={at(errors, `positions.${i}.annualFee`)}
            />
            <Field
              name={`positions-${i}-costBasis`}
              label={`Position ${i + 1} cost basis`}
              type="number"
              hint="Optional: what you paid, in its currency; empty: no unrealised gain"
              value={p.costBasis}
              onInput={(v) => position(i, { ...p, costBasis: v })}
              error={at(errors, `positions.${i}.costBasis`)}
            />
            <button
              type="button"
              onClick={() => onChange({ ...draft, positions: draft.positions.filter((_, j) => j !== i) })}
            >
              Remove position {i + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => onChange({ ...draft, positions: [...draft.positions, emptyPosition] })}>
          Add a position
        </button>
      </fieldset>
      <fieldset>
        <legend>Spending</legend>
        <div class="grid">
          <Field
            name="spending"
            label="Required spending per year"
            type="number"
            value={draft.spending}
            onInput={(v) => onChange({ ...draft, spending: v })}
            error={at(errors, "requiredNetSpending.amount")}
          />
          <Field
            name="discretionary"
            label="Discretionary spending per year"
            type="number"
            value={draft.discretionary}
            onInput={(v) => onChange({ ...draft, discretionary: v })}
            error={at(errors, "discretionarySpending.amount")}
          />
          <Field
            name="spendingCurrency"
            label="Spending currency"
            value={draft.spendingCurrency}
            onInput={(v) => onChange({ ...draft, spendingCurrency: v })}
            error={at(errors, "requiredNetSpending.currency") ?? at(errors, "discretionarySpending.currency")}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Income streams</legend>
        {draft.incomeStreams.map((s, i) => (
          <fieldset class="row" key={i}>
            <legend class="visually-hidden">Income {i + 1}</legend>
            <Field
              name={`incomeStreams-${i}-id`}
              label={`Income ${i + 1} name`}
              value={s.id}
              onInput={(v) => income(i, { ...s, id: v })}
              error={at(errors, `incomeStreams.${i}.id`)}
            />
            <Field
              name={`incomeStreams-${i}-amount`}
              label={`Income ${i + 1} per year`}
              type="number"
              value={s.amount}
              onInput={(v) => income(i, { ...s, amount: v })}
              error={at(errors, `incomeStreams.${i}.amount`)}
            />
            <Field
              name={`incomeStreams-${i}-currency`}
              label={`Income ${i + 1} currency`}
              value={s.currency}
              onInput={(v) => income(i, { ...s, currency: v })}
              error={at(errors, `incomeStreams.${i}.currency`)}
            />
            <Field
              name={`incomeStreams-${i}-startYear`}
              label={`Income ${i + 1} first year`}
              type="number"
              hint="Plan year, 1 is the first"
              value={s.startYear}
              onInput={(v) => income(i, { ...s, startYear: v })}
              error={at(errors, `incomeStreams.${i}.startYear`)}
            />
            <Field
              name={`incomeStreams-${i}-endYear`}
              label={`Income ${i + 1} last year`}
              type="number"
              value={s.endYear}
              onInput={(v) => income(i, { ...s, endYear: v })}
              error={at(errors, `incomeStreams.${i}.endYear`)}
            />
            <label class="check">
              <input
                type="checkbox"
                checked={s.inflationLinked}
                onChange={(e) => income(i, { ...s, inflationLinked: (e.target as HTMLInputElement).checked })}
              />{" "}
              Income {i + 1} rises with inflation
            </label>
            <button
              type="button"
              onClick={() => onChange({ ...draft, incomeStreams: draft.incomeStreams.filter((_, j) => j !== i) })}
            >
              Remove income {i + 1}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          onClick={() => onChange({ ...draft, incomeStreams: [...draft.incomeStreams, emptyIncome] })}
        >
          Add an income stream
        </button>
      </fieldset>
      <fieldset>
        <legend>Decision</legend>
        <Field
          name="destinations"
          label="Destination cities"
          hint="City slugs, comma-separated, e.g. lisbon, porto"
          value={draft.destinations}
          onInput={(v) => onChange({ ...draft, destinations: v })}
          error={at(errors, "destinationCitySlugs")}
        />
        <fieldset class="claims" aria-describedby={at(errors, "claims") ? "field-claims-error" : undefined}>
          <legend>Claims to evaluate</legend>
          {CLAIMS.map((c) => (
            <label class="check" key={c.id}>
              <input
                type="checkbox"
                checked={draft.claims.includes(c.id)}
                onChange={(e) =>
                  onChange({
                    ...draft,
                    claims: (e.target as HTMLInputElement).checked
                      ? CLAIMS.map((x) => x.id).filter((id) => id === c.id || draft.claims.includes(id))
                      : draft.claims.filter((id) => id !== c.id)
                  })
                }
              />{" "}
              {c.label}
            </label>
          ))}
          {at(errors, "claims") ? (
            <p class="error" id="field-claims-error" role="alert">
              {at(errors, "claims")}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
    </>
  )
}
