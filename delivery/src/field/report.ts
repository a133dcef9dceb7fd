// The field report: what visitors lived through, per remote and release, from the field records of a
// window. A pure function of the records and the pointers (which release is current, which a canary); the CLI
// (../field.ts) prints it as text or JSON, or writes it as an HTML page (report-html.ts).
// - Per remote and release (a page view belongs to the remote that owns its page, at that remote's release; the
//   shell's own pages are the shell's): page views, p75 of LCP, INP and CLS with 95% intervals, the error rate
//   (page views with an uncaught error) and the island-failure rate (of the page views where one of the
//   remote's islands loaded or failed, those where one failed), each with Wilson's 95% interval.
// - Each row says from how many clients its page views came (records' `client`, a keyed hash): 55 page views from
//   one client read differently from 55 visitors' (the report caps nothing; the canary's judgement does).
// - The worst pages: by their p75s against the Core Web Vitals "good" thresholds (LCP 2.5 s, INP 200 ms, CLS 0.1).
// - The scripts behind the slowest interactions (INP's long-animation-frame script), with their release.
// - The most frequent errors; each metric's distribution and its p75 over time, per release (the HTML's charts).
import type { FieldRecord } from '@stallions/shared-config/field';
import type { ReleasePointer } from '@stallions/shared-config/releases';
import { format, percent, timingMetrics, type TimingMetric } from './judge';
import { quantileSorted, quantileWithInterval, wilsonInterval, type QuantileEstimate } from './stats';

export interface RateSummary {
  count: number;
  of: number;
  rate: number;
  low: number;
  high: number;
}

interface ReleaseSummary {
  remote: string;
  /** `–` for the shell's own pages (the shell has no releases). */
  release: string;
  /** What the remote's pointer says of it now. */
  role?: 'current' | 'canary';
  pageViews: number;
  /** The distinct clients of those page views (records without one are not counted). */
  clients: number;
  metrics: Record<TimingMetric, QuantileEstimate>;
  errors: RateSummary;
  islandFailures: RateSummary;
}

interface PageSummary {
  address: string;
  remote: string;
  pageViews: number;
  /** The distinct clients of those page views. */
  clients: number;
  p75: Record<TimingMetric, number | undefined>;
  /** The worst of the p75s as a multiple of its "good" threshold (1: at the threshold). */
  score: number;
}

interface ScriptSummary {
  script: string;
  remote?: string;
  release?: string;
  interactions: number;
  inpP75: number;
  inpMax: number;
}

interface ErrorSummary {
  message: string;
  script?: string;
  remote: string;
  release?: string;
  count: number;
}

interface SeriesPoint {
  remote: string;
  release: string;
  metric: TimingMetric;
  /** The bucket's start (ISO 8601). */
  t: string;
  p75: number;
  n: number;
}

interface Histogram {
  metric: TimingMetric;
  /** The bins' lower edges; the last bin holds everything from its edge up. */
  edges: number[];
  byRelease: { remote: string; release: string; counts: number[] }[];
}

export interface FieldReport {
  since: string;
  until: string;
  source: string;
  pageViews: number;
  releases: ReleaseSummary[];
  worstPages: PageSummary[];
  slowestScripts: ScriptSummary[];
  errors: ErrorSummary[];
  series: { bucketMs: number; points: SeriesPoint[] };
  histograms: Histogram[];
}

/** Core Web Vitals' "good" thresholds. */
const goodThresholds: Record<TimingMetric, number> = { lcp: 2500, inp: 200, cls: 0.1 };

const histogramSteps: Record<TimingMetric, { step: number; bins: number }> = {
  lcp: { step: 250, bins: 24 },
  inp: { step: 25, bins: 24 },
  cls: { step: 0.025, bins: 20 },
};

const noRelease = '–';
const key = (remote: string, release: string) => `${remote}\u0000${release}`;
const views = (records: readonly FieldRecord[]) => records.filter((record) => record.kind === 'view');
const clientsOf = (records: readonly FieldRecord[]) =>
  new Set(records.flatMap((record) => (record.client ? [record.client] : []))).size;
