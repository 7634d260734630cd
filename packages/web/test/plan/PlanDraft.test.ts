import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { RevisionContent } from "../../src/api/decision.js"
import { fromContent, keptSummary, starterPlan, toContent } from "../../src/plan/PlanDraft.js"
import { RevisionMother } from "../../../../test/utils/RevisionMother.js"

/** A saved revision as the API returns it: the retiree mother, gain-taxed, its first position carrying an unrealised gain. */
const revision = (): RevisionContent => {
  const base = RevisionMother.usRetireeToLisbon()
  return {
    ...base,
    positions: base.positions.map((p, i) => (i === 0 ? { ...p, costBasis: 410_000.5 } : p)),
    claims: ["spending.sustainable"],
    taxProfile: {
      kind: "gain_schedule",
      costBasis: "per_position",
      segments: [
        {
          fromYear: 1,
          country: "PT",
          currency: "EUR",
          bands: [{ from: 0, rate: 0.28 }],
          source: "pt-2026 flat rate on capital gains"
        }
      ]
    }
  }
}

/** The same revision with a position field the form does not know (one the API might add later). */
const withFutureField = (content: RevisionContent): RevisionContent => ({
  ...content,
  positions: content.positions.map((p, i) => (i === 1 ? { ...p, lots: [{ year: 2001, cost: 90_000 }] } : p))
})

describe("PlanDraft: a position's cost basis", () => {
  it("is shown in the draft and sent back unchanged by saving a loaded revision, as is a field the form does not edit", () => {
    const content = withFutureField(revision())
    const draft = fromContent(content)
    expect(draft.positions.map((p) => p.costBasis)).toEqual(["410000.5", ""])
    expect(toContent(draft)).toEqual(content)
    expect(keptSummary(draft)).toContain("further position fields")
  })

  it("is not sent when the field is empty or blank, so the API's default (the value) applies", () => {
    for (const position of toContent(starterPlan).positions) expect(Object.hasOwn(position, "costBasis")).toBe(false)
    const blank = { ...starterPlan, positions: starterPlan.positions.map((p) => ({ ...p, costBasis: "  " })) }
    for (const position of toContent(blank).positions) expect(Object.hasOwn(position, "costBasis")).toBe(false)
  })

  it("is sent as typed when edited, and a non-number goes as null in JSON so the API names the field", () => {
    const draft = fromContent(revision())
    const edited = {
      ...draft,
      positions: draft.positions.map((p, i) => ({ ...p, costBasis: i === 0 ? " 1e5 " : "about 200k" }))
    }
    const sent = JSON.parse(JSON.stringify(toContent(edited))) as RevisionContent
    expect(sent.positions[0]?.costBasis).toBe(100_000)
    expect(Object.hasOwn(sent.positions[1] ?? {}, "costBasis")).toBe(true)
    expect(sent.positions[1]?.costBasis).toBeNull()
  })

  it("round-trips exactly for any amount the API takes (0 to 1e12, fractions included)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        const basis = amount + 0 // -0 is sent as 0
        const content = revision()
        const loaded = {
          ...content,
          positions: content.positions.map((p) => ({ ...p, costBasis: basis }))
        }
        expect(toContent(fromContent(loaded))).toEqual(loaded)
      })
    )
  })
})
