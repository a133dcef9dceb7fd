// One page of a composed site, opened in headless Chromium as a visitor opens it, and what the gate reads of
// it: its answer, what went wrong on the way (console errors, failed requests, hydration mismatches), axe's
// findings, its HTML as served and as rendered, the addresses it links to and its screenshots.
import type { Browser, Page } from '@playwright/test';
import { axeFindings, type AxeFinding } from './axe-check';
import { appShowing, hydrationMismatch } from './page-ready';

/** The widths the gate photographs each page at: a phone's and a desktop's. */
export const screenshotWidths = [375, 1280] as const;
type ScreenshotWidth = (typeof screenshotWidths)[number];

export interface PageLook {
  status: number;
  servedHtml: string;
  renderedHtml: string;
  consoleErrors: string[];
  failedRequests: string[];
  hydrationMismatches: string[];
  axe: AxeFinding[];
  /** Every href of the rendered page, resolved. */
  hrefs: string[];
  /** Full-page PNGs by width. */
  shots: Partial<Record<ScreenshotWidth, Buffer>>;
}

/** What a page says went wrong while it is open. */
function watch(page: Page) {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  const hydrationMismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    (hydrationMismatch.test(message.text()) ? hydrationMismatches : consoleErrors).push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return { consoleErrors, failedRequests, hydrationMismatches };
}

/** Everything the page will show is there: islands hydrated, no spinner, fonts, the network quiet. */
async function settle(page: Page) {
  await appShowing(page);
  await page.waitForFunction(() => !document.querySelector('main [data-testid="spinner"]'), null, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

/**
 * One page's screenshots at a time in the whole browser: headless Chromium's full-page captures of pages taken
 * at once came out as one viewport's picture tiled down the page.
 */
let photographing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = photographing.then(work, work);
  photographing = turn.catch(() => undefined);
  return turn;
}

/** The page at each width, whole (the viewport's height is a desktop's; the page is as long as it is). */
async function screenshots(page: Page): Promise<PageLook['shots']> {
  const shots: PageLook['shots'] = {};
  for (const width of [...screenshotWidths].reverse()) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))),
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    shots[width] = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  }
  return shots;
}

/**
 * Opens `url` as a new visitor does (a browser context of its own: no language remembered from another page, no
 * cache), at a desktop's width, motion reduced (no carousel turns between two screenshots). `only: 'screenshots'`
 * (a baseline): its status and screenshots alone.
 */
export async function visitPage(
  browser: Browser,
  url: string,
  { only }: { only?: 'screenshots' } = {},
): Promise<PageLook> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    const seen = watch(page);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const status = response?.status() ?? 0;
    const servedHtml = only ? '' : ((await response?.text()) ?? '');
    await settle(page);
    const look = only
      ? { axe: [], renderedHtml: '', hrefs: [] }
      : {
          axe: await axeFindings(page),
          renderedHtml: await page.content(),
          // An SVG element's href is not a string (SVGAnimatedString): only links' and anchors' count.
          hrefs: await page.$$eval('a[href], link[href], area[href]', (elements) =>
            elements.map((element) => (element as HTMLAnchorElement).href).filter((href) => typeof href === 'string'),
          ),
        };
    const shots = await oneAtATime(() => screenshots(page));
    return { status, servedHtml, ...look, ...seen, shots };
  } finally {
    await context.close();
  }
}
