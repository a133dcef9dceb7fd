// `npm run -s form-phone`: the two forms' responsiveness on a phone, on the production build (run `npm run build`
// first). Lighthouse's mobile settings through the DevTools protocol (4× CPU slowdown, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up), a phone viewport with touch, a fresh browser context per run, each page in every
// language; the median of --runs (3). Measured in the page, from the tap's own event to the moment the result is
// shown (checked as soon as the main thread is free):
//  - reveal: tap "Yes" (has a member referred you?) → the reference-number field visible;
//  - summary: tap into the join form, then tap submit with the required fields empty → an error summary visible
//    (before the island hydrated, the page's early summary: shell/src/islands/early-summary.ts; after, the
//    island's own); the same on the donation form, its card left empty; both on a page left 3 s after its load
//    (its idle prefetch of the form's code done);
//  - early summary: the same 1 s after the load, the page's own prefetch of the form's code in flight (a submit
//    that posts cancels it: shell/src/islands/prefetch-islands.ts); the row says how many of its files were still
//    on their way at the tap and how many the page cancelled;
//  - INP-like: the longest Event Timing duration of the visit's interactions.
// Budgets: reveal ≤ 100 ms, summary ≤ 1,500 ms, early summary ≤ 1,200 ms, every Event Timing duration ≤ 200 ms.
// Prints a table, writes bench-results/form-phone.json and exits 1 when a budget is broken. Flags: --runs 3; --help.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, devices, type Browser, type CDPSession, type Page } from '@playwright/test';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import { noPositionals, parseOptions, runCommand, wholeNumber, type Command } from '@stallions/site-registry';
import { chromePath, chromiumArgs } from '../tools/chromium';

const root = resolve(__dirname, '..');
const basePort = Number(process.env.BENCH_BASE_PORT ?? 4900);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? 4980);
const origin = `http://localhost:${basePort}`;

export const formBudgets = { revealMs: 100, summaryMs: 1_500, earlySummaryMs: 1_200, eventMs: 200 };

export const formPhoneUsage = `usage: npm run -s form-phone -- [--runs 3]

After npm run build: the join and donation forms on a phone (Lighthouse's mobile throttling), in every language,
the median of --runs fresh visits each: a tap on "Yes" → the reference field (budget ${formBudgets.revealMs} ms), a submit with
empty fields → the error summary (${formBudgets.summaryMs} ms; 1 s after the load, the prefetch in flight: ${formBudgets.earlySummaryMs} ms), and the longest
Event Timing (${formBudgets.eventMs} ms). Prints a table and writes bench-results/form-phone.json (docs/performance.md).
  --runs <n>  visits per address and measure, the median kept (default 3)
Ports: BENCH_BASE_PORT (4900), BENCH_CLOUD_PORT (4980). Exit code: 0 every budget met, 1 a budget broken or the
run failed, 2 a wrong argument (one line on stderr).
`;

export function formPhoneArguments(argv: readonly string[]) {
  const { values, positionals } = parseOptions(argv, { runs: { type: 'string', default: '3' } });
  noPositionals(positionals);
  return { runs: wholeNumber('--runs', values.runs) };
}

export const formPhoneCommand: Command<{ runs: number }> = {
  name: 'form-phone',
  usage: formPhoneUsage,
  parse: formPhoneArguments,
};

/** Lighthouse's mobile throttling, as DevTools applies it; the session, to watch the network with. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

/**
 * A file of the form's code the page prefetches: a low-priority fetch of a script or of a manifest naming them
 * (the islands' own loads are scripts, and the federation runtime's manifest fetch is not low).
 */
const prefetchedFile = (type: string | undefined, priority: string, url: string) =>
  type === 'Fetch' && /^(VeryLow|Low)$/.test(priority) && /(\.js|\/mf-manifest\.json)(\?|$)/.test(url);

/**
 * The page's prefetch as the network sees it: how many of its fetches are on their way now, and how many were
 * cancelled (aborted by the page, or cut off by its navigation) so far.
 */
