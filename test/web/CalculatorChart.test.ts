import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumRequirement, shoot, startWebApp, VIEWPORTS, type WebApp } from "../utils/Browser.js"

/**
 * The FI-age labels of the calculator's timeline (packages/web/src/chart/TimelineChart.tsx): at a
 * phone and a desktop width, with inputs whose FI ages crowd together, no label overlaps another,
 * a point's marker region, or the axes (each stays inside the plotting area), measured as the
 * browser lays them out.
 */

interface Rect {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

const intersect = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Inputs whose lean and regular (and fat) FI ages fall within a few years of each other. */
const CROWDED = [
  { name: "default", fields: {} },
  { name: "early", fields: { "Your age": "25", "Invested savings today": "600000", "Spending per year": "30000" } },
  { name: "late", fields: { "Your age": "50", "Invested savings today": "0", "Income after tax per year": "45000" } }
] as const

describe.skipIf(chromiumRequirement.skipped)(
  chromiumRequirement.title("the calculator chart's labels in headless Chromium"),
  () => {
    let web: WebApp

    beforeAll(async () => {
      web = await startWebApp()
    }, 120_000)
    afterAll(async () => {
      await web?.close()
    })

    const labelBoxes = async (page: Page) =>
      (await page.evaluate(`(() => {
        const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom } }
        return {
          over: box(document.querySelector(".chart .u-over")),
          labels: [...document.querySelectorAll(".chart .fi-label")].map((el) => ({ text: el.textContent, ...box(el) }))
        }
      })()`)) as { over: Rect; labels: ReadonlyArray<Rect & { text: string }> }

    for (const viewport of VIEWPORTS) {
      it(`${viewport.name}: the FI-age labels never overlap each other or the axes`, async () => {
        const { context, page } = await web.open(viewport)
        try {
          for (const inputs of CROWDED) {
            await page.goto(`${web.server.url}/`)
            for (const [label, value] of Object.entries(inputs.fields)) await page.getByLabel(label).fill(value)
            await page.getByRole("button", { name: "Calculate" }).click()
            await page.locator(".chart .fi-label").first().waitFor()
            const description = (await page
              .getByRole("img", { name: /Projected portfolio/ })
              .getAttribute("aria-label"))!
            const reached = [...description.matchAll(/(\w+) FI at age (\d+\.\d)/g)].map((m) => `${m[1]} at ${m[2]}`)
            const { over, labels } = await labelBoxes(page)
            // One label per FI age reached, with the age the description states.
            expect(labels.map((l) => l.text)).toEqual(reached)
            expect(labels.length).toBeGreaterThanOrEqual(2)
            for (const [i, a] of labels.entries()) {
              // Inside the plotting area: clear of the y axis on the left and the x axis below.
              expect(a.left).toBeGreaterThanOrEqual(over.left - 0.5)
              expect(a.right).toBeLessThanOrEqual(over.right + 0.5)
              expect(a.top).toBeGreaterThanOrEqual(over.top - 0.5)
              expect(a.bottom).toBeLessThanOrEqual(over.bottom + 0.5)
              for (const b of labels.slice(i + 1)) expect(intersect(a, b), `${a.text} / ${b.text}`).toBe(false)
            }
            await shoot(page, `calculator-labels-${inputs.name}`, viewport)
          }
        } finally {
          await context.close()
        }
      }, 120_000)
    }

    it("no console errors (a CSP violation included)", () => {
      expect(web.consoleErrors).toEqual([])
    })
  }
)
