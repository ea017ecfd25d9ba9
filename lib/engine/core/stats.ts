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

/**
 * Running moments of a series: what a summary needs, mergeable across chunks of games. For
 * integer values (every game metric is a count) `sum` and `sumSq` are exact while they stay below
 * 2^53 (a billion games of values up to 90, or a million up to 90,000), so merging chunks in any
 * grouping gives bit-identical summaries whatever the worker count.
 */
export interface Moments {
  count: number;
  sum: number;
  sumSq: number;
  min: number;
  max: number;
}

export function emptyMoments(): Moments {
  return { count: 0, sum: 0, sumSq: 0, min: Infinity, max: -Infinity };
}

export function addValue(m: Moments, v: number): void {
  m.count++;
  m.sum += v;
  m.sumSq += v * v;
  if (v < m.min) m.min = v;
  if (v > m.max) m.max = v;
}

/** Adds `b` into `a`. */
export function mergeMoments(a: Moments, b: Moments): void {
  a.count += b.count;
  a.sum += b.sum;
  a.sumSq += b.sumSq;
  if (b.min < a.min) a.min = b.min;
  if (b.max > a.max) a.max = b.max;
}

/** Count, min, max, mean and (population) standard deviation; zeros when empty. */
export function summaryOf(m: Moments): Summary {
  if (m.count === 0) return { count: 0, min: 0, max: 0, mean: 0, stdev: 0 };
  const mean = m.sum / m.count;
  return { count: m.count, min: m.min, max: m.max, mean, stdev: Math.sqrt(Math.max(0, m.sumSq / m.count - mean * mean)) };
}

/** Count, min, max, mean and (population) standard deviation; zeros for an empty list. */
export function summarize(values: readonly number[]): Summary {
  const m = emptyMoments();
  for (const v of values) addValue(m, v);
  return summaryOf(m);
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
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return histogramOfCounts(counts, maxBins);
}

/** The same histogram from value → count (the form simulation chunks collect and merge). */
export function histogramOfCounts(counts: ReadonlyMap<number, number>, maxBins = 12): HistogramBin[] {
  if (counts.size === 0) return [];
  let min = Infinity,
    max = -Infinity;
  for (const v of counts.keys()) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: HistogramBin[] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: Math.min(max, from + width - 1), count: 0 });
  for (const [v, c] of counts) bins[Math.floor((v - min) / width)].count += c;
  return bins;
}
