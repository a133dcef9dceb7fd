// The render server under hostile traffic, over a stand-in for the shell's renderer: one address
// per page, tracking parameters out of the render and the canonical, one render per page at a time, a bound
// on renders past which it answers 503, a cache bounded in bytes, one not-found render per language, and
// nothing of a hostile address in a Location, a canonical or an hreflang.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { addressOf } from './page-request';
import { createPageServer, type PageServerOptions } from './page-server';
import { standInMethods, standInRoutes } from './test-page-server';

const siteUrl = 'https://club.example';
const appHtml =
  '<!doctype html><html lang=en dir=ltr><head><title>Stallions Club</title></head><body><div id=root></div></body></html>';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'render-server-'));
  writeFileSync(join(dist, 'app.html'), appHtml);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

interface StandIn extends ShellRenderer {
  /** Every address the server asked it to render, in order. */
  renders: string[];
}

/**
 * A renderer of `pages` (unprefixed paths; any other is a 404, as the shell's is). Like the shell's, the HTML
 * it renders holds the address it was given (the language switcher's links). `hold`: each render waits for it.
 */
function standIn(pages: string[], { hold, filler = '' }: { hold?: Promise<void>; filler?: string } = {}): StandIn {
  const renders: string[] = [];
  return {
    renders,
    ...standInMethods,
    async render(page): Promise<RenderedPage> {
      const url = addressOf(page);
      renders.push(url);
      await hold;
      const { language: lng, path } = page;
      return {
        kind: 'page',
        status: pages.includes(path) || path === '/search' ? 200 : 404,
        lang: lng,
        dir: lng === 'ar' ? 'rtl' : 'ltr',
        head: '<title>Page</title>',
        html: `<main><a hreflang="fr" href="${url}">${lng}</a>${filler}</main>`,
        state: '{}',
        failedSections: [],
        releases: { about: 'v1' },
      };
    },
    remoteVersions: () => ({ about: 'v1' }),
    // The shell's search page is on every site.
    routes: () => standInRoutes([...pages, '/search']),
  };
}

interface Running {
  /** A request with this exact target (no client-side clean-up of the address), no redirect followed. */
  get(target: string, headers?: Record<string, string>): Promise<Answer>;
  /** Requests the server has received. */
  received: number;
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const running: { server: Server; close(): void }[] = [];
afterEach(async () => {
  for (const { server, close } of running.splice(0)) {
    close();
    await new Promise((done) => server.close(done));
  }
});

async function serve(renderer: ShellRenderer, options: Partial<PageServerOptions> = {}): Promise<Running> {
  const config: RuntimeConfig = { ...testRuntimeConfig(), siteUrl };
  const pages = await createPageServer({ shellDist: dist, config, headers: {}, ...options }, renderer);
  const state = { received: 0 };
  const server = createServer((req, res) => {
    state.received++;
    void pages.handle(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  running.push({ server, close: pages.close });
  const { port } = server.address() as AddressInfo;
  return {
    get: (target, headers = {}) =>
      new Promise((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path: target, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
        }).on('error', reject);
      }),
    get received() {
      return state.received;
    },
  };
}

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5_000) throw new Error('waited 5 s in vain');
    await new Promise((done) => setTimeout(done, 5));
  }
}

/** The canonical, og:url and hreflang URLs of a document. */
const headUrls = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="(?:canonical|alternate)"[^>]*href="([^"]*)"|<meta property="og:url" content="([^"]*)"/g,
    ),
  ].map((match) => match[1] ?? match[2]!);

