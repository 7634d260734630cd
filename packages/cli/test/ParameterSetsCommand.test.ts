import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess } from "./utils/InProcessCommand.js"
import { RevisionMother } from "../../../test/utils/RevisionMother.js"
import { postJson, startServer } from "../../../test/utils/TestServer.js"
import { fireFor } from "../src/cli.js"
import { parseOperatorDate } from "../src/commands/parameterSets.js"

/**
 * `fire parameter-sets` in process on an embedded database: import, approve, list, show, suspend,
 * with the server in between (a simulation over the approved set, verified by `fire simulate verify`;
 * a suspension notifies the receipt's owner and blocks new simulations).
 */

const dataDir = mkdtempSync(join(tmpdir(), "fire-parameter-sets-"))
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
const US = "us-historical-1934-2022/v1"
const DAY = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

const fire = async (...args: ReadonlyArray<string>) => runInProcess(await fireFor(args), args)

beforeAll(() => {
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
})
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe("parseOperatorDate", () => {
  it("reads a date as midnight UTC or an ISO date-time; anything else is NaN", () => {
    expect(parseOperatorDate("2027-01-01")).toBe(Date.UTC(2027, 0, 1))
    expect(parseOperatorDate("2027-01-01T12:30:00Z")).toBe(Date.UTC(2027, 0, 1, 12, 30))
    expect(parseOperatorDate("2027-01-01T12:30:00+02:00")).toBe(Date.UTC(2027, 0, 1, 10, 30))
    for (const bad of ["01/02/2027", "2027-1-1", "tomorrow", ""]) expect(parseOperatorDate(bad)).toBeNaN()
  })
})

