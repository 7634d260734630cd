import { FiScoreHistoryRepository } from "@fire/domain/FiScore"
import type { UserId } from "@fire/domain/User"
import * as FiScoreHistorySql from "@fire/http/money/FiScoreHistorySql"
import { Effect } from "effect"
import type { BrowserContext, Page } from "playwright-core"
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
import { switchFeature } from "../utils/FeatureFlagSwitch.js"

/**
 * The money page (packages/web/src/pages/Money.tsx) in headless Chromium on a fresh database:
 * a portfolio, a holding added by ISIN (the check digit's refusal on the ISIN field), the five
 * indicators, the FI score with its daily history as a chart, and the portfolio's health, every
 * figure checked against the API's own answer.
 */

const MSCI_WORLD = "IE00B4L5Y983"
/** The same ISIN with a wrong check digit. */
const WRONG_CHECK_DIGIT = "IE00B4L5Y984"

describe.skipIf(chromiumRequirement.skipped)(chromiumRequirement.title("the money page in headless Chromium"), () => {
  let web: WebApp

  beforeAll(async () => {
    web = await startWebApp()
  }, 120_000)
  afterAll(async () => {
    await web?.close()
  })

  /** The signed-in user's cookie and origin, for the API calls the test checks the page against. */
  const userHeaders = async (context: BrowserContext) => {
    const cookie = (await context.cookies()).find((c) => c.name === "fire_session")!
    return { cookie: `fire_session=${cookie.value}`, origin: web.server.url }
  }
  const apiJson = async <A>(path: string, headers: Record<string, string>, init: RequestInit = {}): Promise<A> => {
    const response = await web.server.request(path, {
      ...init,
      headers: { ...headers, "content-type": "application/json" }
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: A }).data
  }

  /** Signs in with spending and savings in the profile, so the FI score is computable. */
  const signedIn = async (viewport: Viewport, email: string) => {
    const { context, page } = await web.open(viewport)
    await web.signIn(page, email)
    const headers = await userHeaders(context)
    const profile = await apiJson<{ id: string }>("/api/v1/user/profile", headers, {
      method: "PUT",
      body: JSON.stringify({ annualIncome: 80000, annualExpenses: 40000, currentSavings: 20000, baseCurrency: "EUR" })
    })
    return { context, page, headers, userId: profile.id as UserId }
  }

  const addHolding = async (page: Page, isin: string) => {
    await page.getByLabel("ISIN").fill(isin)
    await page.getByLabel("Name", { exact: true }).fill("iShares Core MSCI World")
    await page.getByLabel("Units").fill("120")
    await page.getByLabel("Price per unit").fill("95.5")
    await page.getByLabel("Ongoing charge (% a year)").fill("0.2")
    await page.getByRole("button", { name: "Add holding" }).click()
  }

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: a portfolio, a holding by ISIN, the indicators, the FI score and its history, the health`, async () => {
      const email = `money-${viewport.name}@example.com`
      const { context, page, headers, userId } = await signedIn(viewport, email)
      try {
        // Three earlier days of history, as the daily snapshots would have left them.
        await web.server.run(
          Effect.gen(function* () {
            const history = yield* FiScoreHistoryRepository
            for (const [day, score] of [
              ["2026-01-01", 21.5],
              ["2026-02-01", 24],
              ["2026-03-01", 27.25]
            ] as const)
              yield* history.record(userId, {
                day,
                score,
                status: "ok",
                netWorth: 10000 * score,
                fiNumber: 1_000_000,
                reportingCurrency: "EUR",
                computedAt: `${day}T08:00:00.000Z`
              })
          }).pipe(Effect.provide(FiScoreHistorySql.layer))
        )

        await page.getByRole("link", { name: "Money" }).click()
        await page.getByText("No portfolio yet: create one to add holdings.").waitFor()
        await page.getByLabel("New portfolio's name").fill("Long term")
        await page.getByRole("button", { name: "Create portfolio" }).click()
        await page.getByRole("heading", { name: "Holdings of Long term" }).waitFor()
        // A second portfolio of the same name: the API's 409 on the name field, the name kept.
        await page.getByLabel("New portfolio's name").fill("long TERM")
        await page.getByRole("button", { name: "Create portfolio" }).click()
        await page.locator("#field-portfolioName-error").waitFor()
        expect(await page.getByLabel("New portfolio's name").inputValue()).toBe("long TERM")

        // The ISIN's check digit is wrong: the API's message on the ISIN field, the rest kept.
        await addHolding(page, WRONG_CHECK_DIGIT)
        const isinError = page.locator("#field-isin-error")
        await isinError.waitFor()
        expect(await isinError.textContent()).toBe("ISIN check digit should be 3")
        expect(await page.getByLabel("ISIN").getAttribute("aria-invalid")).toBe("true")
        expect(await page.getByLabel("ISIN").inputValue()).toBe(WRONG_CHECK_DIGIT)
        expect(await page.getByLabel("Units").inputValue()).toBe("120")
        expect(await page.getByLabel("Price per unit").inputValue()).toBe("95.5")
        await shoot(page, "money-isin-error", viewport)

        await page.getByLabel("ISIN").fill(MSCI_WORLD)
        await page.getByRole("button", { name: "Add holding" }).click()
        const row = page.getByRole("row", { name: /^iShares Core MSCI World/ })
        await row.waitFor()
        expect(await row.locator("td").nth(2).textContent()).toBe("€11,460")
        expect(await isinError.count()).toBe(0)

        // The five indicators, in the API's order and states.
        const portfolios = await apiJson<ReadonlyArray<{ id: string }>>("/api/v1/portfolios", headers)
        const indicators = await apiJson<{ indicators: ReadonlyArray<{ key: string; status: string }> }>(
          `/api/v1/indicators?portfolioId=${portfolios[0]!.id}`,
          headers
        )
        const cards = page.locator(".cards > li")
        await cards.nth(4).waitFor()
        expect(await cards.locator("h3").allTextContents()).toEqual([
          "FIRE coverage",
          "Currency exposure",
          "Dividend income",
          "Diversification",
          "Fees and tax drag"
        ])
        const states = { ok: "OK", degraded: "Incomplete", pending: "Waiting for data", unavailable: "Unavailable" }
        expect(await cards.locator(".state").allTextContents()).toEqual(
          indicators.indicators.map((i) => states[i.status as keyof typeof states])
        )
        expect(await page.getByText("EUR 100.0%").count()).toBe(1)

        // The FI score: the API's figure; its history (today and the three earlier days) charted and listed.
        const score = await apiJson<{ score: number }>("/api/v1/fi-score", headers)
        await page
          .locator("#fi-score-title + p strong")
          .filter({ hasText: score.score.toFixed(1) })
          .waitFor()
        const history = page.getByRole("table", { name: "FI score by day" })
        await history.getByRole("row").nth(4).waitFor()
        expect(await history.locator("tbody th").allTextContents()).toEqual([
          new Date().toISOString().slice(0, 10),
          "2026-03-01",
          "2026-02-01",
          "2026-01-01"
        ])
        const chart = page.getByRole("img", { name: /^FI score over 4 days/ })
        expect(await chart.getAttribute("aria-label")).toContain("lowest 21.5")
        expect(await chart.locator("canvas").count()).toBe(1)

        // The portfolio's health: the API's score for the same holding.
        const health = await apiJson<{ score: number }>("/api/v1/portfolio-health", headers, {
          method: "POST",
          body: JSON.stringify({
            holdings: [
              {
                name: "iShares Core MSCI World",
                isin: MSCI_WORLD,
                value: 11460,
                assetFactor: "us_equity",
                region: "global",
                ongoingCharge: 0.002
              }
            ]
          })
        })
        await page
          .locator("#health-title + p strong")
          .filter({ hasText: health.score.toFixed(1) })
          .waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "money", viewport)

        // Removing the holding takes it off the page.
        await page.getByRole("button", { name: "Remove iShares Core MSCI World" }).click()
        await page.getByText("No holdings in this portfolio yet.").waitFor()
      } finally {
        await context.close()
      }
    }, 120_000)
  }

  it("the portfolio-health flag switched off hides the health; a visitor is asked to sign in", async () => {
    const { context, page } = await signedIn(VIEWPORTS[1], "money-flag@example.com")
    try {
      await page.getByRole("link", { name: "Money" }).click()
      await page.getByLabel("New portfolio's name").fill("Play")
      await page.getByRole("button", { name: "Create portfolio" }).click()
      await addHolding(page, MSCI_WORLD)
      await page.locator("#health-title + p strong").waitFor()
      await switchFeature(web.server, "web.portfolio-health", false)
      await page.reload()
      await page.getByRole("heading", { name: "FI score" }).waitFor()
      await page.waitForLoadState("networkidle")
      expect(await page.getByRole("heading", { name: "Portfolio health" }).count()).toBe(0)
      await switchFeature(web.server, "web.portfolio-health", true)
      await page.reload()
      await page.getByRole("heading", { name: "Portfolio health" }).waitFor()
    } finally {
      await context.close()
    }
    const visitor = await web.open(VIEWPORTS[0])
    try {
      await visitor.page.goto(`${web.server.url}/money`)
      await visitor.page.getByText("to see your portfolios").waitFor()
      expect(await seriousViolations(visitor.page)).toEqual([])
      await shoot(visitor.page, "money-signed-out", VIEWPORTS[0])
    } finally {
      await visitor.context.close()
    }
  }, 120_000)

  it("keyboard only: create a portfolio and add a holding", async () => {
    const { context, page } = await signedIn(VIEWPORTS[0], "money-keys@example.com")
    try {
      await tabTo(page, "el.textContent === 'Money'", { backwards: true })
      await page.keyboard.press("Enter")
      await page.getByLabel("New portfolio's name").waitFor()
      await tabTo(page, "el.id === 'field-portfolioName'")
      await page.keyboard.type("Keys")
      await page.keyboard.press("Enter")
      await page.getByRole("heading", { name: "Holdings of Keys" }).waitFor()
      await tabTo(page, "el.id === 'field-isin'")
      await page.keyboard.type(MSCI_WORLD)
      await page.keyboard.press("Tab")
      await page.keyboard.type("World")
      await page.keyboard.press("Tab")
      await page.keyboard.type("10")
      await page.keyboard.press("Tab")
      await page.keyboard.type("100")
      await page.keyboard.press("Enter")
      await page.getByRole("row", { name: /^World/ }).waitFor()
    } finally {
      await context.close()
    }
  }, 90_000)

  it("no console errors (a CSP violation included) in any flow", () => {
    expect(web.consoleErrors).toEqual([])
  })
})
