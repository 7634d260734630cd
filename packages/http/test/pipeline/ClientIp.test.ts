import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clientIp, isTrusted, normalizeIp } from "../../src/pipeline/ClientIp.js"

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
    // A range that trusts every address (any client could then write its own X-Forwarded-For) is refused: it trusts nothing.
    expect(isTrusted("8.8.8.8", ["0.0.0.0/0"])).toBe(false)
    expect(isTrusted("8.8.8.8", ["8.8.8.0/33"])).toBe(false)
  })

  it("IPv6 proxies and ranges are trusted as IPv4 ones are", () => {
    expect(isTrusted("2001:db8::1", ["2001:db8::/32"])).toBe(true)
    expect(isTrusted("2001:db9::1", ["2001:db8::/32"])).toBe(false)
    expect(isTrusted("::1", ["::1"])).toBe(true)
    expect(clientIp("2001:db8::1", "198.51.100.7, 2001:db8::9", ["2001:db8::/32"])).toBe("198.51.100.7")
    expect(clientIp("2001:db8::1", "2001:db8:ffff::7", ["2001:db8::/48"])).toBe("2001:db8:ffff::7")
    expect(clientIp("::ffff:10.0.0.2", "203.0.113.9", ["10.0.0.0/8"])).toBe("203.0.113.9")
    // An IPv6 client is not trusted by an IPv4 range, nor by nothing.
    expect(clientIp("2001:db8::1", "203.0.113.9", ["10.0.0.0/8"])).toBe("2001:db8::1")
  })
})
