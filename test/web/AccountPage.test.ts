import * as Subscriptions from "@fire/domain/Subscriptions"
import { Effect } from "effect"
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
 * The account page (packages/web/src/pages/Account.tsx) in headless Chromium on a fresh database:
 * the plan and its tier, the whole profile with the API's field errors in words, the notifications
 * (one raised by the FI score crossing a milestone) read and marked read, the notifications flag
 * hiding them, and the API keys by keyboard alone. The key shown once and sign-out are in
 * WebApp.test.ts.
 */

const MILESTONE = "25% of the way to financial independence"

describe.skipIf(chromiumRequirement.skipped)(chromiumRequirement.title("the account page in headless Chromium"), () => {
  let web: WebApp

  beforeAll(async () => {
    web = await startWebApp()
  }, 120_000)
  afterAll(async () => {
    await web?.close()
  })

  /** Sets a user's tier as `fire users set-tier` does (the same use case, on the server's database). */
  const setTier = (email: string, tier: "starter" | "pro") =>
    web.server.run(
      Effect.gen(function* () {
        return yield* (yield* Subscriptions.Subscriptions).setTier(email, { tier, status: "active" })
      }).pipe(Effect.provide(Subscriptions.layer))
    )

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: the plan, the profile with errors in words, a milestone notification read`, async () => {
      const { context, page } = await web.open(viewport)
      const email = `account-page-${viewport.name}@example.com`
      try {
        await web.signIn(page, email)
        const plan = page.locator("#plan-title + p")
        await plan.filter({ hasText: "Starter" }).waitFor()

        // Values the API refuses: each message on its field, in words (no RegExp), all typed kept.
        await page.getByLabel("Country code").fill("XYZ")
        await page.getByLabel("Current city").fill("Lisbon!")
        await page.getByLabel("Spending per year").fill("40000")
        await page.getByRole("button", { name: "Save profile" }).click()
        const country = page.locator("#field-countryCode-error")
        await country.waitFor()
        expect(await country.textContent()).toMatch(/^Expected a country code: two capital letters, e\.g\. PT/)
        expect(await page.locator("#field-currentCitySlug-error").textContent()).toBe(
          "Expected lowercase letters and digits in words joined by single hyphens, e.g. lisbon"
        )
        expect(await page.getByLabel("Current city").getAttribute("aria-invalid")).toBe("true")
        expect(await page.getByLabel("Spending per year").inputValue()).toBe("40000")
        expect(await page.getByLabel("Country code").inputValue()).toBe("XYZ")
        await shoot(page, "account-profile-error", viewport)

        // Corrected (a lower-case code is upper-cased for the API): saved, and the API has it.
        await page.getByLabel("Country code").fill("pt")
        await page.getByLabel("Current city").fill("lisbon")
        await page.getByLabel("Currency").fill("EUR")
        await page.getByLabel("Savings outside tracked holdings").fill("300000")
        await page.getByRole("button", { name: "Save profile" }).click()
        await page.getByRole("status").filter({ hasText: "Saved." }).waitFor()
        const cookie = (await context.cookies()).find((c) => c.name === "fire_session")!
        const profile = (await (
          await web.server.request("/api/v1/user/profile", { headers: { cookie: `fire_session=${cookie.value}` } })
        ).json()) as { data: Record<string, unknown> }
        expect(profile.data).toMatchObject({
          countryCode: "PT",
          currentCitySlug: "lisbon",
          baseCurrency: "EUR",
          annualExpenses: 40000,
          currentSavings: 300000
        })

        // The money page computes the FI score: 30 % of the FI number crosses the 25 % milestone.
        await page.getByRole("link", { name: "Money" }).click()
        await page.getByRole("heading", { name: "FI score" }).waitFor()
        await page.getByRole("link", { name: "Account" }).click()
        await page.getByRole("heading", { name: "Notifications (1 unread)" }).waitFor()
        const item = page.locator(".notifications li").filter({ hasText: MILESTONE })
        expect(await item.locator(".badge").textContent()).toBe("new")
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "account-notifications", viewport)
        await page.getByRole("button", { name: `Mark read: ${MILESTONE}` }).click()
        await page.getByRole("heading", { name: "Notifications", exact: true }).waitFor()
        expect(await item.locator(".badge").count()).toBe(0)
        expect(await page.getByRole("button", { name: "Mark all read" }).isDisabled()).toBe(true)

        // The operator makes the user Pro: the plan says so on the next visit.
        await setTier(email, "pro")
        await page.reload()
        await plan.filter({ hasText: "Pro" }).waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "account-full", viewport)
      } finally {
        await context.close()
      }
    }, 120_000)
  }

  it("the notifications flag switched off hides them; on again shows them", async () => {
    const { context, page } = await web.open(VIEWPORTS[1])
    try {
      await web.signIn(page, "account-flags@example.com")
      await page.getByRole("heading", { name: /^Notifications/ }).waitFor()
      await switchFeature(web.server, "web.notifications", false)
      await page.reload()
      await page.getByRole("heading", { name: "API keys" }).waitFor()
      await page.waitForLoadState("networkidle")
      expect(await page.getByRole("heading", { name: /^Notifications/ }).count()).toBe(0)
      await switchFeature(web.server, "web.notifications", true)
      await page.reload()
      await page.getByRole("heading", { name: /^Notifications/ }).waitFor()
    } finally {
      await context.close()
    }
  }, 90_000)

  it("keyboard only: create an API key, see it once, revoke it", async () => {
    const { context, page } = await web.open(VIEWPORTS[0])
    try {
      await web.signIn(page, "account-keys@example.com")
      await page.getByRole("heading", { name: "API keys" }).waitFor()
      await tabTo(page, "el.id === 'field-name'", { limit: 80 })
      await page.keyboard.type("phone")
      await page.keyboard.press("Enter")
      const secret = page.locator(".secret")
      await secret.waitFor()
      const key = (await secret.textContent())!
      expect(
        (await web.server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${key}` } })).status
      ).toBe(200)
      await tabTo(page, "el.textContent === 'I have copied it'")
      await page.keyboard.press("Enter")
      expect(await secret.count()).toBe(0)
      await tabTo(page, "el.getAttribute('aria-label') === 'Revoke phone'", { limit: 80 })
      await page.keyboard.press("Enter")
      await page.getByText("revoked").waitFor()
      expect(
        (await web.server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${key}` } })).status
      ).toBe(401)
    } finally {
      await context.close()
    }
  }, 90_000)

  it("no console errors (a CSP violation included) in any flow", () => {
    expect(web.consoleErrors).toEqual([])
  })
})
