// Helpers shared by the end-to-end specs.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { languageStore } from '@stallions/shared-i18n/languages';
import { apps } from '@stallions/site-registry';

/** Every page of the site (the shell's and the remotes' declarations), and the menus they make. */
export { menuGroups, sitePages } from '../../../scripts/site-pages';

/** Each remote's port offset from the shell's, by name, as local-cloud serves the registry (sections.json). */
export const remoteManifests: Record<string, number> = Object.fromEntries(
  apps.filter((app) => app.name !== 'shell').map((app) => [app.name, app.offset]),
);

/** Fails the test on any uncaught page error or console error, unless allowed. */
export function watchConsole(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`${message.type()}: ${text}`);
  });
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** The addresses of the requests the page makes from now on that match, in order. */
export function requestedUrls(page: Page, matches: (request: Request) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (matches(request)) urls.push(request.url());
  });
  return urls;
}

/**
 * The page's main heading, once the (possibly remote) page has rendered. A first load fetches several chunks
 * from up to two origins: on a busy machine that can take longer than the default 10 s.
 */
export async function mainHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return heading;
}

/** The first Tab stop is the skip link, on screen, and Enter on it moves focus to the main content. */
export async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/**
 * Whether Chromium exposes the element as expanded, read from its accessibility tree (what a screen reader is
 * told). A popover's invoker and a <summary> get this state from the browser, with no aria-expanded attribute.
 */
async function accessibleExpanded(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const session = await page.context().newCDPSession(page);
  try {
    await locator.evaluate((element) => element.setAttribute('data-ax-probe', ''));
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await locator.evaluate((element) => element.removeAttribute('data-ax-probe'));
    await session.detach();
  }
}

/** Waits until the element is exposed as expanded (or collapsed), as a screen reader hears it. */
export const expectExpanded = (locator: Locator, expanded: boolean) =>
  expect.poll(() => accessibleExpanded(locator)).toBe(expanded);

/** The popover a button opens (its popovertarget). */
export async function popoverOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('popovertarget');
  expect(id, 'the button opens a popover').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** The page's layout shifts so far, from its first paint (the browser keeps them for a buffered observer). */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; at: number; moved: string[] }[]>((done) => {
        const shifts: { value: number; at: number; moved: string[] }[] = [];
        /** A shifted node as a failure message names it: tag, id, classes, and its box before → after. */
        const name = (source: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          const box = (r: DOMRectReadOnly) =>
            `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          const what = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`
            : 'a text node';
          return `${what} ${box(source.previousRect)} → ${box(source.currentRect)}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: entry.sources.map(name) });
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => done(shifts)));
      }),
  );

/** The sum of some layout shifts: their cumulative layout shift. */
export const cumulative = (shifts: { value: number }[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * Resolves once the page script (site.js, loaded after the first paint) runs: it starts the field measurement,
 * then records the page's language, then attaches the header's and the announcement's behaviour, all in one task.
 * In a fresh browser context the language record is the fact that says it ran.
 */
export const pageScriptRan = (page: Page) =>
  page.waitForFunction((key) => localStorage.getItem(key) !== null, languageStore.storage);

/**
 * Resolves once the page measures its vitals: web-vitals, a chunk the page script loads after the load event and an
 * idle moment, has started (its user timing mark, shell/src/field/web-vitals-chunk.ts). A page left before then
 * sends its beacon without vitals.
 */
export const vitalsMeasured = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('field-vitals-started', 'mark').length > 0, undefined, {
    timeout: 15_000,
  });

/**
 * Leaves the page as a visitor following a link does, so that its beacon goes (pagehide): to robots.txt on its own
 * origin (no page script there, so no page view of its own), navigated by the page itself. Another document of the
 * same site replaces it in the same renderer, which runs the page's pagehide first however busy it is. Leaving for
 * about:blank (page.goto's navigation from the browser's address bar) lets Chromium drop a renderer still busy
 * after its unload timeout (a form hydrating on a loaded machine), and with it the beacon the page had yet to send.
 */
export async function leavePage(page: Page): Promise<void> {
  const next = new URL('/robots.txt', page.url()).href;
  await Promise.all([
    page.waitForURL(next),
    page.evaluate((url) => {
      window.location.href = url;
    }, next),
  ]);
}