function watchPrefetch(cdp: CDPSession) {
  const inFlight = new Set<string>();
  let cancelled = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (prefetchedFile(event.type, event.request.initialPriority, event.request.url)) inFlight.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => inFlight.delete(event.requestId));
  cdp.on('Network.loadingFailed', (event) => {
    if (inFlight.delete(event.requestId) && event.canceled) cancelled++;
  });
  return { inFlight: () => inFlight.size, cancelled: () => cancelled };
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
 * `selector` may match several elements (the form's summary and its early one): any of them shown counts.
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
    const shown = watch && watch.tap !== undefined &&
      [...document.querySelectorAll(watch.selector)].some((element) => element.checkVisibility());
    const painted = firstPaint();
    if (shown && painted !== undefined) {
      const at = Math.max(performance.timeOrigin + performance.now(), painted);
      window.__shownMs = Math.max(0, at - watch.tap);
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

const measures = ['reveal', 'summary', 'donationSummary', 'earlySummary', 'earlyDonationSummary'] as const;
type Measure = (typeof measures)[number];

/** What each measure does: the page, how long the visitor reads first, the form submitted (none: the reveal). */
const plans: Record<Measure, { page: string; readMs: number; form?: string; budgetMs: number; label: string }> = {
  reveal: {
    page: '/get-involved/join',
    readMs: 3_000,
    budgetMs: formBudgets.revealMs,
    label: '"Yes" → reference field',
  },
  summary: {
    page: '/get-involved/join',
    readMs: 3_000,
    form: '[data-testid="join-form"]',
    budgetMs: formBudgets.summaryMs,
    label: 'submit empty → error summary',
  },
  donationSummary: {
    page: '/get-involved/donate',
    readMs: 3_000,
    form: '[data-testid="donation-form"]',
    budgetMs: formBudgets.summaryMs,
    label: 'submit empty → error summary (card empty)',
  },
  earlySummary: {
    page: '/get-involved/join',
    readMs: 1_000,
    form: '[data-testid="join-form"]',
    budgetMs: formBudgets.earlySummaryMs,
    label: 'early: submit empty 1 s after load → error summary (prefetch in flight)',
  },
  earlyDonationSummary: {
    page: '/get-involved/donate',
    readMs: 1_000,
    form: '[data-testid="donation-form"]',
    budgetMs: formBudgets.earlySummaryMs,
    label: 'early: submit empty 1 s after load → error summary (card empty, prefetch in flight)',
  },
};

interface Run {
  address: string;
  measure: Measure;
  ms: number;
  longestEventMs: number;
  /** The page's prefetch fetches still on their way when the visitor tapped submit (or "Yes"). */
  prefetchInFlight: number;
  /** How many of them were cancelled by the time the result was shown. */
  prefetchCancelled: number;
}

async function visit(browser: Browser, address: string, measure: Measure): Promise<Run> {
  const plan = plans[measure];
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  try {
    const prefetch = watchPrefetch(await throttle(page));
    await page.addInitScript({ content: instrument + tapToShown });
    await page.goto(`${origin}${address}`, { waitUntil: 'load' });
    // A visitor reads before touching: 3 s, the page idle (its island's code prefetched, not run); or an early
    // visitor, 1 s, the prefetch still on its way.
    await page.waitForTimeout(plan.readMs);
    let ms: number;
    let prefetchInFlight: number;
    if (!plan.form) {
      await watch(page, '[name="referenceNumber"]');
      prefetchInFlight = prefetch.inFlight();
      await page.locator('input[name="hasReference"][value="yes"]').tap();
      ms = await shownAfterTap(page);
    } else {
      // The donation form's card fields are left empty: its early submit goes natively too.
      const { form } = plan;
      await page.locator(`${form} [name="donationFor"], ${form} [name="firstName"]`).first().tap();
      // The form's own summary, or the early one beside it (shown by the page before the form's code).
      await watch(page, `${form} [role="alert"], [data-early-summary] [role="alert"]`);
      prefetchInFlight = prefetch.inFlight();
      await page.locator(`${form} button[type="submit"]`).tap();
      ms = await shownAfterTap(page);
    }
    const prefetchCancelled = prefetch.cancelled();
    await page.waitForTimeout(500); // the last interaction's entry arrives after its frame
    const longestEventMs = Number(await page.evaluate("sessionStorage.getItem('__longestEvent') || 0"));
    return { address, measure, ms, longestEventMs, prefetchInFlight, prefetchCancelled };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main({ runs }: { runs: number }) {
  const site = await startServeProcess({ basePort, cloudPort, dataDir: resolve(root, '.data/form-phone') });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  /** Each address and measure: its median run's figures, its runs, and whether a budget broke. */
  const rows: (Run & { runs: Run[]; breach: boolean })[] = [];
  try {
    for (const lng of supportedLanguages)
      for (const measure of measures) {
        const address = localizePath(lng, plans[measure].page);
        const results: Run[] = [];
        for (let i = 0; i < runs; i++) results.push(await visit(browser, address, measure));
        const ms = median(results.map((run) => run.ms));
        const longestEventMs = median(results.map((run) => run.longestEventMs));
        rows.push({
          address,
          measure,
          ms,
          longestEventMs,
          prefetchInFlight: median(results.map((run) => run.prefetchInFlight)),
          prefetchCancelled: median(results.map((run) => run.prefetchCancelled)),
          runs: results,
          breach: ms > plans[measure].budgetMs || longestEventMs > formBudgets.eventMs,
        });
      }
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
  const table = [
    '| address | tap → shown | median ms (budget) | runs ms | longest Event Timing ms (≤ 200) | prefetch files in flight at the tap / cancelled |',
    '|:--|:--|--:|:--|--:|--:|',
    ...rows.map(
      (row) =>
        `| ${row.address} | ${plans[row.measure].label} | ${Math.round(row.ms)} (${plans[row.measure].budgetMs})${row.breach ? ' **over**' : ''} | ${row.runs.map((run) => Math.round(run.ms)).join(', ')} | ${Math.round(row.longestEventMs)} | ${row.prefetchInFlight} / ${row.prefetchCancelled} |`,
    ),
  ].join('\n');
  console.info(
    `\nForms on a phone (Lighthouse mobile throttling, median of ${runs}, fresh context each):\n\n${table}\n`,
  );
  mkdirSync(resolve(root, 'bench-results'), { recursive: true });
  writeFileSync(resolve(root, 'bench-results/form-phone.json'), JSON.stringify({ runs, rows }, null, 2));
  if (rows.some((row) => row.breach)) process.exitCode = 1;
}

if (require.main === module) runCommand(formPhoneCommand, main);
