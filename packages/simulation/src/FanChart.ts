/**
 * An SVG fan chart of the real balance percentiles (p10-p90 band, p50 line) by year.
 */
import type { SimulationValue } from "./SimulationResult.js"

const WIDTH = 720
const HEIGHT = 360
const MARGIN = { left: 80, right: 20, top: 30, bottom: 40 }

const fmt = (x: number): string => (Math.round(x * 100) / 100).toString()
const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The legend, top right inside the plot: what the band and the line are. */
const legend = (): ReadonlyArray<string> => {
  const left = WIDTH - MARGIN.right - 210
  const top = MARGIN.top + 6
  return [
    `<g class="legend">`,
    `<rect x="${left}" y="${top}" width="200" height="40" fill="#fff" fill-opacity="0.85" stroke="#bbb"/>`,
    `<rect x="${left + 8}" y="${top + 7}" width="18" height="10" fill="#4a7bd0" fill-opacity="0.25"/>`,
    `<text x="${left + 32}" y="${top + 16}">p10-p90 of paths (80% band)</text>`,
    `<line x1="${left + 8}" x2="${left + 26}" y1="${top + 30}" y2="${top + 30}" stroke="#1f4e9c" stroke-width="2"/>`,
    `<text x="${left + 32}" y="${top + 34}">p50 (median path balance)</text>`,
    "</g>"
  ]
}

/**
 * Renders `value.annualBalanceRealUsd` as a standalone SVG document string (720 x 360 px): a shaded
 * p10-p90 band, the p50 line, a legend naming both, year axis 0..H and a real-USD axis from 0 to the
 * largest p90.
 */
export const renderFanChartSvg = (value: SimulationValue): string => {
  const points = value.annualBalanceRealUsd
  const years = Math.max(1, points.length - 1)
  let top = 1
  for (const p of points) if (p.balance.p90 > top) top = p.balance.p90
  const plotW = WIDTH - MARGIN.left - MARGIN.right
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = (year: number): number => MARGIN.left + (year / years) * plotW
  const y = (v: number): number => MARGIN.top + plotH - (Math.max(0, v) / top) * plotH
  const upper = points.map((p) => `${fmt(x(p.year))},${fmt(y(p.balance.p90))}`)
  const lower = [...points].reverse().map((p) => `${fmt(x(p.year))},${fmt(y(p.balance.p10))}`)
  const median = points.map((p) => `${fmt(x(p.year))},${fmt(y(p.balance.p50))}`).join(" ")
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const v = top * f
    return `<text x="${MARGIN.left - 6}" y="${fmt(y(v) + 4)}" text-anchor="end">${Math.round(v).toLocaleString("en-US")}</text><line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${fmt(y(v))}" y2="${fmt(y(v))}" stroke="#ddd"/>`
  })
  const step = years <= 10 ? 1 : years <= 30 ? 5 : 10
  const xTicks: Array<string> = []
  for (let t = 0; t <= years; t += step)
    xTicks.push(`<text x="${fmt(x(t))}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${t}</text>`)
  const title = escapeXml(
    `Real balance (USD of year 0), ${value.identity.parameterSetId}, ${value.parameterManifest.selectedStressScenario.id}, success ${(value.successProbability * 100).toFixed(1)}%`
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="11">`,
    `<title>${title}</title>`,
    `<text x="${MARGIN.left}" y="18" font-size="13">${title}</text>`,
    ...yTicks,
    ...xTicks,
    `<text x="${fmt(MARGIN.left + plotW / 2)}" y="${HEIGHT - 6}" text-anchor="middle">year</text>`,
    `<polygon points="${[...upper, ...lower].join(" ")}" fill="#4a7bd0" fill-opacity="0.25" stroke="none"/>`,
    `<polyline points="${median}" fill="none" stroke="#1f4e9c" stroke-width="2"/>`,
    ...legend(),
    "</svg>",
    ""
  ].join("\n")
}