const valuesOf = (records: readonly FieldRecord[], metric: TimingMetric) =>
  records.map((record) => record[metric]).filter((value): value is number => typeof value === 'number');
const sortedValuesOf = (records: readonly FieldRecord[], metric: TimingMetric) =>
  valuesOf(records, metric).sort((a, b) => a - b);

function rate(count: number, of: number): RateSummary {
  return { count, of, rate: of > 0 ? count / of : 0, ...wilsonInterval(count, of) };
}

/** A bucket width that splits the records' span into at most 48 (a minute at least). */
export function bucketFor(spanMs: number): number {
  const widths = [1, 5, 15, 60, 180, 360, 1440].map((minutes) => minutes * 60_000);
  return widths.find((width) => spanMs / width <= 48) ?? 1440 * 60_000;
}

/** The release of a script from its address (`…/releases/<id>/…`) among a page view's releases. */
function releaseOfScript(script: string, record: FieldRecord) {
  const id = /\/releases\/([A-Za-z0-9._-]+)\//.exec(script)?.[1];
  return id ? record.releases.find((entry) => entry.release === id) : undefined;
}

/** A release's page views: those of its pages, and those where one of its islands loaded or failed. */
interface ReleaseRecords {
  remote: string;
  release: string;
  owned: FieldRecord[];
  islandViews: FieldRecord[];
}

/** The page views per remote and release, the pointers' releases first: a release without page views is listed. */
function groupByRelease(
  pageViews: readonly FieldRecord[],
  pointers: Record<string, ReleasePointer | undefined>,
): ReleaseRecords[] {
  const groups = new Map<string, ReleaseRecords>();
  const group = (remote: string, release: string) => {
    const id = key(remote, release);
    let found = groups.get(id);
    if (!found) groups.set(id, (found = { remote, release, owned: [], islandViews: [] }));
    return found;
  };
  for (const [remote, pointer] of Object.entries(pointers)) {
    if (!pointer) continue;
    if (pointer.current) group(remote, pointer.current);
    if (pointer.canary) group(remote, pointer.canary.id);
  }
  for (const record of pageViews) {
    group(record.remote, record.release ?? noRelease).owned.push(record);
    // A page view counts once for a release, however many of its islands it tried.
    const attempted = new Set(
      (record.islands ?? [])
        .filter((island) => island.ok !== undefined)
        .map((island) => key(island.remote, island.release ?? noRelease)),
    );
    for (const id of attempted) {
      const [remote, release] = id.split('\u0000') as [string, string];
      group(remote, release).islandViews.push(record);
    }
  }
  return [...groups.values()];
}

function roleOf(pointer: ReleasePointer | undefined, release: string) {
  return pointer?.current === release ? 'current' : pointer?.canary?.id === release ? 'canary' : undefined;
}

function releaseSummary(
  { remote, release, owned, islandViews }: ReleaseRecords,
  role: ReleaseSummary['role'],
): ReleaseSummary {
  const failed = islandViews.filter((record) =>
    (record.islands ?? []).some(
      (island) => island.remote === remote && (island.release ?? noRelease) === release && island.ok === false,
    ),
  ).length;
  return {
    remote,
    release,
    ...(role ? { role } : {}),
    pageViews: owned.length,
    clients: clientsOf(owned),
    metrics: Object.fromEntries(
      timingMetrics.map((metric) => [metric, quantileWithInterval(valuesOf(owned, metric))]),
    ) as Record<TimingMetric, QuantileEstimate>,
    errors: rate(owned.filter((record) => (record.errors ?? 0) > 0).length, owned.length),
    islandFailures: rate(failed, islandViews.length),
  };
}

/** Each release's summary, by remote, the most viewed first. */
function releaseSummaries(
  groups: readonly ReleaseRecords[],
  pointers: Record<string, ReleasePointer | undefined>,
): ReleaseSummary[] {
  return groups
    .map((group) => releaseSummary(group, roleOf(pointers[group.remote], group.release)))
    .sort(
      (a, b) => a.remote.localeCompare(b.remote) || b.pageViews - a.pageViews || a.release.localeCompare(b.release),
    );
}

