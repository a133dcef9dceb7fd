// The handler's answers that the page server's tests do not pin: the files, a method it does not take, and every
// header of a page's answer as rendered and as kept.
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { listenPageServerForFile, standInMethods, standInPage, standInRoutes } from './test-page-server';

const appHtml = '<!doctype html><html><head><title>Site</title></head><body><div id=root></div></body></html>';

const renderer: ShellRenderer = {
  ...standInMethods,
  render: async (page) =>
    standInPage({
      lang: page.language,
      head: '<title>Page</title>',
      html: `<main>${page.path}</main>`,
      releases: { about: 'v1' },
    }),
  remoteVersions: () => ({ about: 'v1' }),
  routes: () => standInRoutes(['/', '/about/overview']),
};

const server = listenPageServerForFile({
  appHtml,
  renderer,
  config: { ...testRuntimeConfig(), siteUrl: 'https://club.example' },
  headers: { 'X-Frame-Options': 'DENY' },
});

const request = (path: string, init: RequestInit = {}) =>
  fetch(`${server.origin}${path}`, { redirect: 'manual', ...init, headers: { 'Accept-Encoding': 'identity' } });

/** Every header but the ones the connection writes. */
function headersOf(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  });
  return headers;
}

it('answers robots.txt as plain text, revalidated', async () => {
  const response = await request('/robots.txt');
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body).toBe('User-agent: *\nAllow: /\n\nSitemap: https://club.example/sitemap.xml\n');
  expect(headersOf(response)).toEqual({
    'cache-control': 'no-cache',
    'content-length': String(body.length),
    'content-type': 'text/plain; charset=utf-8',
    vary: 'Accept-Encoding',
    'x-frame-options': 'DENY',
  });
});

it("answers sitemap.xml with the current renderer's pages", async () => {
  const response = await request('/sitemap.xml');
  expect(response.status).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('<loc>https://club.example/about/overview</loc>');
  expect(xml).toContain('<loc>https://club.example/fr</loc>');
  expect(headersOf(response)).toEqual({
    'cache-control': 'no-cache',
    'content-length': String(Buffer.byteLength(xml)),
    'content-type': 'application/xml; charset=utf-8',
    vary: 'Accept-Encoding',
    'x-frame-options': 'DENY',
  });
});

it('refuses a method other than GET, HEAD and POST', async () => {
  const response = await request('/about/overview', { method: 'PUT' });
  expect(response.status).toBe(405);
  expect(await response.text()).toBe('Method not allowed');
  expect(response.headers.get('allow')).toBe('GET, HEAD');
  expect(response.headers.get('cache-control')).toBe('no-cache');
});

it('sends a page with every header, rendered and then kept', async () => {
  const rendered = await request('/about/overview');
  const html = await rendered.text();
  expect(html).toContain('<main>/about/overview</main>');
  const { 'server-timing': timing, ...renderedHeaders } = headersOf(rendered);
  expect(timing).toMatch(/^render;dur=\d+\.\d$/);
  const common = {
    'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    'content-length': String(Buffer.byteLength(html)),
    'content-type': 'text/html; charset=utf-8',
    etag: expect.stringMatching(/^"[\w-]{22}"$/),
    vary: 'Accept-Encoding, Cookie, Accept-Language',
    'x-frame-options': 'DENY',
    'x-site-releases': expect.stringContaining('about'),
  };
  expect(renderedHeaders).toEqual({ ...common, 'x-render-cache': 'miss' });
  const kept = await request('/about/overview');
  expect(await kept.text()).toBe(html);
  expect(headersOf(kept)).toEqual({
    ...common,
    etag: renderedHeaders.etag,
    'server-timing': 'cache;desc=hit',
    'x-render-cache': 'hit',
  });
});
