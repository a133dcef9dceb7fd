// One address per page: every other spelling of a page's address is a 301 to the one address, a
// page answers whatever tracking parameters it carries without them in its canonical, and no canonical or
// hreflang URL has two slashes after the origin. The render server's own tests cover the rest (hostile
// encodings, the cache and the bounds on renders); these check the production build behind local-cloud.
import { expect, test } from './support/fixtures';
import { origin } from './support/env';
import { sitePages } from './support/site';

/** The address of a page in a language, written out here rather than taken from the code under test. */
const at = (lng: string, path: string) => (lng === 'en' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`);

/** The canonical, og:url and hreflang URLs of a page's HTML. */
const headUrls = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="canonical" href="([^"]*)"|<meta property="og:url" content="([^"]*)"|<link rel="alternate" hreflang="[^"]+" href="([^"]*)"/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]!);

test('other spellings of a page’s address answer 301 to its one address, the query kept', async ({ request }) => {
  // Absolute URLs, sent as written (a URL parser resolves dot segments and backslashes before they leave).
  for (const [spelling, address] of [
    ['/ABOUT/Overview', '/about/overview'],
    ['/about/overview/', '/about/overview'],
    ['/About/Overview/', '/about/overview'],
    ['/%61bout/overview', '/about/overview'],
    ['/about//overview', '/about/overview'],
    ['/About/Overview?utm_source=1', '/about/overview?utm_source=1'],
    ['/FR/about/overview', '/fr/about/overview'],
    ['/fr/About/Overview/', '/fr/about/overview'],
    ['/fr//about/overview', '/fr/about/overview'],
    ['/%66r/about/%4Fverview', '/fr/about/overview'],
    ['/FR/', '/fr'],
  ]) {
    const response = await request.get(`${origin()}${spelling}`, { maxRedirects: 0 });
    expect(response.status(), spelling).toBe(301);
    expect(response.headers()['location'], spelling).toBe(address);
    const page = await request.get(`${origin()}${address}`, { maxRedirects: 0 });
    expect(page.status(), address).toBe(200);
  }
});

test('another site is never named: //host is a path of this one, a page no one owns', async ({ request }) => {
  const response = await request.get(`${origin()}//evil.example/about/overview`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/evil.example/about/overview');
  const there = await request.get(`${origin()}/evil.example/about/overview`, { maxRedirects: 0 });
  expect(there.status()).toBe(404);
  const html = await there.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('evil.example');
});

test('a page with tracking parameters answers 200, and its canonical has no query', async ({ request }) => {
  for (const address of ['/about/overview?utm_source=1', '/fr/about/overview?utm_source=1&fbclid=x']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    const path = address.slice(0, address.indexOf('?'));
    expect(html, address).toContain(`<link rel="canonical" href="${origin()}${path}">`);
    expect(html, address).not.toMatch(/utm_source|fbclid/);
  }
});

test.describe('no canonical or hreflang URL has two slashes after the origin', () => {
  for (const lng of ['en', 'fr', 'ar']) {
    test(`${lng}: every page`, async ({ request }) => {
      for (const path of sitePages) {
        const address = at(lng, path);
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
        const urls = headUrls(await response.text());
        expect(urls.length, address).toBeGreaterThan(1);
        for (const url of urls) {
          expect(url.startsWith(`${origin()}/`), `${address}: ${url}`).toBe(true);
          expect(url.slice(origin().length), `${address}: ${url}`).not.toContain('//');
          expect(url, `${address}: ${url}`).not.toContain('?');
        }
      }
    });
  }
});
