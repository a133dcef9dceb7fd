// How the parts compose at runtime — one copy of each shared library, a remote that throws while
// rendering is contained, and a remote redeployed on its own shows up in the running shell.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cpSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ownPorts } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { mainHeading, requestedUrls, vitalsMeasured, watchConsole } from './support/site';
import { theme } from '../../shared-ui/src/theme/theme';
import { fixtureBuild, fixtureDist } from '../fixtures/builds';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const repoRoot = resolve(__dirname, '../..');

/** Loaded copies of a shared package, as the federation runtime records them (one per loaded version). */
async function loadedCopies(page: Page, packageName: string): Promise<number> {
  return page.evaluate((name) => {
    type ShareInfo = { loaded?: boolean; loading?: unknown; lib?: unknown };
    const scopes = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const copies = new Set<unknown>();
    for (const host of Object.values(scopes))
      for (const scope of Object.values(host))
        for (const version of Object.values(scope[name] ?? {}))
          if (version.loaded || version.lib) copies.add(version.lib ?? version);
    return copies.size;
  }, packageName);
}

/** The page script's one chunk, web-vitals, loaded after the page's load event: a hashed file of the shell's. */
const vitalsChunk = /^\/site\.web-vitals\.[0-9a-f]{10}\.js$/;

/** The addresses of the scripts requested, each once, without the page script's web-vitals chunk. */
const scriptPaths = (scripts: string[]) =>
  [...new Set(scripts.map((url) => new URL(url).pathname))].filter((path) => !vitalsChunk.test(path));

/** URLs of the scripts the page requests, in order. */
const scriptRequests = (page: Page) => requestedUrls(page, (request) => request.resourceType() === 'script');

test.describe('shared singletons', () => {
  test('an island’s page: one React, i18next, styled-components and design system across shell and remote, no router', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const scripts = scriptRequests(page);
    await page.goto('/get-involved/join');
    await expect(page.locator('[data-island][data-island-ready]')).toHaveCount(1);

    // react-i18next is shared inside @stallions/shared-i18n; islands take the design system from its
    // router-free entry, so the router (react-router-dom inside @stallions/shared-router) never loads.
    const singletons = [
      'react',
      'react-dom',
      'i18next',
      '@stallions/shared-i18n',
      'styled-components',
      '@stallions/shared-ui/browser',
    ];
    for (const name of singletons) {
      expect(await loadedCopies(page, name), name).toBe(1);
    }
    for (const name of ['@stallions/shared-router', '@stallions/shared-ui']) {
      expect(await loadedCopies(page, name), name).toBe(0);
    }
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain('<Router>'); // react-router's messages
    }
    // The island's button takes the club's colours from the one theme.
    const submit = page.getByTestId('join-form').locator('button[type="submit"]');
    await expect(submit).toBeEnabled();
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(theme.colors.primary));
    console.expectClean();
  });
});

test('a page without a form or the carousel runs only the page script: no framework, no federation runtime', async ({
  page,
}) => {
  let chunk: string | undefined;
  for (const address of [
    '/',
    '/about/overview',
    '/fr/search?q=club',
    '/ar/news-features/press-center',
    '/no-such-page',
  ]) {
    const scripts = scriptRequests(page);
    await page.goto(address);
    await mainHeading(page);
    // The header still works: its panels are HTML.
    await page.getByTestId('search-toggle').click();
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused();
    if (address === '/') await vitalsMeasured(page);
    expect(scriptPaths(scripts), address).toEqual(['/site.js']);
    chunk ??= scripts.map((url) => new URL(url).pathname).find((path) => vitalsChunk.test(path));
    expect(await page.evaluate(() => '__FEDERATION__' in window), address).toBe(false);
  }
  // What that one script is: plain code, none of React (its element symbol), i18next (its log prefix),
  // styled-components (its style attribute), the federation runtime or Firestore; its chunk neither, and cached
  // for good.
  const site = await (await page.request.get('/site.js')).text();
  expect(site.length).toBeLessThan(15_000);
  expect(chunk).toBeDefined();
  const vitals = await page.request.get(chunk!);
  expect(vitals.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const library of ['react.element', 'i18next::', 'data-styled', '__FEDERATION__', 'firestore']) {
    expect(site, library).not.toContain(library);
    expect(await vitals.text(), library).not.toContain(library);
  }
});

test('an island’s page loads its code after the HTML: each script once, none with Firestore', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/get-involved/donate');
  await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
  expect(new Set(scripts).size, 'each script requested once').toBe(scripts.length);
  expect(scripts.some((url) => url.includes('__federation_expose_islands'))).toBe(true);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('firestore.googleapis.com');
  }
});

