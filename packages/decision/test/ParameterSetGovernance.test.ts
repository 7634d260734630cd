import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ParameterSetMother } from "../../../test/utils/ParameterSetMother.js"
import { RevisionMother } from "../../../test/utils/RevisionMother.js"
import {
  applyGovernanceAct,
  draftParameterSet,
  engineParameterSet,
  type GovernanceAct,
  type GovernedParameterSet,
  reimport
} from "../src/ParameterSet.js"
import { governanceWarnings, selectParameterSet, unusableReason } from "../src/ParameterSetSelection.js"
import type { RevisionContent } from "../src/Revision.js"

/** The pure governance: transitions, their validation, immutability of content, and selection. */

const DAY = 86_400_000
const T0 = Date.UTC(2026, 0, 1)
const revision = RevisionMother.usRetireeToLisbon() as unknown as RevisionContent

const draftOf = (set = ParameterSetMother.us()): GovernedParameterSet => {
  const d = draftParameterSet(set, T0)
  if (!d.ok) throw new Error(d.error.message)
  return d.set
}
const approve = (over: Partial<Extract<GovernanceAct, { action: "approve" }>> = {}): GovernanceAct => ({
  action: "approve",
  reviewer: "Reviewer",
  effectiveFrom: T0,
  warningExpiresAt: T0 + 100 * DAY,
  hardExpiresAt: T0 + 200 * DAY,
  ...over
})
const approved = (set = draftOf()) => {
  const next = applyGovernanceAct(set, approve(), T0)
  if (!next.ok) throw new Error(next.error.message)
  return next.set
}

describe("governance transitions", () => {
  it("draft -> approved -> suspended -> approved; nothing else", () => {
    const draft = draftOf()
    expect(draft.status).toBe("draft")
    const a = approved(draft)
    expect(a).toMatchObject({ status: "approved", reviewer: "Reviewer", approvedAt: T0, effectiveFrom: T0 })
    expect(applyGovernanceAct(draft, { action: "suspend" }, T0)).toMatchObject({
      ok: false,
      error: { code: "INVALID_TRANSITION" }
    })
    expect(applyGovernanceAct(a, approve(), T0)).toMatchObject({ ok: false, error: { code: "INVALID_TRANSITION" } })
    const s = applyGovernanceAct(a, { action: "suspend", reason: "x" }, T0 + DAY)
    expect(s).toMatchObject({ ok: true, set: { status: "suspended", updatedAt: T0 + DAY } })
    if (!s.ok) return
    expect(applyGovernanceAct(s.set, { action: "suspend" }, T0)).toMatchObject({ ok: false })
    expect(applyGovernanceAct(s.set, approve({ reviewer: "Other" }), T0 + 2 * DAY)).toMatchObject({
      ok: true,
      set: { status: "approved", reviewer: "Other", approvedAt: T0 + 2 * DAY }
    })
  })

  it.each([
    [{ reviewer: "  " }, "reviewer"],
    [{ reviewer: "r".repeat(161) }, "reviewer"],
    [{ effectiveFrom: T0 + 101 * DAY }, "effectiveFrom must be at or before warningExpiresAt"],
    [{ hardExpiresAt: T0 + 100 * DAY }, "warningExpiresAt must be before hardExpiresAt"],
    [{ effectiveFrom: Number.NaN }, "valid date"],
    [{ effectiveFrom: T0 - 300 * DAY, warningExpiresAt: T0 - 200 * DAY, hardExpiresAt: T0 - DAY }, "in the future"]
  ])("refuses an approval with %j", (over, why) => {
    const result = applyGovernanceAct(draftOf(), approve(over), T0)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe("INVALID_APPROVAL")
      expect(result.error.message).toContain(why)
    }
  })

  it("accepts effectiveFrom equal to warningExpiresAt (the bound is inclusive)", () => {
    expect(applyGovernanceAct(draftOf(), approve({ warningExpiresAt: T0 }), T0).ok).toBe(true)
  })

  it("never changes the content or its hash, whatever the sequence of acts", () => {
    const base = draftOf()
    const act = fc.oneof(
      fc.constant<GovernanceAct>({ action: "suspend" }),
      fc
        .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }))
        .map(([a, b, c]) =>
          approve({
            effectiveFrom: T0 + a * DAY,
            warningExpiresAt: T0 + (a + b) * DAY,
            hardExpiresAt: T0 + (a + b + c) * DAY
          })
        )
    )
    fc.assert(
      fc.property(fc.array(act, { maxLength: 12 }), (acts) => {
        let set = base
        for (const a of acts) {
          const next = applyGovernanceAct(set, a, T0)
          if (!next.ok) continue
          // Only the allowed edges are taken.
          expect(
            [
              ["draft", "approved"],
              ["approved", "suspended"],
              ["suspended", "approved"]
            ].some(([from, to]) => from === set.status && to === next.set.status)
          ).toBe(true)
          set = next.set
        }
        expect(set.content).toBe(base.content)
        expect(set.contentHash).toBe(base.contentHash)
      })
    )
  })

  it("refuses a set whose series manifest hash is not the hash of its sources", () => {
    const set = ParameterSetMother.us()
    const bad = draftParameterSet({ ...set, sourceSeries: set.sourceSeries.slice(1) }, T0)
    expect(bad).toMatchObject({ ok: false, error: { code: "INVALID_CONTENT" } })
  })

  it("re-import: identical content is unchanged, a draft is replaced, approved content is frozen", () => {
    const draft = draftOf()
    const other = draftOf({ ...ParameterSetMother.us(), description: "changed" })
    expect(reimport(draft, draftOf())).toEqual({ kind: "unchanged" })
    expect(reimport(draft, other)).toEqual({ kind: "replace" })
    expect(reimport(approved(draft), other)).toMatchObject({ kind: "refused", error: { code: "CONTENT_FROZEN" } })
  })

  it("the engine set carries the governance record as its approval block", () => {
    expect(engineParameterSet(approved()).approval).toEqual({
      status: "approved",
      reviewer: "Reviewer",
      approvedAt: "2026-01-01T00:00:00.000Z",
      effectiveFrom: "2026-01-01T00:00:00.000Z",
      warningExpiresAt: "2026-04-11T00:00:00.000Z",
      hardExpiresAt: "2026-07-20T00:00:00.000Z"
    })
  })
})

