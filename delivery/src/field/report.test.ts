import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toFieldRecord, type FieldRecord, type PageViewBeacon } from '@stallions/shared-config/field';
import { cloudLoggingLine } from '@stallions/render-server/field';
import { sinceOf } from '../field';
import { bucketFor, buildReport, reportLines } from './report';
import { reportHtml } from './report-html';
import { bigQuerySql, bigQuerySource, fileSource, parseExport } from './sources';

const since = new Date('2026-12-01T00:00:00.000Z');
const until = new Date('2026-12-02T00:00:00.000Z');

/** A page view's record; `releases` and `client` are what the server took from its token and its address. */
const view = (
  {
    releases = { about: 'a1', getInvolved: 'g1', causes: 'c1' },
    client = 'client-a',
    ...changes
  }: Partial<PageViewBeacon> & { releases?: Record<string, string>; client?: string },
  at: string,
  side?: 'canary' | 'current',
): FieldRecord =>
  toFieldRecord(
    {
      kind: 'view',
      address: '/get-involved/join',
      lng: 'en',
      remote: 'getInvolved',
      token: 'pv1.page-view.signature',
      navigationType: 'navigate',
      lcp: { value: 1000, phases: { ttfb: 100, loadDelay: 0, loadDuration: 0, renderDelay: 900 } },
      cls: { value: 0 },
      islands: [],
      errors: 0,
      ...changes,
    },
    { at: new Date(at), side, releases, client },
  );

const records: FieldRecord[] = [
  ...Array.from({ length: 8 }, (_, i) =>
    view(
      {
        lcp: { value: 1000 + 100 * i, phases: { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: 0 } },
        client: `client-${i % 3}`,
      },
      `2026-12-01T10:0${i}:00.000Z`,
    ),
  ),
  view(
    {
      releases: { about: 'a1', getInvolved: 'g2', causes: 'c1' },
      inp: {
        value: 480,
        inputDelay: 10,
        processing: 400,
        presentation: 70,
        scriptUrl: 'http://localhost:3002/releases/g2/islands.js',
      },
      islands: [{ remote: 'getInvolved', name: 'JoinForm', ok: false, code: 'RUNTIME-008' }],
      errors: 1,
    },
    '2026-12-01T11:00:00.000Z',
    'canary',
  ),
  view(
    {
      address: '/',
      remote: 'shell',
      lcp: { value: 3000, phases: { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: 0 } },
      islands: [{ remote: 'causes', name: 'CompanionsCarousel', ok: true }],
    },
    '2026-12-01T12:00:00.000Z',
  ),
  toFieldRecord(
    {
      kind: 'error',
      address: '/get-involved/join',
      lng: 'en',
      remote: 'getInvolved',
      token: 'pv1.page-view.signature',
      navigationType: 'navigate',
      type: 'error',
      message: 'Join island exploded',
      scriptUrl: 'http://localhost:3002/releases/g2/islands.js',
    },
    { at: new Date('2026-12-01T11:00:01.000Z'), side: 'canary', releases: { getInvolved: 'g2' } },
  ),
];

const pointers = {
  getInvolved: {
    current: 'g1',
    canary: { id: 'g2', percent: 10 },
    previous: [],
    releases: [
      { id: 'g1', publishedAt: '2026-11-30T00:00:00.000Z' },
      { id: 'g2', publishedAt: '2026-12-01T10:30:00.000Z' },
    ],
  },
  about: { current: 'a1', previous: [], releases: [{ id: 'a1', publishedAt: '2026-11-30T00:00:00.000Z' }] },
  news: undefined,
};

