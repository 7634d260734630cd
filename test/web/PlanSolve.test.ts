import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumRequirement, seriousViolations, shoot, startWebApp, VIEWPORTS, type WebApp } from "../utils/Browser.js"
import { runFire } from "../utils/FireProcess.js"
import { importAndApprove, ParameterSetMother } from "../utils/ParameterSetMother.js"

/**
 * The plan page's "How much could I spend" (POST .../retirement-simulation/solve) and the plan
 * form's keeping of what it does not edit, in headless Chromium on a fresh database with the
 * shipped US parameter set approved: the amount shown is the solve's, linked to its receipt, and
 * the downloaded solve is reproduced bit for bit by `fire simulate verify`; a revision made through
 * the API with a glide path, a spending strategy, a second household member and a position's cost
 * basis keeps all four when the page saves the next revision, and a cost basis typed on the page
 * is saved (a refused one shown on its field).
 */

interface SavedSolve {
  readonly data: {
    readonly kind: string
    readonly receipt: { readonly persisted: boolean; readonly receiptId?: string }
    readonly result: {
      readonly ok: boolean
      readonly value: { readonly amount: number; readonly currency: string; readonly successProbability: number }
    }
  }
}

interface Content {
  readonly household: { readonly birthYears: ReadonlyArray<number>; readonly [k: string]: unknown }
  readonly positions: ReadonlyArray<{
    readonly value: number
    readonly costBasis?: number
    readonly [k: string]: unknown
  }>
  readonly requiredNetSpending: { readonly amount: number; readonly currency: string }
  readonly discretionarySpending: { readonly amount: number; readonly currency: string }
  readonly spendingStrategy?: unknown
  readonly glidePath?: unknown
  readonly [k: string]: unknown
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount)

/** The scenario's newest revision content, read by the page's own session (same origin, its cookie). */
const newestContent = (page: Page) =>
  page.evaluate(async () => {
    const list = (await (await fetch("/api/v1/fire-decision/scenarios")).json()) as { data: Array<{ id: string }> }
    const scenarioId = list.data[0]!.id
    const first = (await (await fetch(`/api/v1/fire-decision/scenarios/${scenarioId}/revisions?limit=1`)).json()) as {
      meta: { total: number }
    }
    const offset = Number(first.meta.total) - 1
    const last = (await (
      await fetch(`/api/v1/fire-decision/scenarios/${scenarioId}/revisions?limit=1&offset=${offset}`)
    ).json()) as { data: Array<{ number: number; content: Content }> }
    return { scenarioId, number: last.data[0]!.number, content: last.data[0]!.content }
  })

