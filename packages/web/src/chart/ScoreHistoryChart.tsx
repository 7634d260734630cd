import { useEffect, useRef } from "preact/hooks"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"

/** One day of a score: the UTC day (YYYY-MM-DD) and the score, 0 to 100. */
export interface ScorePoint {
  readonly day: string
  readonly score: number
}

/**
 * The FI score by day (uPlot, oldest left). The canvas is described by its `aria-label` (first,
 * latest, lowest and highest score); the days themselves are in the table the caller shows.
 */
export const ScoreHistoryChart = (props: { readonly points: ReadonlyArray<ScorePoint> }) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null || props.points.length === 0) return
    const width = Math.max(280, element.clientWidth)
    const sorted = [...props.points].sort((a, b) => a.day.localeCompare(b.day))
    const data: uPlot.AlignedData = [
      sorted.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000),
      sorted.map((p) => p.score)
    ]
    const plot = new uPlot(
      {
        width,
        height: Math.round(Math.min(260, width * 0.5)),
        scales: { y: { range: [0, 100] } },
        legend: { show: false },
        axes: [{ stroke: "#1a1a1a" }, { stroke: "#1a1a1a", size: 40 }],
        series: [{}, { label: "FI score", stroke: "#0b5394", width: 2, points: { show: true, size: 7 } }]
      },
      data,
      element
    )
    return () => plot.destroy()
  }, [props.points])
  const scores = props.points.map((p) => p.score)
  const description =
    scores.length === 0
      ? "No FI score history yet."
      : `FI score over ${scores.length} ${scores.length === 1 ? "day" : "days"}: latest ${scores[0]!.toFixed(1)}, ` +
        `lowest ${Math.min(...scores).toFixed(1)}, highest ${Math.max(...scores).toFixed(1)}.`
  return (
    <figure class="chart">
      <div ref={box} role="img" aria-label={description} />
      <figcaption>FI score by day, 0 to 100.</figcaption>
    </figure>
  )
}
