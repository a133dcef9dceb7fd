// The statistics against known values. Sources:
// - SciPy's documentation of scipy.stats.mannwhitneyu (the males/females example): U = 17, asymptotic p =
//   0.11134688653314041 with the continuity correction;
// - the other expected figures are SciPy 1.17's output for the same inputs (mannwhitneyu(x, y,
//   method="asymptotic"), binom.ppf, chi2_contingency(table, correction=False), numpy.quantile), each written
//   beside its case, and checked by hand where stated.
import {
  binomialCdf,
  binomialQuantile,
  mannWhitneyU,
  quantileSorted,
  quantileWithInterval,
  twoProportionZ,
  twoSidedP,
  wilsonInterval,
} from './stats';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('quantiles', () => {
  it.each([
    // numpy.quantile(…, 0.75) (linear, type 7); 1..10: by hand 1 + 9·0.75 = 7.75.
    [range(1, 10), 7.75],
    [[1, 1, 2, 3, 4, 5, 6, 9], 5.25],
    [[42], 42],
  ])('p75 of %j is %d', (values, expected) => {
    expect(
      quantileSorted(
        [...values].sort((a, b) => a - b),
        0.75,
      ),
    ).toBeCloseTo(expected, 10);
  });

  it.each([
    // n, qbinom(0.025, n, 0.75), qbinom(0.975, n, 0.75) (SciPy binom.ppf)
    [5, 2, 5],
    [20, 11, 18],
    [100, 66, 83],
    [1000, 723, 777],
  ])('binomial quantiles of Binomial(%d, 0.75): %d and %d', (n, low, high) => {
    const cdf = binomialCdf(n, 0.75);
    expect(binomialQuantile(cdf, 0.025)).toBe(low);
    expect(binomialQuantile(cdf, 0.975)).toBe(high);
  });

  it('bounds p75 by the order statistics the binomial distribution names', () => {
    // 1..100: p75 = 1 + 99·0.75 = 75.25; ranks 66 and 83 + 1 = 84.
    expect(quantileWithInterval(range(1, 100))).toEqual({ n: 100, value: 75.25, low: 66, high: 84 });
    expect(quantileWithInterval(range(1, 20).reverse())).toEqual({ n: 20, value: 15.25, low: 11, high: 19 });
    // Five values: nothing bounds p75 from above at 95%.
    expect(quantileWithInterval([5, 4, 3, 2, 1])).toEqual({ n: 5, value: 4, low: 2 });
    expect(quantileWithInterval([])).toEqual({ n: 0, value: Number.NaN });
  });

  it('covers the true p75 about 95% of the time (or more)', () => {
    // Uniform(0, 1): the true p75 is 0.75. A fixed generator, so the test is deterministic.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let covered = 0;
    for (let trial = 0; trial < 400; trial++) {
      const { low, high } = quantileWithInterval(Array.from({ length: 60 }, random));
      if (low! <= 0.75 && 0.75 <= high!) covered++;
    }
    expect(covered / 400).toBeGreaterThan(0.92);
  });
});

describe('the normal distribution', () => {
  it('matches known values', () => {
    // Two-sided p-values: 2 (1 - Φ(|z|)), Φ(1.96) = 0.9750021048517795.
    expect(twoSidedP(1.96)).toBeCloseTo(2 * (1 - 0.9750021048517795), 6);
    expect(twoSidedP(-1.96)).toBeCloseTo(2 * (1 - 0.9750021048517795), 6);
    expect(twoSidedP(0)).toBeCloseTo(1, 7);
    expect(twoSidedP(3.5)).toBeCloseTo(0.00046525815807105003, 6);
  });
});

describe('Mann-Whitney U', () => {
  it.each([
    // x, y, U of x, two-sided p (SciPy: mannwhitneyu(x, y, method="asymptotic"))
    ['SciPy’s documented example', [19, 22, 16, 29, 24], [20, 11, 17, 12], 17, 0.11134688653314041],
    ['ties within and across samples', [1, 2, 2, 3, 3, 3, 4], [2, 3, 4, 4, 5, 5, 6, 6], 8.5, 0.025144761173357368],
    [
      'mostly zeros (a layout shift metric)',
      [...Array(30).fill(0), ...Array(10).fill(0.1)],
      [...Array(35).fill(0), ...Array(5).fill(0.05)],
      925,
      0.07781814764590776,
    ],
  ])('%s', (_case, x, y, u, p) => {
    const result = mannWhitneyU(x as number[], y as number[]);
    expect(result.u1).toBe(u);
    expect(result.u2).toBe(x.length * y.length - u);
    expect(result.p).toBeCloseTo(p, 6);
    // The other way round: the same p, U swapped.
    expect(mannWhitneyU(y as number[], x as number[]).p).toBeCloseTo(p, 6);
  });

  it('without the continuity correction (SciPy: use_continuity=False gives 0.0864107329737)', () => {
    expect(mannWhitneyU([19, 22, 16, 29, 24], [20, 11, 17, 12], false).p).toBeCloseTo(0.0864107329737, 6);
  });

  it('says which side is larger, and gives p = 1 where it cannot tell', () => {
    expect(mannWhitneyU(range(11, 20), range(1, 10))).toMatchObject({ effect: 1 });
    expect(mannWhitneyU(range(11, 20), range(1, 10)).z).toBeGreaterThan(0);
    expect(mannWhitneyU([3, 3, 3], [3, 3])).toMatchObject({ p: 1, effect: 0.5 });
    expect(mannWhitneyU([], [1, 2])).toMatchObject({ p: 1 });
  });
});

describe('two proportions', () => {
  it.each([
    // x1, n1, x2, n2, z² = chi-square and p (SciPy: chi2_contingency(table, correction=False))
    // By hand for the first: pooled 0.375, se = √(0.375·0.625·(2/100)) = 0.068465, z = 0.15 / 0.068465 = 2.1909.
    [45, 100, 30, 100, 4.8, 0.028459736916310638],
    [12, 100, 3, 200, 15.473684210526317, 8.366196145881878e-5],
  ])('%d/%d against %d/%d', (x1, n1, x2, n2, chi2, p) => {
    const result = twoProportionZ(x1, n1, x2, n2);
    expect(result.z ** 2).toBeCloseTo(chi2, 8);
    expect(result.p).toBeCloseTo(p, 6);
    expect(result.difference).toBeCloseTo(x1 / n1 - x2 / n2, 12);
  });

  it('gives p = 1 when neither side has any (or all)', () => {
    expect(twoProportionZ(0, 150, 0, 150)).toMatchObject({ z: 0, p: 1 });
    expect(twoProportionZ(150, 150, 150, 150)).toMatchObject({ p: 1 });
  });

  it('bounds a rate by Wilson’s interval', () => {
    // 0 of 100: by hand z²/(n + z²) = 3.8415 / 103.8415 = 0.0370 for the upper end.
    const none = wilsonInterval(0, 100);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.037, 3);
    const half = wilsonInterval(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
  });
});
