import { UserRepository, type UserId } from "@fire/domain/User"
import { Effect } from "effect"
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
import { importAndApprove, ParameterSetMother } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson } from "../utils/TestServer.js"

/**
 * The decisions page (packages/web/src/pages/Decisions.tsx, docs/web.md) in headless Chromium on a
 * fresh database with the shipped US parameter set approved: scenarios and revisions listed, a
 * revision evaluated with each claim's state and reasons as the API stored them, the evidence
 * snapshot with its sources, and rank stability refused to a starter with the API's message and
 * shown to a Pro account, its field errors on the field.
 */

type Auth = Record<string, string>
interface StoredReceipt {
  readonly data: {
    readonly kind: string
    readonly receipt: {
      readonly readiness: string
      readonly claimResults: ReadonlyArray<{ readonly claim: string; readonly state: string }>
      readonly warnings: ReadonlyArray<{ readonly claim: string; readonly code: string }>
    }
  }
}

const CLAIM_LABELS: Readonly<Record<string, string>> = {
  "spending.sustainable": "Spending is sustainable",
  "budget.destination_covered": "Budget covers the destination",
  "tax.destination_modeled": "Destination tax is modelled",
  "visa.residence_path": "A residence path exists",
  "fx.exposure_bounded": "Currency exposure is bounded"
}

