// Previews through the render server's handler: a link puts a release's preview in the visitor's cookie (beside
// the canary draw), whose pages then come from a preview's renderer with the ribbon, kept by no cache, noindex;
// everyone else is served as before, from the cache. A tampered, expired or revoked preview brings the current
// release back. Stand-ins for the renderers; the remotes' pointers on a server of the test's own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { Canary, ReleasePointer } from '@stallions/shared-config/releases';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import type { TrackRenderer } from './canary-track';
import { addressOf } from './page-request';
import { issuePreviewToken } from './preview-token';
import { listenPageServer, type TestPageServer, standInMethods, standInPage, standInRoutes } from './test-page-server';

const appHtml =
  '<!doctype html><html lang=en dir=ltr><head><title>Stallions Club</title></head><body><div id=root></div></body></html>';
const secret = 'the-test-server-secret-of-32-characters';
const issuedAt = new Date();
let canaries: Canary[] = [];
const pointers: Record<string, ReleasePointer> = {};
const started: Record<string, string>[] = [];

function standIn(releases: Record<string, string>): ShellRenderer {
  return {
    ...standInMethods,
    render: async (page) =>
      standInPage({
        lang: page.language,
        dir: page.language === 'ar' ? 'rtl' : 'ltr',
        head: '<title>About</title>',
        html: `<main data-release="${releases.about}">${addressOf(page)}</main>`,
        releases,
      }),
    remoteVersions: () => releases,
    canaries: () => canaries,
    routes: () => standInRoutes(['/about/overview', '/about/history', '/news-features/latest']),
  };
}

let pointerServer: Server;
let origin: string;

async function pageServer(): Promise<TestPageServer> {
  const remotes = testRuntimeConfig().remotes;
  const config = testRuntimeConfig({
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, entry]) => [
        name,
        { ...entry, manifest: `${origin}/${name}/mf-manifest.json` },
      ]),
    ),
  });
  return listenPageServer({
    appHtml,
    renderer: standIn({ about: 'a1', news: 'n1' }),
    startCanary: async (pins?: Record<string, string>): Promise<TrackRenderer> => {
      if (pins) started.push(pins);
      return {
        ...standIn({ about: 'a1', news: 'n1', ...(pins ?? { about: 'canary' }) }),
        close: async () => undefined,
      };
    },
    config,
    headers: {},
    forms: { secret, store: {} as never, limiter: {} as never },
    log: () => undefined,
  });
}

