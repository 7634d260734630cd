import { readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  chromiumRequirement,
  firstPageScripts,
  seriousViolations,
  shoot,
  startWebApp,
  VIEWPORTS,
  type WebApp
} from "../utils/Browser.js"
import type { TestServer } from "../utils/TestServer.js"

/**
 * The web app (packages/web, docs/web.md) as a person uses it: its production build served by the
 * real server on a fresh database, driven in headless Chromium at a phone and a desktop width.
 * Each flow runs on the real API; each page is screenshotted under .tmp/web/, checked with
 * axe-core, and the main flow is done with the keyboard alone. The harness is test/utils/Browser.ts.
 */

describe.skipIf(chromiumRequirement.skipped)(chromiumRequirement.title("the web app in headless Chromium"), () => {
  let web: WebApp
  let server: TestServer
  let dist: string

  beforeAll(async () => {
    web = await startWebApp()
    server = web.server
    dist = web.dist
  }, 120_000)
  afterAll(async () => {
    await web?.close()
  })

  const open = (viewport: (typeof VIEWPORTS)[number]) => web.open(viewport)
  const signIn = (page: Page, email: string) => web.signIn(page, email)

  it("the first page's JavaScript is at most 150 KiB gzipped", () => {
    const scripts = firstPageScripts(dist)
    expect(scripts.length).toBeGreaterThan(0)
    const gzipped = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0)
    expect(gzipped).toBeLessThanOrEqual(150 * 1024)
  })

  it("serves the app at / and its routes, never for /api/*", async () => {
    for (const path of ["/", "/account", "/sign-in"]) {
      const response = await server.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain("text/html")
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'")
    }
    const unknownApi = await server.request("/api/v1/nothing-here")
    expect(unknownApi.status).toBe(404)
    expect(((await unknownApi.json()) as { code: string }).code).toBe("ENDPOINT_NOT_FOUND")
    // A known API path with another method keeps its 405.
    expect((await server.request("/api/v1/calculator")).status).toBe(405)
    expect((await server.request("/assets/missing.js")).status).toBe(404)
    // Only the app's own routes fall back to the page; any other path is still a 404.
    const unknownPage = await server.request("/nowhere")
    expect(unknownPage.status).toBe(404)
    expect(((await unknownPage.json()) as { code: string }).code).toBe("ENDPOINT_NOT_FOUND")
    const asset = firstPageScripts(dist)[0]!.slice(dist.length)
    const script = await server.request(asset)
    expect(script.status).toBe(200)
    expect(script.headers.get("cache-control")).toContain("immutable")
  })

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: the FI calculator draws the timeline with each FI age, and shows API errors on their field`, async () => {
      const { context, page } = await open(viewport)
      try {
        await page.goto(`${server.url}/`)
        await page.getByLabel("Your age").fill("30")
        await page.getByLabel("Spending per year").fill("36000")
        await page.getByRole("button", { name: "Calculate" }).click()
        await page.getByRole("heading", { name: "Your FI timeline" }).waitFor()
        // The figures are the API's own for the same inputs.
        const direct = await server.request("/api/v1/calculator", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            currentAge: 30,
            annualIncome: 70000,
            annualExpenses: 36000,
            currentSavings: 100000,
            expectedRealReturn: 0.05,
            withdrawalRate: 0.04,
            currency: "USD"
          })
        })
        const expected = ((await direct.json()) as { data: { variants: Record<string, { fiAge: number | null }> } })
          .data.variants
        const chart = page.getByRole("img", { name: /Projected portfolio by age/ })
        const description = await chart.getAttribute("aria-label")
        for (const [label, key] of [
          ["Lean", "lean"],
          ["Regular", "regular"],
          ["Fat", "fat"],
          ["Barista", "barista"]
        ] as const) {
          const fiAge = expected[key]!.fiAge
          expect(description).toContain(`${label} FI ${fiAge === null ? "not reached" : `at age ${fiAge.toFixed(1)}`}`)
          const row = page.getByRole("row", { name: new RegExp(`^${label}`) })
          await expect(row.locator("td").last().textContent()).resolves.toBe(
            fiAge === null ? "not reached" : fiAge.toFixed(1)
          )
        }
        expect(await page.locator(".chart canvas").count()).toBe(1)
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "calculator", viewport)

        // An input the API refuses: its message on that field, everything typed kept.
        await page.getByLabel("Your age").fill("7")
        await page.getByRole("button", { name: "Calculate" }).click()
        const ageError = page.locator("#field-currentAge-error")
        await ageError.waitFor()
        expect(await ageError.textContent()).toMatch(/14/)
        expect(await page.getByLabel("Your age").getAttribute("aria-invalid")).toBe("true")
        expect(await page.getByLabel("Your age").inputValue()).toBe("7")
        expect(await page.getByLabel("Spending per year").inputValue()).toBe("36000")
        await shoot(page, "calculator-error", viewport)
      } finally {
        await context.close()
      }
    }, 90_000)
  }

  it("keyboard only: skip link, the calculator, then sign in and sign out", async () => {
    const { context, page } = await open(VIEWPORTS[1])
    try {
      await page.goto(`${server.url}/`)
      await page.keyboard.press("Tab")
      expect(await page.evaluate("document.activeElement?.textContent")).toBe("Skip to content")
      // Tab to the first field, type, and submit with Enter.
      let guard = 0
      while ((await page.evaluate("document.activeElement?.id")) !== "field-currentAge" && guard++ < 20)
        await page.keyboard.press("Tab")
      await page.keyboard.press("Control+A")
      await page.keyboard.type("40")
      await page.keyboard.press("Enter")
      await page.getByRole("heading", { name: "Your FI timeline" }).waitFor()
      // Back to the navigation, to the sign-in link.
      guard = 0
      while ((await page.evaluate("document.activeElement?.textContent")) !== "Sign in" && guard++ < 40)
        await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Enter")
      await page.getByRole("heading", { name: "Sign in" }).waitFor()
      guard = 0
      while ((await page.evaluate("document.activeElement?.id")) !== "field-email" && guard++ < 20)
        await page.keyboard.press("Tab")
      await page.keyboard.type("keys-only@example.com")
      await page.keyboard.press("Enter")
      await page.getByRole("heading", { name: "Account", level: 1 }).waitFor()
      guard = 0
      while ((await page.evaluate("document.activeElement?.textContent")) !== "Sign out" && guard++ < 40)
        await page.keyboard.press("Tab")
      await page.keyboard.press("Enter")
      await page.getByRole("link", { name: "Sign in" }).waitFor()
    } finally {
      await context.close()
    }
  }, 90_000)

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: sign in, edit the profile with errors on their fields, make and revoke an API key, sign out`, async () => {
      const { context, page } = await open(viewport)
      const email = `account-${viewport.name}@example.com`
      try {
        await page.goto(`${server.url}/account`)
        await page.getByRole("link", { name: "Sign in" }).first().waitFor()
        await shoot(page, "account-signed-out", viewport)
        await page.goto(`${server.url}/sign-in`)
        await page.getByLabel("Email").waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "sign-in", viewport)
        await signIn(page, email)
        const cookies = await context.cookies()
        const session = cookies.find((c) => c.name === "fire_session")
        expect(session?.httpOnly).toBe(true)
        expect(session?.sameSite).toBe("Lax")

        // The profile: the API's refusal lands on the field it names; the rest is kept.
        await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace")
        await page.getByLabel("Avatar URL").fill("example dot com")
        await page.getByRole("button", { name: "Save profile" }).click()
        const avatarError = page.locator("#field-avatarUrl-error")
        await avatarError.waitFor()
        expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Ada Lovelace")
        await shoot(page, "account-error", viewport)
        await page.getByLabel("Avatar URL").fill("https://example.com/a.png")
        await page.getByRole("button", { name: "Save profile" }).click()
        await page.getByRole("status").filter({ hasText: "Saved." }).waitFor()
        expect(await avatarError.count()).toBe(0)

        // An API key: shown once, works, then revoked and refused.
        await page.getByLabel("New key's name").fill("laptop")
        await page.getByRole("button", { name: "Create key" }).click()
        const secret = page.locator(".secret")
        await secret.waitFor()
        const key = (await secret.textContent())!
        expect(key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/)
        const withKey = { headers: { authorization: `Bearer ${key}` } }
        expect((await server.request("/api/v1/user/profile", withKey)).status).toBe(200)
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "account", viewport)
        await page.getByRole("button", { name: "I have copied it" }).click()
        await page.reload()
        await page.getByRole("button", { name: "Revoke laptop" }).waitFor()
        expect(await page.content()).not.toContain(key)
        await page.getByRole("button", { name: "Revoke laptop" }).click()
        await page.getByText("revoked").waitFor()
        expect((await server.request("/api/v1/user/profile", withKey)).status).toBe(401)

        // Sign out: the cookie is revoked, not just forgotten.
        const token = session!.value
        await page.getByRole("button", { name: "Sign out" }).click()
        await page.getByRole("link", { name: "Sign in" }).waitFor()
        const afterSignOut = await server.request("/api/v1/user/profile", {
          headers: { cookie: `fire_session=${token}` }
        })
        expect(afterSignOut.status).toBe(401)
      } finally {
        await context.close()
      }
    }, 120_000)
  }

  it("no console errors (a CSP violation included) in any flow", () => {
    expect(web.consoleErrors).toEqual([])
  })
})
