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
// - One client's weight is bounded (field data is unauthenticated by nature: anything a page sends, a script can
//   send). Each record names its client (`client`, a keyed hash of its network). On each side, no client counts
//   for more than the policy's share (10%) of the page views the statistics see: the largest per-client count
//   that keeps every client within that share of what is kept is found, and each client's page views past it
//   are left out, its earliest kept (capClients). A record without a client (written before page views were
//   signed) is left out. Then, when either side has fewer distinct clients than the policy's minimum (20), or
//   the cap left fewer page views than the minimum: "not enough trustworthy data", never a pass or a fail.
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

export type Verdict = 'pass' | 'fail' | 'not enough data' | 'not enough trustworthy data';

export const timingMetrics = ['lcp', 'inp', 'cls'] as const;
export type TimingMetric = (typeof timingMetrics)[number];
const rateMetrics = ['errors', 'islandFailures'] as const;
type RateMetric = (typeof rateMetrics)[number];

interface TimingJudgement {
  metric: TimingMetric;
  canary: QuantileEstimate;
  current: QuantileEstimate;
  /** The canary's p75 relative to the current's (0.12: 12% higher). */
  change: number;
  test?: MannWhitney;
  outcome: 'pass' | 'regressed' | 'too few values';
}

interface RateJudgement {
  metric: RateMetric;
  canary: { count: number; of: number; rate: number };
  current: { count: number; of: number; rate: number };
  test: TwoProportions;
  outcome: 'pass' | 'regressed';
}

/** What the share cap did to one side's page views. */
export interface ClientCount {
  /** Distinct clients among the page views kept. */
  clients: number;
  /** The page views kept: what the statistics see. */
  pageViews: number;
  /** The most page views one client may add to the side (the cap). */
  perClient: number;
  /** Page views left out past the cap. */
  leftOut: number;
  /** Page views left out for naming no client. */
  unattributed: number;
}

export interface Judgement {
  verdict: Verdict;
  remote: string;
  canary: string;
  current: string;
  since: string;
  /** The compared page views of each side (the same pages), before the cap on each client's share. */
  pageViews: { canary: number; current: number };
  /** Each side after the cap: the page views the figures are computed on, and from how many clients. */
  clients: { canary: ClientCount; current: ClientCount };
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
const involves = (record: FieldRecord, remote: string) =>
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

/**
 * One side's page views with no client weighing more than `maxShare` of what is kept: the largest count c such
 * that c ≤ maxShare × Σ min(nᵢ, c) over the clients' counts nᵢ (so a client at the cap holds at most that share of
 * the kept page views), and each client's first c page views (by time) kept. With fewer than 1 / maxShare
 * clients nothing can be kept. Records without a client are never kept.
 */
export function capClients(records: readonly FieldRecord[], maxShare: number): { kept: FieldRecord[] } & ClientCount {
  const byClient = new Map<string, FieldRecord[]>();
  let unattributed = 0;
  const inTime = [...records].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const record of inTime) {
    if (!record.client) {
      unattributed++;
      continue;
    }
    const list = byClient.get(record.client);
    if (list) list.push(record);
    else byClient.set(record.client, [record]);
  }
  const counts = [...byClient.values()].map((list) => list.length);
  // Whether a cap of c keeps every client within the share; true from 0 up to the largest such c, false after
  // (c − maxShare·Σ min(nᵢ, c) only grows once it is positive), so the largest is found by bisection.
  const holds = (c: number) => c <= maxShare * counts.reduce((sum, n) => sum + Math.min(n, c), 0) + 1e-9;
  let low = 0;
  let high = Math.max(0, ...counts);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (holds(middle)) low = middle;
    else high = middle - 1;
  }
  const kept = [...byClient.values()]
    .flatMap((list) => list.slice(0, low))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return {
    kept,
    clients: low > 0 ? counts.length : 0,
    pageViews: kept.length,
    perClient: low,
    leftOut: records.length - unattributed - kept.length,
    unattributed,
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
  const compared = sidesOf(records, subject);
  const { pages } = compared;
  // No client weighs more than its share of a side: what is past it is left out before any statistic.
  const { kept: canary, ...canaryClients } = capClients(compared.canary, policy.maxClientShare);
  const { kept: current, ...currentClients } = capClients(compared.current, policy.maxClientShare);
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

  const pageViews = { canary: compared.canary.length, current: compared.current.length };
  const clients = { canary: canaryClients, current: currentClients };
  let verdict: Verdict = reasons.length > 0 ? 'fail' : 'pass';
  if (pageViews.canary < policy.minPageViews || pageViews.current < policy.minPageViews) {
    verdict = 'not enough data';
    reasons.unshift(
      `${pageViews.canary} canary and ${pageViews.current} current page views on the same pages; the policy asks for ${policy.minPageViews} a side`,
    );
  } else {
    const untrusted = (['canary', 'current'] as const).flatMap((side) => {
      const count = clients[side];
      const why: string[] = [];
      if (count.clients < policy.minClients)
        why.push(
          `${side}: ${count.clients} ${count.clients === 1 ? 'client' : 'clients'} counted; the policy asks for ${policy.minClients} a side`,
        );
      if (count.pageViews < policy.minPageViews)
        why.push(
          `${side}: ${count.pageViews} of ${pageViews[side]} page views counted (at most ${percent(policy.maxClientShare)} of a side from one client); the policy asks for ${policy.minPageViews}`,
        );
      return why;
    });
    if (untrusted.length > 0) {
      // A sample so few clients could have made decides nothing: no promotion, no rollback.
      verdict = 'not enough trustworthy data';
      reasons.splice(0, reasons.length, ...untrusted);
    }
  }
  return {
    verdict,
    remote: subject.remote,
    canary: subject.canary,
    current: subject.current,
    since: subject.since.toISOString(),
    pageViews,
    clients,
    pages,
    timings,
    rates,
    reasons,
  };
}

/**
 * What --act (and so a judgement on a schedule, `--auto`) does with a verdict: promote on a pass, roll back on a
 * fail, nothing without enough data or without enough trustworthy data.
 */
export function actionFor(verdict: Verdict): 'promote' | 'rollback' | 'none' {
  return verdict === 'pass' ? 'promote' : verdict === 'fail' ? 'rollback' : 'none';
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export function format(metric: TimingMetric, value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  return metric === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

function clientsText(side: string, count: ClientCount): string {
  const unattributed = count.unattributed > 0 ? `, ${count.unattributed} without a client left out` : '';
  return `${side} ${count.clients} (${count.pageViews} page views counted, at most ${count.perClient} a client, ${count.leftOut} left out${unattributed})`;
}

/** The judgement as the command prints it: the verdict, then the figures behind it. */
export function judgementLines(judgement: Judgement): string[] {
  const interval = (metric: TimingMetric, estimate: QuantileEstimate) =>
    `${format(metric, estimate.value)} (${format(metric, estimate.low)}–${format(metric, estimate.high)}, n ${estimate.n})`;
  const lines = [
    judgement.verdict,
    `${judgement.remote}: canary ${judgement.canary} against current ${judgement.current}, since ${judgement.since}`,
    `page views: canary ${judgement.pageViews.canary}, current ${judgement.pageViews.current}, on ${judgement.pages.length} pages`,
    `clients: ${(['canary', 'current'] as const).map((side) => clientsText(side, judgement.clients[side])).join(', ')}`,
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
