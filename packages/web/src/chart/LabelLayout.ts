/**
 * Places the text labels of points on a chart so that no two overlap, none covers another point's
 * marker, and each stays inside the plotting area (so never over an axis). Pure: CSS pixels in,
 * CSS pixels out, measured by the caller.
 */

/** A point to label, in plotting-area pixels (origin top left), with its label's measured size. */
export interface LabelRequest {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** A placed label: its top-left corner in plotting-area pixels. */
export interface LabelBox {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

/** Gap between a point and its label, and between stacked labels, in CSS pixels. */
export const LABEL_GAP = 6
/** Half the side of the square kept free around each point's marker, in CSS pixels. */
export const MARKER_RADIUS = 5

/** True when two boxes share any area (touching edges do not count). */
export const overlaps = (a: LabelBox, b: LabelBox): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high))

/**
 * The candidate positions of one label, nearest first: beside its point (left, then right) above
 * and below, then the same columns shifted by whole label heights further up and down.
 */
const candidates = (request: LabelRequest, area: { width: number; height: number }): ReadonlyArray<LabelBox> => {
  const { x, y, width, height } = request
  const lefts = [x - LABEL_GAP - width, x + LABEL_GAP].map((left) => clamp(left, 0, area.width - width))
  const step = height + 2
  const shifts = Math.ceil(area.height / step) + 1
  const tops: Array<number> = [y - LABEL_GAP - height, y + LABEL_GAP]
  for (let k = 1; k <= shifts; k++) tops.push(y - LABEL_GAP - height - k * step, y + LABEL_GAP + k * step)
  const seen = new Set<string>()
  const boxes: Array<LabelBox> = []
  for (const top of tops) {
    if (top < 0 || top + height > area.height) continue
    for (const left of lefts) {
      const key = `${left}:${top}`
      if (seen.has(key)) continue
      seen.add(key)
      boxes.push({ left, top, width, height })
    }
  }
  return boxes
}

/**
 * One box per request, in the same order: the first candidate that stays inside `area`, overlaps
 * no label placed before it and no point's marker. When the area is too small for that, the label
 * goes where it overlaps the fewest boxes (still inside the area): a degenerate chart, not a crash.
 */
export const layoutLabels = (
  requests: ReadonlyArray<LabelRequest>,
  area: { readonly width: number; readonly height: number }
): ReadonlyArray<LabelBox> => {
  const markers: ReadonlyArray<LabelBox> = requests.map((r) => ({
    left: r.x - MARKER_RADIUS,
    top: r.y - MARKER_RADIUS,
    width: 2 * MARKER_RADIUS,
    height: 2 * MARKER_RADIUS
  }))
  const placed: Array<LabelBox> = []
  for (const request of requests) {
    const options = candidates(request, area)
    const clashes = (box: LabelBox) => [...placed, ...markers].filter((other) => overlaps(box, other)).length
    const free = options.find((box) => clashes(box) === 0)
    const fallback = {
      left: clamp(request.x + LABEL_GAP, 0, area.width - request.width),
      top: clamp(request.y - LABEL_GAP - request.height, 0, area.height - request.height),
      width: request.width,
      height: request.height
    }
    const best = free ?? options.reduce((a, b) => (clashes(b) < clashes(a) ? b : a), fallback)
    placed.push(best)
  }
  return placed
}
