// A page the visitor is about to open is prerendered (Speculation Rules), and opening it shows the
// prerendered document. Driven the way Chromium activates prerenders here: launched by chrome-launcher with
// --headless=new and driven by puppeteer-core (both come with lighthouse). A Playwright-launched Chromium kept
// activationStart at 0 on this machine, whichever of its default flags were removed.
import { test, expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs } from '../../tools/chromium';
import { chromePath, origin } from './support/env';

interface Shown {
  activationStart: number;
  heading: string;
}

/** A puppeteer call that may never settle while a frame is swapped: rejected after 2 s instead. */
function within2s<T>(call: Promise<T>): Promise<T> {
  const late = new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('no answer')), 2_000));
  return Promise.race([call, late]);
}

/** What a page shows now; rejects when it cannot say within 2 s (a frame being swapped may never answer). */
function readShown(page: Page) {
  return within2s(
    page.evaluate(() => ({
      href: location.href,
      complete: document.readyState === 'complete',
      activationStart: (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { activationStart: number })
        ?.activationStart,
      heading: document.querySelector('main h1')?.textContent ?? '',
    })),
  );
}

/**
 * Clicks and waits until the page shows `url`, complete; then what it shows: the navigation entry's
 * activationStart (> 0: shown from its prerender) and its heading. An activation swaps the page's frame, which
 * puppeteer follows only after a while, and on a busy machine sometimes as another of the browser's pages: every
 * read is polled, never awaited once, in the page clicked and in any page of the browser at that address.
 */
async function openAndRead(page: Page, click: () => Promise<void>, url: string): Promise<Shown> {
  await within2s(click()).catch(() => {}); // the click's own promise may wait on the frame being swapped
  const seen: string[] = [];
  // A deadline, not a count of reads: a read that hangs costs 2 s.
  for (let attempt = 0, deadline = Date.now() + 30_000; Date.now() < deadline; attempt++) {
    // After a few failed reads, through a new connection too: on a busy machine puppeteer's first one can keep the
    // frame the activation detached, and a fresh one lists the browser's pages as they are now.
    const fresh =
      attempt >= 5 && attempt % 5 === 0
        ? await within2s(puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome!.port}` })).catch(() => undefined)
        : undefined;
    try {
      const others = [
        ...(await within2s(browser!.pages()).catch(() => [])),
        ...(fresh ? await within2s(fresh.pages()).catch(() => []) : []),
      ];
      const candidates = [page, ...others.filter((other) => other !== page && other.url() === url)];
      for (const candidate of candidates) {
        try {
          const state = await readShown(candidate);
          if (state.href === url && state.complete) return state;
          seen.push(`${state.href} ${state.complete ? 'complete' : 'loading'}`);
        } catch (error) {
          seen.push(String(error)); // the frame is being swapped: ask again
        }
      }
    } finally {
      await fresh?.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not shown within 30 s; the last reads: ${seen.slice(-3).join(' | ')}`);
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
let browser: Browser | undefined;
let profile = '';

test.beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'speculation-'));
  chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
});

test.afterAll(async () => {
  await browser?.disconnect();
  chrome?.kill();
  rmSync(profile, { recursive: true, force: true });
});

for (const [from, link, to] of [
  ['/', 'main a[href="/about/overview"]', '/about/overview'],
  ['/ar/about/overview', 'footer a[href="/ar/get-involved/join"]', '/ar/get-involved/join'],
] as const) {
  test(`${from}: a hovered link to ${to} opens from its prerender`, async () => {
    const page = await browser!.newPage();
    await page.goto(`${origin()}${from}`, { waitUntil: 'load' });
    const target = await page.waitForSelector(link);
    await target!.scrollIntoView();
    await target!.hover();
    // "moderate": a 200 ms hover starts the prerender; give it time to load.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // The prerendered page is the real one, with its heading. (Its island's hydration: forms.spec.ts; waiting for
    // it here, across the frame swap, made this test wait on puppeteer rather than on the page.)
    const shown = await openAndRead(page, () => target!.click(), `${origin()}${to}`);
    expect(shown.activationStart, 'the page was shown from its prerender').toBeGreaterThan(0);
    expect(shown.heading).toBeTruthy();
    await within2s(page.close()).catch(() => {});
  });
}

test('a language link is never prerendered: the choice it records comes first', async () => {
  const page = await browser!.newPage();
  await page.setViewport({ width: 1280, height: 800 }); // the desktop header, with its language list
  await page.goto(`${origin()}/about/overview`, { waitUntil: 'load' });
  await page.click('button[popovertarget="language-menu"]');
  const french = await page.waitForSelector('#language-menu a[data-switch-language="fr"]', { visible: true });
  await french!.hover();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const shown = await openAndRead(page, () => french!.click(), `${origin()}/fr/about/overview`);
  expect(shown.activationStart).toBe(0);
  await within2s(page.close()).catch(() => {});
});
