// The shell origin's locale URLs: redirects by language signal, and the head links of a prerendered page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './site-server';

let server: Server;
let origin: string;
let dist: string;
const page = (lang: string) =>
  `<!doctype html><html lang=${lang}><head><title>t</title></head><body>${lang}</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'site-server-'));
  writeFileSync(join(dist, 'index.html'), page('en'));
  writeFileSync(join(dist, 'app.html'), '<!doctype html><html><head></head><body>app</body></html>');
  mkdirSync(join(dist, 'about'));
  writeFileSync(join(dist, 'about/overview.html'), page('en'));
  mkdirSync(join(dist, 'fr/about'), { recursive: true });
  writeFileSync(join(dist, 'fr/about/overview.html'), page('fr'));
  writeFileSync(join(dist, 'fr.html'), page('fr'));
  server = await startSite({ root: dist, port: 0, kind: 'shell', locales: { siteUrl: 'https://club.example' } });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers, redirect: 'manual' });

describe('shell origin, locale URLs', () => {
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
    expect(await response.text()).toContain('<html lang=en>');
  });

  it('serves a prefixed page as itself whatever the signals, with its canonical and hreflang cluster', async () => {
    const response = await get('/fr/about/overview', { Cookie: 'i18next=ar', 'Accept-Language': 'en' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang=fr>');
    expect(html).toContain('<link rel="canonical" href="https://club.example/fr/about/overview">');
    for (const [lng, href] of [
      ['en', '/about/overview'],
      ['fr', '/fr/about/overview'],
      ['ar', '/ar/about/overview'],
      ['x-default', '/about/overview'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lng}" href="https://club.example${href}">`);
    expect(await (await get('/fr')).text()).toContain('<link rel="canonical" href="https://club.example/fr">');
  });

  it.each([
    '/search?lng=%3Cscript%3Ealert(1)%3C/script%3E',
    '/search?lng=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
    '/%3Cscript%3Ealert(1)%3C/script%3E?lng=%3Csvg%3E',
  ])('ignores a hostile ?lng= and echoes nothing of the address (%s)', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toBe('<!doctype html><html><head></head><body>app</body></html>');
    // The path is the page (a not-found one) and stays percent-encoded; the bad ?lng= is dropped.
    const location = (await get(path, { 'Accept-Language': 'ar' })).headers.get('location')!;
    expect(location.startsWith('/ar/')).toBe(true);
    expect(location).not.toMatch(/[<>"' ]|lng|svg|img/);
  });

  it('never redirects to another site', async () => {
    const response = await get('//evil.example/x?lng=fr');
    expect(response.headers.get('location') ?? '').not.toMatch(/^\/\//);
  });
});
