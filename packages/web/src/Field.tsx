import { type ApiProblem, describeProblem, fieldMessages } from "./api/client.js"

/**
 * A labelled input whose API error (from `details[].path`) is shown under it, announced and tied
 * to it with `aria-describedby`. The value is the caller's: nothing typed is lost on an error.
 */
export const Field = (props: {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onInput: (value: string) => void
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly type?: "text" | "number" | "email" | "url"
  readonly step?: string | undefined
  readonly autoComplete?: string
}) => {
  const id = `field-${props.name}`
  const described = [props.hint ? `${id}-hint` : "", props.error ? `${id}-error` : ""].filter((s) => s !== "").join(" ")
  return (
    <div class={props.error ? "field invalid" : "field"}>
      <label for={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={(props.type ?? "text") as "text"}
        inputMode={props.type === "number" ? "decimal" : undefined}
        step={props.step}
        autoComplete={props.autoComplete ?? "off"}
        value={props.value}
        aria-invalid={props.error ? "true" : undefined}
        aria-describedby={described === "" ? undefined : described}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
      {props.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p class="error" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The summary of a failed submit above or below its form: the problem itself when no field is
 * named (a 429 says when to retry), else a pointer to the marked fields.
 */
export const FormProblem = (props: { readonly problem: ApiProblem | undefined; readonly slot?: "body" | "query" }) => {
  if (props.problem === undefined) return null
  const onFields = Object.keys(fieldMessages(props.problem, props.slot)).length > 0
  return (
    <p class="error" role="alert">
      {onFields ? "Please correct the marked fields." : describeProblem(props.problem)}
    </p>
  )
}
