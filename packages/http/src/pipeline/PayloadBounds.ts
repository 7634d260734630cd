import { isStorableText } from "@fire/domain/Text"
import { SchemaAST } from "effect"
import type { FieldIssue } from "./Errors.js"

/**
 * Array lengths checked before any element is decoded. Schema decoding (with `errors: "all"`)
 * visits every element of an array before the array's own `maxItems` check runs, so a 60 KB body
 * of 20,000 empty objects cost 80,000 issues. This walk compares each JSON array of a body with
 * the `maxItems` its schema declares and stops there; decoding then only sees bounded arrays.
 * The same walk refuses U+0000 in any string the schema reaches (domain/Text.ts), so no field a
 * schema forgot to refuse it in can carry one to the database.
 */

/** The largest length the checks of an array allow (`isMaxLength`, `isLengthBetween`), if any. */
const maxItemsOf = (checks: ReadonlyArray<SchemaAST.Check<unknown>> | undefined): number | undefined => {
  let max: number | undefined
  for (const check of checks ?? []) {
    const bound =
      check._tag === "FilterGroup" ? maxItemsOf(check.checks) : maxOfRepresentation(check.annotations?.representation)
    if (bound !== undefined) max = max === undefined ? bound : Math.min(max, bound)
  }
  return max
}

const maxOfRepresentation = (representation: unknown): number | undefined => {
  if (typeof representation !== "object" || representation === null) return undefined
  const { id, payload } = representation as { readonly id?: unknown; readonly payload?: Record<string, unknown> }
  if (id === "effect/schema/isMaxLength" && typeof payload?.maxLength === "number") return payload.maxLength
  if (id === "effect/schema/isLengthBetween" && typeof payload?.maximum === "number") return payload.maximum
  return undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const walk = (ast: SchemaAST.AST, value: unknown, path: string, out: Map<string, FieldIssue>): void => {
  if (typeof value === "string") {
    if (!isStorableText(value)) out.set(path, { path, message: "must not contain the NUL character (U+0000)" })
    return
  }
  switch (ast._tag) {
    case "Arrays": {
      if (!Array.isArray(value)) return
      const max = maxItemsOf(ast.checks)
      if (max !== undefined && value.length > max) {
        out.set(path, { path, message: `Expected a value with a length of at most ${max}, got ${value.length}` })
        return
      }
      value.forEach((element, i) => {
        const elementAst = i < ast.elements.length ? ast.elements[i] : ast.rest[0]
        if (elementAst !== undefined) walk(elementAst, element, `${path}.${i}`, out)
      })
      return
    }
    case "Objects": {
      if (!isRecord(value)) return
      for (const property of ast.propertySignatures) {
        const name = String(property.name)
        if (Object.hasOwn(value, name)) walk(property.type, value[name], `${path}.${name}`, out)
      }
      return
    }
    case "Union":
      for (const member of ast.types) walk(member, value, path, out)
      return
    default:
      return
  }
}

/**
 * The arrays of `body` longer than `schema` allows and its strings with U+0000, one issue per
 * field (path `body.<field>...`), found without decoding any element. An empty result says
 * nothing about the rest of the body.
 */
export const oversizedArrays = (schema: SchemaAST.AST, body: unknown): ReadonlyArray<FieldIssue> => {
  const out = new Map<string, FieldIssue>()
  walk(SchemaAST.toEncoded(schema), body, "body", out)
  return [...out.values()]
}