describe.skipIf(chromiumRequirement.skipped)(
  chromiumRequirement.title("the plan page's solve in headless Chromium"),
  () => {
    let web: WebApp
    const downloads = mkdtempSync(join(tmpdir(), "fire-web-solve-"))

    beforeAll(async () => {
      web = await startWebApp()
      await importAndApprove(web.server, ParameterSetMother.us(), Date.now())
    }, 120_000)
    afterAll(async () => {
      await web?.close()
    })

    const download = async (page: Page, button: string, name: string): Promise<string> => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: button }).click()
      ])
      const path = join(downloads, name)
      await file.saveAs(path)
      return path
    }

    it("how much could I spend: the amount links to its receipt, and fire simulate verify reproduces the download", async () => {
      const viewport = VIEWPORTS[1]
      const { context, page } = await web.open(viewport)
      try {
        await web.signIn(page, "solve@example.com")
        await page.goto(`${web.server.url}/plan`)
        await page.getByRole("heading", { name: "Plan and simulation", level: 1 }).waitFor()
        expect(await page.getByText("the API has no endpoint").count()).toBe(0)
        await page.getByLabel("Scenario name").fill("How much")
        await page.getByRole("button", { name: "Save plan" }).click()
        await page.getByRole("status").filter({ hasText: "Saved as revision 1." }).waitFor()
        await page.getByLabel("Paths").fill("300")

        // A refused setting shows on its field, as the simulation's does.
        await page.getByLabel("Target success probability").fill("1.5")
        await page.getByRole("button", { name: "How much could I spend" }).click()
        await page.locator("#field-target-error").waitFor()
        await page.getByLabel("Target success probability").fill("0.9")
        await page.getByRole("button", { name: "How much could I spend" }).click()
        await page.getByRole("heading", { name: "Receipt: how much could I spend" }).waitFor()

        const amountLink = page.locator(".headline.solve a")
        expect(await amountLink.getAttribute("href")).toBe("#receipt-solve")
        const result = await download(page, "Download the solve result (JSON)", "solve.json")
        const revision = await download(page, "Download the solved revision (JSON)", "revision.json")
        const saved = JSON.parse(readFileSync(result, "utf8")) as SavedSolve
        expect(saved.data.kind).toBe("retirement_spending_solve")
        expect(saved.data.result.ok).toBe(true)
        const { amount, currency, successProbability } = saved.data.result.value
        expect(amount).toBeGreaterThan(0)
        expect(successProbability).toBeGreaterThanOrEqual(0.9)
        // The figure shown is the downloaded result's, and it leads to the receipt.
        expect(await amountLink.textContent()).toBe(money(amount, currency))
        await amountLink.click()
        expect(new URL(page.url()).hash).toBe("#receipt-solve")
        expect(saved.data.receipt.persisted).toBe(true)
        expect(await page.getByText(saved.data.receipt.receiptId as string).count()).toBe(1)
        const stored = JSON.parse(
          readFileSync(await download(page, "Download the solve's stored receipt (JSON)", "receipt-solve.json"), "utf8")
        ) as { data: { kind: string; receipt: { receiptId: string; solve: { amount: number } } } }
        expect(stored.data.receipt.receiptId).toBe(saved.data.receipt.receiptId)
        expect(stored.data.receipt.solve.amount).toBe(amount)

        const verified = await runFire(["simulate", "verify", result, "--revision", revision], {})
        expect(verified.stdout + verified.stderr).toContain("reproduced bit for bit")
        expect(verified.code).toBe(0)
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "plan-solve", viewport)
      } finally {
        await context.close()
      }
    }, 240_000)

    it("saving from the page keeps the glide path, spending strategy, further household member and cost basis of a revision made elsewhere", async () => {
      const { context, page } = await web.open(VIEWPORTS[1])
      try {
        await web.signIn(page, "planner@example.com")
        await page.goto(`${web.server.url}/plan`)
        await page.getByRole("heading", { name: "Plan and simulation", level: 1 }).waitFor()
        await page.getByLabel("Scenario name").fill("Planner fields")
        await page.getByRole("button", { name: "Save plan" }).click()
        await page.getByRole("status").filter({ hasText: "Saved as revision 1." }).waitFor()

        // Revision 2 made through the API (as the CLI or another client would), with planner fields.
        const base = await newestContent(page)
        const planner = {
          spendingStrategy: { kind: "percent_of_portfolio", rate: 0.04 },
          glidePath: { kind: "linear", from: [0.75, 0.25], to: [0.5, 0.5], years: 10 }
        }
        const made = await page.evaluate(
          async ({ scenarioId, content }) => {
            const response = await fetch(`/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(content)
            })
            return { status: response.status, body: await response.text() }
          },
          {
            scenarioId: base.scenarioId,
            content: {
              ...base.content,
              ...planner,
              household: { ...base.content.household, birthYears: [1975, 1979] },
              positions: base.content.positions.map((p, i) => (i === 0 ? { ...p, costBasis: 410000.5 } : p)),
              discretionarySpending: { ...base.content.discretionarySpending, amount: 0 }
            }
          }
        )
        expect(made.status, made.body).toBe(201)

        // The page opens on it, says what it keeps, and saves an edit of its own fields as revision 3.
        await page.reload()
        await page.getByText("Editing from revision 2").waitFor()
        await page.getByText(/Kept unchanged from the revision.*spending strategy.*glide path/).waitFor()
        expect(await page.getByLabel("Position 1 cost basis").inputValue()).toBe("410000.5")
        expect(await page.getByLabel("Position 2 cost basis").inputValue()).toBe("")
        await page.getByLabel("Required spending per year").fill("39000")
        // A cost basis the API refuses shows on its field, as typed; corrected, it is saved.
        await page.getByLabel("Position 2 cost basis").fill("-1")
        await page.getByRole("button", { name: "Save plan" }).click()
        await page.locator("#field-positions-1-costBasis-error").waitFor()
        const basis2 = page.getByLabel("Position 2 cost basis")
        expect(await basis2.getAttribute("aria-invalid")).toBe("true")
        expect(await basis2.getAttribute("aria-describedby")).toBe(
          "field-positions-1-costBasis-hint field-positions-1-costBasis-error"
        )
        expect(await basis2.inputValue()).toBe("-1")
        expect(await seriousViolations(page)).toEqual([])
        await basis2.fill("200000")
        await page.getByRole("button", { name: "Save plan" }).click()
        await page.getByRole("status").filter({ hasText: "Saved as revision 3." }).waitFor()

        const after = await newestContent(page)
        expect(after.number).toBe(3)
        expect(after.content.requiredNetSpending.amount).toBe(39000)
        expect(after.content.spendingStrategy).toEqual(planner.spendingStrategy)
        expect(after.content.glidePath).toEqual(planner.glidePath)
        expect(after.content.household.birthYears).toEqual([1975, 1979])
        expect(after.content.positions.map((p) => p.costBasis)).toEqual([410000.5, 200000])
      } catch (error) {
        await shoot(page, "plan-kept-failure", VIEWPORTS[1])
        throw error
      } finally {
        await context.close()
      }
    }, 240_000)
  }
)
