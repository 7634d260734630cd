import type { BracketLine } from "./TaxCalculation.js"
import type { Schedule } from "./TaxRuleSet.js"

/** Tax on `amount` (>= 0) under a schedule, unrounded, in the schedule's currency. */
export const scheduleTax = (schedule: Schedule, amount: number): number => {
  const x = Math.max(0, amount)
  if (schedule.kind === "brackets") {
    const bs = schedule.brackets
    const band = bs.findLast((b) => b.from <= x)
    if (band?.baseTax !== undefined) return band.baseTax + (x - band.from) * band.rate
    let tax = 0
    for (let i = 0; i < bs.length; i++) {
      const b = bs[i]!
      const upper = bs[i + 1]?.from ?? Number.POSITIVE_INFINITY
      if (x <= b.from) break
      tax += (Math.min(x, upper) - b.from) * b.rate
    }
    return tax
  }
  let zone = undefined as (typeof schedule.zones)[number] | undefined
  for (const z of schedule.zones) if (x >= z.from) zone = z
  if (zone === undefined) return 0
  const y = (x - zone.origin) / zone.per
  return (zone.q * y + zone.l) * y + zone.c
}

/** The upper ends of a schedule's bands, in order (null for the open top band). */
const bandEdges = (schedule: Schedule): ReadonlyArray<{ from: number; to: number | null }> => {
  const froms = schedule.kind === "brackets" ? schedule.brackets.map((b) => b.from) : schedule.zones.map((z) => z.from)
  const edges = [0, ...froms.filter((f) => f > 0)]
  return edges.map((from, i) => ({ from, to: edges[i + 1] ?? null }))
}

/**
 * The slice [start, start + amount] of a schedule, band by band: the part of the slice in each band
 * and the tax on it. Bands the slice does not reach are left out. A bracket's rate is its declared
 * rate; a formula zone's is the average rate of the slice inside it.
 */
export const scheduleLines = (schedule: Schedule, start: number, amount: number): Array<BracketLine> => {
  const lo = Math.max(0, start)
  const hi = lo + Math.max(0, amount)
  const lines: Array<BracketLine> = []
  for (const { from, to } of bandEdges(schedule)) {
    const a = Math.max(lo, from)
    const b = Math.min(hi, to ?? Number.POSITIVE_INFINITY)
    if (b <= a) continue
    const declared = schedule.kind === "brackets" ? schedule.brackets.find((x) => x.from === from)?.rate : undefined
    const rate = declared ?? (scheduleTax(schedule, b) - scheduleTax(schedule, a)) / (b - a)
    lines.push({ from, to, rate, taxableInBracket: b - a, tax: rate * (b - a) })
  }
  return lines
}

/** The highest rate a schedule reaches (the top band's rate, or a formula's top slope). */
export const scheduleTopRate = (schedule: Schedule): number => {
  if (schedule.kind === "brackets") return Math.max(0, ...schedule.brackets.map((b) => b.rate))
  return Math.max(
    0,
    ...schedule.zones.map((z, i) => {
      const end = schedule.zones[i + 1]?.from ?? z.from + 1
      const slope = (x: number) => (2 * z.q * ((x - z.origin) / z.per) + z.l) / z.per
      return Math.max(slope(z.from), slope(end))
    })
  )
}
