// The statistics of the field report and the canary's judgement, plain functions of numbers:
// - p75 (linear interpolation between order statistics, as BigQuery's PERCENTILE_CONT and DuckDB's
//   quantile_cont) with a distribution-free 95% interval from the binomial distribution of order statistics;
// - Mann-Whitney U (two-sided, normal approximation with tie and continuity corrections, as SciPy's
//   mannwhitneyu(method="asymptotic")): does one side's timing tend to be larger than the other's;
// - the two-proportion z test (pooled, no continuity correction, as a 2×2 chi-square without Yates'): do two
//   rates differ; and Wilson's interval for one rate.

/** The q-quantile of sorted values (type 7: linear between the order statistics). NaN for no values. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = (n - 1) * q;
  const below = Math.floor(h);
  const above = Math.min(below + 1, n - 1);
  return sorted[below]! + (h - below) * (sorted[above]! - sorted[below]!);
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** log(k!) for k = 0..n. */
function logFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1);
  for (let k = 2; k <= n; k++) table[k] = table[k - 1]! + Math.log(k);
  return table;
}

/** The binomial distribution's CDF at every k = 0..n (in log space: no underflow for large n). */
export function binomialCdf(n: number, p: number): Float64Array {
  const logFact = logFactorials(n);
  const cdf = new Float64Array(n + 1);
  let sum = 0;
  for (let k = 0; k <= n; k++) {
    const logPmf =
      logFact[n]! -
      logFact[k]! -
      logFact[n - k]! +
      (k === 0 ? 0 : k * Math.log(p)) +
      (n - k === 0 ? 0 : (n - k) * Math.log(1 - p));
    sum += Math.exp(logPmf);
    cdf[k] = Math.min(sum, 1);
  }
  return cdf;
}

/** The smallest k with CDF(k) ≥ probability (R's qbinom, SciPy's binom.ppf). */
export function binomialQuantile(cdf: Float64Array, probability: number): number {
  // A relative tolerance, as R's qbinom: the sum of floating point terms lands a hair below an exact 0.975.
  const index = cdf.findIndex((value) => value >= probability * (1 - 64 * Number.EPSILON));
  return index === -1 ? cdf.length - 1 : index;
}

export interface QuantileEstimate {
  /** How many values. */
  n: number;
  value: number;
  /** The interval's ends; undefined where there are too few values to bound that side. */
  low?: number;
  high?: number;
}

/**
 * A quantile (default the 75th percentile) with a distribution-free confidence interval: the order statistics
 * x(l) and x(u) (1-based) with l = qbinom(α/2, n, q) and u = qbinom(1 − α/2, n, q) + 1, which cover the true
 * quantile with probability at least 1 − α (the number of values below it is Binomial(n, q)). Conover,
 * "Practical Nonparametric Statistics", 3rd ed., §3.2.
 */
export function quantileWithInterval(values: readonly number[], q = 0.75, confidence = 0.95): QuantileEstimate {
  const sorted = ascending(values);
  const n = sorted.length;
  if (n === 0) return { n, value: Number.NaN };
  const alpha = 1 - confidence;
  const cdf = binomialCdf(n, q);
  const l = binomialQuantile(cdf, alpha / 2);
  const u = binomialQuantile(cdf, 1 - alpha / 2) + 1;
  return {
    n,
    value: quantileSorted(sorted, q),
    ...(l >= 1 ? { low: sorted[l - 1]! } : {}),
    ...(u <= n ? { high: sorted[u - 1]! } : {}),
  };
}

/**
 * The complementary error function, W. J. Cody's rational approximations as in Numerical Recipes' erfcc
 * (fractional error below 1.2e-7 everywhere): enough for p-values.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Two-sided p-value of a standard normal statistic. */
export const twoSidedP = (z: number) => Math.min(1, erfc(Math.abs(z) / Math.SQRT2));

export interface MannWhitney {
  n1: number;
  n2: number;
  /** U of the first sample: the pairs (x, y) with x > y, plus half the ties. */
  u1: number;
  u2: number;
  z: number;
  /** Two-sided p-value. */
  p: number;
  /** U1 / (n1·n2): the chance a value of the first sample exceeds one of the second (ties half); 0.5 is no difference. */
  effect: number;
}

/**
 * Mann-Whitney U test of x against y: average ranks for ties, the normal approximation with the tie-corrected
 * variance n1·n2/12·((n+1) − Σ(t³ − t)/(n(n − 1))) and a continuity correction of ½. Undefined p (1) for an
 * empty sample or when every value is the same.
 */
export function mannWhitneyU(x: readonly number[], y: readonly number[], continuity = true): MannWhitney {
  const n1 = x.length;
  const n2 = y.length;
  if (n1 === 0 || n2 === 0) return { n1, n2, u1: 0, u2: 0, z: 0, p: 1, effect: 0.5 };
  const all = [...x.map((value) => ({ value, first: true })), ...y.map((value) => ({ value, first: false }))].sort(
    (a, b) => a.value - b.value,
  );
  const n = all.length;
  let rankSum = 0;
  let tieTerm = 0;
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && all[end + 1]!.value === all[start]!.value) end++;
    const rank = (start + end) / 2 + 1; // the average of ranks start+1 … end+1
    const t = end - start + 1;
    tieTerm += t * t * t - t;
    for (let i = start; i <= end; i++) if (all[i]!.first) rankSum += rank;
    start = end + 1;
  }
  const u1 = rankSum - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  const effect = u1 / (n1 * n2);
  if (variance <= 0) return { n1, n2, u1, u2, z: 0, p: 1, effect };
  const distance = Math.max(0, Math.abs(u1 - mean) - (continuity ? 0.5 : 0));
  const z = (Math.sign(u1 - mean) * distance) / Math.sqrt(variance);
  return { n1, n2, u1, u2, z, p: twoSidedP(z), effect };
}

export interface TwoProportions {
  /** The first rate and the second, and their difference (first − second). */
  p1: number;
  p2: number;
  difference: number;
  z: number;
  /** Two-sided p-value. */
  p: number;
}

/** The two-proportion z test (pooled standard error): x1 of n1 against x2 of n2. */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): TwoProportions {
  const p1 = n1 > 0 ? x1 / n1 : 0;
  const p2 = n2 > 0 ? x2 / n2 : 0;
  const pooled = n1 + n2 > 0 ? (x1 + x2) / (n1 + n2) : 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return { p1, p2, difference: p1 - p2, z: 0, p: 1 };
  const z = (p1 - p2) / se;
  return { p1, p2, difference: p1 - p2, z, p: twoSidedP(z) };
}

/** Wilson's score interval for x of n at 95% (z = 1.959964). */
export function wilsonInterval(x: number, n: number, z = 1.959964): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = x / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