describe("fire parameter-sets", () => {
  it("imports the shipped set as a draft; a second import changes nothing", async () => {
    expect((await fire("parameter-sets", "list")).stdout).toEqual(["No parameter sets."])
    const imported = await fire("parameter-sets", "import", "docs/examples/parameter-set-us.json")
    expect(imported.code).toBe(0)
    expect(imported.stdout[0]).toMatch(new RegExp(`^${US}: imported as draft; content [0-9a-f]{64}$`))
    const again = await fire("parameter-sets", "import", "docs/examples/parameter-set-us.json")
    expect(again.stdout[0]).toContain("unchanged (draft)")
    expect((await fire("parameter-sets", "list")).stdout).toEqual([`${US}\tdraft\t89 rows\t-..-\t-`])
  })

  it.each([
    [
      ["--effective-from", day(-1), "--warning-expires", day(400), "--hard-expires", day(300)],
      "warningExpiresAt must be before hardExpiresAt"
    ],
    [
      ["--effective-from", day(10), "--warning-expires", day(5), "--hard-expires", day(300)],
      "effectiveFrom must be at or before warningExpiresAt"
    ],
    [
      ["--effective-from", "yesterday", "--warning-expires", day(5), "--hard-expires", day(300)],
      "--effective-from yesterday"
    ],
    [
      ["--effective-from", day(-10), "--warning-expires", day(-5), "--hard-expires", day(-1)],
      "hardExpiresAt must be in the future"
    ]
  ])("refuses an approval with dates %j", async (dates, why) => {
    const run = await fire("parameter-sets", "approve", US, "--reviewer", "R", ...dates)
    expect(run.code).toBe(1)
    expect(run.stderr.join("\n")).toContain(why)
  })

  it("refuses an unknown set, an invalid file and a suspension of a draft", async () => {
    const unknown = await fire(
      "parameter-sets",
      "approve",
      "nope/v1",
      "--reviewer",
      "R",
      "--effective-from",
      day(-1),
      "--warning-expires",
      day(5),
      "--hard-expires",
      day(9)
    )
    expect(unknown.code).toBe(1)
    expect(unknown.stderr.join("\n")).toContain("no parameter set nope/v1")
    const invalid = await fire("parameter-sets", "import", "docs/examples/plan-us-7525.json")
    expect(invalid.code).toBe(1)
    const shipped = JSON.parse(readFileSync("docs/examples/parameter-set-us.json", "utf8"))
    const holed = join(dataDir, "holed.json")
    writeFileSync(
      holed,
      JSON.stringify({
        ...shipped,
        observations: shipped.observations.filter((row: { year: number }) => row.year < 1960 || row.year > 1979)
      })
    )
    const gap = await fire("parameter-sets", "import", holed)
    expect(gap.code).toBe(1)
    expect(gap.stderr.join("\n")).toContain("observations: must be consecutive calendar years; missing 1960-1979")
    expect((await fire("parameter-sets", "suspend", US)).stderr.join("\n")).toContain(
      "only an approved set can be suspended"
    )
  })

  it("approves; a simulation uses it and fire simulate verify reproduces the saved response; suspending notifies and blocks", async () => {
    const approved = await fire(
      "parameter-sets",
      "approve",
      US,
      "--reviewer",
      "Data Review Board",
      "--effective-from",
      day(-1),
      "--warning-expires",
      day(365),
      "--hard-expires",
      day(730)
    )
    expect(approved.code).toBe(0)
    expect(approved.stdout[0]).toContain(`${US}: approved by Data Review Board`)
    const shown = JSON.parse((await fire("parameter-sets", "show", US)).stdout.join("\n")) as {
      status: string
      approval: { reviewer: string }
      events: Array<{ action: string; actor: string }>
    }
    expect(shown.status).toBe("approved")
    expect(shown.approval.reviewer).toBe("Data Review Board")
    expect(shown.events.map((e) => e.action)).toEqual(["imported", "approved"])
    expect(shown.events[1]?.actor).toBe("Data Review Board")
    const reimport = await fire("parameter-sets", "import", "docs/examples/parameter-set-us.json")
    expect(reimport.stdout[0]).toContain("unchanged (approved)")

    const files = mkdtempSync(join(tmpdir(), "fire-verify-"))
    const simulation = async (
      server: Awaited<ReturnType<typeof startServer>>,
      auth: Record<string, string>,
      scenarioId: string,
      revisionId: string
    ) =>
      (await (
        await postJson(
          server,
          `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
          {
            revisionId,
            seed: "cli-verify",
            pathCount: 300,
            horizonYears: 30,
            stressScenarioId: "start-1966",
            targetSuccessProbability: 0.85
          },
          { ...auth, "idempotency-key": randomUUID() }
        )
      ).json()) as { data: { execution: { status: string }; receipt: { persisted: boolean } } }
    let server = await startServer({ dataDir, databaseUrl: undefined })
    const auth = { authorization: `Bearer ${await server.token("owner@example.com")}` }
    let scenarioId = ""
    let revisionId = ""
    try {
      const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "CLI" }, auth)
      scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
      const revision = await postJson(
        server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
        RevisionMother.usRetireeToLisbon(),
        auth
      )
      const revisionBody = await revision.text()
      revisionId = (JSON.parse(revisionBody) as { data: { id: string } }).data.id
      writeFileSync(join(files, "revision.json"), revisionBody)
      const response = await simulation(server, auth, scenarioId, revisionId)
      expect(response.data.execution.status).toBe("completed")
      expect(response.data.receipt.persisted).toBe(true)
      writeFileSync(join(files, "response.json"), JSON.stringify(response))
    } finally {
      await server.close()
    }
    expect((await fire("parameter-sets", "show", US, "--export", join(files, "set.json"))).code).toBe(0)
    const verified = await fire(
      "simulate",
      "verify",
      join(files, "response.json"),
      "--parameter-set",
      join(files, "set.json"),
      "--revision",
      join(files, "revision.json")
    )
    expect(verified.stderr).toEqual([])
    expect(verified.stdout[0]).toMatch(/^reproduced bit for bit \(contract [0-9a-f]{64}\)$/)
    // Without --parameter-set: the shipped (draft) file, with the approval the response reports.
    const shipped = await fire(
      "simulate",
      "verify",
      join(files, "response.json"),
      "--revision",
      join(files, "revision.json")
    )
    expect(shipped.stdout[0]).toMatch(/^reproduced bit for bit/)
    const tampered = JSON.parse(readFileSync(join(files, "response.json"), "utf8")) as {
      data: { result: { value: { successProbability: number } } }
    }
    tampered.data.result.value.successProbability = 0.01
    writeFileSync(join(files, "tampered.json"), JSON.stringify(tampered))
    const refused = await fire(
      "simulate",
      "verify",
      join(files, "tampered.json"),
      "--parameter-set",
      join(files, "set.json"),
      "--revision",
      join(files, "revision.json")
    )
    expect(refused.code).toBe(1)
    expect(refused.stdout.join("\n")).toContain("value.successProbability")

    const suspended = await fire("parameter-sets", "suspend", US, "--reason", "source revised")
    expect(suspended.code).toBe(0)
    expect(suspended.stdout[0]).toBe(`${US}: suspended; 1 receipt owner notification(s) sent`)
    expect((await fire("parameter-sets", "suspend", US)).code).toBe(1)
    server = await startServer({ dataDir, databaseUrl: undefined })
    try {
      const list = (await (await server.request("/api/v1/notifications", { headers: auth })).json()) as {
        data: Array<{ type: string; message: string }>
      }
      expect(list.data.map((n) => n.type)).toContain("parameter_set_suspended")
      const blocked = await simulation(server, auth, scenarioId, revisionId)
      expect(blocked.data.execution.status).toBe("blocked")
    } finally {
      await server.close()
    }
    const events = JSON.parse((await fire("parameter-sets", "show", US)).stdout.join("\n")) as {
      events: Array<{ action: string; details: { reason?: string } }>
    }
    expect(events.events.map((e) => e.action)).toEqual(["imported", "approved", "suspended"])
    expect(events.events[2]?.details.reason).toBe("source revised")
    const reapproved = await fire(
      "parameter-sets",
      "approve",
      US,
      "--reviewer",
      "Second Review",
      "--effective-from",
      day(-1),
      "--warning-expires",
      day(100),
      "--hard-expires",
      day(200)
    )
    expect(reapproved.code).toBe(0)
  })
})