describe.skipIf(chromiumRequirement.skipped)(
  chromiumRequirement.title("the decisions page in headless Chromium"),
  () => {
    let web: WebApp

    beforeAll(async () => {
      web = await startWebApp()
      await importAndApprove(web.server, ParameterSetMother.us(), Date.now())
    }, 120_000)
    afterAll(async () => {
      await web?.close()
    })

    /** A user with one scenario and one revision (the US retiree moving to Lisbon), made through the API. */
    const arrange = async (email: string) => {
      const auth: Auth = { authorization: `Bearer ${await web.server.token(email)}` }
      const scenario = await postJson(web.server, "/api/v1/fire-decision/scenarios", { name: "Lisbon or Porto" }, auth)
      const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
      const revision = await postJson(
        web.server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
        { ...RevisionMother.usRetireeToLisbon(), destinationCitySlugs: ["lisbon", "porto"] },
        auth
      )
      expect(revision.status).toBe(201)
      const revisionId = ((await revision.json()) as { data: { id: string } }).data.id
      return { auth, scenarioId, revisionId }
    }

    const makePro = async (auth: Auth) => {
      const profile = await web.server.request("/api/v1/user/profile", { headers: auth })
      const id = ((await profile.json()) as { data: { id: UserId } }).data.id
      await web.server.run(
        Effect.flatMap(UserRepository, (users) =>
          users.setSubscription(id, { tier: "pro", status: "active" }, Date.now())
        )
      )
    }

    /** The page's claims table as rows of [label, state, reasons]. */
    const claimRows = (page: Page) =>
      page
        .locator("table.claims tbody tr")
        .evaluateAll((rows) =>
          rows.map((r) => [...r.querySelectorAll("th, td")].map((c) => (c.textContent ?? "").trim()))
        )

    const decisionsFlow = async (viewport: Viewport) => {
      const email = `decisions-${viewport.name}@example.com`
      const { auth, scenarioId, revisionId } = await arrange(email)
      const { context, page } = await web.open(viewport)
      try {
        await web.signIn(page, email)
        await page.getByRole("link", { name: "Decisions" }).click()
        await page.getByRole("heading", { name: "Decisions", level: 1 }).waitFor()
        await page.getByRole("rowheader", { name: "1", exact: true }).waitFor()
        expect(await page.getByLabel("Scenario").locator("option:checked").textContent()).toBe("Lisbon or Porto")
        expect(await page.locator("table.revisions tbody tr").count()).toBe(1)

        // Evaluate: each claim's state and reasons are the stored receipt's.
        await page.getByRole("button", { name: "Evaluate revision 1" }).click()
        const heading = page.getByRole("heading", { name: /^Evaluation: (ready|limited|blocked)$/ })
        await heading.waitFor()
        const receiptId = /Receipt ([0-9a-f-]{36})/.exec((await page.locator(".receipt p").first().textContent())!)![1]!
        const stored = (await (
          await web.server.request(`/api/v1/fire-decision/scenarios/${scenarioId}/receipts/${receiptId}`, {
            headers: auth
          })
        ).json()) as StoredReceipt
        expect(stored.data.kind).toBe("evaluation")
        expect(await heading.textContent()).toBe(`Evaluation: ${stored.data.receipt.readiness}`)
        const rows = await claimRows(page)
        expect(rows.map((r) => [r[0], r[1]])).toEqual(
          stored.data.receipt.claimResults.map((c) => [CLAIM_LABELS[c.claim], c.state])
        )
        for (const [i, claim] of stored.data.receipt.claimResults.entries()) {
          const codes = stored.data.receipt.warnings.filter((w) => w.claim === claim.claim).map((w) => w.code)
          if (codes.length === 0) expect(rows[i]![2]).toBe("none")
          for (const code of codes) expect(rows[i]![2]).toContain(code)
          // A claim below ready always says why.
          if (claim.state !== "ready") expect(codes.length).toBeGreaterThan(0)
        }

        // The evidence snapshot: the sources the API froze with the receipt.
        await page.getByRole("button", { name: "Show the evidence" }).click()
        await page.getByRole("heading", { name: "Evidence snapshot" }).waitFor()
        const evidence = (await (
          await web.server.request(`/api/v1/fire-decision/scenarios/${scenarioId}/receipts/${receiptId}/evidence`, {
            headers: auth
          })
        ).json()) as { data: { snapshotId: string; sources: ReadonlyArray<{ factId: string }> } }
        await page.getByText(`Snapshot ${evidence.data.snapshotId}`).waitFor()
        if (evidence.data.sources.length === 0) await page.getByText("No rule-set facts were used.").waitFor()
        else expect(await page.locator("table.sources tbody tr").count()).toBe(evidence.data.sources.length)
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "decisions", viewport)

        // Rank stability: a starter is told what the API says about the tier.
        const direct = await postJson(
          web.server,
          `/api/v1/fire-decision/scenarios/${scenarioId}/rank-stability`,
          { revisionId, seed: "x", candidateCitySlugs: ["lisbon", "porto"] },
          auth
        )
        expect(direct.status).toBe(403)
        const tierMessage = ((await direct.json()) as { message: string }).message
        await page.getByRole("button", { name: "Rank destinations" }).click()
        await page.getByRole("alert").filter({ hasText: tierMessage }).waitFor()
        await shoot(page, "decisions-starter", viewport)

        // As Pro: an unknown city is refused on the field, everything typed kept; then the ranking.
        await makePro(auth)
        await page.getByLabel("Candidate cities").fill("lisbon, atlantis")
        await page.getByLabel("Perturbations").fill("20")
        await page.getByRole("button", { name: "Rank destinations" }).click()
        await page.locator("#field-candidates-error").waitFor()
        expect(await page.getByLabel("Candidate cities").getAttribute("aria-invalid")).toBe("true")
        expect(await page.getByLabel("Candidate cities").inputValue()).toBe("lisbon, atlantis")
        expect(await page.getByLabel("Perturbations").inputValue()).toBe("20")
        await page.getByLabel("Candidate cities").fill("lisbon, porto")
        await page.getByRole("button", { name: "Rank destinations" }).click()
        await page.locator("table.rank").waitFor()
        expect(await page.locator("table.rank tbody tr").count()).toBe(2)
        await page
          .getByRole("status")
          .filter({ hasText: /Kendall's W [0-9.]+ over 20 perturbations/ })
          .waitFor()
        expect(await page.locator("#field-candidates-error").count()).toBe(0)
        expect(await seriousViolations(page)).toEqual([])
        await shoot(page, "decisions-rank", viewport)
      } finally {
        await context.close()
      }
    }

    for (const viewport of VIEWPORTS)
      it(`${viewport.name}: revisions, evaluate with each claim's state and reasons, evidence, rank stability by tier`, async () => {
        await decisionsFlow(viewport)
      }, 180_000)

    it("keyboard only: evaluate a revision and open its evidence", async () => {
      const email = "decisions-keys@example.com"
      await arrange(email)
      const { context, page } = await web.open(VIEWPORTS[1])
      try {
        await web.signIn(page, email)
        await page.goto(`${web.server.url}/decisions`)
        await page.getByRole("button", { name: "Evaluate revision 1" }).waitFor()
        await page.keyboard.press("Tab")
        await tabTo(page, "el.textContent === 'Evaluate revision 1'")
        await page.keyboard.press("Enter")
        await page.getByRole("heading", { name: /^Evaluation: / }).waitFor()
        await tabTo(page, "el.textContent === 'Show the evidence'")
        await page.keyboard.press("Enter")
        await page.getByRole("heading", { name: "Evidence snapshot" }).waitFor()
      } finally {
        await context.close()
      }
    }, 120_000)

    it("a new account sees no scenarios and is sent to the plan page", async () => {
      const { context, page } = await web.open(VIEWPORTS[0])
      try {
        await web.signIn(page, "decisions-new@example.com")
        await page.goto(`${web.server.url}/decisions`)
        await page.getByText("No scenarios yet.").waitFor()
        await page.getByRole("link", { name: "Make a plan" }).click()
        await page.getByRole("heading", { name: "Plan and simulation", level: 1 }).waitFor()
      } finally {
        await context.close()
      }
    }, 60_000)

    it("no console errors (a CSP violation included) in any flow", () => {
      expect(web.consoleErrors).toEqual([])
    })
  }
)
