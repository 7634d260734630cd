/**
 * Hand-written validation (the engine has no dependencies): a reader that walks an unknown JSON value
 * and records every problem as `{path, message}` instead of stopping at the first.
 */

/** One validation problem: a dotted path into the input (`positions.0.value`) and what is wrong. */
export interface ValidationIssue {
  readonly path: string
  readonly message: string
}

/** The outcome of parsing: the typed value, or every problem found. */
export type Parsed<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: ReadonlyArray<ValidationIssue> }

/** The identifier pattern of the spec (parameter set ids, series ids, scenario ids), 1-160 chars. */
export const IDENTIFIER = /^[a-zA-Z0-9][a-zA-Z0-9_./:-]*$/

/** Collects issues while reading fields of an unknown value. */
export class IssueCollector {
  readonly issues: Array<ValidationIssue> = []

  add(path: string, message: string): void {
    this.issues.push({ path, message })
  }

  record(value: unknown, path: string): Record<string, unknown> | undefined {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
    this.add(path, "must be an object")
    return undefined
  }

  array(value: unknown, path: string, min = 0, max = Number.POSITIVE_INFINITY): ReadonlyArray<unknown> {
    if (!Array.isArray(value)) {
      this.add(path, "must be an array")
      return []
    }
    if (value.length < min || value.length > max) this.add(path, `must hold ${min} to ${max} items`)
    return value
  }

  string(value: unknown, path: string, min = 1, max = 1000, pattern?: RegExp): string {
    if (typeof value !== "string") {
      this.add(path, "must be a string")
      return ""
    }
    if (value.length < min || value.length > max) this.add(path, `must be ${min} to ${max} characters`)
    else if (pattern !== undefined && !pattern.test(value)) this.add(path, `must match ${pattern.source}`)
    return value
  }

  nullableString(value: unknown, path: string, max = 240): string | null {
    if (value === null || value === undefined) return null
    return this.string(value, path, 1, max)
  }

  number(value: unknown, path: string, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): number {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      this.add(path, "must be a finite number")
      return 0
    }
    if (value < min || value > max) this.add(path, `must be between ${min} and ${max}`)
    return value
  }

  integer(value: unknown, path: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
    const n = this.number(value, path, min, max)
    if (!Number.isInteger(n)) this.add(path, "must be an integer")
    return n
  }

  boolean(value: unknown, path: string): boolean {
    if (typeof value !== "boolean") {
      this.add(path, "must be a boolean")
      return false
    }
    return value
  }

  literal<const L extends string>(value: unknown, path: string, allowed: ReadonlyArray<L>): L {
    if (typeof value === "string" && (allowed as ReadonlyArray<string>).includes(value)) return value as L
    this.add(path, `must be one of ${allowed.join(", ")}`)
    return allowed[0] as L
  }

  numberMap(value: unknown, path: string): Record<string, number> {
    const rec = this.record(value, path)
    const out: Record<string, number> = {}
    if (rec === undefined) return out
    for (const key of Object.keys(rec).sort()) out[key] = this.number(rec[key], `${path}.${key}`)
    return out
  }

  result<A>(value: A): Parsed<A> {
    return this.issues.length === 0 ? { ok: true, value } : { ok: false, errors: this.issues }
  }
}
