// The canary's judgement, as Kayenta judges one: the canary's visitors against the current's, on the
// same pages, over the canary's life.
// - The page views compared: those of pages the remote renders (its section's, or a page with one of its
//   islands) from visitors drawn into either side (the side the server read from __session) since the canary
//   began, whose page was rendered with the canary's release (canary side) or the current one (current side),
//   on the addresses both sides saw.
// - Each timing metric (LCP, INP, CLS): Mann-Whitney U; it regresses when the difference is significant at the
//   policy's confidence (98%), the canary's values tend to be larger, and its p75 is past the current's by more
//   than the tolerance (10%) and the metric's minimum change.
// - The error rate and the island-failure rate (page views with at least one): the two-proportion z test; they
//   regress when significant and the canary's rate is past the current's by more than 0.5 percentage points.
// - Fewer page views than the policy's minimum on either side: "not enough data", whatever the figures say. A
//   timing metric with too few values on a side is reported and not tested.
// Any regression fails the canary; otherwise it passes.
import type { FieldRecord } from '@stallions/shared-config/field';
import type { CanaryPolicy } from './policy';
import {
  mannWhitneyU,
  quantileWithInterval,
  twoProportionZ,
  type MannWhitney,
  type QuantileEstimate,
  type TwoProportions,
} from './stats';

export type Verdict = 'pass' | 'fail' | 'not enough data';

export const timingMetrics = ['lcp', 'inp', 'cls'] as const;
export type TimingMetric = (typeof timingMetrics)[number];
export const rateMetrics = ['errors', 'islandFailures'] as const;
export type RateMetric = (typeof rateMetrics)[number];

export interface TimingJudgement {
  metric: TimingMetric;
  canary: QuantileEstimate;
  current: QuantileEstimate;
  /** The canary's p75 relative to the current's (0.12: 12% higher). */
  change: number;
  test?: MannWhitney;
  outcome: 'pass' | 'regressed' | 'too few values';
}

export interface RateJudgement {
  metric: RateMetric;
  canary: { count: number; of: number; rate: number };
  current: { count: number; of: number; rate: number };
  test: TwoProportions;
  outcome: 'pass' | 'regressed';
}

export interface Judgement {
  verdict: Verdict;
  remote: string;
  canary: string;
  current: string;
  since: string;
  pageViews: { canary: number; current: number };
  /** The addresses both sides saw (the comparison's pages). */
  pages: string[];
  timings: TimingJudgement[];
  rates: RateJudgement[];
  /** Why, in a line each: what regressed, or why there is not enough data. */
  reasons: string[];
}

export interface CanaryUnderJudgement {
  remote: string;
  /** The canary's release and the current one. */
  canary: string;
  current: string;
  /** When the canary began. */
  since: Date;
}

const releaseOf = (record: FieldRecord, remote: string) =>
  record.releases.find((entry) => entry.remote === remote)?.release;

/** Whether the page view is of a page the remote renders: its section's, or one with an island of it. */
export const involves = (record: FieldRecord, remote: string) =>
  record.remote === remote || (record.islands ?? []).some((island) => island.remote === remote);

/** The two sides' page views, on the addresses both saw. */
export function sidesOf(records: readonly FieldRecord[], subject: CanaryUnderJudgement) {
  const from = subject.since.getTime();
  const views = records.filter(
    (record) => record.kind === 'view' && Date.parse(record.at) >= from && involves(record, subject.remote),
  );
  const side = (name: 'canary' | 'current', release: string) =>
    views.filter((record) => record.side === name && releaseOf(record, subject.remote) === release);
  const canary = side('canary', subject.canary);
  const current = side('current', subject.current);
  const canaryPages = new Set(canary.map((record) => record.address));
  const shared = new Set(current.map((record) => record.address).filter((address) => canaryPages.has(address)));
  return {
    canary: canary.filter((record) => shared.has(record.address)),
    current: current.filter((record) => shared.has(record.address)),
    pages: [...shared].sort(),
  };
}

const valuesOf = (records: readonly FieldRecord[], metric: TimingMetric) =>
  records.map((record) => record[metric]).filter((value): value is number => typeof value === 'number');

const failedIsland = (record: FieldRecord, remote: string) =>
  (record.islands ?? []).some((island) => island.remote === remote && island.ok === false);

const counted = (records: readonly FieldRecord[], test: (record: FieldRecord) => boolean) => {
  const count = records.filter(test).length;
  return { count, of: records.length, rate: records.length > 0 ? count / records.length : 0 };
};

