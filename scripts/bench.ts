// `npm run bench`: builds the production site, serves it with local-cloud and measures every route of
// sitePages in every language (57 addresses: English unprefixed, /fr/…, /ar/…) in the system Chromium:
//  - the render server: how long the render of an uncached page took (its Server-Timing) and the time to first
//    byte of the same page from its cache; the document as it travels, asked for with `Accept-Encoding: br` and
//    with `gzip` (its bytes in each), and how many of its bytes, headers included, carry its first view (head,
//    styles, header, first section: first-view.ts) in each, against the ~14 KB of a new connection's first round
//    trip;
//  - first load in Playwright (phone viewport, empty cache): JS and CSS as transferred (brotli: the browser takes
//    it, local-cloud sends the build's precompressed copies), request count, and whether Firestore code arrived
//    before any submit;
//  - Lighthouse (mobile settings), each run in a Chromium of its own with a fresh profile (Lighthouse leaves
//    local storage alone, and the site keeps the language there): performance, accessibility, best-practices
//    and SEO scores, FCP, LCP (its element and phases: time to first byte, load delay, load time, render
//    delay), the fonts downloaded, CLS and TBT; and, interleaved with each run, the same address with every script
//    blocked (its floor: what the document alone scores, on the machine as busy as it is then); one run of
//    each per address, the median of --runs (3) on the 12 key addresses and on any address whose one run broke a
//    budget (measured again before the break is reported: one run is one sample).
// Prints two tables (the figures, and the first paint: FCP, LCP, its element and phases beside the floor's, the
// first view's bytes, the fonts), writes bench-results/bench.json and table.md, and exits 1 when a budget is
// broken.
// Flags: --routes /,/fr/about/overview   --runs 1   --no-build (measure the dist folders as they are); --help.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import {
  noPositionals,
  parseOptions,
  runCommand,
  UsageError,
  wholeNumber,
  type Command,
} from '@stallions/site-registry';
import { chromePath, chromiumArgs as chromeFlags } from '../tools/chromium';
import { sitePages } from './site-pages';
import { breaches, budgets, kb } from './bench-budgets';
import type { FirstView } from '@stallions/delivery/first-view';
import { firstViews } from '@stallions/delivery/page-in-transit';

const root = resolve(__dirname, '..');
const basePort = Number(process.env.BENCH_BASE_PORT ?? 4900);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? 4980);
const shellOrigin = `http://localhost:${basePort}`;

/** A string only the Firestore SDK holds (its default host): a response carrying it is Firestore code. */
const firestoreMarker = 'firestore.googleapis.com';

/** Every page in every language. */
const localeRoutes = supportedLanguages.flatMap((lng) => sitePages.map((page) => localizePath(lng, page)));
/** The pages measured as a median of --runs runs, in every language (the 12 key addresses); the rest once. */
const keyPages = ['/', '/about/overview', '/get-involved/donate', '/our-causes/corporate-social-responsibility'];
const isKeyRoute = (route: string) =>
  supportedLanguages.some((lng) => keyPages.some((page) => localizePath(lng, page) === route));

interface Options {
  routes: string[];
  runs: number;
  build: boolean;
}

export const benchUsage = `usage: npm run bench -- [--routes /,/fr/about/overview] [--runs 3] [--no-build]

Builds the production site (npm run build), serves it with local-cloud and measures every page in every language:
the render server's render time and cached time to first byte, the document and its first view in brotli and gzip,
the first load's JS and CSS in Playwright, and Lighthouse (mobile) beside each page's floor (its scripts blocked);
prints the tables, writes bench-results/bench.json and table.md (docs/performance.md).
  --routes <list>  only these addresses (comma-separated, each a page of the site in a language)
  --runs <n>       Lighthouse runs on each of the 12 key addresses (or the one --routes names), the median kept
                   (default 3; the other addresses once)
  --no-build       measure the dist folders as they are
Ports: BENCH_BASE_PORT (4900), BENCH_CLOUD_PORT (4980). Exit code: 0 every budget met, 1 a budget broken or the
bench failed, 2 a wrong argument (one line on stderr).
`;

