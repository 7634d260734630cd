/**
 * The connection-limit settings and their defaults (the reasons: pipeline/ConnectionLimits.ts, which
 * enforces them). Configuration, so AppConfig (imported by store/) needs nothing from pipeline/.
 */

export interface ConnectionLimitSettings {
  /** Time to receive the request headers, ms. */
  readonly headersTimeoutMs: number
  /** Time to receive the whole request (headers and body), ms. */
  readonly requestTimeoutMs: number
  /** Simultaneous connections from one peer address (a trusted proxy's own address excepted). */
  readonly maxConnectionsPerIp: number
}

export const defaultConnectionLimits: ConnectionLimitSettings = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerIp: 32
}