describe("selection", () => {
  it("uses only an approved set, effective, before its hard expiry, covering factors and currencies", () => {
    const set = approved()
    expect(unusableReason(draftOf(), revision, T0)).toContain("is draft")
    expect(unusableReason(set, revision, T0 - 1)).toContain("not effective yet")
    expect(unusableReason(set, revision, T0)).toBeUndefined()
    expect(unusableReason(set, revision, T0 + 200 * DAY - 1)).toBeUndefined()
    expect(unusableReason(set, revision, T0 + 200 * DAY)).toContain("past its hard expiry")
    const eur = { ...revision, requiredNetSpending: { amount: 1, currency: "EUR" } }
    expect(unusableReason(set, eur, T0)).toContain("currencies EUR")
    const gold = { ...revision, positions: [{ ...revision.positions[0]!, assetFactor: "gold" }] }
    expect(unusableReason(set, gold, T0)).toContain("asset factors gold")
  })

  it("warns from the review date on", () => {
    const set = approved()
    expect(governanceWarnings(set, T0 + 100 * DAY - 1)).toEqual([])
    expect(governanceWarnings(set, T0 + 100 * DAY).map((w) => w.code)).toEqual(["PARAMETER_SET_WARNING_EXPIRY"])
  })

  it("prefers the set with more joint rows, whatever the order of candidates; none names the reasons", () => {
    const us = approved()
    const multi = approved(draftOf(ParameterSetMother.multiCurrency()))
    for (const candidates of [
      [us, multi],
      [multi, us]
    ]) {
      const chosen = selectParameterSet(candidates, revision, T0)
      expect(chosen._tag === "Selected" && chosen.set.id).toBe(us.id)
    }
    const eur = { ...revision, requiredNetSpending: { amount: 1, currency: "EUR" } }
    const chosen = selectParameterSet([us, multi], eur, T0)
    expect(chosen._tag === "Selected" && chosen.set.id).toBe(multi.id)
    expect(selectParameterSet([], revision, T0)).toEqual({ _tag: "None", reasons: ["no parameter set is approved"] })
    const none = selectParameterSet([us], eur, T0)
    expect(none._tag === "None" && none.reasons[0]).toContain("does not cover the currencies EUR")
  })
})
