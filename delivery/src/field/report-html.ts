// The field report as one HTML file that works offline: Chart.js (its UMD build from node_modules) and the
// report's data are inlined, nothing is fetched. Per metric, its distribution per release (the share of each
// release's page views in each bin, so releases of any size compare) and its p75 over time per release; the
// table per remote and release; the worst pages, the scripts behind the slowest interactions, the errors.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, percent, timingMetrics, type TimingMetric } from './judge';
import { errorCells, slowScriptCells, worstPageCells, type FieldReport, type RateSummary } from './report';

const metricNames: Record<TimingMetric, string> = {
  lcp: 'Largest contentful paint',
  inp: 'Interaction to next paint',
  cls: 'Cumulative layout shift',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON or script text that cannot end its <script> element. */
const inScript = (text: string) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** Chart.js's browser build, from node_modules. */
function chartJsSource(): string {
  return readFileSync(join(dirname(require.resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
}

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const rateCell = (summary: RateSummary) =>
  summary.of === 0
    ? '–'
    : `${percent(summary.rate)} (${summary.count}/${summary.of}; ${percent(summary.low)}–${percent(summary.high)})`;

/** The page's own script: draws the charts from the data element. */
const drawCharts = `
const report = JSON.parse(document.getElementById('report-data').textContent);
const palette = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7ea4', '#57606a'];
const name = (row) => row.remote + ' ' + row.release;
const colours = new Map();
const colour = (label) => { if (!colours.has(label)) colours.set(label, palette[colours.size % palette.length]); return colours.get(label); };
const unit = (metric, value) => metric === 'cls' ? value.toFixed(3) : Math.round(value) + ' ms';
for (const histogram of report.histograms) {
  const labels = histogram.edges.map((edge, i) => i === histogram.edges.length - 1 ? '≥ ' + unit(histogram.metric, edge) : unit(histogram.metric, edge));
  new Chart(document.getElementById('distribution-' + histogram.metric), {
    type: 'bar',
    data: {
      labels,
      datasets: histogram.byRelease.map((row) => {
        const total = row.counts.reduce((a, b) => a + b, 0) || 1;
        return { label: name(row), data: row.counts.map((count) => (100 * count) / total), backgroundColor: colour(name(row)) };
      }),
    },
    options: { animation: false, scales: { y: { title: { display: true, text: '% of the release’s page views' } } } },
  });
  const points = report.series.points.filter((point) => point.metric === histogram.metric);
  const times = [...new Set(points.map((point) => point.t))].sort();
  const releases = [...new Set(points.map(name))];
  new Chart(document.getElementById('p75-' + histogram.metric), {
    type: 'line',
    data: {
      labels: times.map((t) => new Date(t).toLocaleString()),
      datasets: releases.map((label) => ({
        label,
        data: times.map((t) => points.find((point) => point.t === t && name(point) === label)?.p75 ?? null),
        borderColor: colour(label),
        backgroundColor: colour(label),
        spanGaps: true,
      })),
    },
    options: { animation: false, scales: { y: { beginAtZero: true, title: { display: true, text: 'p75' } } } },
  });
}
`;

export function reportHtml(report: FieldReport, chartJs: string = chartJsSource()): string {
  const releaseRows = report.releases.map((row) => [
    row.remote,
    row.release,
    row.role ?? '',
    String(row.pageViews),
    String(row.clients),
    ...timingMetrics.map((metric) => {
      const estimate = row.metrics[metric];
      return estimate.n === 0
        ? '–'
        : `${format(metric, estimate.value)} (${format(metric, estimate.low)}–${format(metric, estimate.high)}, n ${estimate.n})`;
    }),
    rateCell(row.errors),
    rateCell(row.islandFailures),
  ]);
  const sections = timingMetrics
    .map(
      (metric) => `<section><h2>${metricNames[metric]} (${metric.toUpperCase()})</h2>
  <div class="charts"><figure><figcaption>Distribution per release</figcaption><canvas id="distribution-${metric}"></canvas></figure>
  <figure><figcaption>p75 over time per release (${Math.round(report.series.bucketMs / 60_000)} min buckets)</figcaption><canvas id="p75-${metric}"></canvas></figure></div></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Field report ${escapeHtml(report.since)} – ${escapeHtml(report.until)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1f2328; }
  table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
  th, td { border-bottom: 1px solid #d0d7de; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
  th { background: #f6f8fa; }
  .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(28rem, 1fr)); gap: 1.5rem; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 0.3rem; }
</style>
</head>
<body>
<h1>Field report</h1>
<p>${escapeHtml(report.since)} – ${escapeHtml(report.until)} · ${escapeHtml(report.source)} · ${report.pageViews} page views</p>
<h2>Per remote and release</h2>
${table(
  [
    'remote',
    'release',
    'role',
    'page views',
    'clients',
    'LCP p75 (95% CI)',
    'INP p75 (95% CI)',
    'CLS p75 (95% CI)',
    'error rate',
    'island-failure rate',
  ],
  releaseRows,
)}
${sections}
<h2>Worst pages</h2>
<p>Ranked by their worst p75 against the good thresholds (LCP 2.5 s, INP 200 ms, CLS 0.1).</p>
${table(
  ['page', 'remote', 'page views', 'clients', 'LCP p75', 'INP p75', 'CLS p75'],
  report.worstPages.map(worstPageCells),
)}
<h2>Scripts behind the slowest interactions</h2>
${table(['script', 'remote release', 'interactions', 'INP p75', 'INP max'], report.slowestScripts.map(slowScriptCells))}
<h2>Errors</h2>
${table(['count', 'remote', 'release', 'message', 'script'], report.errors.map(errorCells))}
<script type="application/json" id="report-data">${inScript(JSON.stringify(report))}</script>
<script>${inScript(chartJs)}</script>
<script>${inScript(drawCharts)}</script>
</body>
</html>
`;
}
