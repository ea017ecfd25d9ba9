/** Small statistics helpers for simulation summaries. Pure and deterministic. */

export interface Interval {
  /** Observed proportion successes / n (0 when n = 0). */
  p: number;
  low: number;
  high: number;
}

/**
 * Wilson score interval for a binomial proportion (default z = 1.96, i.e. 95%). Unlike the
 * normal approximation it stays inside [0, 1] and behaves for 0 or n successes and small n.
 */
export function wilson(successes: number, n: number, z = 1.96): Interval {
  if (n <= 0) return { p: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

export interface Summary {
  count: number;
  min: number;
  max: number;
  mean: number;
  stdev: number;
}

/** Count, min, max, mean and (population) standard deviation; zeros for an empty list. */
export function summarize(values: readonly number[]): Summary {
  const count = values.length;
  if (count === 0) return { count: 0, min: 0, max: 0, mean: 0, stdev: 0 };
  let min = Infinity,
    max = -Infinity,
    sum = 0;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  const mean = sum / count;
  let sq = 0;
  for (const v of values) sq += (v - mean) * (v - mean);
  return { count, min, max, mean, stdev: Math.sqrt(sq / count) };
}

export interface HistogramBin {
  /** Inclusive lower bound. */
  from: number;
  /** Inclusive upper bound. */
  to: number;
  count: number;
}

/**
 * Histogram of integer values in at most `maxBins` bins of equal integer width covering
 * min..max (one bin per value when the range is small enough).
 */
export function integerHistogram(values: readonly number[], maxBins = 12): HistogramBin[] {
  if (values.length === 0) return [];
  const { min, max } = summarize(values);
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: HistogramBin[] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: Math.min(max, from + width - 1), count: 0 });
  for (const v of values) bins[Math.floor((v - min) / width)].count++;
  return bins;
}
