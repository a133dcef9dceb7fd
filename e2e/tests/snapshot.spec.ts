// Prerendered pages (scripts/prerender.ts, shell/src/snapshot/): what a visitor sees and can do before the
// app's JavaScript has run, and how the app takes over. Playwright's own `test`: these tests act on the
// snapshot on purpose, holding the app's entry script back until they release it.
import { expect, test, type Page } from '@playwright/test';
import { origin } from './support/env';
import { watchPolicyViolations } from './support/fixtures';
import { watchConsole } from './support/site';

// The snapshots run the one inline script the policy allows by its hash: any violation fails the test.
let violations: string[] = [];
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page);
});
test.afterEach(() => expect(violations, 'Content Security Policy violations').toEqual([]));

/**
 * Holds /main.js (the app's entry) until the returned function is called. Navigate with
 * `waitUntil: 'domcontentloaded'` then: the held script keeps the load event from firing.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${origin()}/main.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const snapshotState = (page: Page) => page.locator('html').getAttribute('data-snapshot');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page shows its content, styled, with its title, and its links lead to other prerendered pages', async ({
    page,
  }) => {
    await page.goto('/about/overview');
    await expect(page.locator('main h1')).toHaveText('Influence, put to work for others');
    await expect(page).toHaveTitle('About us | Stallions Club');
    // Playwright switches scripts off without the parser knowing, so <noscript> is not shown here: read the HTML.
    expect(await (await page.request.get('/about/overview')).text()).toContain(
      '<noscript>Menus, search, the language choice and the forms need JavaScript.</noscript>',
    );
    // Styled by the snapshot's own stylesheet: the header has the theme's dark background, not the default.
    const headerBackground = await page
      .getByRole('banner')
      .evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/about\/membership$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test('the app takes the snapshot’s place: one root, the same page, no errors, the scroll position kept', async ({
  page,
}) => {
  const console = watchConsole(page);
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await snapshotState(page)).toBe('on');
  const heading = await page.locator('main h1').textContent();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await expect.poll(() => snapshotState(page)).toBe('replaced');
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText(heading ?? '');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  console.expectClean();
});

test('what a visitor typed and where the cursor was are kept when the app takes over', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/get-involved/donate', { waitUntil: 'domcontentloaded' });
  const firstName = page.getByLabel('First name');
  await firstName.fill('Amina');
  expect(await snapshotState(page)).toBe('on');
  release();
  await expect.poll(() => snapshotState(page)).toBe('replaced');
  await expect(firstName).toHaveValue('Amina');
  await expect(firstName).toBeFocused();
  // The form's own state has the value too: submitting lists other missing fields, not this one.
  await page.getByRole('button', { name: 'Donate' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: /first name/i })).toHaveCount(0);
});

test('a form of the snapshot never submits natively (its fields would land in the URL)', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/get-involved/donate', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First name').fill('Amina');
  await page.getByRole('button', { name: 'Donate' }).click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  release();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button pressed before the app loaded opens the menu once it has', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await snapshotState(page)).toBe('on');
    release();
    await expect.poll(() => snapshotState(page)).toBe('replaced');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Site sections' })).toBeVisible();
  });
});

test('the announcement is on the prerendered page from the first paint, and stays away once dismissed', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/get-involved/donate/payment', { waitUntil: 'domcontentloaded' });
  expect(await snapshotState(page)).toBe('on');
  const notice = page.getByTestId('announcement');
  await expect(notice).toBeVisible();
  const text = (await notice.getAttribute('data-announcement'))!;
  expect(text.length).toBeGreaterThan(0);
  release();
  await expect.poll(() => snapshotState(page)).toBe('replaced');
  await expect(notice).toHaveText(text);
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);

  // The next prerendered page carries the same notice: the gate keeps it hidden for this session.
  const releaseNext = await holdApp(page);
  await page.goto('/about/overview', { waitUntil: 'domcontentloaded' });
  expect(await snapshotState(page)).toBe('on');
  await expect(page.locator(`[data-announcement]`)).toHaveCount(1);
  await expect(page.locator(`[data-announcement]`)).toBeHidden();
  releaseNext();
  await expect.poll(() => snapshotState(page)).toBe('replaced');
  await expect(notice).toHaveCount(0);
});

test('a visitor reading another language gets the prerendered page of that language, never the English one', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/?lng=ar', { waitUntil: 'domcontentloaded' });
  expect(new URL(page.url()).pathname).toBe('/ar');
  expect(await snapshotState(page)).toBe('on');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1')).not.toHaveText('Influence that lifts others');
  const arabic = await page.locator('main h1').textContent();
  release();
  await expect.poll(() => snapshotState(page)).toBe('replaced');
  await expect(page.locator('main h1')).toHaveText(arabic!);
});

test('the app starts after the first paint with its start chunks alongside, each script fetched once', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/about/overview');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-snapshot') === 'replaced');
  const startChunks = (await page.locator('script[data-start-chunks]').getAttribute('data-start-chunks'))!.split(' ');
  expect(startChunks.length).toBeGreaterThan(5);
  // Had the entry run before its chunks, it would have requested them again itself.
  for (const path of [...startChunks, '/main.js'])
    expect(
      scripts.filter((url) => url === `${origin()}${path}`),
      path,
    ).toHaveLength(1);
  expect(new Set(scripts).size).toBe(scripts.length);
});

test('an address with no prerendered page gets the app page, with no snapshot', async ({ page }) => {
  const response = await page.request.get('/no-such-page');
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain('data-snapshot');
  const home = await (await page.request.get('/')).text();
  expect(home).toContain('data-snapshot');
  // The entry starts after the first paint; preloads would compete with the page for bandwidth.
  expect(home).not.toContain('rel=preload');
});
