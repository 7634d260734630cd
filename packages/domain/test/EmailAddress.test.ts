import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emailIdentity, emailProblem, MAX_EMAIL_LENGTH, normalizeEmail } from "../src/EmailAddress.js"

describe("email address validation", () => {
  it.each([
    "ana@example.com",
    "Ana.Lopes+fire@Example.COM",
    "o'brien@mail.example.ie",
    "x@a-b.co",
    "user@xn--bcher-kva.example",
    "  padded@example.org  "
  ])("accepts %s", (address) => {
    expect(emailProblem(address)).toBeUndefined()
  })

  it.each([
    ["", "Expected an email address"],
    ["   ", "Expected an email address"],
    ["plain", "local@domain"],
    ["@example.com", "local@domain"],
    ["ana@", "local@domain"],
    ["ana@localhost", "two labels"],
    ["ana..lopes@example.com", "before @"],
    [".ana@example.com", "before @"],
    ["ana.@example.com", "before @"],
    ["an a@example.com", "before @"],
    ["ana@exa_mple.com", "host name"],
    ["ana@-example.com", "host name"],
    ["ana@example..com", "host name"],
    ["ana@example.c", "top-level"],
    ["ana@example.123", "top-level"],
    ["ana@[192.168.0.1]", "host name"],
    ["a@b@example.com", "before @"]
  ])("refuses %j (%s)", (address, why) => {
    expect(emailProblem(address)).toContain(why)
  })

  it("refuses a local part over 64 characters and an address over 254", () => {
    expect(emailProblem(`${"a".repeat(65)}@example.com`)).toContain("64")
    expect(emailProblem(`${"a".repeat(64)}@example.com`)).toBeUndefined()
    const domain = `${Array.from({ length: 4 }, () => "d".repeat(60)).join(".")}.com`
    expect(emailProblem(`${"a".repeat(MAX_EMAIL_LENGTH - domain.length)}@${domain}`)).toContain("254")
    expect(emailProblem(`${"a".repeat(MAX_EMAIL_LENGTH - domain.length - 1)}@${domain}`)).toBeUndefined()
  })
})

describe("normalization", () => {
  it("trims and lowercases the domain, keeping the local part's case", () => {
    expect(normalizeEmail("  Ana.Lopes@Example.COM ")).toBe("Ana.Lopes@example.com")
  })

  it("is idempotent, and the identity ignores case everywhere", () => {
    const address = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9]{1,10}(\.[A-Za-z0-9+]{1,5})?$/), fc.stringMatching(/^[A-Za-z]{1,10}$/))
      .map(([local, host]) => `${local}@${host}.Com`)
    fc.assert(
      fc.property(address, fc.constantFrom("", " ", "\t"), (a, pad) => {
        expect(emailProblem(`${pad}${a}${pad}`)).toBeUndefined()
        const once = normalizeEmail(`${pad}${a}${pad}`)
        expect(normalizeEmail(once)).toBe(once)
        expect(emailIdentity(normalizeEmail(a.toUpperCase()))).toBe(emailIdentity(once))
      })
    )
  })
})