export function benchArguments(argv: readonly string[]): Options {
  const { values, positionals } = parseOptions(argv, {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
  });
  noPositionals(positionals);
  const routes =
    values.routes === undefined
      ? localeRoutes
      : values.routes
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean);
  const unknown = routes.filter((route) => !localeRoutes.includes(route));
  if (unknown.length) throw new UsageError(`not a page of the site in any language: ${unknown.join(', ')}`);
  if (routes.length === 0) throw new UsageError('--routes names no page');
  return { routes, runs: wholeNumber('--runs', values.runs), build: !values['no-build'] };
}

export const benchCommand: Command<Options> = { name: 'bench', usage: benchUsage, parse: benchArguments };

// ---------------------------------------------------------------------------------------------- server

function startLocalCloud() {
  return startServeProcess({
    basePort,
    cloudPort,
    dataDir: process.env.BENCH_DATA_DIR ?? resolve(root, '.data/bench'),
  }).catch((error: Error) => {
    throw new Error(`${error.message} (BENCH_BASE_PORT / BENCH_CLOUD_PORT choose the ports)`);
  });
}

// ------------------------------------------------------------------------------------------ the server

/** The page as it travels: in gzip (the fields of FirstView, which the budgets have always read) and in brotli. */
interface ServerFigures extends FirstView {
  /** The render of the page, uncached (the render server's Server-Timing). */
  renderMs: number;
  /** Request to first byte of the page when the render server has it cached. */
  cachedTtfbMs: number;
  /** The same page asked for with `Accept-Encoding: br`: headers, body and first view. */
  brotli: FirstView;
  /** Its first view (headers included), for the budget. */
  firstViewBrBytes: number;
}

