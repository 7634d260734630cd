/** A checkbox with its label beside it; its API error, if any, under it. */
export const CheckboxField = (props: {
  readonly name: string
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly error?: string | undefined
}) => {
  const id = `field-${props.name}`
  return (
    <div class={props.error ? "field check invalid" : "field check"}>
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange((event.target as HTMLInputElement).checked)}
      />
      <label for={id}>{props.label}</label>
      {props.error ? (
        <p class="error" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