function worstPages(pageViews: readonly FieldRecord[]): PageSummary[] {
  const byAddress = new Map<string, FieldRecord[]>();
  for (const record of pageViews) byAddress.set(record.address, [...(byAddress.get(record.address) ?? []), record]);
  return [...byAddress.entries()]
    .map(([address, list]): PageSummary => {
      const p75 = Object.fromEntries(
        timingMetrics.map((metric) => {
          const values = sortedValuesOf(list, metric);
          return [metric, values.length > 0 ? quantileSorted(values, 0.75) : undefined];
        }),
      ) as Record<TimingMetric, number | undefined>;
      const score = Math.max(...timingMetrics.map((metric) => (p75[metric] ?? 0) / goodThresholds[metric]));
      return { address, remote: list[0]!.remote, pageViews: list.length, clients: clientsOf(list), p75, score };
    })
    .sort((a, b) => b.score - a.score || b.pageViews - a.pageViews)
    .slice(0, 10);
}

/** The scripts behind the slowest interactions. */
function slowestScripts(pageViews: readonly FieldRecord[]): ScriptSummary[] {
  const byScript = new Map<string, { values: number[]; remote?: string; release?: string }>();
  for (const record of pageViews) {
    if (!record.inp_script || record.inp === undefined) continue;
    const entry = byScript.get(record.inp_script) ?? { values: [], ...releaseOfScript(record.inp_script, record) };
    entry.values.push(record.inp);
    byScript.set(record.inp_script, entry);
  }
  return [...byScript.entries()]
    .map(([script, { values, remote, release }]): ScriptSummary => {
      const sorted = values.sort((a, b) => a - b);
      return {
        script,
        ...(remote ? { remote, release } : {}),
        interactions: sorted.length,
        inpP75: quantileSorted(sorted, 0.75),
        inpMax: sorted.at(-1)!,
      };
    })
    .sort((a, b) => b.inpP75 - a.inpP75)
    .slice(0, 10);
}

function mostFrequentErrors(records: readonly FieldRecord[]): ErrorSummary[] {
  const byError = new Map<string, ErrorSummary>();
  for (const record of records) {
    if (record.kind !== 'error') continue;
    const message = record.error_message ?? '';
    const id = [message, record.script, record.remote, record.release].join('\u0000');
    const known = byError.get(id);
    if (known) known.count++;
    else
      byError.set(id, {
        message,
        ...(record.script ? { script: record.script } : {}),
        remote: record.remote,
        ...(record.release ? { release: record.release } : {}),
        count: 1,
      });
  }
  return [...byError.values()].sort((a, b) => b.count - a.count).slice(0, 10);
}

/** p75 over time, per release, in buckets that fit the page views' span (the window's, without any). */
function timeSeries(
  pageViews: readonly FieldRecord[],
  groups: readonly ReleaseRecords[],
  window: { since: Date; until: Date },
): FieldReport['series'] {
  const times = pageViews.map((record) => Date.parse(record.at));
  const first = times.length > 0 ? Math.min(...times) : window.since.getTime();
  const last = times.length > 0 ? Math.max(...times) : window.until.getTime();
  const bucketMs = bucketFor(last - first);
  const points: SeriesPoint[] = [];
  for (const { remote, release, owned } of groups) {
    const buckets = new Map<number, FieldRecord[]>();
    for (const record of owned) {
      const start = Math.floor(Date.parse(record.at) / bucketMs) * bucketMs;
      buckets.set(start, [...(buckets.get(start) ?? []), record]);
    }
    for (const [start, list] of [...buckets.entries()].sort((a, b) => a[0] - b[0]))
      for (const metric of timingMetrics) {
        const values = sortedValuesOf(list, metric);
        if (values.length > 0)
          points.push({
            remote,
            release,
            metric,
            t: new Date(start).toISOString(),
            p75: quantileSorted(values, 0.75),
            n: values.length,
          });
      }
  }
  return { bucketMs, points };
}

