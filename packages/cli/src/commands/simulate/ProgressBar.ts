/**
 * The progress bar of long simulation runs: drawn on a terminal's stderr only once a run has taken
 * more than a threshold (one second by default), so short runs and piped output stay clean.
 */
import type { ProgressListener } from "@fire/simulation"

/** Where the bar is drawn: a writable text stream that may be a terminal (process.stderr). */
export interface ProgressSink {
  readonly isTTY?: boolean
  write(text: string): unknown
}

/** Options of `progressBar`: the sink, a millisecond clock, the delay before drawing and the bar width. */
export interface ProgressBarOptions {
  readonly sink: ProgressSink
  /** Milliseconds from any fixed origin (performance.now). */
  readonly now: () => number
  /** Milliseconds a run must last before the bar appears; default 1000. */
  readonly thresholdMs?: number
  /** Characters between the brackets; default 30. */
  readonly width?: number
}

/**
 * One line of the bar, e.g. `[#######-----------------------]  1280/5000 paths  25%`: `done` of
 * `total` paths (clamped to [0, total]), `width` cells (>= 1).
 */
export const renderProgressLine = (done: number, total: number, width = 30): string => {
  const safeTotal = Math.max(1, total)
  const clamped = Math.min(Math.max(0, done), safeTotal)
  const filled = Math.round((clamped / safeTotal) * width)
  const percent = Math.floor((clamped / safeTotal) * 100)
  const count = `${clamped}`.padStart(`${safeTotal}`.length)
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${count}/${safeTotal} paths ${`${percent}`.padStart(3)}%`
}

/**
 * A progress listener for `simulate`'s `onProgress` and a `finish` that erases the bar. Nothing is
 * written unless the sink is a TTY and more than `thresholdMs` has passed since the call.
 */
export const progressBar = (
  options: ProgressBarOptions
): { readonly onProgress: ProgressListener; readonly finish: () => void } => {
  const started = options.now()
  const threshold = options.thresholdMs ?? 1000
  let drawn = false
  const onProgress: ProgressListener = (done, total) => {
    if (options.sink.isTTY !== true || options.now() - started <= threshold) return
    drawn = true
    options.sink.write(`\r${renderProgressLine(done, total, options.width)}`)
  }
  const finish = (): void => {
    if (drawn) options.sink.write("\r\u001b[2K")
  }
  return { onProgress, finish }
}
