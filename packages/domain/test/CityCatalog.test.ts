import { describe, expect, it } from "vitest"
import { loadCityCatalog } from "../src/CityCatalog.js"
describe("smoke", () => { it("loads", () => { expect(loadCityCatalog().length).toBeGreaterThan(120) }) })
