import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  chromiumRequirement,
  seriousViolations,
  shoot,
  startWebApp,
  tabTo,
  VIEWPORTS,
  type Viewport,
  type WebApp
} from "../utils/Browser.js"
import { runFire } from "../utils/FireProcess.js"
import { importAndApprove, ParameterSetMother } from "../utils/ParameterSetMother.js"

/**
 * The plan and simulation page (packages/web/src/pages/Plan.tsx, docs/web.md) in headless Chromium
 * on a fresh database with the shipped US parameter set approved: a plan edited with the API's
 * refusals shown on their fields, saved as a revision, the governed simulation run with its
 * stress scenarios, every figure linked to its receipt, and a receipt downloaded in the browser
 * that `fire simulate verify` reproduces bit for bit.
 */

interface SavedResponse {
  readonly data: {
    readonly requestHash: string
    readonly receipt: { readonly persisted: boolean; readonly receiptId?: string }
    readonly result: { readonly ok: boolean; readonly value: { readonly successProbability: number } }
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

describe.skipIf(chromiumRequirement.skipped)(chromiumRequirement.title("the plan page in headless Chromium"), () => {
  let web: WebApp
  const downloads = mkdtempSync(join(tmpdir(), "fire-web-downloads-"))

  beforeAll(async () => {
    web = await startWebApp()
    await importAndApprove(web.server, ParameterSetMother.us(), Date.now())
  }, 120_000)
  afterAll(async () => {
    await web?.close()
  })

  /** Saves what the page downloads when `button` is clicked; resolves to the file's path. */
  const download = async (page: Page, button: string, name: string): Promise<string> => {
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button }).click()
    ])
    const path = join(downloads, name)
    await file.saveAs(path)
    return path
  }

  const planFlow = async (viewport: Viewport, verifyDownload: boolean) => {
    const { context, page } = await web.open(viewport)
    try {
      await page.goto(`${web.server.url}/plan`)
      await page.getByRole("link", { name: "Sign in" }).first().waitFor()
      await web.signIn(page, `plan-${viewport.name}@example.com`)
      await page.getByRole("link", { name: "Plan", exact: true }).click()
      await page.getByRole("heading", { name: "Plan and simulation", level: 1 }).waitFor()
      await page.getByText("Save the plan first").waitFor()

      // Refusals on the fields the API names (a nested position and an income stream), all typed kept.
      await page.getByLabel("Scenario name").fill("Retire at 55")
      await page.getByLabel("Position 1 value").fill("-5")
      await page.getByLabel("Income 1 last year").fill("")
      await page.getByLabel("Required spending per year").fill("38000")
      await page.getByRole("button", { name: "Save plan" }).click()
      const valueError = page.locator("#field-positions-0-value-error")
      await valueError.waitFor()
      expect(await page.getByLabel("Position 1 value").getAttribute("aria-invalid")).toBe("true")
      await page.locator("#field-incomeStreams-0-endYear-error").waitFor()
      expect(await page.getByLabel("Position 1 value").inputValue()).toBe("-5")
      expect(await page.getByLabel("Required spending per year").inputValue()).toBe("38000")
      // The scenario itself was made before the revision was refused: it keeps the name typed.
      expect(await page.getByLabel("Scenario", { exact: true }).locator("option:checked").textContent()).toBe(
        "Retire at 55"
      )
      expect(await seriousViolations(page)).toEqual([])
      await shoot(page, "plan-error", viewport)

      // Corrected, with a position added: saved as revision 1 of a new scenario.
      await page.getByLabel("Position 1 value").fill("700000")
      await page.getByLabel("Income 1 last year").fill("40")
      await page.getByRole("button", { name: "Add a position" }).click()
      await page.getByLabel("Position 3 asset factor").fill("us_bond_10y")
      await page.getByLabel("Position 3 value").fill("50000")
      await page.getByRole("button", { name: "Save plan" }).click()
      await page.getByRole("status").filter({ hasText: "Saved as revision 1." }).waitFor()
      expect(await valueError.count()).toBe(0)

      // A setting the API refuses shows on its field; the plan stays as typed.
      await page.getByLabel("Paths").fill("5")
      await page.getByRole("button", { name: "Run simulation" }).click()
      await page.locator("#field-paths-error").waitFor()
      expect(await page.getByLabel("Position 3 value").inputValue()).toBe("50000")
      await page.getByLabel("Paths").fill("500")
      await page.getByRole("button", { name: "Run simulation" }).click()
      await page.getByRole("heading", { name: "Your simulation" }).waitFor()
      await page.getByRole("heading", { name: "Receipt: Retire in 2008" }).waitFor()

      // The stress scenarios side by side: the baseline and four historical starts, each with figures.
      const rows = page.locator("table.stress tbody tr")
      expect(await rows.count()).toBe(5)
      for (const label of ["Baseline", "Retire in 1929", "Retire in 1966", "Retire in 2000", "Retire in 2008"])
        expect(await page.getByRole("rowheader", { name: label }).count()).toBe(1)
      expect(await page.locator(".chart canvas").count()).toBe(1)
      expect(await page.getByRole("img", { name: /Wealth by plan year over 500 simulated paths/ }).count()).toBe(1)
      expect(await page.locator("table.fan tbody tr").count()).toBeGreaterThan(3)

      // Every figure links to its receipt.
      const links = page.locator("table.stress a")
      expect(await links.count()).toBe(20)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        expect(await page.locator(href!).count()).toBe(1)
      await page.locator(".headline a").click()
      expect(new URL(page.url()).hash).toBe("#receipt-baseline")

      expect(await seriousViolations(page)).toEqual([])
      await shoot(page, "plan", viewport)

      if (verifyDownload) {
        const result = await download(page, "Download Baseline result (JSON)", "simulation-baseline.json")
        const revision = await download(page, "Download the revision (JSON)", "revision.json")
        const saved = JSON.parse(readFileSync(result, "utf8")) as SavedResponse
        expect(saved.data.result.ok).toBe(true)
        // The figure shown is the downloaded result's.
        await expect(page.locator(".headline a").textContent()).resolves.toBe(
          pct(saved.data.result.value.successProbability)
        )
        const verified = await runFire(["simulate", "verify", result, "--revision", revision], {})
        expect(verified.stdout + verified.stderr).toContain("reproduced bit for bit")
        expect(verified.code).toBe(0)
        // The run's stored receipt, read back through the API, names the same request.
        expect(saved.data.receipt.persisted).toBe(true)
        const stored = JSON.parse(
          readFileSync(await download(page, "Download Baseline stored receipt (JSON)", "receipt-baseline.json"), "utf8")
        ) as { data: { kind: string; receipt: { receiptId: string; requestHash: string; successProbability: number } } }
        expect(stored.data.kind).toBe("simulation")
        expect(stored.data.receipt.receiptId).toBe(saved.data.receipt.receiptId)
        expect(stored.data.receipt.requestHash).toBe(saved.data.requestHash)
        expect(stored.data.receipt.successProbability).toBe(saved.data.result.value.successProbability)
      }

      // Back on the page later, the saved plan is loaded for editing.
      await page.reload()
      await page.getByText("Editing from revision 1").waitFor()
      expect(await page.getByLabel("Position 3 value").inputValue()).toBe("50000")
    } finally {
      await context.close()
    }
  }

  it("phone: edit a plan with errors on their fields, save it, simulate with stress scenarios, receipts linked", async () => {
    await planFlow(VIEWPORTS[0], false)
  }, 180_000)

  it("desktop: the same, and the downloaded receipt is reproduced bit for bit by fire simulate verify", async () => {
    await planFlow(VIEWPORTS[1], true)
  }, 240_000)

  it("keyboard only: save the plan and run the simulation", async () => {
    const { context, page } = await web.open(VIEWPORTS[1])
    try {
      await web.signIn(page, "plan-keys@example.com")
      await page.goto(`${web.server.url}/plan`)
      await page.getByRole("heading", { name: "Plan and simulation", level: 1 }).waitFor()
      await page.keyboard.press("Tab")
      await tabTo(page, "el.id === 'field-spending'", { limit: 80 })
      await page.keyboard.press("Control+A")
      await page.keyboard.type("36000")
      await tabTo(page, "el.textContent === 'Save plan'", { limit: 40 })
      await page.keyboard.press("Enter")
      await page.getByRole("status").filter({ hasText: "Saved as revision 1." }).waitFor()
      await tabTo(page, "el.textContent === 'Run simulation'", { limit: 20 })
      await page.keyboard.press("Enter")
      await page.getByRole("heading", { name: "Receipt: Retire in 2008" }).waitFor()
      // From a figure to its receipt with Enter.
      await tabTo(page, "el.closest('.headline') !== null", { limit: 20 })
      await page.keyboard.press("Enter")
      expect(new URL(page.url()).hash).toBe("#receipt-baseline")
    } finally {
      await context.close()
    }
  }, 180_000)

  it("a 429 says when to retry, and the plan stays as typed", async () => {
    const email = "plan-limited@example.com"
    const { context, page } = await web.open(VIEWPORTS[0])
    try {
      await web.signIn(page, email)
      await page.goto(`${web.server.url}/plan`)
      await page.getByLabel("Scenario name").fill("Too eager")
      await page.getByLabel("Required spending per year").fill("41234")
      // The same user spends the rest of the minute's requests elsewhere (limits are per user).
      const auth = { authorization: `Bearer ${await web.server.token(email)}` }
      const exhaust = async (): Promise<number> => {
        for (let i = 0; i < 400; i++) {
          const response = await web.server.request("/api/v1/user/profile", { headers: auth })
          if (response.status === 429) return ((await response.json()) as { retryAfter: number }).retryAfter
        }
        throw new Error("never limited")
      }
      let retryAfter = await exhaust()
      // Too close to the window's end, the click could land in the next one: wait it out and spend it again.
      if (retryAfter < 10) {
        await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000))
        retryAfter = await exhaust()
      }
      await page.getByRole("button", { name: "Save plan" }).click()
      const alert = page.getByRole("alert").filter({ hasText: /Too many requests\. Try again in \d+ seconds\./ })
      await alert.waitFor()
      const shown = Number(/in (\d+) seconds/.exec((await alert.textContent())!)![1])
      expect(shown).toBeGreaterThan(0)
      expect(shown).toBeLessThanOrEqual(retryAfter)
      expect(await page.getByLabel("Scenario name").inputValue()).toBe("Too eager")
      expect(await page.getByLabel("Required spending per year").inputValue()).toBe("41234")
      await shoot(page, "plan-rate-limited", VIEWPORTS[0])
    } finally {
      await context.close()
    }
  }, 120_000)

  it("signed out, the page asks to sign in", async () => {
    const { context, page } = await web.open(VIEWPORTS[0])
    try {
      await page.goto(`${web.server.url}/plan`)
      await page.getByText("to plan and simulate").waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await shoot(page, "plan-signed-out", VIEWPORTS[0])
    } finally {
      await context.close()
    }
  }, 60_000)

  it("no console errors (a CSP violation included) in any flow", () => {
    expect(web.consoleErrors).toEqual([])
  })
})