describe('buildReport', () => {
  const report = buildReport(records, { since, until, source: 'test' }, pointers);

  it('sums up each remote’s releases, the current and the canary named, those without page views too', () => {
    expect(report.pageViews).toBe(10);
    expect(
      report.releases.map(({ remote, release, role, pageViews, clients }) => [
        remote,
        release,
        role,
        pageViews,
        clients,
      ]),
    ).toEqual([
      ['about', 'a1', 'current', 0, 0],
      ['causes', 'c1', undefined, 0, 0],
      // Eight page views from three clients.
      ['getInvolved', 'g1', 'current', 8, 3],
      ['getInvolved', 'g2', 'canary', 1, 1],
      ['shell', '–', undefined, 1, 1],
    ]);
    const current = report.releases.find((row) => row.release === 'g1')!;
    // 1000…1700: p75 = 1000 + 7·0.75·100 = 1525; 8 values bound it by x(3) = 1200 (SciPy: binom.ppf(0.025, 8,
    // 0.75) = 3) and nothing above (binom.ppf(0.975, 8, 0.75) + 1 = 9 > 8).
    expect(current.metrics.lcp).toEqual({ n: 8, value: 1525, low: 1200 });
    expect(current.errors).toMatchObject({ count: 0, of: 8, rate: 0 });
    const canary = report.releases.find((row) => row.release === 'g2')!;
    expect(canary.errors).toMatchObject({ count: 1, of: 1, rate: 1 });
    expect(canary.islandFailures).toMatchObject({ count: 1, of: 1, rate: 1 });
    // The carousel loaded on the home page: an island of causes' c1 that did not fail.
    expect(report.releases.find((row) => row.remote === 'causes')!.islandFailures).toMatchObject({ count: 0, of: 1 });
  });

  it('names the worst pages, the scripts behind the slowest interactions (with their release) and the errors', () => {
    expect(report.worstPages.map((page) => [page.address, page.score, page.clients])).toEqual([
      ['/get-involved/join', 2.4, 4], // INP p75 480 ms against 200 ms; clients 0, 1, 2 and a
      ['/', 1.2, 1], // LCP 3 s against 2.5 s
    ]);
    expect(report.slowestScripts).toEqual([
      {
        script: 'http://localhost:3002/releases/g2/islands.js',
        remote: 'getInvolved',
        release: 'g2',
        interactions: 1,
        inpP75: 480,
        inpMax: 480,
      },
    ]);
    expect(report.errors).toEqual([
      {
        message: 'Join island exploded',
        script: 'http://localhost:3002/releases/g2/islands.js',
        remote: 'getInvolved',
        release: 'g2',
        count: 1,
      },
    ]);
  });

  it('draws p75 over time in buckets that fit the records’ span, and each release’s distribution', () => {
    expect(report.series.bucketMs).toBe(5 * 60_000); // two hours of records: 24 buckets of 5 minutes
    expect(report.series.points.filter((point) => point.release === 'g1' && point.metric === 'lcp')).toEqual([
      { remote: 'getInvolved', release: 'g1', metric: 'lcp', t: '2026-12-01T10:00:00.000Z', p75: 1300, n: 5 },
      { remote: 'getInvolved', release: 'g1', metric: 'lcp', t: '2026-12-01T10:05:00.000Z', p75: 1650, n: 3 },
    ]);
    const lcp = report.histograms.find((histogram) => histogram.metric === 'lcp')!;
    expect(lcp.edges.slice(0, 3)).toEqual([0, 250, 500]);
    const g1 = lcp.byRelease.find((row) => row.release === 'g1')!;
    expect(g1.counts.reduce((a, b) => a + b)).toBe(8);
    expect(g1.counts[4]).toBe(3); // 1000, 1100, 1200 in [1000, 1250)
  });

  it('keeps one order of releases throughout: the pointers’ first, then as page views and their islands name them', () => {
    expect(
      report.series.points.map(({ remote, release, metric, t, n }) => `${remote} ${release} ${metric} ${t} ${n}`),
    ).toEqual([
      'getInvolved g1 lcp 2026-12-01T10:00:00.000Z 5',
      'getInvolved g1 cls 2026-12-01T10:00:00.000Z 5',
      'getInvolved g1 lcp 2026-12-01T10:05:00.000Z 3',
      'getInvolved g1 cls 2026-12-01T10:05:00.000Z 3',
      'getInvolved g2 lcp 2026-12-01T11:00:00.000Z 1',
      'getInvolved g2 inp 2026-12-01T11:00:00.000Z 1',
      'getInvolved g2 cls 2026-12-01T11:00:00.000Z 1',
      'shell – lcp 2026-12-01T12:00:00.000Z 1',
      'shell – cls 2026-12-01T12:00:00.000Z 1',
    ]);
    // Only the releases with page views of their own have a distribution.
    for (const histogram of report.histograms)
      expect(histogram.byRelease.map(({ remote, release }) => `${remote} ${release}`)).toEqual([
        'getInvolved g1',
        'getInvolved g2',
        'shell –',
      ]);
  });

  it('counts a page view once per release of its islands, and only the islands that loaded or failed', () => {
    const islands = [
      { remote: 'causes', name: 'CompanionsCarousel', ok: true },
      { remote: 'causes', name: 'DonateButton', ok: false, code: 'RUNTIME-008' },
      { remote: 'about', name: 'Team' },
    ];
    const { releases } = buildReport([view({ islands }, '2026-12-01T10:00:00.000Z')], { since, until, source: 'x' });
    expect(
      releases.map(({ remote, release, islandFailures }) => [remote, release, islandFailures.count, islandFailures.of]),
    ).toEqual([
      ['causes', 'c1', 1, 1],
      ['getInvolved', 'g1', 0, 0],
    ]);
  });

  it('sums up a window without page views: the pointers’ releases, buckets that fit the window', () => {
    const empty = buildReport([], { since, until, source: 'x' }, pointers);
    expect(empty.releases.map(({ remote, release, role, pageViews }) => [remote, release, role, pageViews])).toEqual([
      ['about', 'a1', 'current', 0],
      ['getInvolved', 'g1', 'current', 0],
      ['getInvolved', 'g2', 'canary', 0],
    ]);
    expect(empty.releases[0]!.metrics.lcp.n).toBe(0);
    expect(empty.series).toEqual({ bucketMs: 3_600_000, points: [] });
    expect(empty.histograms.map((histogram) => histogram.byRelease)).toEqual([[], [], []]);
    expect([empty.worstPages, empty.slowestScripts, empty.errors]).toEqual([[], [], []]);
  });

  it('prints tables a team reads at a glance', () => {
    const text = reportLines(report).join('\n');
    expect(text).toMatch(/^Field report 2026-12-01T00:00:00.000Z – 2026-12-02T00:00:00.000Z \(test\): 10 page views/);
    expect(text).toMatch(/getInvolved +g1 +current +8 +3 +1525 ms \(1200 ms––\)/);
    expect(text).toMatch(/getInvolved +g2 +canary +1 .* 100\.0% \(1\/1\) +100\.0% \(1\/1\)/);
    expect(text).toContain('Scripts behind the slowest interactions');
  });

  it('writes an HTML page with the charting library and the data inlined: nothing to fetch', () => {
    const html = reportHtml(report);
    expect(html).toContain('new Chart(document.getElementById(');
    expect(html).toMatch(/Chart\.js v4/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href=/);
    expect(html).toContain('<td>Join island exploded</td>');
    // The data cannot end its script element.
    const hostile = reportHtml({ ...report, source: '</script><script>alert(1)</script>' }, '');
    expect(hostile).not.toContain('</script><script>alert(1)');
  });
});

