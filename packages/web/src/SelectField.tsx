/**
 * A labelled drop-down whose API error (from `details[].path`) is shown under it and tied to it
 * with `aria-describedby`, as Field does for text inputs.
 */
export const SelectField = (props: {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string) => void
  readonly error?: string | undefined
}) => {
  const id = `field-${props.name}`
  return (
    <div class={props.error ? "field invalid" : "field"}>
      <label for={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange((event.target as HTMLSelectElement).value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p class="error" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
