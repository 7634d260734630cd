import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clientIp, isTrusted, normalizeIp } from "../../src/server/ClientIp.js"

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join("."))

describe("client IP", () => {
  it("X-Forwarded-For is ignored unless the peer is a trusted proxy", () => {
    fc.assert(
      fc.property(ipv4, ipv4, (peer, claimed) => {
        expect(clientIp(peer, claimed, [])).toBe(peer)
      })
    )
  })

  it("behind a trusted proxy the right-most untrusted hop is the client", () => {
    expect(clientIp("10.0.0.2", "203.0.113.9, 198.51.100.7", ["10.0.0.0/8"])).toBe("198.51.100.7")
    expect(clientIp("10.0.0.2", "203.0.113.9, 10.0.0.5", ["10.0.0.0/8"])).toBe("203.0.113.9")
    // A client cannot pass itself off by prepending addresses: only the right-most untrusted counts.
    expect(clientIp("10.0.0.2", "1.1.1.1, 203.0.113.9", ["10.0.0.2"])).toBe("203.0.113.9")
  })

  it("IPv4-mapped IPv6 peers are their IPv4 address", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1")
    expect(isTrusted("::ffff:127.0.0.1", ["127.0.0.1"])).toBe(true)
  })

  it("CIDR ranges match exactly their addresses", () => {
    fc.assert(
      fc.property(fc.nat(255), fc.nat(255), (c, d) => {
        expect(isTrusted(`192.168.${c}.${d}`, ["192.168.0.0/16"])).toBe(true)
        expect(isTrusted(`192.169.${c}.${d}`, ["192.168.0.0/16"])).toBe(false)
      })
    )
    expect(isTrusted("8.8.8.8", ["0.0.0.0/0"])).toBe(true)
    expect(isTrusted("8.8.8.8", ["8.8.8.0/33"])).toBe(false)
  })
})