/** Two requests for a page the server has not rendered yet: the first renders it, the second is its cache's. */
async function measureServer(route: string): Promise<ServerFigures> {
  const get = () => fetch(`${shellOrigin}${route}`, { redirect: 'manual' });
  const first = await get();
  await first.arrayBuffer();
  const renderMs = Number(/render;dur=([\d.]+)/.exec(first.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  const started = performance.now();
  const second = await get(); // resolves with the headers: the first byte
  const ttfb = performance.now() - started;
  await second.arrayBuffer();
  const { gzip, brotli } = await firstViews(`${shellOrigin}${route}`);
  return {
    renderMs: Math.round(renderMs),
    cachedTtfbMs: second.headers.get('x-render-cache') === 'hit' ? Math.round(ttfb) : NaN,
    ...gzip,
    brotli,
    firstViewBrBytes: brotli.firstViewBytes,
  };
}

// ------------------------------------------------------------------------------------------ first load

interface LoadFigures {
  jsBytes: number;
  /** The JavaScript once the page's islands have loaded (a visitor's first touch); the first load's on others. */
  touchJsBytes: number;
  cssBytes: number;
  /** The font files the first load downloaded (gzip-free woff2: name and bytes). */
  fonts: { file: string; bytes: number }[];
  requests: number;
  firestoreBeforeSubmit: boolean;
  firestoreUrls: string[];
  consoleErrors: string[];
}

async function measureFirstLoad(browser: Browser, route: string): Promise<LoadFigures> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { type: string; url: string; headerBytes: number; bodyBytes?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:'))
      requests.set(event.requestId, { type: event.type ?? 'Other', url: event.request.url, headerBytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) {
      entry.type = event.type;
      entry.headerBytes = event.response.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    // Total bytes on the wire minus the response headers: the (compressed) body.
    if (entry) entry.bodyBytes = Math.max(0, event.encodedDataLength - entry.headerBytes);
  });
  const firestoreUrls: string[] = [];
  const bodyChecks: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodyChecks.push(
      response
        .text()
        .then((text) => {
          if (text.includes(firestoreMarker)) firestoreUrls.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto(`${shellOrigin}${route}`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Late, idle-time loads (prefetches) count too.
  await page.waitForTimeout(2000);
  const finished = () => [...requests.values()].filter((entry) => entry.bodyBytes !== undefined);
  const sum = (type: string) =>
    finished()
      .filter((entry) => entry.type === type)
      .reduce((total, entry) => total + entry.bodyBytes!, 0);
  const jsBytes = sum('Script');
  const cssBytes = sum('Stylesheet');
  const fonts = finished()
    .filter((entry) => entry.type === 'Font')
    .map((entry) => ({ file: entry.url.split('/').pop()!, bytes: entry.bodyBytes! }));
  const requestCount = requests.size;
  // Then a visitor reaches for the page's islands (a pointer over each): what their code costs.
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForFunction(
    () => !document.querySelector('[data-island]') || document.documentElement.hasAttribute('data-islands-ready'),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(bodyChecks);
  await context.close();

  return {
    jsBytes,
    touchJsBytes: sum('Script'),
    cssBytes,
    fonts,
    requests: requestCount,
    firestoreBeforeSubmit: firestoreUrls.length > 0,
    firestoreUrls,
    consoleErrors,
  };
}

// ------------------------------------------------------------------------------------------ lighthouse

/** The phases of a largest contentful paint (Lighthouse's): they add up to it. */
interface LcpPhases {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** The largest content: its tag and text (or image's name), as Lighthouse labels it. */
  lcpElement: string;
  lcpPhases: LcpPhases;
  /** The font files Lighthouse's load downloaded. */
  fonts: { file: string; bytes: number }[];
  cls: number;
  tbtMs: number;
  failedAudits: string[];
}

/** Lighthouse's errors for a trace it could not read, which its message says to fix by running again. */
const unreadableTrace = /\b(NO_NAVSTART|NO_TRACING_STARTED|NO_RESOURCE_REQUEST)\b/;

/** One run in a plain Node child process (see lighthouse-run.mjs for why); `floor`: with every script blocked. */
function runLighthouse(port: number, route: string, floor: boolean): LighthouseRun {
  const child = spawnSync(
    process.execPath,
    [resolve(__dirname, 'lighthouse-run.mjs'), `${shellOrigin}${route}`, String(port), ...(floor ? ['floor'] : [])],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (child.status !== 0) throw new Error(`Lighthouse failed on ${route}:\n${child.stderr}`);
  return JSON.parse(child.stdout) as LighthouseRun;
}

/**
 * One Lighthouse run in a new Chromium, so a new empty profile (chrome-launcher makes one per launch): nothing an
 * earlier run left in local storage (the language) changes the page measured.
 */
async function lighthouseInFreshChromium(route: string, floor: boolean): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
    try {
      return runLighthouse(chrome.port, route, floor);
    } catch (error) {
      // Chromium now and then records a trace Lighthouse cannot read; Lighthouse's advice is to run again.
      if (attempt === 3 || !unreadableTrace.test(String(error))) throw error;
      console.info(`  the trace could not be read (${unreadableTrace.exec(String(error))?.[0]}): again`);
    } finally {
      chrome.kill();
    }
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type NumericKey = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs';

function medianRun(runs: LighthouseRun[]) {
  const of = (key: NumericKey) => median(runs.map((run) => run[key]));
  const lcpMs = of('lcpMs');
  // The element, phases and fonts of the run whose LCP is the median's (the nearest, with an even count).
  const typical = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs))[0]!;
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs,
    lcpElement: typical.lcpElement,
    lcpPhases: typical.lcpPhases,
    lighthouseFonts: typical.fonts,
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

// ------------------------------------------------------------------------------------------- report

type RouteResult = {
  route: string;
  /** Lighthouse runs (each beside its floor's) whose median this is. */
  lighthouseRuns: number;
  /** What the first of them broke, when one run broke a budget and the address was measured again. */
  firstRunBreaches: string[];
  floorPerformance: number;
  floorTbtMs: number;
  /** The same address with every script blocked: its first paint. */
  floor: Pick<ReturnType<typeof medianRun>, 'fcpMs' | 'lcpMs' | 'lcpElement' | 'lcpPhases'>;
} & ServerFigures &
  LoadFigures &
  ReturnType<typeof medianRun>;

function table(results: RouteResult[]) {
  const header = [
    'route',
    'render ms',
    'TTFB ms',
    'JS KB',
    'touch JS KB',
    'CSS KB',
    'req',
    'Firestore',
    'perf',
    'floor',
    'a11y',
    'BP',
    'SEO',
    'LCP ms',
    'CLS',
    'TBT ms',
    'floor TBT',
  ];
  const rows = results.map((r) => [
    r.route,
    String(r.renderMs),
    String(r.cachedTtfbMs),
    kb(r.jsBytes),
    kb(r.touchJsBytes),
    kb(r.cssBytes),
    String(r.requests),
    r.firestoreBeforeSubmit ? 'LOADED' : 'no',
    String(r.performance),
    String(r.floorPerformance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(r.lcpMs),
    r.cls.toFixed(3),
    String(r.tbtMs),
    String(r.floorTbtMs),
  ]);
  return markdownTable(header, rows);
}

/** A markdown table: the first column (and any listed as text) left-aligned, numbers right-aligned. */
function markdownTable(header: string[], rows: string[][], textColumns: number[] = []) {
  const left = (column: number) => column === 0 || textColumns.includes(column);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (left(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, column) => (left(column) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

const phases = ({ ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs }: LcpPhases) =>
  [ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs].map(String).join(' / ');

/**
 * The first paint of each address: FCP and LCP beside its floor's, the largest content and its
 * phases (TTFB / load delay / load time / render delay, ms) in each, the first view's bytes (headers and the
 * compressed stream up to the end of the first section) and the document's (headers and body), each in brotli and
 * in gzip, and the fonts the first load downloaded.
 */
function firstPaintTable(results: RouteResult[]) {
  const header = [
    'route',
    'FCP ms',
    'floor FCP',
    'LCP ms',
    'floor LCP',
    'LCP element',
    'phases ms',
    'floor LCP element',
    'floor phases ms',
    '1st view br KB',
    '1st view gzip KB',
    'doc br KB',
    'doc gzip KB',
    'fonts KB',
  ];
  const rows = results.map((r) => [
    r.route,
    String(r.fcpMs),
    String(r.floor.fcpMs),
    String(r.lcpMs),
    String(r.floor.lcpMs),
    r.lcpElement,
    phases(r.lcpPhases),
    r.floor.lcpElement,
    phases(r.floor.lcpPhases),
    kb(r.brotli.firstViewBytes),
    kb(r.firstViewBytes),
    kb(r.brotli.headerBytes + r.brotli.documentBytes),
    kb(r.headerBytes + r.documentBytes),
    r.fonts.length
      ? r.fonts.map((font) => `${font.file.replace(/\.[0-9a-f]{8,}\.woff2$/, '')} ${kb(font.bytes)}`).join(', ')
      : 'none',
  ]);
  return markdownTable(header, rows, [5, 6, 7, 8, 13]);
}

/** The addresses whose one run broke a budget, measured again to a median: what the one run broke, and the median. */
function measuredAgainLines(results: RouteResult[]) {
  return results
    .filter((r) => r.firstRunBreaches.length)
    .map(
      (r) =>
        `Measured again: ${r.route}, whose one run broke ${r.firstRunBreaches.map((breach) => breach.replace(`${r.route}: `, '')).join(', ')}; the median of ` +
        `${r.lighthouseRuns}: LCP ${r.lcpMs} ms, performance ${r.performance} (floor ${r.floorPerformance}).\n`,
    )
    .join('');
}

/** The documents' bodies in brotli against gzip, over the addresses measured: what brotli saves. */
function documentsLine(results: RouteResult[]) {
  const br = results.reduce((sum, r) => sum + r.brotli.documentBytes, 0);
  const gzip = results.reduce((sum, r) => sum + r.documentBytes, 0);
  const ratios = results.map((r) => r.brotli.documentBytes / r.documentBytes).sort((a, b) => a - b);
  const percent = (ratio: number) => `${Math.round((1 - ratio) * 100)} %`;
  return (
    `Documents (bodies, ${results.length} addresses): brotli ${kb(br)} KB against gzip ${kb(gzip)} KB, ` +
    `${percent(br / gzip)} smaller (per page ${percent(ratios.at(-1)!)} to ${percent(ratios[0]!)})`
  );
}

/** One Lighthouse run of the address as served and one of its floor, interleaved: both see the machine as busy. */
interface LighthousePair {
  served: LighthouseRun;
  floor: LighthouseRun;
}

async function lighthousePairs(route: string, count: number, done = 0): Promise<LighthousePair[]> {
  const pairs: LighthousePair[] = [];
  for (let run = done + 1; run <= done + count; run++) {
    const label = (floor: boolean) =>
      `lighthouse ${route}${floor ? ' (scripts blocked)' : ''} (${run}/${done + count})`;
    console.info(label(false));
    const served = await lighthouseInFreshChromium(route, false);
    console.info(label(true));
    pairs.push({ served, floor: await lighthouseInFreshChromium(route, true) });
  }
  return pairs;
}

function routeResult(
  route: string,
  server: ServerFigures,
  load: LoadFigures,
  pairs: LighthousePair[],
  firstRunBreaches: string[] = [],
): RouteResult {
  const floorRun = medianRun(pairs.map((pair) => pair.floor));
  return {
    route,
    ...server,
    ...load,
    ...medianRun(pairs.map((pair) => pair.served)),
    lighthouseRuns: pairs.length,
    firstRunBreaches,
    floorPerformance: floorRun.performance,
    floorTbtMs: floorRun.tbtMs,
    floor: {
      fcpMs: floorRun.fcpMs,
      lcpMs: floorRun.lcpMs,
      lcpElement: floorRun.lcpElement,
      lcpPhases: floorRun.lcpPhases,
    },
  };
}

// --------------------------------------------------------------------------------------------- main

async function main(options: Options) {
  if (options.build) {
    console.info('Building the production site (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  }

  const server = await startLocalCloud();
  let browser: Browser | undefined;
  try {
    // Before anything else asks for the pages: each is rendered here for the first time.
    const servers = new Map<string, ServerFigures>();
    for (const route of options.routes) servers.set(route, await measureServer(route));
    browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const loads = new Map<string, LoadFigures>();
    for (const route of options.routes) {
      console.info(`first load ${route}`);
      loads.set(route, await measureFirstLoad(browser, route));
    }
    await browser.close();
    browser = undefined;

    const results: RouteResult[] = [];
    for (const route of options.routes) {
      const count = isKeyRoute(route) || options.routes.length === 1 ? options.runs : 1;
      const pairs = await lighthousePairs(route, count);
      let result = routeResult(route, servers.get(route)!, loads.get(route)!, pairs);
      // One run that breaks a budget is not yet a break: the address is measured to the median of --runs, as the
      // key addresses are, and that median decides (the table says which addresses were measured again).
      const firstRunBreaches = count < options.runs ? breaches(result) : [];
      if (firstRunBreaches.length) {
        console.info(`  ${firstRunBreaches.join(', ')} in one run: measured to the median of ${options.runs}`);
        pairs.push(...(await lighthousePairs(route, options.runs - count, count)));
        result = routeResult(route, servers.get(route)!, loads.get(route)!, pairs, firstRunBreaches);
      }
      results.push(result);
    }

    const broken = results.flatMap(breaches);
    console.info(
      `\n${table(results)}\n\nFirst paint\n\n${firstPaintTable(results)}\n\n${documentsLine(results)}\n${measuredAgainLines(results)}`,
    );
    for (const result of results) {
      if (result.failedAudits.length)
        console.info(`${result.route}: below full marks: ${result.failedAudits.join(', ')}`);
      if (result.consoleErrors.length)
        console.info(`${result.route}: console errors: ${result.consoleErrors.join(' | ')}`);
    }
    const outFolder = resolve(root, 'bench-results');
    mkdirSync(outFolder, { recursive: true });
    writeFileSync(
      resolve(outFolder, 'bench.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: options.runs, budgets, results, breaches: broken }, null, 2)}\n`,
    );
    // The table as docs/performance.md keeps it: dated, runs and addresses named.
    writeFileSync(
      resolve(outFolder, 'table.md'),
      `Measured ${new Date().toISOString()} (--runs ${options.runs}, ${results.length} addresses)\n\n${table(results)}\n\n` +
        `First paint: FCP and LCP (ms) beside the floor's, the largest content and its phases (TTFB / load delay /\n` +
        `load time / render delay, ms), the first view's bytes (headers and the compressed stream to the end of the\n` +
        `first section) and the document's (headers and body), in brotli and in gzip, the fonts the first load\n` +
        `downloaded.\n\n${firstPaintTable(results)}\n\n${documentsLine(results)}\n${measuredAgainLines(results)}`,
    );
    console.info('Figures written to bench-results/bench.json and bench-results/table.md');
    if (broken.length) {
      console.error(`\nBudgets broken:\n  ${broken.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.info('\nEvery budget is met.');
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

if (require.main === module)
  runCommand(benchCommand, main, { failure: (error) => (error instanceof Error ? error.stack : error) });
