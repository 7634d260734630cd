import { describe, expect, it } from "vitest"
import { renderFanChartSvg } from "../src/FanChart.js"
import { simulate } from "../src/simulate.js"
import { formatSummaryTable } from "../src/SummaryTable.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const r = simulate({
  parameterSet: syntheticSet(),
  plan: euroNomad(),
  seed: "present",
  pathCount: 100,
  horizonYears: 20,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
})
if (!r.ok) throw new Error("setup")
const value = r.value

describe("formatSummaryTable", () => {
  it("prints success against target, triples, balances every 5 years and warnings", () => {
    const text = formatSummaryTable(value)
    const d = value.targetDiagnostics
    expect(text).toContain(`(${d.survivalCount}/${d.modeledPathCount}), target 90.0%`)
    expect(text).toMatch(/funded spending ratio\s+\S+%\s+\S+%\s+\S+%/)
    expect(text).toContain("tax paid (real USD)")
    for (const y of [0, 5, 10, 15, 20]) expect(text).toContain(`  year ${y} `)
    expect(text).toContain("CURRENT_TAX_LAW_HELD_STATIC")
  })
})

describe("renderFanChartSvg", () => {
  it("draws a p10-p90 band and a p50 line with one point per year", () => {
    const svg = renderFanChartSvg(value)
    expect(svg.startsWith("<svg ")).toBe(true)
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true)
    const median = /<polyline points="([^"]+)"/.exec(svg)?.[1]?.split(" ") ?? []
    expect(median).toHaveLength(21)
    const band = /<polygon points="([^"]+)"/.exec(svg)?.[1]?.split(" ") ?? []
    expect(band).toHaveLength(42)
    expect(svg).not.toMatch(/NaN|undefined/)
  })

  it("has a legend whose swatches match the band's fill and the line's stroke", () => {
    const svg = renderFanChartSvg(value)
    const legend = /<g class="legend">([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? ""
    expect(legend).toContain("p10-p90")
    expect(legend).toContain("p50")
    const bandFill = /<polygon [^>]*fill="([^"]+)"/.exec(svg)?.[1]
    const lineStroke = /<polyline [^>]*stroke="([^"]+)"/.exec(svg)?.[1]
    expect(legend).toContain(`fill="${bandFill}"`)
    expect(legend).toContain(`stroke="${lineStroke}"`)
  })
})