/** Each metric's distribution per release that has page views of its own. */
function histograms(groups: readonly ReleaseRecords[]): Histogram[] {
  return timingMetrics.map((metric): Histogram => {
    const { step, bins } = histogramSteps[metric];
    const edges = Array.from({ length: bins + 1 }, (_, i) => Number((i * step).toFixed(3)));
    return {
      metric,
      edges,
      byRelease: groups
        .filter(({ owned }) => owned.length > 0)
        .map(({ remote, release, owned }) => {
          const counts = edges.map(() => 0);
          for (const value of valuesOf(owned, metric)) counts[Math.min(Math.floor(value / step + 1e-9), bins)]!++;
          return { remote, release, counts };
        }),
    };
  });
}

export function buildReport(
  records: readonly FieldRecord[],
  window: { since: Date; until: Date; source: string },
  pointers: Record<string, ReleasePointer | undefined> = {},
): FieldReport {
  const pageViews = views(records);
  const groups = groupByRelease(pageViews, pointers);
  return {
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    source: window.source,
    pageViews: pageViews.length,
    releases: releaseSummaries(groups, pointers),
    worstPages: worstPages(pageViews),
    slowestScripts: slowestScripts(pageViews),
    errors: mostFrequentErrors(records),
    series: timeSeries(pageViews, groups, window),
    histograms: histograms(groups),
  };
}

const interval = (metric: TimingMetric, estimate: QuantileEstimate) =>
  estimate.n === 0
    ? '–'
    : `${format(metric, estimate.value)} (${format(metric, estimate.low)}–${format(metric, estimate.high)})`;
const rateText = (summary: RateSummary) =>
  summary.of === 0 ? '–' : `${percent(summary.rate)} (${summary.count}/${summary.of})`;

// A row's cells in the worst pages', the slowest scripts' and the errors' tables: the text report and the HTML
// report (report-html.ts) show the same ones.
export const worstPageCells = (page: PageSummary) => [
  page.address,
  page.remote,
  String(page.pageViews),
  String(page.clients),
  format('lcp', page.p75.lcp),
  format('inp', page.p75.inp),
  format('cls', page.p75.cls),
];
export const slowScriptCells = (script: ScriptSummary) => [
  script.script,
  script.remote ? `${script.remote} ${script.release}` : '',
  String(script.interactions),
  format('inp', script.inpP75),
  format('inp', script.inpMax),
];
export const errorCells = (error: ErrorSummary) => [
  String(error.count),
  error.remote,
  error.release ?? '',
  error.message,
  error.script ?? '',
];

/** Rows of cells as aligned columns. */
function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

/** The report as text: a table per remote and release, then the worst pages, scripts and errors. */
export function reportLines(report: FieldReport): string[] {
  const lines = [
    `Field report ${report.since} – ${report.until} (${report.source}): ${report.pageViews} page views`,
    '',
    ...columns([
      [
        'remote',
        'release',
        'role',
        'views',
        'clients',
        'LCP p75 (95% CI)',
        'INP p75 (95% CI)',
        'CLS p75 (95% CI)',
        'errors',
        'island failures',
      ],
      ...report.releases.map((row) => [
        row.remote,
        row.release,
        row.role ?? '',
        String(row.pageViews),
        String(row.clients),
        interval('lcp', row.metrics.lcp),
        interval('inp', row.metrics.inp),
        interval('cls', row.metrics.cls),
        rateText(row.errors),
        rateText(row.islandFailures),
      ]),
    ]),
  ];
  if (report.worstPages.length > 0)
    lines.push(
      '',
      'Worst pages (p75 against the good thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1)',
      ...columns([
        ['page', 'remote', 'views', 'clients', 'LCP', 'INP', 'CLS'],
        ...report.worstPages.map(worstPageCells),
      ]),
    );
  if (report.slowestScripts.length > 0)
    lines.push(
      '',
      'Scripts behind the slowest interactions',
      ...columns([
        ['script', 'release', 'interactions', 'INP p75', 'INP max'],
        ...report.slowestScripts.map(slowScriptCells),
      ]),
    );
  if (report.errors.length > 0)
    lines.push(
      '',
      'Errors',
      ...columns([['count', 'remote', 'release', 'message', 'script'], ...report.errors.map(errorCells)]),
    );
  return lines;
}
