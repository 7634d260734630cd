import { describe, expect, it } from "vitest"
import { uuidV5, VISA_ID_NAMESPACE, visaFactId, visaRuleSetId } from "../../src/visa/DeterministicId.js"

// Reference vectors computed independently with CPython's `uuid.uuid5` (RFC 4122/9562).
describe("uuidV5", () => {
  it("matches the RFC 9562 DNS-namespace vector for python.org", () => {
    expect(uuidV5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "python.org")).toBe("886313e1-3b8a-5372-9b90-0c9aee199e5d")
  })

  it("derives rule-set ids from visa/<cc>/<version> in the URL namespace", () => {
    expect(VISA_ID_NAMESPACE).toBe("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
    expect(visaRuleSetId("ES", "2026.1")).toBe("2386eeb1-eab7-53f0-9dcf-4e08274a5027")
    expect(visaRuleSetId("es", "2026.1")).toBe(visaRuleSetId("ES", "2026.1"))
  })

  it("derives fact ids from visa-fact/<key>", () => {
    expect(visaFactId("es.visa.nlv.min_income")).toBe("c583e604-0403-5de0-af55-6bcc5e0c46ea")
  })

  it("sets version 5 and the RFC variant", () => {
    const id = visaRuleSetId("PT", "2027.3")
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
