import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  chromiumRequirement,
  seriousViolations,
  shoot,
  startWebApp,
  tabTo,
  VIEWPORTS,
  type WebApp
} from "../utils/Browser.js"
import { switchFeature } from "../utils/FeatureFlagSwitch.js"

/**
 * The cities page (packages/web/src/pages/Cities.tsx) in headless Chromium on a fresh database:
 * the catalogue filtered and sorted, two cities compared side by side, recommendations for the
 * user's own budget, every figure checked against the API's own answer for the same question.
 */

interface CityJson {
  readonly id: string
  readonly name: string
  readonly costOfLiving: { readonly monthlyTotal: number; readonly housing: number }
}

const eur = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount)

describe.skipIf(chromiumRequirement.skipped)(chromiumRequirement.title("the cities page in headless Chromium"), () => {
  let web: WebApp

  beforeAll(async () => {
    web = await startWebApp()
  }, 120_000)
  afterAll(async () => {
    await web?.close()
  })

  const apiJson = async <A>(path: string, init?: RequestInit): Promise<A> => {
    const response = await web.server.request(path, init)
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: A }).data
  }

  /** The names in the first column of the city table, in order. */
  const listedNames = (page: Page) => page.locator("table.cities tbody th").allTextContents()

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: filter and sort as the API does, an error on its field, compare two cities side by side`, async () => {
      const { context, page } = await web.open(viewport)
      try {
        await page.goto(`${web.server.url}/cities`)
        await page.getByRole("heading", { name: "Where could you live?" }).waitFor()
        await page.getByText(/^Cities 1 to \d+ of \d+\.$/).waitFor()

        // European cities, cheapest first: the same order as the API's.
        await page.getByLabel("Region").selectOption("europe")
        await page.getByLabel("Sort by").selectOption("cost")
        await page.getByLabel("Order").selectOption("asc")
        await page.getByRole("button", { name: "Show cities" }).click()
        const expected = await apiJson<ReadonlyArray<CityJson & { country: string }>>(
          "/api/v1/geo/cities?region=europe&sort=cost&order=asc&limit=20"
        )
        expect(expected.length).toBeGreaterThan(2)
        await page.locator("table.cities tbody th").first().filter({ hasText: expected[0]!.name }).waitFor()
        expect(await listedNames(page)).toEqual(expected.map((c) => `${c.name}, ${c.country}`))

        // A bound the API refuses: its message on that field, what was typed kept, the rest too.
        await page.getByLabel("Most per month (EUR)").fill("-5")
        await page.getByRole("button", { name: "Show cities" }).click()
        const error = page.locator("#field-maxCost-error")
        await error.waitFor()
        expect(await error.textContent()).toMatch(/greater than 0/i)
        expect(await page.getByLabel("Most per month (EUR)").getAttribute("aria-invalid")).toBe("true")
        expect(await page.getByLabel("Most per month (EUR)").inputValue()).toBe("-5")
        expect(await page.getByLabel("Region").inputValue()).toBe("europe")
        await shoot(page, "cities-error", viewport)
        await page.getByLabel("Most per month (EUR)").fill("")
        await page.getByRole("button", { name: "Show cities" }).click()
        await error.waitFor({ state: "detached" })

        // The two cheapest, side by side; the saving is the API's comparison.
        const [first, second] = [expected[0]!, expected[1]!]
        await page.getByRole("checkbox", { name: `Compare ${first.name}` }).check()
        await page.getByRole("checkbox", { name: `Compare ${second.name}` }).check()
        await page.getByRole("button", { name: "Compare 2 cities" }).click()
        const table = page.getByRole("table", { name: "Cities side by side" })
        await table.waitFor()
        const comparison = await apiJson<{
          comparison: ReadonlyArray<{ cityId: string; monthlySavingVsFirst: number }>
        }>(`/api/v1/geo/compare?cities=${first.id},${second.id}`)
        const saving = comparison.comparison.find((c) => c.cityId === second.id)!.monthlySavingVsFirst
        const savingRow = table.getByRole("row", { name: new RegExp(`^Saving against ${first.name}`) })
        expect(await savingRow.locator("td").allTextContents()).toEqual(["—", eur(saving)])
        const housing = table.getByRole("row", { name: /^Housing/ })
        expect(await housing.locator("td").allTextContents()).toEqual([
          eur(first.costOfLiving.housing),
          eur(second.costOfLiving.housing)
        ])
        for (const row of ["Safety", "Income tax, top rate", "Schengen area", "Digital nomad visa"])
          expect(await table.getByRole("row", { name: new RegExp(`^${row}`) }).count()).toBe(1)
        // A visitor is offered the sign-in for recommendations, not the form.
        expect(await page.getByRole("heading", { name: "Recommended for you" }).count()).toBe(0)
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "cities", viewport)
      } finally {
        await context.close()
      }
    }, 120_000)
  }

  it("signed in: recommendations for the user's budget with savings per month and FI years gained; the flag hides them", async () => {
    const viewport = VIEWPORTS[1]
    const { context, page } = await web.open(viewport)
    const email = "cities-recommendations@example.com"
    try {
      await web.signIn(page, email)
      // The FI years gained are computed from the profile's figures.
      const cookie = (await context.cookies()).find((c) => c.name === "fire_session")!
      const asUser = { cookie: `fire_session=${cookie.value}`, origin: web.server.url }
      const profile = await web.server.request("/api/v1/user/profile", {
        method: "PUT",
        headers: { ...asUser, "content-type": "application/json" },
        body: JSON.stringify({
          annualIncome: 60000,
          annualExpenses: 36000,
          currentSavings: 150000,
          baseCurrency: "USD"
        })
      })
      expect(profile.status).toBe(200)

      await page.getByRole("link", { name: "Cities" }).click()
      await page.getByRole("heading", { name: "Recommended for you" }).waitFor()
      // A budget the API refuses: the message on the budget field, the ticked preferences kept.
      await page.getByLabel("Monthly budget (USD)").fill("0")
      await page.getByLabel("Low tax").check()
      await page.getByRole("button", { name: "Recommend cities" }).click()
      await page.locator("#field-budget-error").waitFor()
      expect(await page.getByLabel("Low tax").isChecked()).toBe(true)
      expect(await page.getByLabel("Monthly budget (USD)").inputValue()).toBe("0")

      await page.getByLabel("Monthly budget (USD)").fill("3000")
      await page.getByRole("button", { name: "Recommend cities" }).click()
      const list = page.locator("ol.recommendations > li")
      await list.first().waitFor()
      const expected = await apiJson<{
        recommendations: ReadonlyArray<{
          city: { name: string }
          savingsPerMonth: number
          fiYearsGained: number
        }>
        basis: { fiYearsGained: { computed: boolean } }
      }>("/api/v1/geo/recommendations", {
        method: "POST",
        headers: { ...asUser, "content-type": "application/json" },
        body: JSON.stringify({ budget: 3000, preferences: "low-tax" })
      })
      expect(expected.basis.fiYearsGained.computed).toBe(true)
      expect(await list.count()).toBe(expected.recommendations.length)
      const top = expected.recommendations[0]!
      const first = list.first()
      expect(await first.getByRole("heading").textContent()).toContain(top.city.name)
      expect(await first.locator("dd").nth(0).textContent()).toBe(eur(top.savingsPerMonth))
      expect(await first.locator("dd").nth(1).textContent()).toBe(
        `${top.fiYearsGained >= 0 ? "" : "−"}${Math.abs(top.fiYearsGained).toFixed(1)} years`
      )
      expect(await seriousViolations(page)).toEqual([])
      await shoot(page, "cities-recommendations", viewport)

      // The operator switches the feature off: after a reload it is gone; on again, it is back.
      await switchFeature(web.server, "web.city-recommendations", false)
      await page.reload()
      await page.getByRole("heading", { name: "Where could you live?" }).waitFor()
      await page.getByText(/^Cities 1 to \d+ of \d+\.$/).waitFor()
      await page.waitForLoadState("networkidle")
      expect(await page.getByRole("heading", { name: "Recommended for you" }).count()).toBe(0)
      await switchFeature(web.server, "web.city-recommendations", true)
      await page.reload()
      await page.getByRole("heading", { name: "Recommended for you" }).waitFor()
    } finally {
      await context.close()
    }
  }, 120_000)

  it("keyboard only: filter, tick two cities and compare them", async () => {
    const { context, page } = await web.open(VIEWPORTS[0])
    try {
      await page.goto(`${web.server.url}/cities`)
      await page.getByText(/^Cities 1 to \d+ of \d+\.$/).waitFor()
      await tabTo(page, "el.id === 'field-sort'")
      // A closed select changes with the arrow keys; "Name" is the fourth option, "Lowest first" the second.
      for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown")
      expect(await page.getByLabel("Sort by").inputValue()).toBe("name")
      await tabTo(page, "el.id === 'field-order'")
      await page.keyboard.press("ArrowDown")
      expect(await page.getByLabel("Order").inputValue()).toBe("asc")
      await tabTo(page, "el.textContent === 'Show cities'")
      await page.keyboard.press("Enter")
      const expected = await apiJson<ReadonlyArray<CityJson>>("/api/v1/geo/cities?sort=name&order=asc&limit=20")
      await page.locator("table.cities tbody th").first().filter({ hasText: expected[0]!.name }).waitFor()
      for (const city of expected.slice(0, 2)) {
        await tabTo(page, `el.id === 'pick-${city.id}'`)
        await page.keyboard.press("Space")
      }
      await tabTo(page, "el.textContent === 'Compare 2 cities'")
      await page.keyboard.press("Enter")
      await page.getByRole("table", { name: "Cities side by side" }).waitFor()
      // The comparison scrolls sideways on a phone: it is a focusable region.
      await tabTo(page, "el.getAttribute('aria-label') === 'Cities side by side'")
    } finally {
      await context.close()
    }
  }, 90_000)

  it("a 429 says when to retry and keeps the filters typed", async () => {
    const { context, page } = await web.open(VIEWPORTS[1])
    try {
      await page.goto(`${web.server.url}/cities`)
      await page.getByText(/^Cities 1 to \d+ of \d+\.$/).waitFor()
      await page.getByLabel("Country").fill("Portugal")
      // A visitor has 10 requests a minute (docs/rate-limits.md): the page spends them.
      const alert = page.getByRole("alert").filter({ hasText: /Too many requests/ })
      for (let i = 0; i < 15 && (await alert.count()) === 0; i++) {
        await page.getByRole("button", { name: "Show cities" }).click()
        await page.getByRole("button", { name: "Show cities" }).waitFor()
      }
      expect(await alert.textContent()).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
      expect(await page.getByLabel("Country").inputValue()).toBe("Portugal")
      await shoot(page, "cities-rate-limited", VIEWPORTS[1])
    } finally {
      await context.close()
    }
  }, 90_000)

  it("no console errors (a CSP violation included) in any flow", () => {
    expect(web.consoleErrors).toEqual([])
  })
})
