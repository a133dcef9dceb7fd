// Every page the render server renders carries its page view's token, signed by the renderer of its side, and no
// cached render is served once it is a day old (its token lives seven): it is rendered again, with a new token.
import type { RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import type { CachedPage, PageCache } from '../page-cache';
import { createPageServer } from '../page-server';
import { listenPageServer, standInRoutes } from '../test-page-server';
import { pagesYoungerThan, signedPageMaxAgeMs, signingRenderer, withPageViewToken } from './page-view-stamp';
import { verifyPageViewToken } from './page-view-token';
import { memoryFieldRecords } from './records';

const secret = 'a-test-secret-of-at-least-32-characters!';
const releases = { about: 'a1', getInvolved: 'g2' };
const now = new Date('2026-12-01T10:42:00.000Z');
const hour = 60 * 60 * 1000;

const page: RenderedPage = {
  kind: 'page',
  status: 200,
  lang: 'en',
  dir: 'ltr',
  head: '<title>Join</title>',
  html: '<main>Join</main>',
  state: '{"lng":"en"}',
  failedSections: [],
  releases,
};

function standIn(): ShellRenderer {
  return {
    render: async () => page,
    remoteVersions: () => releases,
    checkRemotes: async () => undefined,
    canaries: () => [],
    routes: () => standInRoutes(['/get-involved/join'], { forms: ['/get-involved/join'] }),
    act: async () => ({ outcome: { kind: 'invalid', problems: [], values: {} }, page, releases }) as never,
    setTranslations: () => undefined,
    islandNames: async () => ['JoinForm'],
  };
}

/** The token in a page's state (its JSON, or the document that holds it). */
const tokenIn = (text: string) => /\{"fieldToken":"([\w.-]+)"/.exec(text)?.[1];

describe('signingRenderer', () => {
  it('puts a token of the page’s releases and the renderer’s side first in the page’s state', async () => {
    const signed = signingRenderer(standIn(), 'canary', secret, () => now);
    const rendered = await signed.render({ language: 'en', path: '/get-involved/join', query: '' });
    expect(rendered.state).toMatch(/^\{"fieldToken":"pv1\.[\w-]+\.[\w-]{43}","lng":"en"\}$/);
    // Nothing else of the page changes: the head and the first view are as the renderer made them.
    expect({ ...rendered, state: page.state }).toEqual(page);
    const check = verifyPageViewToken(secret, tokenIn(rendered.state), now);
    expect(check).toMatchObject({ ok: true, claims: { releases, side: 'canary' } });
  });

  it('writes the token into any state object, the empty one too, and leaves what is no object', () => {
    expect(withPageViewToken({ ...page, state: '{}' }, 'pv1.a.b').state).toBe('{"fieldToken":"pv1.a.b"}');
    expect(withPageViewToken({ ...page, state: ' { "lng" : "ar" }' }, 'pv1.a.b').state).toBe(
      '{"fieldToken":"pv1.a.b","lng" : "ar" }',
    );
    expect(JSON.parse(withPageViewToken({ ...page, state: '{"a":"\\u003c/script>"}' }, 'pv1.a.b').state)).toEqual({
      fieldToken: 'pv1.a.b',
      a: '</script>',
    });
    expect(withPageViewToken({ ...page, state: '' }, 'pv1.a.b').state).toBe('');
  });

  it('signs the form page an action shows again, and leaves every other method the renderer’s', async () => {
    const renderer = standIn();
    const signed = signingRenderer(renderer, 'current', secret, () => now);
    const acted = await signed.act({ language: 'en', path: '/get-involved/join', query: '' }, {} as never, {} as never);
    expect(verifyPageViewToken(secret, tokenIn(acted.page!.state), now)).toMatchObject({ claims: { side: 'current' } });
    expect(signed.remoteVersions()).toBe(releases);
    expect(await signed.islandNames('getInvolved')).toEqual(['JoinForm']);
    expect(signed.routes()).toEqual(standInRoutes(['/get-involved/join'], { forms: ['/get-involved/join'] }));
  });
});

describe('pagesYoungerThan', () => {
  // A stand-in for the page cache (its own bounds are page-cache.ts's): pages by key, their bytes counted.
  function standInCache(): PageCache {
    const pages = new Map<string, CachedPage>();
    return {
      get: (key) => pages.get(key),
      set: (key, page) => void pages.set(key, page),
      clear: () => pages.clear(),
      get bytes() {
        return [...pages.values()].reduce((sum, page) => sum + page.body.length, 0);
      },
      get size() {
        return pages.size;
      },
    };
  }
  const cached = (body: string) => ({ status: 200, body: Buffer.from(body), releases: '' }) as unknown as CachedPage;

  it('answers with a render younger than its age, misses an older one, and keeps the cache’s own counts', () => {
    let clock = 0;
    const cache = pagesYoungerThan(standInCache(), 100, () => clock);
    const first = cached('first');
    cache.set('/a', first);
    expect(cache.get('/a')).toBe(first);
    clock = 99;
    expect(cache.get('/a')).toBe(first);
    clock = 100;
    expect(cache.get('/a')).toBeUndefined();
    // Rendered again and kept in its place, from its own time.
    const second = cached('second');
    cache.set('/a', second);
    expect(cache.get('/a')).toBe(second);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe('second'.length);
    // The same render kept again (another encoding added to its entry) keeps its age.
    clock = 150;
    cache.set('/a', { ...second, status: 200 });
    clock = 199;
    expect(cache.get('/a')).toMatchObject({ body: second.body });
    clock = 200;
    expect(cache.get('/a')).toBeUndefined();
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });

  it('is a day, well inside the token’s seven', () => {
    expect(signedPageMaxAgeMs).toBe(24 * hour);
  });
});

describe('through the page server', () => {
  beforeEach(() => {
    // Only the clock is faked: the server and the requests run on real timers.
    jest.useFakeTimers({
      now,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('serves a page with its token from the cache for a day, then renders it again with a new token', async () => {
    let renders = 0;
    const renderer = { ...standIn(), render: async () => (renders++, page) };
    const server = await listenPageServer({
      appHtml: '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>',
      renderer,
      config: testRuntimeConfig(),
      headers: {},
      field: { sink: memoryFieldRecords(), secret },
      log: () => undefined,
    });
    try {
      const get = async () => {
        const response = await fetch(`${server.origin}/get-involved/join`);
        return { cache: response.headers.get('x-render-cache'), token: tokenIn(await response.text()) };
      };
      const first = await get();
      expect(first.cache).toBe('miss');
      expect(verifyPageViewToken(secret, first.token, new Date())).toMatchObject({
        ok: true,
        claims: { releases, side: 'current', issuedAt: new Date('2026-12-01T10:00:00.000Z') },
      });
      jest.setSystemTime(now.getTime() + 23 * hour);
      expect(await get()).toEqual({ cache: 'hit', token: first.token });
      jest.setSystemTime(now.getTime() + 25 * hour);
      const again = await get();
      expect(again.cache).toBe('miss');
      expect(again.token).not.toBe(first.token);
      expect(verifyPageViewToken(secret, again.token, new Date())).toMatchObject({
        claims: { issuedAt: new Date('2026-12-02T11:00:00.000Z') },
      });
      expect(renders).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('refuses to start field measurement without a secret to sign page views with', async () => {
    await expect(
      createPageServer(
        { shellDist: '/nowhere', config: testRuntimeConfig(), headers: {}, field: { sink: memoryFieldRecords() } },
        standIn(),
      ),
    ).rejects.toThrow(/needs a secret/);
  });
});
