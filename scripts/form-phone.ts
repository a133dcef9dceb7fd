// `npm run -s form-phone`: the two forms' responsiveness on a phone, on the production build (run `npm run build`
// first). Lighthouse's mobile settings through the DevTools protocol (4× CPU slowdown, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up), a phone viewport with touch, a fresh browser context per run, each page in every
// language; the median of --runs (3). Measured in the page, from the tap's own event to the moment the result is
// shown (checked as soon as the main thread is free):
//  - reveal: tap "Yes" (has a member referred you?) → the reference-number field visible;
//  - summary: tap into the join form, then tap submit with the required fields empty → the error summary visible
//    (the server's page: a submit before hydration is the native post); the same on the donation form (its
//    early submit waits for its island only once card details are typed: only the island can send them);
//  - INP-like: the longest Event Timing duration of the visit's interactions.
// Budgets: reveal ≤ 100 ms, summary ≤ 1,500 ms, every Event Timing duration ≤ 200 ms. Prints a table,
// writes bench-results/form-phone.json and exits 1 when a budget is broken. Flags: --runs 3.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import { chromePath, chromiumArgs } from '../tools/chromium';

const root = resolve(__dirname, '..');
const basePort = Number(process.env.BENCH_BASE_PORT ?? 4900);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? 4980);
const origin = `http://localhost:${basePort}`;

export const formBudgets = { revealMs: 100, summaryMs: 1_500, eventMs: 200 };

/** Lighthouse's mobile throttling, as DevTools applies it. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

// The page-side code is plain JavaScript text: functions handed to page.evaluate from a tsx-run script carry its
// `__name` helper, which the page does not have.

/** Keeps the longest Event Timing duration of the visit (in sessionStorage: a native post's navigation keeps it). */
const instrument = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const longest = Number(sessionStorage.getItem('__longestEvent') || 0);
      if (entry.duration > longest) sessionStorage.setItem('__longestEvent', String(entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/**
 * In every document of the visit: once `watch(selector)` has armed it, the next pointerdown's time is kept (in
 * sessionStorage, so it survives a native post's navigation), and `window.__shownMs` is set to the milliseconds
 * from that tap to the moment `selector` is shown: found visible (polled by timers, which run only when the
 * main thread is free, as the next paint does) and, in a new document, not before its first contentful paint.
 */
const tapToShown = `
  const armed = () => JSON.parse(sessionStorage.getItem('__watch') || 'null');
  addEventListener('pointerdown', (event) => {
    const watch = armed();
    if (watch && watch.tap === undefined) {
      watch.tap = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem('__watch', JSON.stringify(watch));
    }
  }, { capture: true });
  const firstPaint = () => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? performance.timeOrigin + entry.startTime : undefined;
  };
  const check = () => {
    const watch = armed();
    const element = watch && watch.tap !== undefined && document.querySelector(watch.selector);
    const painted = firstPaint();
    if (element && element.checkVisibility() && painted !== undefined) {
      const shown = Math.max(performance.timeOrigin + performance.now(), painted);
      window.__shownMs = Math.max(0, shown - watch.tap);
      sessionStorage.removeItem('__watch');
    } else setTimeout(check, 4);
  };
  check();
`;
const watch = (page: Page, selector: string) =>
  page.evaluate(`sessionStorage.setItem('__watch', ${JSON.stringify(JSON.stringify({ selector }))})`);
/** Polled from here (waitForFunction would evaluate a string in the page, which its CSP forbids). */
async function shownAfterTap(page: Page): Promise<number> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ms = (await page.evaluate('window.__shownMs').catch(() => undefined)) as number | undefined;
    if (typeof ms === 'number') return ms;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('nothing was shown within 20 s of the tap');
}

interface Run {
  address: string;
  measure: 'reveal' | 'summary' | 'donationSummary';
  ms: number;
  longestEventMs: number;
}

async function visit(browser: Browser, address: string, measure: Run['measure']): Promise<Run> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  try {
    await throttle(page);
    await page.addInitScript({ content: instrument + tapToShown });
    await page.goto(`${origin}${address}`, { waitUntil: 'load' });
    // A visitor reads before touching: the page is idle (its island's code prefetched, not run).
    await page.waitForTimeout(3_000);
    let ms: number;
    if (measure === 'reveal') {
      await watch(page, '[name="referenceNumber"]');
      await page.locator('input[name="hasReference"][value="yes"]').tap();
      ms = await shownAfterTap(page);
    } else {
      // The donation form's card fields are left empty: its early submit goes natively too.
      const form = measure === 'summary' ? '[data-testid="join-form"]' : '[data-testid="donation-form"]';
      await page.locator(`${form} [name="donationFor"], ${form} [name="firstName"]`).first().tap();
      await watch(page, `${form} [role="alert"]`);
      await page.locator(`${form} button[type="submit"]`).tap();
      ms = await shownAfterTap(page);
    }
    await page.waitForTimeout(500); // the last interaction's entry arrives after its frame
    const longestEventMs = Number(await page.evaluate("sessionStorage.getItem('__longestEvent') || 0"));
    return { address, measure, ms, longestEventMs };
  } finally {
    await context.close();
  }
}

const labels: Record<Run['measure'], string> = {
  reveal: '"Yes" → reference field',
  summary: 'submit empty → error summary (native post first)',
  donationSummary: 'submit empty → error summary (card empty: native post first)',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
  const site = await startServeProcess({ basePort, cloudPort, dataDir: resolve(root, '.data/form-phone') });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const rows: { address: string; measure: string; ms: number; longestEventMs: number; breach: boolean }[] = [];
  try {
    for (const lng of supportedLanguages)
      for (const measure of ['reveal', 'summary', 'donationSummary'] as const) {
        const address = localizePath(lng, measure === 'donationSummary' ? '/get-involved/donate' : '/get-involved/join');
        const results: Run[] = [];
        for (let i = 0; i < runs; i++) results.push(await visit(browser, address, measure));
        const ms = median(results.map((run) => run.ms));
        const longestEventMs = median(results.map((run) => run.longestEventMs));
        const budget = measure === 'reveal' ? formBudgets.revealMs : formBudgets.summaryMs;
        rows.push({ address, measure, ms, longestEventMs, breach: ms > budget || longestEventMs > formBudgets.eventMs });
      }
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
  const table = [
    '| address | tap → shown | median ms (budget) | longest Event Timing ms (≤ 200) |',
    '|:--|:--|--:|--:|',
    ...rows.map(
      (row) =>
        `| ${row.address} | ${labels[row.measure as Run['measure']]} | ${Math.round(row.ms)} (${row.measure === 'reveal' ? formBudgets.revealMs : formBudgets.summaryMs})${row.breach ? ' **over**' : ''} | ${Math.round(row.longestEventMs)} |`,
    ),
  ].join('\n');
  console.info(`\nForms on a phone (Lighthouse mobile throttling, median of ${runs}, fresh context each):\n\n${table}\n`);
  mkdirSync(resolve(root, 'bench-results'), { recursive: true });
  writeFileSync(resolve(root, 'bench-results/form-phone.json'), JSON.stringify({ runs, rows }, null, 2));
  if (rows.some((row) => row.breach)) process.exitCode = 1;
}

void main();
