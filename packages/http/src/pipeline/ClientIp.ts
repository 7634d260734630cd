import { isIP } from "node:net"
import proxyaddr from "proxy-addr"

/**
 * The client address a request is counted and logged under. `X-Forwarded-For` is believed only
 * when the direct peer is a configured trusted proxy; then the right-most address not itself a
 * trusted proxy is the client (each proxy appends what it saw, so entries further left are
 * client-made). Trust is decided by `proxy-addr` (Express's), which handles IPv4 and IPv6
 * addresses and ranges and IPv4-mapped IPv6 peers; an entry it cannot parse trusts nothing.
 */

/** `::ffff:1.2.3.4` (IPv4 mapped into IPv6, as Node reports IPv4 peers on dual-stack sockets) as `1.2.3.4`. */
export const normalizeIp = (ip: string): string => {
  const trimmed = ip.trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return (mapped?.[1] ?? trimmed).toLowerCase()
}

type Trust = (address: string, hop: number) => boolean

const compiled = new WeakMap<ReadonlyArray<string>, Trust>()

/** The trust function of a list of proxies (addresses or CIDR ranges, IPv4 or IPv6), compiled once per list. */
const trustOf = (trusted: ReadonlyArray<string>): Trust => {
  const known = compiled.get(trusted)
  if (known !== undefined) return known
  const matchers = trusted.flatMap((entry) => {
    try {
      return [proxyaddr.compile(entry.trim())]
    } catch {
      return []
    }
  })
  const trust: Trust = (address, hop) => isIP(address) !== 0 && matchers.some((matches) => matches(address, hop))
  compiled.set(trusted, trust)
  return trust
}

/** Whether `ip` is one of `trusted`: exact addresses or ranges (`a.b.c.d/n`, `2001:db8::/32`). */
export const isTrusted = (ip: string, trusted: ReadonlyArray<string>): boolean => trustOf(trusted)(normalizeIp(ip), 0)

/** The client IP of a request from its peer address and `X-Forwarded-For` header. */
export const clientIp = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlyArray<string>
) => {
  const direct = normalizeIp(peer ?? "unknown")
  if (forwardedFor === undefined || !isTrusted(direct, trusted)) return direct
  // Only well-formed hops: a client-written entry that is no address is skipped, not believed.
  const hops = forwardedFor
    .split(",")
    .map(normalizeIp)
    .filter((hop) => isIP(hop) !== 0)
  const chain = [direct, ...hops.reverse()]
  const trust = trustOf(trusted)
  // proxy-addr's walk: the peer, then the forwarded hops from right to left, up to the first untrusted.
  for (let i = 0; i < chain.length; i++) {
    if (!trust(chain[i]!, i)) return chain[i]!
  }
  return chain[chain.length - 1]!
}
