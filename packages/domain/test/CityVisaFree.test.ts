import { describe, expect, it } from "vitest"
import { isVisaFreeRequirement, visaFreeByDestination } from "../scripts/cities/visa-free.js"

describe("visa-free derivation from the Passport Index (build-time script)", () => {
  it.each([
    ["visa free", true],
    ["90", true],
    ["180", true],
    ["eta", true],
    ["visa on arrival", false],
    ["e-visa", false],
    ["visa required", false],
    ["no admission", false],
    ["-1", false],
    ["0", false]
  ])("requirement %j is visa-free: %s", (requirement, expected) => {
    expect(isVisaFreeRequirement(requirement)).toBe(expected)
  })

  it("groups passports by destination, sorted, dropping the own country and non-ISO codes", () => {
    const csv = [
      "Passport,Destination,Requirement",
      "US,PT,90",
      "BR,PT,90",
      "IN,PT,visa required",
      "PT,PT,-1",
      "XK,PT,90",
      "GB,TH,60",
      "AU,TH,visa free",
      "CN,TH,e-visa",
      "US,AE,visa on arrival",
      ""
    ].join("\n")
    const lists = visaFreeByDestination(csv)
    expect(lists.get("PT")).toEqual(["BR", "US"])
    expect(lists.get("TH")).toEqual(["AU", "GB"])
    expect(lists.get("AE")).toBeUndefined()
  })
})
