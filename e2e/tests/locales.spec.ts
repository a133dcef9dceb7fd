// Locale URLs: English at the unprefixed paths (/about/overview), French and Arabic under /fr/… and /ar/…; each
// page arrives in its language (server-rendered), with its own canonical URL and the hreflang cluster; unprefixed
// addresses follow ?lng=, the cookie and the browser's language; every internal link and the language switcher
// keep the visitor's language.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as plainTest, type Page } from '@playwright/test';
import { appShowing, expect, test } from './support/fixtures';
import { origin } from './support/env';
import { mainHeading, sitePages, watchConsole } from './support/site';
import { supportedLanguages, type Language } from '@stallions/shared-i18n/languages';

type Lng = Language;
const languages: readonly Lng[] = supportedLanguages;
const repoRoot = resolve(__dirname, '../..');
const pagesOf = (lng: Lng) =>
  JSON.parse(readFileSync(resolve(repoRoot, `shell/src/locales/${lng}/pages.json`), 'utf8')) as {
    home: { hero: { title: string } };
  };
const aboutOf = (lng: Lng) =>
  JSON.parse(readFileSync(resolve(repoRoot, `about-mfe/src/locales/${lng}/pages.json`), 'utf8')) as {
    about: { overview: { hero: { title: string } } };
  };
const commonOf = (lng: Lng) =>
  JSON.parse(readFileSync(resolve(repoRoot, `shared-i18n/src/locales/${lng}/common.json`), 'utf8')) as {
    notFound: { back: string };
  };
/** The address of a page in a language, written out here rather than taken from the code under test. */
const at = (lng: Lng, path: string) => (lng === 'en' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`);

test.describe('each page, in each language, arrives in that language', () => {
  for (const lng of languages) {
    test(`${lng}: all ${sitePages.length} pages, with lang, dir, content, canonical and hreflang in the HTML`, async ({
      request,
    }) => {
      for (const path of sitePages) {
        const address = at(lng, path);
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
        const html = await response.text();
        expect(html, address).toMatch(new RegExp(`<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}"`));
        expect(html, address).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+/);
        expect(html, address).toContain(`<link rel="canonical" href="${origin()}${address}">`);
        for (const other of languages)
          expect(html, address).toContain(
            `<link rel="alternate" hreflang="${other}" href="${origin()}${at(other, path)}">`,
          );
        expect(html, address).toContain(`<link rel="alternate" hreflang="x-default" href="${origin()}${path}">`);
        expect(html, address).toContain(`<meta property="og:locale" content="${lng}">`);
      }
    });
  }

  // Playwright's own test: the site's waits for the app, which never starts here.
  plainTest.describe('without JavaScript', () => {
    plainTest.use({ javaScriptEnabled: false });

    plainTest(
      '/fr/about/overview reads in French and /ar/about/overview in Arabic, right to left',
      async ({ page }) => {
        await page.goto('/fr/about/overview');
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.locator('main h1')).toHaveText(aboutOf('fr').about.overview.hero.title);
        // Its links lead on in French.
        await page.getByRole('banner').getByRole('link').first().click();
        await expect(page).toHaveURL(`${origin()}/fr`);
        await expect(page.locator('main h1')).toHaveText(pagesOf('fr').home.hero.title);

        await page.goto('/ar/about/overview');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('main h1')).toHaveText(aboutOf('ar').about.overview.hero.title);
        await expect(page.locator('main')).toHaveCSS('direction', 'rtl');
      },
    );
  });
});

test.describe('an unprefixed address follows the visitor’s language', () => {
  test('?lng= of a site language is a permanent redirect to its address, without the parameter', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/about/overview?lng=fr', '/fr/about/overview'],
      ['/?lng=ar&utm_source=x', '/ar?utm_source=x'],
      ['/get-involved/join?lng=en', '/get-involved/join'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  test('the cookie, then Accept-Language; no signal (a crawler) gets English', async ({ request }) => {
    const get = (headers: Record<string, string>) => request.get('/about/overview', { headers, maxRedirects: 0 });
    const french = await get({ 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(french.status()).toBe(302);
    expect(french.headers()['location']).toBe('/fr/about/overview');
    const chose = await get({ Cookie: 'i18next=en', 'Accept-Language': 'ar' });
    expect(chose.status()).toBe(200);
    const arabic = await get({ Cookie: 'i18next=ar', 'Accept-Language': 'fr' });
    expect(arabic.headers()['location']).toBe('/ar/about/overview');
    const crawler = await request.get('/about/overview', { maxRedirects: 0, headers: { 'Accept-Language': '' } });
    expect(crawler.status()).toBe(200);
    expect(await crawler.text()).toMatch(/<html lang="en"/);
  });

  test.describe('a French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('lands on the French page, and stays English once it picks English', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/about/overview');
      await expect(page).toHaveURL(`${origin()}/fr/about/overview`);
      await expect(await mainHeading(page)).toHaveText(aboutOf('fr').about.overview.hero.title);

      await page
        .getByRole('banner')
        .getByRole('button', { name: /: Français$/ })
        .click();
      await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(`${origin()}/about/overview`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await page.goto('/our-causes/overview');
      await expect(page).toHaveURL(`${origin()}/our-causes/overview`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      console.expectClean();
    });
  });

  test('a language kept in local storage (only the browser knows it) opens its own page before any paint', async ({
    page,
  }) => {
    await page.goto('/ar/privacy-policy');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/about/overview');
    await expect(page).toHaveURL(`${origin()}/ar/about/overview`);
    await expect(await mainHeading(page)).toHaveText(aboutOf('ar').about.overview.hero.title);
  });
});

/** Every same-site link on the page (header, main, footer), once the app shows it; not the language switcher's. */
async function siteLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([hreflang])')]
      .filter((link) => link.origin === location.origin)
      .map((link) => link.pathname),
  );
}

