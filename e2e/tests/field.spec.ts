// Field measurement and judged canaries, on a local-cloud of its own with a release store and a field
// store of its own:
// 1. Synthetic visitors (a fresh browser context each, English, French and Arabic, phone and desktop) read pages
//    of every section and fill the join form; each page's beacon goes when the visitor leaves it. The field
//    report then lists every remote's live release with those page views and plausible LCP and CLS.
// 2. A get-involved release whose join island throws once hydrated in the browser (the server renders it, so the
//    release gate lets it through) runs as a 50% canary beside release A; visitors on both sides touch the form;
//    `release --judge --act` prints `fail` (the canary's error rate) and rolls it back: A alone is served again.
// 3. The same build as A, as a canary under another id: `--judge --act` prints `pass` and promotes it, or `not
//    enough data` and moves nothing (then --promote does).
// The judgement's policy asks for a few page views a side, so the test stays short. A visitor is put on a side
// by its __session cookie (`canary.<key>` / `current.<key>`, render-server/src/canary-visitors.ts), as the
// server itself would have drawn it; the page it gets carries its page view's signed token (the releases it was
// rendered with and the side of the renderer that drew it), which its beacons send back and the records keep.
// Every visitor here is this machine, one client to the server: the judgement's client rules (10% of a side
// from one client, 20 clients a side) are turned off in these tests' policy; field-forgery.spec.ts judges a
// one-client sample under the default rules. An island that throws on hydration counts in the error rate (an
// uncaught error in the page view), not in the island-failure rate (its code loaded).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sectionRegistry } from '@stallions/site-registry';
import { npmScript } from './support/commands';
import { appShowing, expect, test } from './support/fixtures';
import { serveFromOwnFolder } from './support/own-server';
import { leavePage, pageScriptRan, vitalsMeasured } from './support/site';
import { ownPorts, serverChangeCeiling } from './support/env';
import { fixtureBuild, fixtureDist, joinIslandBreakage } from '../fixtures/builds';

const ports = ownPorts('field');
const shell = `http://localhost:${ports.base}`;
const joinPath = '/get-involved/join';

/** A visitor's one page view. */
interface Visit {
  path: string;
  device: 'phone' | 'desktop';
  /** Their __session cookie: the canary side they were drawn into (none: no canary runs, or a fresh draw). */
  session?: string;
  /** On a join page: they touch the form; it hydrates and they fill some of it, or it breaks on hydration. */
  form?: 'fills' | 'breaks';
}

const contextOptions = {
  phone: devices['Pixel 7'],
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
};
const locales: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar' };
const languageOf = (path: string) => /^\/(fr|ar)(?:\/|$)/.exec(path)?.[1] ?? 'en';

/** The remote that owns a page (the field records' `remote`): its section's, or the shell. */
function ownerOf(path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  const section = languageOf(path) === 'en' ? first : second;
  return sectionRegistry().find((entry) => entry.path === section)?.remote ?? 'shell';
}

/** `about=unreleased-1a2b, getInvolved=rel-a, …` (X-Site-Releases) as remote → release. */
const releasesOf = (header: string): Record<string, string> =>
  Object.fromEntries(header.split(', ').map((pair) => pair.split('=') as [string, string]));

