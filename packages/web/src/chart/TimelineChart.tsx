import { useEffect, useRef } from "preact/hooks"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"
import { compactMoney, money } from "../format.js"
import { layoutLabels } from "./LabelLayout.js"

/** One FI target line: its name, the amount, and the age the portfolio reaches it (null: never). */
export interface FiTarget {
  readonly label: string
  readonly amount: number
  readonly fiAge: number | null
  readonly color: string
}

/**
 * The FI timeline: the projected portfolio by age against the lean, regular, fat and barista FI
 * numbers, each reached age marked and labelled on the chart. The canvas is described by its
 * `aria-label`; the same figures are in the table beside it for screen readers and keyboards.
 */
export const TimelineChart = (props: {
  readonly ages: ReadonlyArray<number>
  readonly balances: ReadonlyArray<number>
  readonly targets: ReadonlyArray<FiTarget>
  readonly currency: string
}) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    const width = Math.max(280, element.clientWidth)
    // Shown until ten years after the last FI age reached (at least 15 years), so the FI numbers
    // are not flattened by decades of compounding after them.
    const reachedAges = props.targets.flatMap((t) => (t.fiAge === null ? [] : [t.fiAge]))
    const first = props.ages[0] ?? 0
    const until = Math.max(first + 15, ...reachedAges.map((a) => Math.ceil(a) + 10))
    const shown = props.ages.filter((a) => a <= until).length
    const ages = props.ages.slice(0, shown)
    const data: uPlot.AlignedData = [
      [...ages],
      props.balances.slice(0, shown),
      ...props.targets.map((t) => ages.map(() => t.amount))
    ]
    const reached = props.targets.flatMap((t) => (t.fiAge === null ? [] : [{ ...t, fiAge: t.fiAge }]))
    // The FI-age labels are elements over the plot (measurable, selectable, crisp at any zoom),
    // placed by layoutLabels so they never overlap each other, a marker, or the axes.
    const spans = reached.map((target) => {
      const span = document.createElement("span")
      span.className = "fi-label"
      span.textContent = `${target.label} at ${target.fiAge.toFixed(1)}`
      span.style.borderColor = target.color
      return span
    })
    const mark = (u: uPlot) => {
      const ctx = u.ctx
      ctx.save()
      for (const target of reached) {
        ctx.fillStyle = target.color
        ctx.beginPath()
        ctx.arc(
          u.valToPos(target.fiAge, "x", true),
          u.valToPos(target.amount, "y", true),
          4 * devicePixelRatio,
          0,
          2 * Math.PI
        )
        ctx.fill()
      }
      ctx.restore()
      for (const span of spans) if (span.parentElement !== u.over) u.over.appendChild(span)
      const boxes = layoutLabels(
        reached.map((target, i) => ({
          x: u.valToPos(target.fiAge, "x"),
          y: u.valToPos(target.amount, "y"),
          width: spans[i]!.offsetWidth,
          height: spans[i]!.offsetHeight
        })),
        { width: u.over.clientWidth, height: u.over.clientHeight }
      )
      boxes.forEach((box, i) => {
        spans[i]!.style.left = `${box.left}px`
        spans[i]!.style.top = `${box.top}px`
      })
    }
    const plot = new uPlot(
      {
        width,
        height: Math.round(Math.min(360, width * 0.6)),
        scales: { x: { time: false } },
        legend: { live: false },
        axes: [
          { label: "Age", stroke: "#1a1a1a" },
          { stroke: "#1a1a1a", size: 70, values: (_u, values) => values.map((v) => compactMoney(v, props.currency)) }
        ],
        series: [
          { label: "Age" },
          {
            label: "Portfolio",
            stroke: "#0b5394",
            points: { show: false },
            width: 3,
            value: (_u, v) => (v == null ? "" : money(v, props.currency))
          },
          ...props.targets.map((t) => ({
            label: `${t.label} FI number`,
            stroke: t.color,
            dash: [6, 4],
            points: { show: false },
            width: 2,
            value: (_u: uPlot, v: number | null) => (v == null ? "" : money(v, props.currency))
          }))
        ],
        hooks: { draw: [mark] }
      },
      data,
      element
    )
    return () => plot.destroy()
  }, [props.ages, props.balances, props.targets, props.currency])
  const reached = props.targets
    .map((t) => `${t.label} FI ${t.fiAge === null ? "not reached" : `at age ${t.fiAge.toFixed(1)}`}`)
    .join("; ")
  return (
    <figure class="chart">
      <div ref={box} role="img" aria-label={`Projected portfolio by age against the FI numbers. ${reached}.`} />
      <figcaption>Portfolio (solid) against the FI numbers (dashed), in today's money.</figcaption>
    </figure>
  )
}
