/** The value at fraction `p` (0 to 1) of ascending timings; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