/** Resolves once the page's largest contentful paint is known to the page (at most 10 s). */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        setTimeout(() => done(false), 10_000);
        new PerformanceObserver(() => done(true)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

interface Estimate {
  n: number;
  /** null where there were no values (NaN in JSON). */
  value: number | null;
}
/** What the test reads of `npm run -s field -- report --json` (delivery/src/field/report.ts). */
interface FieldReport {
  pageViews: number;
  releases: {
    remote: string;
    release: string;
    role?: 'current' | 'canary';
    pageViews: number;
    /** Distinct clients of those page views (a keyed hash each): this machine is one. */
    clients: number;
    metrics: Record<'lcp' | 'inp' | 'cls', Estimate>;
    errors: { count: number; of: number };
    islandFailures: { count: number; of: number };
  }[];
}

test.describe('field measurement and judged canaries', () => {
  test.describe.configure({ mode: 'serial' });
  const work = serveFromOwnFolder('field', ports, 420_000, async (folder) => {
    // A release whose join form throws in the browser once hydrated; the server renders it, so the gate lets it
    // through (fixtures/builds.ts).
    await fixtureBuild('field-broken');
    return { env: { RELEASES_DIR: join(folder, 'releases') } };
  });
  /** The browser contexts of visits whose beacons may still be on their way (closed once they have arrived). */
  let open: BrowserContext[] = [];
  const store = () => join(work(), 'releases');
  const dataDir = () => join(work(), '.data');
  const buildBroken = () => fixtureDist('field-broken');

  /** `npm run -s <script> -- …` against this test's stores; resolves with its exit code and output. */
  const run = (script: 'release' | 'field', ...args: string[]) =>
    // The render checks alone: the gate's look would refuse the release whose island breaks, which this spec
    // publishes as a canary for the judge to catch (gate.spec tests the look).
    npmScript(script, args, { RELEASES_DIR: store(), DATA_DIR: dataDir(), RELEASE_GATE_EYES: 'off' });
  const release = (...args: string[]) => run('release', 'getInvolved', ...args);

  async function fieldReport(): Promise<FieldReport> {
    const report = await run('field', 'report', '--json');
    expect(report.status, report.err).toBe(0);
    return JSON.parse(report.out) as FieldReport;
  }

  /** The server's page as a visitor with `cookie` (or a new one) gets it (fetch: no cookie jar between calls). */
  async function served(path = joinPath, cookie?: string) {
    const get = () => fetch(`${shell}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    const response = await get().catch(get); // a kept-alive connection closed just as it was reused
    await response.body?.cancel();
    return {
      releases: response.headers.get('x-site-releases') ?? '',
      setCookie: response.headers.get('set-cookie') ?? undefined,
    };
  }

  /** Waits until the server draws new visitors for a canary; the canary group's cookie key. */
  async function canaryKey(): Promise<string> {
    await expect.poll(async () => (await served()).setCookie, { timeout: serverChangeCeiling }).toMatch(/^__session=/);
    const key = /^__session=(?:canary|current)\.(\w+)/.exec((await served()).setCookie ?? '')?.[1];
    expect(key).toBeDefined();
    return key!;
  }

  /**
   * One visitor's page view, in a browser context of their own: the page, its largest paint, the form touched if
   * the visit says so, then away by a link to another address of the site (leavePage), so the page sends its
   * beacon (pagehide). The context stays open (in `open`) until the beacons have arrived: closing it could cancel
   * one in flight.
   */
  async function visit(browser: Browser, { path, device, session, form }: Visit) {
    const context = await browser.newContext({ ...contextOptions[device], locale: locales[languageOf(path)] });
    open.push(context);
    if (session) await context.addCookies([{ name: '__session', value: session, url: shell }]);
    const page = await context.newPage();
    // The broken island's error, as the page script's error listener hears it (uncaught).
    const broke =
      form === 'breaks'
        ? page
            .waitForEvent('pageerror', {
              predicate: (error) => error.message.includes(joinIslandBreakage),
              timeout: 45_000,
            })
            .then(
              () => true,
              () => false,
            )
        : undefined;
    const response = await page.goto(`${shell}${path}`);
    expect(response?.status(), path).toBe(200);
    await largestPaint(page);
    if (form) {
      const joinForm = page.getByTestId('join-form');
      const firstName = joinForm.locator('[name="firstName"]');
      // The pointer over the form: the island's code loads and hydrates (a broken one then takes its form away,
      // so nothing more is done on it).
      await firstName.hover();
      if (broke) expect(await broke, `${path}: the island broke in the browser`).toBe(true);
      else {
        await expect(page.locator('html[data-islands-ready]')).toBeAttached({ timeout: 30_000 });
        await firstName.click();
        await firstName.pressSequentially('Field');
        await joinForm.locator('input[name="hasReference"][value="yes"]').check();
      }
    } else await appShowing(page); // a page's other islands (if any) load as a visitor reaching for them
    // Leaving before the page script listens for it would send no beacon at all; before its vitals are measured
    // (web-vitals, loaded after the load event), a beacon without them.
    await pageScriptRan(page);
    await vitalsMeasured(page);
    // Leaving the page sends its beacon (pagehide); the page stays open until the report has counted it (a
    // page closed at once can take a beacon still on its way with it).
    await leavePage(page);
  }

  /** The visits, two at a time (fresh contexts; the machine may have two cores). */
  async function visitAll(browser: Browser, visits: readonly Visit[]) {
    let next = 0;
    const visitor = async () => {
      while (next < visits.length) await visit(browser, visits[next++]!);
    };
    await Promise.all([visitor(), visitor()]);
  }

  async function closeVisits() {
    const contexts = open;
    open = [];
    await Promise.all(contexts.map((context) => context.close()));
  }

  /** Polls `--judge` (which moves nothing) until each side's page views are in; its output then. */
  async function judgedOnAtLeast(views: number) {
    let judged = '';
    await expect(async () => {
      const result = await release('--judge');
      judged = result.out;
      const counts = /^page views: canary (\d+), current (\d+)/m.exec(judged);
      expect(counts, `${judged}\n${result.err}`).not.toBeNull();
      expect(Math.min(Number(counts![1]), Number(counts![2])), judged).toBeGreaterThanOrEqual(views);
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
    return judged;
  }

  /**
   * Five visitors a side (the policy's minimum), in turn, phone and desktop alternating: the canary's use its form
   * as `canaryForm` says, the current's fill theirs. Returns once `--judge` has every view.
   */
  async function visitFiveEachSide(browser: Browser, key: string, canaryForm: NonNullable<Visit['form']>) {
    const visits = Array.from({ length: 5 }, (_, index): Visit[] => [
      { path: joinPath, device: index % 2 ? 'phone' : 'desktop', session: `canary.${key}`, form: canaryForm },
      { path: joinPath, device: index % 2 ? 'desktop' : 'phone', session: `current.${key}`, form: 'fills' },
    ]).flat();
    await visitAll(browser, visits);
    await judgedOnAtLeast(5);
    await closeVisits();
  }

  test.afterEach(async () => {
    await closeVisits();
  });

  test('synthetic visitors in three languages, on phones and desktops: the field report has their page views', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await release('--dist', 'get-involved-mfe/dist', '--id', 'rel-a');
    expect(a.status, a.err).toBe(0);
    await expect
      .poll(async () => (await served()).releases, { timeout: serverChangeCeiling, intervals: [250] })
      .toContain('getInvolved=rel-a');
    const live: Record<string, string> = { ...releasesOf((await served()).releases), shell: '–' };

    const tour: Visit[] = [
      { path: '/', device: 'desktop' },
      { path: '/about/overview', device: 'phone' },
      { path: '/fr/our-causes/overview', device: 'desktop' },
      { path: '/ar/news-features/press-center', device: 'phone' },
      { path: joinPath, device: 'desktop', form: 'fills' },
      { path: '/fr/get-involved/join', device: 'phone', form: 'fills' },
      { path: '/ar/about/overview', device: 'desktop' },
      { path: '/news-features/press-center', device: 'desktop' },
      { path: '/fr/our-causes/overview', device: 'phone' },
      { path: '/ar', device: 'phone' },
    ];
    const expected = new Map<string, number>();
    for (const { path } of tour) expected.set(ownerOf(path), (expected.get(ownerOf(path)) ?? 0) + 1);
    // Every remote the server composes (and the shell's own pages) has pages in the tour.
    expect([...expected.keys()].sort()).toEqual(Object.keys(live).sort());
    await visitAll(browser, tour);

    // The beacons arrive as the visitors leave: the report counts each remote's live release's page views.
    const entry = (report: FieldReport, remote: string) =>
      report.releases.find((summary) => summary.remote === remote && summary.release === live[remote]);
    let report: FieldReport | undefined;
    await expect(async () => {
      report = await fieldReport();
      const counted = Object.fromEntries(
        [...expected.keys()].map((remote) => [remote, entry(report!, remote)?.pageViews]),
      );
      for (const [remote, views] of expected)
        expect(counted[remote], JSON.stringify(counted)).toBeGreaterThanOrEqual(views);
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
    await closeVisits();

    // Stored with the releases the pages were rendered with (their tokens', the live ones), from one client.
    for (const [remote, views] of expected) {
      const summary = entry(report!, remote)!;
      const what = `${remote} ${summary.release}: ${JSON.stringify(summary)}`;
      expect(summary.pageViews, what).toBeGreaterThanOrEqual(views);
      expect(summary.clients, what).toBe(1);
      expect(summary.metrics.lcp.n, what).toBeGreaterThan(0);
      expect(summary.metrics.lcp.value, what).toBeGreaterThan(0);
      expect(summary.metrics.lcp.value, what).toBeLessThan(30_000);
      expect(summary.metrics.cls.n, what).toBeGreaterThan(0);
      expect(summary.metrics.cls.value, what).toBeGreaterThanOrEqual(0);
      expect(summary.errors.count, what).toBe(0);
      expect(summary.islandFailures.count, what).toBe(0);
    }
    // The report knows A as getInvolved's current release (its pointer); the join forms' islands loaded.
    expect(entry(report!, 'getInvolved')!.role).toBe('current');
    expect(entry(report!, 'getInvolved')!.islandFailures.of).toBeGreaterThanOrEqual(2);
  });

  test('a canary whose join island breaks in the browser: --judge --act prints fail and rolls it back', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // A few page views a side are enough here (the defaults ask for 100); only a large change of a timing counts,
    // so a busy machine's noise is not read as a regression. Every visitor is this machine: one client may make
    // the whole of a side (maxClientShare 1, minClients 1), which the defaults would call not trustworthy.
    mkdirSync(join(store(), 'getInvolved'), { recursive: true });
    writeFileSync(
      join(store(), 'getInvolved', 'policy.json'),
      JSON.stringify({
        minPageViews: 5,
        minMetricValues: 5,
        minimumChange: { lcp: 500, inp: 200, cls: 0.05 },
        maxClientShare: 1,
        minClients: 1,
      }),
    );
    const bad = await release('--dist', buildBroken(), '--id', 'rel-bad', '--canary', '50');
    expect(bad.status, bad.err).toBe(0);
    expect(bad.out).toBe('rel-bad');
    const key = await canaryKey();
    expect((await served(joinPath, `__session=canary.${key}`)).releases).toContain('getInvolved=rel-bad');
    expect((await served(joinPath, `__session=current.${key}`)).releases).toContain('getInvolved=rel-a');

    // Five visitors a side (the policy's minimum), in turn: the canary's forms break, the current's are filled.
    await visitFiveEachSide(browser, key, 'breaks');

    const judged = await release('--judge', '--act');
    const lines = judged.out.split('\n');
    expect(lines[0], judged.out).toBe('fail');
    expect(judged.status, judged.err).toBe(2);
    expect(judged.out).toMatch(/^errors\s+canary 100\.0% \(\d+\/\d+\)\s+current 0\.0% /m);
    expect(judged.out).toMatch(/^- error rate 100\.0% against 0\.0% \(two proportions p = /m);
    expect(judged.err).toContain('getInvolved: canary rel-bad rolled back; current: rel-a');

    // The pointer: A current, no canary; once read, every visitor (a canary one too) gets A, and none is drawn.
    const list = (await release('--list')).out;
    expect(list).toMatch(/^rel-a {2}\S+ {2}current {2}gate: render checks only, .*$/m);
    expect(list).not.toContain('canary');
    await expect
      .poll(async () => (await served(joinPath, `__session=canary.${key}`)).releases, { timeout: serverChangeCeiling })
      .toContain('getInvolved=rel-a');
    expect((await served()).setCookie).toBeUndefined();
  });

  test('the same build as a canary: --judge --act passes and promotes it, or has too little data', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const same = await release('--dist', 'get-involved-mfe/dist', '--id', 'rel-same', '--canary', '50');
    expect(same.status, same.err).toBe(0);
    const key = await canaryKey();
    expect((await served(joinPath, `__session=canary.${key}`)).releases).toContain('getInvolved=rel-same');

    await visitFiveEachSide(browser, key, 'fills');

    const judged = await release('--judge', '--act');
    const verdict = judged.out.split('\n')[0];
    expect(['pass', 'not enough data'], judged.out).toContain(verdict);
    expect(judged.out).toMatch(/^errors\s+canary 0\.0% .*current 0\.0% /m);
    if (verdict === 'pass') {
      expect(judged.status, judged.err).toBe(0);
      expect(judged.err).toContain('getInvolved: canary rel-same promoted: it is current');
    } else {
      expect(judged.status, judged.err).toBe(3);
      expect(judged.err).toContain('not enough data yet: the canary stays');
      expect((await release('--list')).out).toMatch(/^rel-same {2}\S+ {2}canary 50% {2}gate: render checks only, .*$/m);
      const promoted = await release('--promote');
      expect(promoted.status, promoted.err).toBe(0);
      expect(promoted.out).toBe('rel-same');
    }
    expect((await release('--list')).out).toMatch(/^rel-same {2}\S+ {2}current {2}gate: render checks only, .*$/m);
    await expect
      .poll(async () => (await served(joinPath, `__session=current.${key}`)).releases, { timeout: serverChangeCeiling })
      .toContain('getInvolved=rel-same');
    expect((await served()).setCookie).toBeUndefined();
  });
});
