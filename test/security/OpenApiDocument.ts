/**
 * Reading the served OpenAPI 3.1 document in security tests: resolving `$ref`s and walking the
 * request-body schemas of every operation.
 */

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked structurally
export type JsonSchema = any

export interface Operation {
  readonly method: string
  readonly path: string
  readonly operationId: string
  readonly security: boolean
  readonly parameters: ReadonlyArray<{ readonly name: string; readonly in: string; readonly schema: JsonSchema }>
  readonly body: JsonSchema | undefined
}

/** The schema a `$ref` names, or the schema itself. */
export const resolve = (document: JsonSchema, schema: JsonSchema): JsonSchema => {
  let current = schema
  while (current !== undefined && typeof current.$ref === "string") {
    const name = current.$ref.replace("#/components/schemas/", "")
    current = document.components?.schemas?.[name]
  }
  return current
}

/** Every operation of the document. */
export const operations = (document: JsonSchema): ReadonlyArray<Operation> =>
  Object.entries(document.paths as Record<string, Record<string, JsonSchema>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        security: Array.isArray(op.security) && op.security.length > 0,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema
      }))
  )

/** Paths (`body.a.b`) of the arrays in `schema` that declare no `maxItems`. */
export const unboundedArrays = (
  document: JsonSchema,
  schema: JsonSchema,
  path = "body",
  seen = new Set()
): string[] => {
  const s = resolve(document, schema)
  if (s === undefined || typeof s !== "object" || seen.has(s)) return []
  seen.add(s)
  const out: string[] = []
  const types = Array.isArray(s.type) ? s.type : [s.type]
  if (types.includes("array") || s.items !== undefined) {
    if (typeof s.maxItems !== "number") out.push(path)
    if (s.items !== undefined) out.push(...unboundedArrays(document, s.items, `${path}.*`, seen))
  }
  for (const [key, value] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
    out.push(...unboundedArrays(document, value, `${path}.${key}`, seen))
  }
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    for (const member of (s[key] ?? []) as JsonSchema[]) out.push(...unboundedArrays(document, member, path, seen))
  }
  seen.delete(s)
  return out
}
