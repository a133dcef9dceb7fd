// Issue 2: how the parts compose at runtime — one copy of each shared library, a remote that throws while
// rendering is contained, and a remote redeployed on its own shows up in the running shell.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { basePort, cloudPort, origin } from './support/env';
import { mainHeading, watchConsole } from './support/site';
import { theme } from '../../shared-ui/src/theme/theme';
import { startServeProcess } from '../../local-cloud/src/serve-process';

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

test.describe('shared singletons', () => {
  test('one React, router, i18next and styled-components; the theme reaches a remote', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/about/overview');
    await mainHeading(page);
    await expect(page.locator('[data-section="about"]')).toBeAttached();

    // react-router-dom and react-i18next are shared inside @stallions/shared-router and @stallions/shared-i18n.
    const singletons = [
      'react',
      'react-dom',
      '@stallions/shared-router',
      'i18next',
      '@stallions/shared-i18n',
      'styled-components',
    ];
    for (const name of singletons) {
      expect(await loadedCopies(page, name), name).toBe(1);
    }
    // One styled-components instance writes one style sheet, for the shell's and the remote's components alike.
    await expect(page.locator('style[data-styled]')).toHaveCount(1);

    // The remote's join button and the header's donate button are the same themed variant ('secondary'):
    // both take the club gold from the one theme the shell provides.
    const colours = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`);
    const remoteButton = page.locator('main a[href="/get-involved/join"]').first();
    const headerButton = page.getByRole('banner').locator('a[href="/get-involved/donate"]').filter({ visible: true }); // closed menus hide the others
    expect(await colours(remoteButton)).toBe(await colours(headerButton));
    expect(await colours(remoteButton)).toContain(rgb(theme.colors.accent));

    console.expectClean();
  });
});

/** URLs of the scripts the page requests, in order. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('a server-rendered page preloads no script: its hydration code loads after first paint, once, without Firestore', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/search?q=club'); // returns once hydrated
  await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  const framework = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith('/framework.'))
        ?.startTime,
  );
  expect(firstPaint).toBeDefined();
  expect(framework, 'the start-up libraries are loaded after the first contentful paint').toBeGreaterThanOrEqual(
    firstPaint ?? Infinity,
  );
  expect(new Set(scripts).size, 'each script requested once').toBe(scripts.length);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('firestore.googleapis.com');
  }
});

test('the client-rendered app preloads the chunks its start needs, each used once', async ({ page }) => {
  const console = watchConsole(page);
  const scripts = scriptRequests(page);
  await page.goto('/app.html');
  await mainHeading(page);
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toContainEqual(expect.stringMatching(/\/framework\.[0-9a-f]+\.js$/));
  for (const url of preloaded)
    expect(
      scripts.filter((script) => script === url),
      url,
    ).toHaveLength(1);
  // Chromium warns about a preload left unused a few seconds after load.
  await page.waitForTimeout(4000);
  console.expectClean();
});

test('a remote that throws while rendering shows its fallback; the rest of the site keeps working', async ({
  page,
}) => {
  // Serve the about remote's chunks with a render-time throw patched into its routes component.
  let patched = 0;
  await page.route(`${origin(1)}/*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const marker = '"data-section":"about"';
    if (!body.includes(marker)) return route.fulfill({ response });
    patched++;
    return route.fulfill({
      response,
      body: body.replace(marker, '"data-section":(()=>{throw new Error("render failure")})()'),
    });
  });
  // Reached in the browser (the server's render of the section is not patched): from home, by its link.
  await page.goto('/');
  await page.locator('main a[href="/about/overview"]').first().click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  expect(patched).toBeGreaterThan(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /home|Stallions Club/i })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await mainHeading(page);
});

test.describe('independent deployment', () => {
  test.describe.configure({ mode: 'serial' });
  // Its own local-cloud, so rebuilding the about remote does not disturb the other tests.
  const ports = { base: basePort + 10, cloud: cloudPort + 10 };
  const shell = `http://localhost:${ports.base}`;
  let aboutDist: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    aboutDist = mkdtempSync(join(tmpdir(), 'about-dist-'));
    cpSync(join(repoRoot, 'about-mfe/dist'), aboutDist, { recursive: true });
    server = await startServeProcess({
      basePort: ports.base,
      cloudPort: ports.cloud,
      dataDir: join(aboutDist, '.data'),
      env: { DIST_ABOUT: aboutDist },
      timeoutMs: 30_000,
    });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(aboutDist, { recursive: true, force: true });
  });

  test('a remote rebuilt and served anew shows its change in the running shell, the shell untouched', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const section = page.locator('[data-section="about"]');
    await page.goto(`${shell}/about/overview`);
    await mainHeading(page);
    const before = await section.getAttribute('data-build');
    const shellEntry = await (await page.request.get(`${shell}/main.js`)).text();

    // The about team's deploy: a new production build of their remote only, into the folder it is served from.
    const buildId = `redeploy-${Date.now()}`;
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: join(repoRoot, 'about-mfe'),
      env: { ...process.env, BUILD_ID: buildId, DIST_DIR: aboutDist },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr || build.stdout).toBe(0);

    // The render server sees the new remote (no restart, no shell build): its HTML, scripts aside, within 30 s.
    await expect
      .poll(async () => (await page.request.get(`${shell}/about/overview`)).text(), { timeout: 30_000 })
      .toContain(`data-build="${buildId}"`);
    await page.reload();
    await mainHeading(page);
    await expect(section).toHaveAttribute('data-build', buildId);
    expect(before).not.toBe(buildId);
    // The shell was not rebuilt: the same entry is served, and its dist is untouched.
    expect(await (await page.request.get(`${shell}/main.js`)).text()).toBe(shellEntry);
    expect(readFileSync(join(repoRoot, 'shell/dist/main.js'), 'utf8')).toBe(shellEntry);
  });

  test('a remote whose server build is gone: the server sends its fallback, the rest of the page intact', async ({
    page,
  }) => {
    const entry = join(aboutDist, 'server/remoteEntry.js');
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