export function judgeCanary(
  records: readonly FieldRecord[],
  subject: CanaryUnderJudgement,
  policy: CanaryPolicy,
): Judgement {
  const { canary, current, pages } = sidesOf(records, subject);
  const alpha = 1 - policy.confidence;
  const reasons: string[] = [];

  const timings = timingMetrics.map((metric): TimingJudgement => {
    const canaryValues = valuesOf(canary, metric);
    const currentValues = valuesOf(current, metric);
    const canaryP75 = quantileWithInterval(canaryValues);
    const currentP75 = quantileWithInterval(currentValues);
    const change =
      currentP75.value > 0
        ? canaryP75.value / currentP75.value - 1
        : canaryP75.value > 0
          ? Number.POSITIVE_INFINITY
          : 0;
    const base = { metric, canary: canaryP75, current: currentP75, change: Number.isNaN(change) ? 0 : change };
    if (canaryValues.length < policy.minMetricValues || currentValues.length < policy.minMetricValues)
      return { ...base, outcome: 'too few values' };
    const test = mannWhitneyU(canaryValues, currentValues);
    const regressed =
      test.p < alpha &&
      test.effect > 0.5 &&
      change > policy.p75Tolerance &&
      canaryP75.value - currentP75.value > policy.minimumChange[metric];
    if (regressed)
      reasons.push(
        `${metric.toUpperCase()} p75 ${format(metric, canaryP75.value)} against ${format(metric, currentP75.value)} (+${(change * 100).toFixed(0)}%, Mann-Whitney p = ${test.p.toPrecision(2)})`,
      );
    return { ...base, test, outcome: regressed ? 'regressed' : 'pass' };
  });

  const rates = rateMetrics.map((metric): RateJudgement => {
    const test = (record: FieldRecord) =>
      metric === 'errors' ? (record.errors ?? 0) > 0 : failedIsland(record, subject.remote);
    const canaryRate = counted(canary, test);
    const currentRate = counted(current, test);
    const z = twoProportionZ(canaryRate.count, canaryRate.of, currentRate.count, currentRate.of);
    const regressed = z.p < alpha && z.difference > policy.rateTolerance;
    if (regressed)
      reasons.push(
        `${metric === 'errors' ? 'error rate' : 'island-failure rate'} ${percent(canaryRate.rate)} against ${percent(currentRate.rate)} (two proportions p = ${z.p.toPrecision(2)})`,
      );
    return { metric, canary: canaryRate, current: currentRate, test: z, outcome: regressed ? 'regressed' : 'pass' };
  });

  const pageViews = { canary: canary.length, current: current.length };
  let verdict: Verdict = reasons.length > 0 ? 'fail' : 'pass';
  if (pageViews.canary < policy.minPageViews || pageViews.current < policy.minPageViews) {
    verdict = 'not enough data';
    reasons.unshift(
      `${pageViews.canary} canary and ${pageViews.current} current page views on the same pages; the policy asks for ${policy.minPageViews} a side`,
    );
  }
  return {
    verdict,
    remote: subject.remote,
    canary: subject.canary,
    current: subject.current,
    since: subject.since.toISOString(),
    pageViews,
    pages,
    timings,
    rates,
    reasons,
  };
}

/** What --act does with a verdict: promote on a pass, roll back on a fail, nothing without enough data. */
export function actionFor(verdict: Verdict): 'promote' | 'rollback' | 'none' {
  return verdict === 'pass' ? 'promote' : verdict === 'fail' ? 'rollback' : 'none';
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export function format(metric: TimingMetric, value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  return metric === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The judgement as the command prints it: the verdict, then the figures behind it. */
export function judgementLines(judgement: Judgement): string[] {
  const interval = (metric: TimingMetric, estimate: QuantileEstimate) =>
    `${format(metric, estimate.value)} (${format(metric, estimate.low)}–${format(metric, estimate.high)}, n ${estimate.n})`;
  const lines = [
    judgement.verdict,
    `${judgement.remote}: canary ${judgement.canary} against current ${judgement.current}, since ${judgement.since}`,
    `page views: canary ${judgement.pageViews.canary}, current ${judgement.pageViews.current}, on ${judgement.pages.length} pages`,
  ];
  for (const timing of judgement.timings)
    lines.push(
      `${timing.metric.toUpperCase().padEnd(15)} p75 canary ${interval(timing.metric, timing.canary)}  current ${interval(timing.metric, timing.current)}  ${
        timing.test ? `Mann-Whitney p ${timing.test.p.toPrecision(2)}` : ''
      }  ${timing.outcome}`,
    );
  for (const rate of judgement.rates)
    lines.push(
      `${(rate.metric === 'errors' ? 'errors' : 'island failures').padEnd(15)} canary ${percent(rate.canary.rate)} (${rate.canary.count}/${rate.canary.of})  current ${percent(rate.current.rate)} (${rate.current.count}/${rate.current.of})  two proportions p ${rate.test.p.toPrecision(2)}  ${rate.outcome}`,
    );
  for (const reason of judgement.reasons) lines.push(`- ${reason}`);
  return lines;
}
