// The render server's handler over a stand-in for the shell's renderer: locale redirects, the document it
// sends, the page cache and its key, the client-rendered fallback, and what it never echoes.
import { createHash } from 'node:crypto';
import type { RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { contentSecurityPolicy } from '@stallions/shared-config/headers';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { addressOf } from './page-request';
import { listenPageServerForFile, standInMethods, standInRoutes } from './test-page-server';

const appHtml =
  '<!doctype html><html lang=en dir=ltr><head><title>Stallions Club</title><meta name=description content=generic><script defer src=/site.js></script></head><body><div id=root></div></body></html>';

let version = 'v1';
const renders: string[] = [];

const renderer: ShellRenderer = {
  ...standInMethods,
  async render(page): Promise<RenderedPage> {
    renders.push(addressOf(page));
    const { language: lng, path } = page;
    if (path === '/broken') throw new Error('render failed');
    const notFound = !['/', '/about/overview', '/search'].includes(path);
    return {
      kind: 'page',
      status: notFound ? 404 : 200,
      lang: lng,
      dir: lng === 'ar' ? 'rtl' : 'ltr',
      head: `<title>Page ${version}</title>`,
      html: `<main>${lng} ${version}</main>`,
      state: '{"lng":"x"}',
      failedSections: path === '/search' ? ['news'] : [],
      releases: { about: version },
    };
  },
  remoteVersions: () => ({ about: version }),
  // '/broken' is a page (one whose render fails): a path no page owns is not rendered at its own address. A
  // section's bare address goes to its first page, without a render.
  routes: () => standInRoutes(['/', '/about/overview', '/broken', '/search']),
};

const server = listenPageServerForFile({
  appHtml,
  renderer,
  config: { ...testRuntimeConfig(), siteUrl: 'https://club.example' },
  headers: { 'X-Frame-Options': 'DENY' },
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers, redirect: 'manual' });

describe('locale URLs', () => {
  it('sends ?lng= of a supported language to its locale URL for good', async () => {
    const response = await get('/about/overview?lng=fr&x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr/about/overview?x=1');
  });

  it('follows the cookie before Accept-Language, for this visitor only', async () => {
    const french = await get('/about/overview', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/fr/about/overview');
    expect(french.headers.get('cache-control')).toContain('private');
    expect(french.headers.get('vary')).toContain('Accept-Language');
    const english = await get('/about/overview', { Cookie: 'i18next=en', 'Accept-Language': 'ar' });
    expect(english.status).toBe(200);
    expect(english.headers.get('vary')).toMatch(/Cookie.*Accept-Language|Accept-Language.*Cookie/);
    const arabic = await get('/', { Cookie: 'a=b; i18next=ar', 'Accept-Language': 'fr' });
    expect(arabic.headers.get('location')).toBe('/ar');
  });

  it('gives a request with no language signal (a crawler) the English page', async () => {
    const response = await get('/about/overview');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('never redirects to another site', async () => {
    const response = await get('//evil.example/x?lng=fr');
    expect(response.headers.get('location') ?? '').not.toMatch(/^\/\//);
  });
});

describe('the document', () => {
  it('ends with the speculation rules, which prerender same-site page links but never a language link', async () => {
    const page = await get('/about/overview');
    const html = await page.text();
    const rules = /<script type="speculationrules">(.*?)<\/script><\/body>/.exec(html)?.[1];
    const { prerender } = JSON.parse(rules ?? 'null') as { prerender: { eagerness: string; where: unknown }[] };
    expect(prerender[0]!.eagerness).toBe('moderate');
    expect(JSON.stringify(prerender[0]!.where)).toContain('[data-switch-language]');
    // The shell's CSP (its origin sends it) allows it by its hash, and no inline script without one.
    const hash = `'sha256-${createHash('sha256').update(rules!).digest('base64')}'`;
    const policy = contentSecurityPolicy({ kind: 'shell', config: testRuntimeConfig(), production: true });
    const scriptSrc = policy.split(';').find((directive) => directive.includes('script-src'));
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(page.headers.get('speculation-rules')).toBeNull();
    expect((await get('/speculation-rules.json')).status).toBe(404);
  });

  it("is the app's, with the page's language, head (the render's: title, canonical, hreflang), content and state", async () => {
    const response = await get('/fr/about/overview', { Cookie: 'i18next=ar', 'Accept-Language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<title>Page v1</title>');
    expect(html).not.toContain('Stallions Club</title>');
    expect(html).not.toContain('content=generic');
    expect(html).toContain('<div id="root"><main>fr v1</main></div><script type="application/json" id="page-state">');
    expect(html).toContain('<script defer src=/site.js>');
  });

  it('answers 404 for a path no page owns, with its not-found page', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page v1</title>');
  });

  it('sends a section’s bare address to its first page', async () => {
    const response = await get('/about');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about/overview');
  });

  it('sends a notice in every language when the render fails: 503, kept by no cache', async () => {
    const response = await get('/broken');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('5');
    const html = await response.text();
    expect(html).toContain('<script defer src=/site.js>');
    expect(html).toMatch(/<p lang="en" dir="ltr">This page could not be shown\./);
    expect(html).toMatch(/<p lang="fr" dir="ltr">/);
    expect(html).toMatch(/<p lang="ar" dir="rtl">/);
  });

  it.each([
    '/search?lng=%3Cscript%3Ealert(1)%3C/script%3E',
    '/%3Cscript%3Ealert(1)%3C/script%3E?lng=%3Csvg%3E',
    '/search?lng=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
  ])('ignores a hostile ?lng= and echoes nothing of the address (%s)', async (path) => {
    const html = await (await get(path)).text();
    expect(html).not.toMatch(/<script>alert|<svg|<img src=x|onerror/);
    const location = (await get(path, { 'Accept-Language': 'ar' })).headers.get('location')!;
    expect(location.startsWith('/ar/')).toBe(true);
    expect(location).not.toMatch(/[<>"' ]|lng|svg|img/);
  });
});

describe('the page cache', () => {
  it('renders a page once per remote versions, and again when a remote changes', async () => {
    renders.length = 0;
    const first = await get('/ar');
    expect(first.headers.get('x-render-cache')).toBe('miss');
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d/);
    const second = await get('/ar');
    expect(second.headers.get('x-render-cache')).toBe('hit');
    expect(await second.text()).toContain('ar v1');
    expect(renders).toEqual(['/ar']);
    version = 'v2';
    const third = await get('/ar');
    expect(third.headers.get('x-render-cache')).toBe('miss');
    expect(await third.text()).toContain('ar v2');
  });

  it('does not keep a page whose section fell back', async () => {
    renders.length = 0;
    expect((await get('/search')).headers.get('cache-control')).toBe('no-store');
    await get('/search');
    expect(renders).toEqual(['/search', '/search']);
  });
});
