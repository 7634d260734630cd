import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { machineRequirement } from "./MachineRequirement.js"
import { freshIp, startServer, type TestServer } from "./TestServer.js"

/**
 * The browser harness of the web app's tests (test/web/*.test.ts, docs/web.md): the production
 * build served by the real server on a fresh database, Debian's headless Chromium, a fresh
 * profile per flow at a phone or a desktop width, the dev sign-in, the axe-core check and the
 * screenshots kept as test artifacts under .tmp/web/ (git-ignored).
 */

const root = resolve(import.meta.dirname, "../..")
const webDir = join(root, "packages/web")
/** Where each page's screenshots go: `<page>-<viewport>.png`. */
export const artifactsDir = join(root, ".tmp/web")
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Chromium is needed: a named skip without it, a failure where REQUIRE_CHROMIUM=1 (.ci/run). */
export const chromiumRequirement = machineRequirement({
  available: existsSync(CHROMIUM),
  required: process.env.REQUIRE_CHROMIUM === "1",
  missing: `no Chromium at ${CHROMIUM}; install Debian's chromium or set CHROMIUM_PATH`
})

/** The two widths every page is checked at. */
export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 }
] as const
export type Viewport = (typeof VIEWPORTS)[number]

/**
 * The production build, made by the test so it never runs against a stale one. Each test file
 * builds into its own folder, so files running in parallel never empty each other's build.
 */
export const buildWebApp = (): string => {
  const outDir = mkdtempSync(join(tmpdir(), "fire-web-dist-"))
  execFileSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn", "--outDir", outDir], {
    cwd: webDir
  })
  return outDir
}

/** The JavaScript the first page of the build in `dist` loads: its module script and the modules it preloads. */
export const firstPageScripts = (dist: string): ReadonlyArray<string> => {
  const html = readFileSync(join(dist, "index.html"), "utf8")
  const sources = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)
  ].map((m) => m[1]!)
  return sources.map((src) => join(dist, src))
}

const axeSource = readFileSync(join(root, "node_modules/axe-core/axe.min.js"), "utf8")

/** axe-core's serious and critical violations on the page as it is now. */
export const seriousViolations = async (page: Page) => {
  // Evaluated through the debugging protocol, so the app's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource)
  const violations = (await page.evaluate(
    "axe.run().then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target) })))"
  )) as ReadonlyArray<{ id: string; impact: string | null; nodes: unknown }>
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical")
}

/** Saves a full-page screenshot of `page` as `<name>-<viewport>.png` in {@link artifactsDir}. */
export const shoot = (page: Page, name: string, viewport: Viewport) =>
  page.screenshot({ path: join(artifactsDir, `${name}-${viewport.name}.png`), fullPage: true })

/** Presses Tab (or Shift+Tab) until `matches` holds for the focused element; fails after `limit` presses. */
export const tabTo = async (
  page: Page,
  matches: string,
  options: { readonly backwards?: boolean; readonly limit?: number } = {}
): Promise<void> => {
  const limit = options.limit ?? 60
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate(`(() => { const el = document.activeElement; return !!el && (${matches}) })()`)) return
    await page.keyboard.press(options.backwards ? "Shift+Tab" : "Tab")
  }
  throw new Error(`focus never reached an element where ${matches}`)
}

/** The server, the build it serves and the browser of one test file. */
export interface WebApp {
  readonly server: TestServer
  readonly browser: Browser
  /** The production build the server serves. */
  readonly dist: string
  /** Console errors of every page opened (a CSP violation included), prefixed with the viewport. */
  readonly consoleErrors: ReadonlyArray<string>
  /** A fresh browser profile (no cookies) at a viewport, its own client address, console errors collected. */
  readonly open: (viewport: Viewport) => Promise<{ context: BrowserContext; page: Page }>
  /** Signs `email` in through the development sign-in form; resolves on the account page. */
  readonly signIn: (page: Page, email: string) => Promise<void>
  readonly close: () => Promise<void>
}

/** Builds the app, starts the real server on a fresh embedded database and launches Chromium. */
export const startWebApp = async (): Promise<WebApp> => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`)
  const dist = buildWebApp()
  mkdirSync(artifactsDir, { recursive: true })
  const server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-web-")), webDir: dist })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  })
  const consoleErrors: Array<string> = []
  return {
    server,
    browser,
    dist,
    consoleErrors,
    open: async (viewport) => {
      // Each profile is its own client (the server trusts the test as a proxy), as two people would be.
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        extraHTTPHeaders: { "x-forwarded-for": freshIp() },
        acceptDownloads: true
      })
      const page = await context.newPage()
      page.on("console", (message) => {
        // A refused request (the 400s the error flows provoke) is logged by Chromium too; that is not an app error.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          consoleErrors.push(`${viewport.name}: ${message.text()}`)
      })
      return { context, page }
    },
    signIn: async (page, email) => {
      await page.goto(`${server.url}/sign-in`)
      await page.getByLabel("Email").fill(email)
      await page.getByRole("button", { name: "Sign in" }).click()
      await page.getByRole("heading", { name: "Account", level: 1 }).waitFor()
      await page.getByText(email).first().waitFor()
    },
    close: async () => {
      await browser.close()
      await server.close()
      rmSync(dist, { recursive: true, force: true })
    }
  }
}