test.describe('islands load when a visitor reaches for them', () => {
  test.use({ touchIslands: false });

  test('a form page runs only the page script until the focus enters the form; what was typed meanwhile stays', async ({
    page,
  }) => {
    await page.clock.install();
    const scripts = scriptRequests(page);
    // A slow network: the islands' code arrives a while after the visitor starts typing.
    await page.route('**/islands.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/fr/get-involved/join');
    await page.mouse.move(1, 1);
    await page.waitForTimeout(500);
    expect(scriptPaths(scripts)).toEqual(['/site.js']);
    const form = page.getByTestId('join-form');
    // The server's form as it will be: its defaults in place (the page's language), a real form that can be sent
    // before its code arrives (the submit is never disabled in the server's HTML).
    await expect(form.locator('[name="language"]')).toHaveValue('fr');
    await expect(form.locator('input[name="hasReference"][value="no"]')).toBeChecked();
    await expect(form.locator('button[type="submit"]')).toBeEnabled();

    const firstName = form.locator('[name="firstName"]');
    await firstName.focus();
    await page.keyboard.type('Layla');
    await form.locator('[name="language"]').selectOption('ar');
    await expect(page.locator('html[data-islands-ready]')).toBeAttached({ timeout: 30_000 });
    expect(scripts.some((url) => url.includes('__federation_expose_islands'))).toBe(true);
    await expect(firstName).toHaveValue('Layla');
    await expect(form.locator('[name="language"]')).toHaveValue('ar');
    // The form's state has them too: the first name is not among the missing answers, the last name is.
    await page.clock.fastForward(4_000);
    await form.locator('button[type="submit"]').click();
    // The island's own summary, in the form (the page's early one, beside it, stays hidden).
    await expect(form.locator('a[href="#join-lastName"]')).toBeVisible();
    await expect(form.locator('a[href="#join-firstName"]')).toHaveCount(0);
    await expect(form.locator('[name="language"]')).toHaveValue('ar');
  });

  test('the carousel loads its code when it nears the viewport, not before', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/our-causes/corporate-social-responsibility');
    await page.waitForTimeout(500);
    expect(scriptPaths(scripts)).toEqual(['/site.js']);
    const carousel = page.locator('[data-island-load="visible"]');
    await carousel.evaluate((island) => island.firstElementChild?.scrollIntoView());
    await expect(page.locator('html[data-islands-ready]')).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('[data-carousel-pagination] button').first()).toBeVisible();
  });
});

test.describe('independent deployment', () => {
  test.describe.configure({ mode: 'serial' });
  // Its own local-cloud, so rebuilding the about remote does not disturb the other tests.
  const ports = ownPorts('composition');
  const shell = `http://localhost:${ports.base}`;
  // The about remote is served from a copy of its build, which a test deploys to.
  const aboutDist = serveFromOwnFolder('about-dist', ports, 300_000, async (folder) => {
    await fixtureBuild('fixture-page');
    cpSync(join(repoRoot, 'about-mfe/dist'), folder, { recursive: true });
    return { env: { DIST_ABOUT: folder }, timeoutMs: 30_000 };
  });

  test('a remote rebuilt and served anew shows its change in the running shell, the shell untouched', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const section = page.locator('[data-section="about"]');
    await page.goto(`${shell}/about/overview`);
    await mainHeading(page);
    const before = await section.getAttribute('data-build');
    const shellEntry = await (await page.request.get(`${shell}/site.js`)).text();

    // The about team's deploy: another production build of their remote only (fixtures/builds.ts, its BUILD_ID
    // its name), copied into the folder it is served from.
    const buildId = 'fixture-page';
    cpSync(fixtureDist(buildId), aboutDist(), { recursive: true });

    // The render server sees the new remote (no restart, no shell build): its HTML, scripts aside, within 30 s.
    await expect
      .poll(async () => (await page.request.get(`${shell}/about/overview`)).text(), { timeout: 30_000 })
      .toContain(`data-build="${buildId}"`);
    await page.reload();
    await mainHeading(page);
    await expect(section).toHaveAttribute('data-build', buildId);
    expect(before).not.toBe(buildId);
    // The shell was not rebuilt: the same entry is served, and its dist is untouched.
    expect(await (await page.request.get(`${shell}/site.js`)).text()).toBe(shellEntry);
    expect(readFileSync(join(repoRoot, 'shell/dist/site.js'), 'utf8')).toBe(shellEntry);
  });

  test('a remote whose server build is gone: the server sends its fallback, the rest of the page intact', async ({
    page,
  }) => {
    const entry = join(aboutDist(), 'server/remoteEntry.js');
    renameSync(entry, `${entry}.gone`);
    try {
      // The render server notices within seconds; JavaScript off: what the server sent, nothing else.
      await expect
        .poll(async () => (await page.request.get(`${shell}/fr/about/overview`)).text(), { timeout: 30_000 })
        .toContain('data-testid="remote-unavailable"');
      const response = await page.request.get(`${shell}/fr/about/overview`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="fr" dir="ltr">');
      expect(html).toMatch(/<header[^>]*>[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[^>]*>[\s\S]*<\/footer>/);
      expect(html).not.toContain('data-section="about"');
      // Other sections render as ever.
      expect(await (await page.request.get(`${shell}/fr/our-causes/overview`)).text()).toContain(
        'data-section="causes"',
      );
    } finally {
      renameSync(`${entry}.gone`, entry);
    }
    // Back: the next render has the section again.
    await expect
      .poll(async () => (await page.request.get(`${shell}/fr/about/overview`)).text(), { timeout: 30_000 })
      .toContain('data-section="about"');
  });
});
