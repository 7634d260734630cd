/**
 * Historical rolling sequences (the semantics of FIRECalc, cFIREsim, FI Calc): one path per start
 * year of the joint data, the following years in calendar order, no resampling and no wrap-around.
 * Path i starts at observation row i; there are rowCount - horizonYears + 1 paths.
 */

/** Number of complete rolling cycles of `horizonYears` in `rowCount` rows (0 when too short). */
export const rollingCycleCount = (rowCount: number, horizonYears: number): number =>
  Math.max(0, rowCount - horizonYears + 1)

/** Fills `out[offset + t * stride]`, t = 0..horizonYears - 1, with rows startRow, startRow + 1, ... */
export const fillRollingRows = (
  out: Int32Array,
  offset: number,
  horizonYears: number,
  startRow: number,
  stride = 1
): void => {
  for (let t = 0; t < horizonYears; t++) out[offset + t * stride] = startRow + t
}