describe('one address per page', () => {
  it('answers every other spelling with a 301 to it, the query kept, and renders the page once', async () => {
    const renderer = standIn(['/', '/about/overview']);
    const site = await serve(renderer);
    for (const [target, location] of [
      ['/ABOUT/Overview', '/about/overview'],
      ['/about/overview/', '/about/overview'],
      ['/%61bout/overview', '/about/overview'],
      ['/.//evil.com/about/overview', '/evil.com/about/overview'],
      ['/FR/About/Overview/?utm_source=x', '/fr/about/overview?utm_source=x'],
    ]) {
      const answer = await site.get(target!);
      expect([target, answer.status, answer.headers.location]).toEqual([target, 301, location]);
    }
    expect(renderer.renders).toEqual([]);
    expect((await site.get('/about/overview')).status).toBe(200);
  });

  it('normalises before the language redirects, which keep working', async () => {
    const site = await serve(standIn(['/', '/about/overview']));
    const spelled = await site.get('/About/Overview?lng=fr');
    expect([spelled.status, spelled.headers.location]).toEqual([301, '/about/overview?lng=fr']);
    const lng = await site.get('/about/overview?lng=fr');
    expect([lng.status, lng.headers.location]).toEqual([301, '/fr/about/overview']);
    const preferred = await site.get('/about/overview', { 'Accept-Language': 'ar' });
    expect([preferred.status, preferred.headers.location]).toEqual([302, '/ar/about/overview']);
  });

  it('renders a page once whatever its tracking parameters, which reach neither its render nor its document', async () => {
    const renderer = standIn(['/', '/about/overview']);
    const site = await serve(renderer);
    const answers = [];
    for (const query of ['?utm_source=1', '?utm_source=2&utm_medium=mail', '?fbclid=x&gclid=y', '?q=x', ''])
      answers.push(await site.get(`/fr/about/overview${query}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers['x-render-cache'])).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    expect(renderer.renders).toEqual(['/fr/about/overview']);
    expect(answers[0]!.body).not.toMatch(/utm_|fbclid|gclid/);
  });

  it('keeps q on the search page, in its render (which writes its canonical) and cache key, and drops the rest', async () => {
    const renderer = standIn(['/']);
    const site = await serve(renderer);
    const first = await site.get('/search?q=x&utm_source=y');
    const again = await site.get('/search?utm_source=z&q=x');
    const other = await site.get('/search?q=other');
    expect(renderer.renders).toEqual(['/search?q=x', '/search?q=other']);
    expect([first.headers['x-render-cache'], again.headers['x-render-cache'], other.status]).toEqual([
      'miss',
      'hit',
      200,
    ]);
    expect(first.body).not.toContain('utm_source');
  });

  it('passes the visitor’s query on with a redirect of the renderer', async () => {
    const site = await serve(standIn(['/', '/about/overview']));
    const answer = await site.get('/about?utm_source=x');
    expect([answer.status, answer.headers.location]).toEqual([301, '/about/overview?utm_source=x']);
  });
});

describe('renders under load', () => {
  it('renders a page once for 100 requests at the same time, and answers all of them', async () => {
    let release!: () => void;
    const renderer = standIn(['/', '/about/overview'], { hold: new Promise((done) => (release = done)) });
    const site = await serve(renderer);
    const answers = Promise.all(Array.from({ length: 100 }, () => site.get('/about/overview')));
    await until(() => site.received === 100);
    release();
    const statuses = (await answers).map((answer) => answer.status);
    expect(statuses).toEqual(Array(100).fill(200));
    expect(renderer.renders).toEqual(['/about/overview']);
  });

  it('answers 503 with Retry-After past the renders in flight and the queue, and serves the rest', async () => {
    let release!: () => void;
    const pages = ['/', '/p1', '/p2', '/p3', '/p4', '/p5'];
    const renderer = standIn(pages, { hold: new Promise((done) => (release = done)) });
    const site = await serve(renderer, { maxRenders: 2, maxQueuedRenders: 2 });
    const held = ['/p1', '/p2', '/p3', '/p4', '/p1'].map((target) => site.get(target));
    await until(() => site.received === 5 && renderer.renders.length === 2);
    const refused = await site.get('/p5');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    release();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renderer.renders).toEqual(['/p1', '/p2', '/p3', '/p4']);
    expect((await site.get('/p5')).status).toBe(200);
  });

  it('keeps pages up to its bytes, the least recently used going first', async () => {
    // ~40 KB of HTML that gzip cannot shrink much: some 70 KB a page, two of which fit in 150 KB.
    const renderer = standIn(['/', '/a', '/b', '/c'], { filler: randomBytes(30_000).toString('base64') });
    const site = await serve(renderer, { cacheBytes: 150_000 });
    const cacheOf = async (target: string) => (await site.get(target)).headers['x-render-cache'];
    expect([await cacheOf('/a'), await cacheOf('/b'), await cacheOf('/a'), await cacheOf('/c')]).toEqual([
      'miss',
      'miss',
      'hit',
      'miss',
    ]);
    expect([await cacheOf('/a'), await cacheOf('/b')]).toEqual(['hit', 'miss']);
  });
});

describe('paths no page owns', () => {
  it('get their language’s not-found page from one render, with nothing of their address in it', async () => {
    const renderer = standIn(['/', '/about/overview']);
    const site = await serve(renderer);
    const english = await Promise.all(['/nope-1', '/nope-2', '/x/y/z', '/nope-1?utm_source=1'].map((p) => site.get(p)));
    const french = await Promise.all(['/fr/nope-1', '/fr/evil-path'].map((p) => site.get(p)));
    const about = await Promise.all(['/about/nope-1', '/about/nope-2'].map((p) => site.get(p)));
    expect(renderer.renders).toEqual(['/404', '/fr/404', '/about/404']);
    for (const answer of [...english, ...french, ...about]) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/nope|evil|x\/y/);
    }
    expect(french[1]!.headers['x-render-cache']).toBe('hit');
  });

  it('answers a path above a page, which is no page itself, with its section’s not-found page', async () => {
    const renderer = standIn(['/', '/about/overview', '/about/history/founders']);
    const site = await serve(renderer);
    const answers = [await site.get('/about/history'), await site.get('/about/history/other')];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(renderer.renders).toEqual(['/about/404']);
    expect((await site.get('/about/history/founders')).status).toBe(200);
  });
});

describe('a hostile address', () => {
  const hostile = [
    '/.//evil.com/about/overview',
    '//evil.com/about/overview',
    '/%2F%2Fevil.com/about/overview',
    '/%2f%2fevil.com/about/overview',
    '/\\evil.com/about/overview',
    '/\\\\evil.com',
    '/about/overview%0d%0aSet-Cookie:%20evil=1',
    '/about%00evil',
    '/<script>alert(1)</script>',
    '/fr/"><svg/onload=alert(1)>',
    '/ABOUT/Overview?utm_source=<svg/onload=alert(1)>',
    '/about/overview?utm_source=%0d%0aevil',
    '/search?q=%22%3E%3Csvg%2Fonload%3Dalert(1)%3E',
    `/${'evil/'.repeat(1000)}`,
    '/%E0%A4%A',
  ];

  it.each(hostile)('%s is echoed in no Location, canonical or hreflang', async (target) => {
    const site = await serve(standIn(['/', '/about/overview']));
    for (const headers of [{}, { 'Accept-Language': 'fr' }] as Record<string, string>[]) {
      let next: string | undefined = target;
      for (let hop = 0; next !== undefined && hop < 4; hop++) {
        const answer = await site.get(next, headers);
        const location = answer.headers.location;
        if (location !== undefined) {
          expect(location).toMatch(/^\/(?!\/)/);
          expect(location).not.toMatch(/[^\x21-\x7e]|[\\<>"]/);
        }
        for (const url of headUrls(answer.body)) {
          expect(url).toMatch(/^https:\/\/club\.example(\/[a-z0-9/-]*)?(\?q=[^"<>\s]*)?$/);
          expect(url.slice(siteUrl.length)).not.toContain('//');
          // The search page's words are its own (percent-encoded above); nothing else of the request is.
          expect(url.replace(/\?q=.*$/, '')).not.toMatch(/evil|svg|alert|%0D|%00|utm_/i);
        }
        expect(answer.body).not.toMatch(/<svg|<script>alert/);
        next = location;
      }
    }
  });
});
