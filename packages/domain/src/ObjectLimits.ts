import { Schema } from "effect"

/**
 * How many objects one user may hold, so no account can grow a list or a table without bound
 * (issue 12, defect 8). Documented in docs/api.md; reaching one is 409 `OBJECT_LIMIT_REACHED`.
 */
export const ObjectLimits = {
  /** Portfolios per user. */
  portfolios: 50,
  /** Decision scenarios per user. */
  scenarios: 100,
  /** Revisions per scenario (each holds a whole plan). */
  revisionsPerScenario: 100,
  /** Unrevoked API keys per user. */
  activeApiKeys: 20
} as const

export type LimitedObject = keyof typeof ObjectLimits

/** A create refused because the owner already holds the most objects of this kind allowed. */
export class ObjectLimitReached extends Schema.TaggedError<ObjectLimitReached>()("ObjectLimitReached", {
  kind: Schema.Literals(["portfolios", "scenarios", "revisionsPerScenario", "activeApiKeys"]),
  limit: Schema.Int
}) {
  override get message() {
    const what = {
      portfolios: "portfolios",
      scenarios: "scenarios",
      revisionsPerScenario: "revisions in this scenario",
      activeApiKeys: "active API keys"
    }[this.kind]
    return `You already have ${this.limit} ${what}, the most allowed; delete or revoke one first`
  }
}

/** The refusal for `kind` when `count` objects are already held, else undefined. */
export const limitCheck = (kind: LimitedObject, count: number): ObjectLimitReached | undefined =>
  count >= ObjectLimits[kind] ? new ObjectLimitReached({ kind, limit: ObjectLimits[kind] }) : undefined

/** One page of an owner's list: the items of the page and how many there are in all. */
export interface Page<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
}

/** Which page: at most `limit` items after skipping `offset`. */
export interface PageRequest {
  readonly limit: number
  readonly offset: number
}
