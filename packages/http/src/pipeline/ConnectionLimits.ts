import type { Server, ServerOptions } from "node:http"
import type { ConnectionLimitSettings } from "../config/ConnectionLimitSettings.js"
import { normalizeIp } from "./ClientIp.js"

/**
 * Bounds on slow and numerous connections (issue 12, defect 9). Bodies are at most 64 KiB, so a
 * client that has not sent its headers in 10 s, or its whole request in 30 s (64 KiB at about
 * 2 KiB/s), is cut off (408, connection closed); Node checks every 5 s (a 1 s check also cut
 * live keep-alive connections under load: ECONNRESET in the fuzzer). One client address may
 * hold at most 32 connections at once; more are closed at accept. A proxy in front should add
 * its own per-client limits (docs/operations.md): behind it every connection has its address.
 */

/** The Node server options that enforce the timeouts. */
export const serverOptions = (limits: ConnectionLimitSettings): ServerOptions => ({
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  connectionsCheckingInterval: 5_000,
  keepAliveTimeout: 5_000
})

/**
 * Closes a new connection when its peer address already holds `maxConnectionsPerIp`. Peers for
 * which `exempt` holds (the trusted proxies, whose connections carry many clients) are not counted.
 */
export const limitConnectionsPerIp = (
  server: Server,
  limits: ConnectionLimitSettings,
  exempt: (ip: string) => boolean
): void => {
  const open = new Map<string, number>()
  server.on("connection", (socket) => {
    const ip = normalizeIp(socket.remoteAddress ?? "unknown")
    if (exempt(ip)) return
    const count = (open.get(ip) ?? 0) + 1
    if (count > limits.maxConnectionsPerIp) {
      socket.destroy()
      return
    }
    open.set(ip, count)
    socket.once("close", () => {
      const left = (open.get(ip) ?? 1) - 1
      if (left <= 0) open.delete(ip)
      else open.set(ip, left)
    })
  })
}