describe('bucketFor', () => {
  it('splits a span into at most 48 buckets of a round width', () => {
    expect(bucketFor(10 * 60_000)).toBe(60_000);
    expect(bucketFor(24 * 3_600_000)).toBe(3_600_000);
    expect(bucketFor(30 * 86_400_000)).toBe(86_400_000);
  });
});

describe('the sources', () => {
  it('read records from a JSONL export, from Cloud Logging entries, or from an array of entries', () => {
    const [first, second] = records as [FieldRecord, FieldRecord];
    const entry = (record: FieldRecord) => ({ jsonPayload: JSON.parse(cloudLoggingLine(record)), severity: 'INFO' });
    expect(parseExport(`${JSON.stringify(first)}\n\nnot json\n${JSON.stringify(entry(second))}\n`)).toEqual([
      first,
      second,
    ]);
    expect(parseExport(JSON.stringify([entry(first), entry(second)]))).toEqual([first, second]);
  });

  it('read a file’s records of the window only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'field-export-'));
    try {
      const file = join(dir, 'field.jsonl');
      writeFileSync(file, records.map((record) => cloudLoggingLine(record)).join(''));
      const read = await fileSource(file).read({ since: new Date('2026-12-01T11:00:00.000Z'), until });
      expect(read.map((record) => record.at)).toEqual([
        '2026-12-01T11:00:00.000Z',
        '2026-12-01T11:00:01.000Z',
        '2026-12-01T12:00:00.000Z',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ask BigQuery for the sink’s field entries of the window, from a table named in full', () => {
    expect(bigQuerySql('p.d.t')).toMatch(
      /FROM `p\.d\.t`\s+WHERE timestamp >= @since AND timestamp < @until AND jsonPayload\.message = 'field'/,
    );
    expect(() => bigQuerySource('d.t; DROP TABLE x')).toThrow(/is not a BigQuery table/);
  });
});

describe('--since', () => {
  const now = new Date('2026-12-02T00:00:00.000Z');
  it.each([
    ['24h', '2026-12-01T00:00:00.000Z'],
    ['30m', '2026-12-01T23:30:00.000Z'],
    ['7d', '2026-11-25T00:00:00.000Z'],
    ['2026-11-30T12:00:00Z', '2026-11-30T12:00:00.000Z'],
  ])('%s', (text, expected) => expect(sinceOf(text, now).toISOString()).toBe(expected));

  it('refuses what is neither', () => expect(() => sinceOf('yesterday', now)).toThrow('--since yesterday'));
});