beforeAll(async () => {
  pointerServer = createServer((req, res) => {
    const pointer = pointers[(req.url ?? '').split('/')[1]!];
    res.writeHead(pointer ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(pointer ? JSON.stringify(pointer) : '');
  });
  await new Promise<void>((done) => pointerServer.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(pointerServer.address() as AddressInfo).port}`;
  pointers.about = {
    current: 'a1',
    previous: [],
    releases: [{ id: 'a1', publishedAt: issuedAt.toISOString() }],
    previews: [
      {
        id: 'rel-p',
        issuedAt: issuedAt.toISOString(),
        expiresAt: new Date(issuedAt.getTime() + 7 * 86_400_000).toISOString(),
      },
    ],
  };
  pointers.news = { ...pointers.about, current: 'n1', previews: [{ ...pointers.about.previews![0]!, id: 'n2' }] };
});

afterAll(() => new Promise((done) => pointerServer.close(done)));

const aboutLink = `/preview?token=${issuePreviewToken(secret, { remote: 'about', id: 'rel-p', issuedAt })}`;
const newsToken = issuePreviewToken(secret, { remote: 'news', id: 'n2', issuedAt });
const tokenOf = (link: string) => link.slice('/preview?token='.length);
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];

describe('previews', () => {
  let server: TestPageServer;
  beforeAll(async () => (server = await pageServer()));
  afterAll(() => server.close());
  const get = (path: string, cookie?: string) =>
    fetch(`${server.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

  it('the link: checked, into the cookie, a 303 to the remote’s first page; a tampered link sets nothing', async () => {
    const opened = await get(aboutLink);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/about/overview');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('set-cookie')).toBe(
      `__session=${tokenOf(aboutLink)}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
    );
    // Beside a canary draw, and another remote's preview: one value.
    const beside = await get(aboutLink, `__session=canary.0123456789~${newsToken}`);
    expect(cookieOf(beside)).toBe(`__session=canary.0123456789~${newsToken}~${tokenOf(aboutLink)}`);

    const tampered = await get(`${aboutLink.slice(0, -2)}AA`);
    expect(tampered.status).toBe(404);
    expect(tampered.headers.get('set-cookie')).toBeNull();
    expect(await tampered.text()).toContain('not valid');
  });

  it('a preview holder’s pages: the preview’s release with the ribbon, private, no-store, noindex, never cached', async () => {
    const everyone = await get('/fr/about/overview');
    const everyoneHtml = await everyone.text();
    expect(everyoneHtml).toContain('data-release="a1"');
    for (let visit = 0; visit < 2; visit++) {
      const page = await get('/fr/about/overview', `lng=fr; __session=${tokenOf(aboutLink)}`);
      const html = await page.text();
      expect(html).toContain('data-release="rel-p"');
      expect(html).toContain('<section class="preview-ribbon" aria-label="Aperçu" data-preview-ribbon>');
      expect(html).toContain('<bdi>about</bdi>');
      expect(html).toContain('href="/preview/leave?page=%2Ffr%2Fabout%2Foverview"');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(page.headers.get('x-site-releases')).toBe('about=rel-p, news=n1');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('x-render-cache')).toBe('miss');
      expect(page.headers.get('set-cookie')).toBeNull();
    }
    // Everyone else: the same bytes as before, from the cache, public.
    const again = await get('/fr/about/overview');
    expect(await again.text()).toBe(everyoneHtml);
    expect(again.headers.get('x-render-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toContain('s-maxage');
    expect(again.headers.get('x-robots-tag')).toBeNull();
  });

  it('several remotes combine in one renderer; a canary visitor keeps their draw', async () => {
    canaries = [{ remote: 'about', id: 'canary', percent: 50 }];
    try {
      const page = await get(
        '/ar/news-features/latest',
        `__session=current.0123456789~${tokenOf(aboutLink)}~${newsToken}`,
      );
      const html = await page.text();
      expect(page.headers.get('x-site-releases')).toBe('about=rel-p, news=n2');
      expect(html).toContain('aria-label="معاينة"');
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(started).toContainEqual({ about: 'rel-p', news: 'n2' });
    } finally {
      canaries = [];
    }
  });

  it('a tampered or unknown preview in the cookie: the current release, the bad part dropped (the draw kept)', async () => {
    const page = await get('/about/overview', `__session=current.0123456789~${tokenOf(aboutLink)}x`);
    expect(await page.text()).toContain('data-release="a1"');
    expect(cookieOf(page)).toBe('__session=current.0123456789');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const alone = await get('/about/overview', `__session=${tokenOf(aboutLink)}x`);
    expect(alone.headers.get('set-cookie')).toMatch(/^__session=; Path=\/; Max-Age=0;/);
  });

  it('leaving: every preview out of the cookie (the draw kept), back to the page; never to another site', async () => {
    const left = await get('/preview/leave?page=%2Ffr%2Fabout%2Foverview', `__session=canary.0123456789~${newsToken}`);
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/fr/about/overview');
    expect(cookieOf(left)).toBe('__session=canary.0123456789');
    for (const away of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/a\r\nSet-Cookie: x=1',
      '/\u0000',
    ])
      expect((await get(`/preview/leave?page=${encodeURIComponent(away)}`)).headers.get('location')).toBe('/');
  });
});

it('revoked (off the pointer): its link and its cookie are refused, the current release back', async () => {
  pointers.about = { ...pointers.about!, previews: [] };
  const server = await pageServer();
  try {
    const get = (path: string, cookie?: string) =>
      fetch(`${server.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
    expect((await get(aboutLink)).status).toBe(404);
    const page = await get('/about/overview', `__session=${tokenOf(aboutLink)}`);
    expect(await page.text()).toContain('data-release="a1"');
    expect(page.headers.get('set-cookie')).toMatch(/^__session=;/);
  } finally {
    await server.close();
  }
});
