import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { FI_MILESTONES } from "../src/FiMilestone.js"
import {
  evidenceFactWarningDraft,
  fiMilestoneDraft,
  isTrialEndingSoon,
  parameterSetSuspendedDraft,
  TRIAL_ENDING_WINDOW_MS,
  trialEndingDraft
} from "../src/NotificationDrafts.js"

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })

describe("trial ending window", () => {
  it("is 3 days: due when now < end <= now + 3 days, not before and not after the end", () => {
    const now = Date.UTC(2030, 5, 1)
    expect(TRIAL_ENDING_WINDOW_MS).toBe(3 * 24 * 3600 * 1000)
    expect(isTrialEndingSoon(now + TRIAL_ENDING_WINDOW_MS, now)).toBe(true)
    expect(isTrialEndingSoon(now + TRIAL_ENDING_WINDOW_MS + 1, now)).toBe(false)
    expect(isTrialEndingSoon(now + 1, now)).toBe(true)
    expect(isTrialEndingSoon(now, now)).toBe(false)
  })

  it("the draft expires when the trial ends and is keyed by that end", () => {
    fc.assert(
      fc.property(instant, (end) => {
        const draft = trialEndingDraft(end)
        expect(draft.expiresAt).toBe(end)
        expect(draft.dedupeKey).toBe(`trial-ending:${end}`)
        expect(draft.type).toBe("trial_ending")
      })
    )
  })
})

describe("drafts", () => {
  it("one FI milestone draft per milestone, with distinct keys and no expiry", () => {
    const drafts = FI_MILESTONES.map(fiMilestoneDraft)
    expect(new Set(drafts.map((d) => d.dedupeKey)).size).toBe(4)
    expect(drafts.map((d) => d.dedupeKey)).toEqual([
      "fi-milestone:25",
      "fi-milestone:50",
      "fi-milestone:75",
      "fi-milestone:100"
    ])
    for (const d of drafts) expect(d.expiresAt).toBeUndefined()
  })

  it("evidence and parameter-set drafts are keyed by their event, and fit the stored bounds", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.stringMatching(/^[a-z0-9-]{1,60}$/), instant, (receiptId, id, at) => {
        const evidence = evidenceFactWarningDraft({ receiptId, factId: id, warningAfter: new Date(at).toISOString() })
        const suspended = parameterSetSuspendedDraft({ parameterSetId: id, receiptId })
        expect(evidence.dedupeKey).toBe(`evidence-fact-warning:${receiptId}:${id}`)
        expect(suspended.dedupeKey).toBe(`parameter-set-suspended:${id}:${receiptId}`)
        for (const d of [evidence, suspended]) {
          expect(d.title.length).toBeLessThanOrEqual(200)
          expect(d.message.length).toBeLessThanOrEqual(2000)
          expect(d.dedupeKey.length).toBeLessThanOrEqual(200)
        }
      })
    )
  })
})