test.describe('every internal link keeps the language', () => {
  for (const lng of ['fr', 'ar'] as const) {
    for (const path of [
      '/',
      '/about/overview',
      '/get-involved/overview',
      '/our-causes/ways-we-serve',
      '/news-features/press-center',
      '/no-such-page',
    ]) {
      test(`${at(lng, path)}`, async ({ page }) => {
        await page.goto(at(lng, path));
        await mainHeading(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        const links = await siteLinks(page);
        expect(links.length).toBeGreaterThan(10);
        const elsewhere = links.filter((href) => href !== `/${lng}` && !href.startsWith(`/${lng}/`));
        // A remote's own files (press kit) live on its origin, not the shell's; everything else is a page.
        expect(elsewhere).toEqual([]);
      });
    }
  }

  test('index routes, search results and not-found’s way back stay in the language', async ({ page }) => {
    await page.goto('/fr/about');
    await expect(page).toHaveURL(`${origin()}/fr/about/overview`);
    await page.goto('/ar/news-features');
    await expect(page).toHaveURL(`${origin()}/ar/news-features/press-center`);

    await page.goto('/fr/search?q=membership');
    const results = page.getByRole('main').getByRole('link');
    await expect(results.first()).toBeVisible();
    for (const href of await results.evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).pathname)))
      expect(href.startsWith('/fr/') || href === '/fr').toBe(true);

    await page.goto('/ar/no-such-page');
    const notFound = page.getByTestId('not-found');
    await notFound.getByRole('link', { name: commonOf('ar').notFound.back }).click();
    await expect(page).toHaveURL(`${origin()}/ar`);
    await expect(await mainHeading(page)).toHaveText(pagesOf('ar').home.hero.title);
  });
});

test('the switcher goes to the same page in the other language, keeping what was typed (never card data)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/get-involved/join');
  const firstName = page.locator('input[autocomplete="given-name"]');
  await firstName.fill('Salma');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /: English$/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${origin()}/ar/get-involved/join`);
  await appShowing(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(firstName).toHaveValue('Salma');
  expect(await page.evaluate(() => document.cookie)).toContain('i18next=ar');

  // And back to English, with what was typed.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /: العربية$/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${origin()}/get-involved/join`);
  await appShowing(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(firstName).toHaveValue('Salma');

  // Card data is never kept: typed on the donation page, gone after a switch.
  await page.goto('/get-involved/donate');
  const cardNumber = page.locator('input[autocomplete="cc-number"]');
  const cardHolder = page.locator('input[autocomplete="cc-name"]');
  await cardNumber.fill('4242 4242 4242 4242');
  await cardHolder.fill('Salma Haddad');
  await page.goto('/fr/get-involved/donate');
  await expect(cardHolder).toHaveValue('Salma Haddad');
  await expect(cardNumber).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('4242');
  console.expectClean();
});

test('hostile paths and ?lng= values appear nowhere in the HTML', async ({ request, page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = [
    `/${encodeURIComponent('<script>alert(1)</script>')}?lng=${encodeURIComponent('"><svg onload=alert(2)>')}`,
    `/ar/${encodeURIComponent('"><img src=x onerror=alert(3)>')}`,
    `/fr/about/overview?lng=${encodeURIComponent('<script>alert(4)</script>')}`,
  ];
  for (const address of hostile) {
    const response = await request.get(address, { maxRedirects: 0 });
    const html = await response.text();
    expect(html, address).not.toMatch(/<script>alert|<svg onload|<img src=x|onerror=alert|onload=alert/);
    for (const value of Object.values(response.headers()))
      expect(value, address).not.toMatch(/[<>]|alert|onload|onerror/);
    await page.goto(address);
    await mainHeading(page);
    expect(await page.content(), address).not.toMatch(/<script>alert|<svg onload|<img src="?x|onerror=/);
  }
  expect(dialogs).toEqual([]);
});

test('sitemap.xml lists every page in every language with its alternates, and robots.txt names it', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect([...xml.matchAll(/<loc>/g)]).toHaveLength(sitePages.length * 3);
  expect(xml).toContain(`<loc>${origin()}/ar/get-involved/donate</loc>`);
  expect(xml).toContain(`hreflang="x-default" href="${origin()}/get-involved/donate"`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin()}/sitemap.xml`);
});
