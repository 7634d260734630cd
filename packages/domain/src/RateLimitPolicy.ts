import type { SubscriptionTier } from "./Subscription.js"

/**
 * The rate limits of spec section 8 with the windows of DESIGN.md: fixed windows aligned to UTC
 * (minute, hour, day, month). Pure: the caller supplies the instant.
 */

export type RateWindow = "minute" | "hour" | "day" | "month"

/** Who is counted: a user (any credential of theirs) or, unauthenticated, a client IP. */
export type Caller =
  | { readonly _tag: "User"; readonly userId: string; readonly tier: SubscriptionTier }
  | { readonly _tag: "Anonymous"; readonly ip: string }

/** The endpoint families with limits of their own (spec 8). */
export type EndpointFamily = "geo-recommendations" | "tax-calculate" | "none"

/** One limit that applies to a request: `limit` requests per `window` for `resource`. */
export interface Limit {
  /** The counted resource as reported in `X-RateLimit-Resource`, e.g. `requests:minute`. */
  readonly resource: string
  readonly window: RateWindow
  readonly limit: number
  /** The counter's key: who and what, without the window instant. */
  readonly bucket: string
}

/** The figures of one subscription tier. */
export interface TierLimits {
  readonly day: number
  readonly minute: number
  /**
   * The AI coach's daily cap and monthly quota. Not request limits: the coach counts answered
   * requests only, in PostgreSQL (AiQuota.ts), so the limiter never applies these two.
   */
  readonly aiDay: number
  readonly aiMonth: number
}

/**
 * Every figure the limits use. Operators may raise or lower them (configuration); the defaults
 * are the spec's (section 8) and DESIGN.md's (AI quotas).
 */
export interface LimitSettings {
  readonly starter: TierLimits
  readonly pro: TierLimits
  /** Unauthenticated callers, per IP across all public endpoints. */
  readonly anonymous: { readonly day: number; readonly minute: number }
  /** Per-endpoint family limits per hour, whatever the tier. */
  readonly familyHourly: { readonly "geo-recommendations": number; readonly "tax-calculate": number }
}

/** The figures of spec 8 and DESIGN.md. */
export const defaultLimitSettings: LimitSettings = {
  starter: { day: 1_000, minute: 60, aiDay: 5, aiMonth: 50 },
  pro: { day: 10_000, minute: 300, aiDay: 500, aiMonth: 500 },
  anonymous: { day: 100, minute: 10 },
  familyHourly: { "geo-recommendations": 20, "tax-calculate": 50 }
}

/**
 * The family of a matched route pattern (as declared in the API contract, e.g.
 * `/api/v1/tax/calculate`), or `none`. Taking the family from the route the router matched, not
 * from the raw path, means a path variant the router also serves (`/api/v1/TAX/calculate`,
 * `/tax//calculate`, `/tax/%63alculate`) counts against its family, and a path that matches no
 * route (an unknown `/api/v1/ai/...`) is never charged to one.
 */
export const familyOfRoute = (pattern: string | undefined): EndpointFamily => {
  if (pattern === undefined) return "none"
  if (pattern === "/api/v1/geo/recommendations") return "geo-recommendations"
  if (pattern === "/api/v1/tax/calculate") return "tax-calculate"
  return "none"
}

/** Every limit that applies to `caller` on `family`; each request counts once against each. */
export const limitsFor = (
  caller: Caller,
  family: EndpointFamily,
  settings: LimitSettings = defaultLimitSettings
): ReadonlyArray<Limit> => {
  if (caller._tag === "Anonymous") {
    // The braces make the caller a Redis Cluster hash tag: all counters of one request share a slot.
    const who = `{ip:${caller.ip}}`
    return [
      { resource: "requests:minute", window: "minute", limit: settings.anonymous.minute, bucket: `${who}:requests` },
      { resource: "requests:day", window: "day", limit: settings.anonymous.day, bucket: `${who}:requests` }
    ]
  }
  const who = `{user:${caller.userId}}`
  const tier = settings[caller.tier]
  const limits: Array<Limit> = [
    { resource: "requests:minute", window: "minute", limit: tier.minute, bucket: `${who}:requests` },
    { resource: "requests:day", window: "day", limit: tier.day, bucket: `${who}:requests` }
  ]
  if (family === "geo-recommendations" || family === "tax-calculate")
    limits.push({
      resource: `${family}:hour`,
      window: "hour",
      limit: settings.familyHourly[family],
      bucket: `${who}:${family}`
    })
  return limits
}

/** The fixed UTC window containing `now` (epoch ms): its start and its end (the reset), epoch ms. */
export const windowAt = (window: RateWindow, now: number): { readonly start: number; readonly reset: number } => {
  switch (window) {
    case "minute": {
      const start = now - (now % 60_000)
      return { start, reset: start + 60_000 }
    }
    case "hour": {
      const start = now - (now % 3_600_000)
      return { start, reset: start + 3_600_000 }
    }
    case "day": {
      const start = now - (now % 86_400_000)
      return { start, reset: start + 86_400_000 }
    }
    case "month": {
      const date = new Date(now)
      const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
      return { start, reset: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) }
    }
  }
}

/** A limit with its count after this request. */
export interface Counted extends Limit {
  readonly count: number
  /** End of the window, epoch ms. */
  readonly reset: number
}

/** The outcome of counting a request against its limits. */
export interface Decision {
  readonly admitted: boolean
  /** The limit the headers report: the exceeded one with the latest reset, else the one with least room. */
  readonly reported: Counted
}

/**
 * Admits a request when every count (after counting it) is within its limit. The reported limit is
 * the most constrained: among exceeded limits the one that frees up last (its wait is the real
 * wait), otherwise the one with the fewest remaining requests, ties to the earliest reset.
 */
export const decide = (counted: ReadonlyArray<Counted>): Decision => {
  if (counted.length === 0) throw new Error("decide needs at least one limit")
  const exceeded = counted.filter((c) => c.count > c.limit)
  if (exceeded.length > 0) {
    const reported = exceeded.reduce((a, b) => (b.reset > a.reset ? b : a))
    return { admitted: false, reported }
  }
  const reported = counted.reduce((a, b) => {
    const ra = a.limit - a.count
    const rb = b.limit - b.count
    return rb < ra || (rb === ra && b.reset < a.reset) ? b : a
  })
  return { admitted: true, reported }
}
