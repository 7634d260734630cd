import { isIP } from "node:net"

/**
 * The client address a request is counted under. `X-Forwarded-For` is believed only when the
 * direct peer is a configured trusted proxy; then the right-most address not itself a trusted
 * proxy is the client (each proxy appends what it saw, so entries further left are client-made).
 */

const ipv4ToInt = (ip: string): number | undefined => {
  const parts = ip.split(".").map(Number)
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0
}

/** `::ffff:1.2.3.4` (IPv4 mapped into IPv6, as Node reports IPv4 peers on dual-stack sockets) as `1.2.3.4`. */
export const normalizeIp = (ip: string): string => {
  const trimmed = ip.trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return (mapped?.[1] ?? trimmed).toLowerCase()
}

/** Whether `ip` is one of `trusted`: exact addresses, or IPv4 ranges as `a.b.c.d/n`. */
export const isTrusted = (ip: string, trusted: ReadonlyArray<string>): boolean => {
  const address = normalizeIp(ip)
  return trusted.some((entry) => {
    const [base, bits] = entry.split("/")
    if (bits === undefined) return normalizeIp(entry) === address
    const a = ipv4ToInt(address)
    const b = ipv4ToInt(base ?? "")
    const n = Number(bits)
    if (a === undefined || b === undefined || !Number.isInteger(n) || n < 0 || n > 32) return false
    const mask = n === 0 ? 0 : (~0 << (32 - n)) >>> 0
    return (a & mask) === (b & mask)
  })
}

/** The client IP of a request from its peer address and `X-Forwarded-For` header. */
export const clientIp = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlyArray<string>
) => {
  const direct = normalizeIp(peer ?? "unknown")
  if (forwardedFor === undefined || !isTrusted(direct, trusted)) return direct
  const hops = forwardedFor
    .split(",")
    .map(normalizeIp)
    .filter((hop) => isIP(hop) !== 0)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!isTrusted(hop, trusted)) return hop
  }
  return hops[0] ?? direct
}
