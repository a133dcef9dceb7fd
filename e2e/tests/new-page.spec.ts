// A section team ships a new page alone: a copy of the about remote with one extra page (a fixture,
// not a page of the product, built before the tests: fixtures/builds.ts) is deployed in place of the about
// remote, on a local-cloud of its own.
// The page shows in the header menu, the mobile menu, the footer, the sitemap and search, server-rendered in
// every language, with the shell untouched; deploying the remote without it takes it out everywhere.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { devices } from '@playwright/test';
import { supportedLanguages, type Language } from '@stallions/shared-i18n/languages';
import { expect, test } from './support/fixtures';
import { ownPorts } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { mainHeading } from './support/site';
import { fixtureBuild, fixtureDist, fixturePage } from '../fixtures/builds';

const repoRoot = resolve(__dirname, '../..');
const ports = ownPorts('new-page');
const shell = `http://localhost:${ports.base}`;
const { word, labels, titles } = fixturePage;
const at = (lng: Language, path: string) => (lng === 'en' ? path : `/${lng}${path}`);

/** Replaces what the about origin serves with a build (a deploy: the files change, nothing restarts). */
function deploy(build: string, served: string) {
  rmSync(served, { recursive: true, force: true });
  cpSync(build, served, { recursive: true });
}

test.describe('a new page shipped by one remote alone', () => {
  test.describe.configure({ mode: 'serial' });
  let served: string;
  let serverErrors = '';
  const work = serveFromOwnFolder('new-page', ports, 300_000, async (folder) => {
    await fixtureBuild('fixture-page');
    await fixtureBuild('malformed');
    cpSync(join(repoRoot, 'about-mfe/dist'), original(), { recursive: true });
    served = join(folder, 'served');
    deploy(original(), served);
    return { env: { DIST_ABOUT: served }, onErrorOutput: (text) => (serverErrors += text) };
  });
  const original = () => join(work(), 'original');
  const shellEntry = readFileSync(join(repoRoot, 'shell/dist/site.js'), 'utf8');
  const html = async (request: { get: (url: string) => Promise<{ text: () => Promise<string> }> }, path: string) =>
    (await request.get(`${shell}${path}`)).text();

  test('deployed: in the menus, footer, sitemap and search, server-rendered in every language', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    expect(await html(request, '/')).not.toContain('/about/fixture-page');
    deploy(fixtureDist('fixture-page'), served);
    // The render server sees the new declaration within seconds (JavaScript off: what the server sent).
    await expect.poll(() => html(request, '/'), { timeout: 30_000 }).toContain('href="/about/fixture-page"');

    for (const lng of supportedLanguages) {
      const home = await html(request, at(lng, '/'));
      // Header menu and footer, with the label of the page's language.
      const links = [
        ...home.matchAll(new RegExp(`<a [^>]*href="${at(lng, '/about/fixture-page')}"[^>]*>([^<]*)<`, 'g')),
      ];
      expect(
        links.map((link) => link[1]),
        lng,
      ).toEqual(expect.arrayContaining([labels[lng]]));
      expect(links.length, `${lng}: header and footer`).toBeGreaterThanOrEqual(2);
      // The page itself, server-rendered in its language.
      const own = await request.get(`${shell}${at(lng, '/about/fixture-page')}`);
      expect(own.status()).toBe(200);
      const body = await own.text();
      expect(body).toContain(`<html lang="${lng}"`);
      expect(body).toMatch(new RegExp(`<h1[^>]*>${titles[lng]}</h1>`));
      expect(body).toContain('data-build="fixture-page"');
    }
    const sitemap = await html(request, '/sitemap.xml');
    for (const lng of supportedLanguages)
      expect(sitemap).toContain(`<loc>${shell}${at(lng, '/about/fixture-page')}</loc>`);

    // Search, in the browser, in French.
    await page.goto(`${shell}/fr/search?q=${word.toLowerCase()}`);
    await expect(page.getByRole('list', { name: /résultats/i }).getByRole('link', { name: titles.fr })).toHaveAttribute(
      'href',
      '/fr/about/fixture-page',
    );
    // The header menu in the browser: the group lists it, and it goes there.
    await page.goto(`${shell}/ar`);
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('button', { name: 'من نحن' }).click();
    await page.getByRole('link', { name: labels.ar }).first().click();
    await expect(await mainHeading(page)).toHaveText(titles.ar);
    // The shell was not rebuilt: the same entry is served, and its dist is untouched.
    expect(await html(request, '/site.js')).toBe(shellEntry);
    expect(readFileSync(join(repoRoot, 'shell/dist/site.js'), 'utf8')).toBe(shellEntry);
  });

  test('in the mobile menu', async ({ browser }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await page.goto(`${shell}/fr`);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('mobile-menu').locator('summary', { hasText: 'À propos' }).click();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: labels.fr })).toHaveAttribute(
      'href',
      '/fr/about/fixture-page',
    );
    await context.close();
  });

  test('a malformed declaration is refused, naming the remote: the menus keep the last good one', async ({
    request,
  }) => {
    deploy(fixtureDist('malformed'), served);
    // The new build renders the section (its routes), but its declaration (a page declared twice) is refused.
    await expect.poll(() => html(request, '/about/overview'), { timeout: 30_000 }).toContain('data-build="malformed"');
    await expect
      .poll(() => serverErrors, { timeout: 10_000 })
      .toMatch(/Remote about's \.\/pages declaration is refused: pages: each page path once/);
    for (const lng of supportedLanguages)
      expect(await html(request, at(lng, '/')), lng).toContain(`href="${at(lng, '/about/fixture-page')}"`);
    expect(await html(request, '/sitemap.xml')).toContain('/about/fixture-page');
  });

  test('deployed again without it: gone everywhere', async ({ request }) => {
    deploy(original(), served);
    await expect.poll(() => html(request, '/fr'), { timeout: 30_000 }).not.toContain('/fr/about/fixture-page');
    expect(await html(request, '/sitemap.xml')).not.toContain('fixture-page');
    expect(await html(request, '/ar')).not.toContain('fixture-page');
    const gone = await request.get(`${shell}/about/fixture-page`);
    expect(gone.status()).toBe(404);
  });
});
