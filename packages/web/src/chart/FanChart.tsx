import { useEffect, useRef } from "preact/hooks"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"
import { compactMoney, money } from "../format.js"

/** One year of the fan: the 10th, 50th and 90th percentile of wealth over the simulated paths. */
export interface FanYear {
  readonly year: number
  readonly p10: number
  readonly p50: number
  readonly p90: number
}

/**
 * The fan chart: wealth by plan year as the median (solid) inside the band from the 10th to the
 * 90th percentile (shaded, its edges dashed), in real US dollars. The canvas is described by its
 * `aria-label`; the figures are also in the table the page puts beside it.
 */
export const FanChart = (props: { readonly years: ReadonlyArray<FanYear>; readonly label: string }) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    const width = Math.max(280, element.clientWidth)
    const data: uPlot.AlignedData = [
      props.years.map((y) => y.year),
      props.years.map((y) => y.p10),
      props.years.map((y) => y.p50),
      props.years.map((y) => y.p90)
    ]
    const value = (_u: uPlot, v: number | null) => (v == null ? "" : money(v, "USD"))
    const plot = new uPlot(
      {
        width,
        height: Math.round(Math.min(360, width * 0.6)),
        scales: { x: { time: false } },
        legend: { live: false },
        axes: [
          { label: "Plan year", stroke: "#1a1a1a" },
          { stroke: "#1a1a1a", size: 70, values: (_u, values) => values.map((v) => compactMoney(v, "USD")) }
        ],
        series: [
          { label: "Year" },
          { label: "10th percentile", stroke: "#6b8fb3", dash: [6, 4], width: 1.5, points: { show: false }, value },
          { label: "Median", stroke: "#0b3d6b", width: 3, points: { show: false }, value },
          { label: "90th percentile", stroke: "#6b8fb3", dash: [6, 4], width: 1.5, points: { show: false }, value }
        ],
        bands: [{ series: [3, 1], fill: "rgba(11, 83, 148, 0.15)" }]
      },
      data,
      element
    )
    return () => plot.destroy()
  }, [props.years])
  return (
    <figure class="chart">
      <div ref={box} role="img" aria-label={props.label} />
      <figcaption>
        Wealth in today's US dollars: the median (solid) inside the band of the 10th to the 90th percentile.
      </figcaption>
    </figure>
  )
}
