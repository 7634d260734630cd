import { Api } from "@fire/http/Api"
import { createConfig, lintFromString } from "@redocly/openapi-core"
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"

/**
 * The OpenAPI document the server publishes (OpenApi.fromApi of the contract) passes Redocly's
 * `recommended` rules without an error or a warning: servers, unique tags with descriptions, no
 * one-member `anyOf`, a licence. An endpoint or group added later is linted here too.
 */

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no problem at all (errors and warnings)", async () => {
    const config = await createConfig({ extends: ["recommended"] })
    const problems = await lintFromString({
      source: JSON.stringify(OpenApi.fromApi(Api)),
      absoluteRef: "openapi.json",
      config
    })
    const described = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`
    )
    expect(described).toEqual([])
  })
})
