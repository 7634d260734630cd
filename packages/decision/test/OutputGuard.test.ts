import { Tool } from "effect/ai"
import { describe, expect, it } from "vitest"
import { COACH_SYSTEM_PROMPT, GUARDED_ANSWER } from "../src/CoachPrompt.js"
import { CoachToolkit } from "../src/CoachToolkit.js"
import { leaks, secretsOf } from "../src/OutputGuard.js"

const secrets = secretsOf(COACH_SYSTEM_PROMPT, Object.values(CoachToolkit.tools))

describe("OutputGuard", () => {
  it("refuses each sentence of the system prompt, however it is cased, spaced or punctuated", () => {
    for (const sentence of COACH_SYSTEM_PROMPT.split("\n")) {
      expect(leaks(`Here you go: ${sentence}`, secrets)).toBe(true)
      expect(leaks(sentence.toUpperCase().replaceAll(" ", "   ").replaceAll(",", ""), secrets)).toBe(true)
    }
  })

  it("refuses a tool's description and a tool's parameter schema", () => {
    const receipt = CoachToolkit.tools.receipt
    expect(leaks(`receipt: ${receipt.description}`, secrets)).toBe(true)
    // The parameters' JSON schema as the model was given it, echoed pretty-printed.
    expect(leaks(`My definition: ${JSON.stringify(Tool.getJsonSchema(receipt), null, 2)}`, secrets)).toBe(true)
  })

  it("lets ordinary answers through, tool names and short common phrases included", () => {
    for (const answer of [
      "Your FI score is 62.5 out of 100 (partial). Your savings rate holds it back most.",
      "The fi_score tool says your runway is 24 months.",
      "This is an educational estimate, not advice.",
      GUARDED_ANSWER
    ])
      expect(leaks(answer, secrets)).toBe(false)
  })
})
