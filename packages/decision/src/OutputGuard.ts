import { type Tool, Tool as ToolModule } from "effect/ai"

/**
 * The output guard: an answer of a language model is refused when it repeats a distinctive
 * sentence of the system prompt or a tool's definition (its description, a parameter's
 * description or its JSON schema). Comparison ignores case, punctuation and spacing, so a
 * reformatted echo is caught too; short fragments are not compared (they would refuse ordinary
 * words).
 */

/** Fragments shorter than this many words are too common to be a leak. */
const MIN_WORDS = 5

/** Lower case letters, digits and underscores, single-spaced. */
export const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, " ")
    .trim()

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?:;])\s+|\n+/)
    .map(normalize)
    .filter((s) => s.split(" ").length >= MIN_WORDS)

const descriptions = (schema: unknown): Array<string> => {
  if (typeof schema !== "object" || schema === null) return []
  const own = "description" in schema && typeof schema.description === "string" ? [schema.description] : []
  return [...own, ...Object.values(schema).flatMap(descriptions)]
}

/** The secrets an answer must not contain, normalized. */
export const secretsOf = (systemPrompt: string, tools: ReadonlyArray<Tool.Any>): ReadonlyArray<string> => {
  const fromTools = tools.flatMap((tool) => {
    const schema = ToolModule.getJsonSchema(tool)
    const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {}
    return [
      ...sentences(ToolModule.getDescription(tool) ?? ""),
      ...descriptions(schema).flatMap(sentences),
      // The schema itself, when it has parameters (an empty object schema is not distinctive).
      ...(Object.keys(properties).length > 0 ? [normalize(JSON.stringify(schema))] : [])
    ]
  })
  return [...new Set([...sentences(systemPrompt), ...fromTools])]
}

/** Whether `answer` repeats any of `secrets` (from `secretsOf`). */
export const leaks = (answer: string, secrets: ReadonlyArray<string>): boolean => {
  const text = normalize(answer)
  return secrets.some((secret) => text.includes(secret))
}
