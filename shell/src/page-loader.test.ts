import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minify } from 'terser';
import { cachedFontsHash, contentSecurityPolicy, pageLoaderHash } from '@stallions/shared-config/headers';
import { cachedFontsScript, fontHeadHtml } from '@stallions/shared-ui/head';
import { testRuntimeConfig } from '@stallions/shared-config/testing';

const template = readFileSync(resolve(__dirname, '../public/index.html'), 'utf8');
const inlineScripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const loader = inlineScripts[0]!;

describe("the page's loader (the template's one inline script)", () => {
  it('is the only inline script, and the CSP allows it by its hash', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(hash).toBe(pageLoaderHash);
    expect(contentSecurityPolicy({ kind: 'shell', config: testRuntimeConfig(), production: true })).toContain(hash);
  });

  it('is its readable source (page-loader.js), minified', async () => {
    const source = readFileSync(resolve(__dirname, 'page-loader.js'), 'utf8');
    expect((await minify(source, { compress: true, mangle: true })).code).toBe(loader);
  });

  it('loads no script of its own with the document', () => {
    expect(template).not.toMatch(/<script[^>]*\ssrc=/);
  });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the head's cached-fonts switch (the server's other inline script)", () => {
  it('is allowed by the CSP by its hash', () => {
    expect(sha256(cachedFontsScript)).toBe(cachedFontsHash);
    expect(contentSecurityPolicy({ kind: 'shell', config: testRuntimeConfig(), production: true })).toContain(
      cachedFontsHash,
    );
  });
});

/** The head a server page starts with: the font tags the render server writes for a Latin page. */
function serverHead() {
  document.head.innerHTML = fontHeadHtml('latin');
}

describe('what the two scripts do in a page (jsdom, paint timing and fetch stood in for)', () => {
  let firstPaint: (() => void) | undefined;
  /** A font request stood in for: `answer` gives its headers, `finish` the end of its body. */
  let fetched: { url: string; init: RequestInit; answer: (ok: boolean) => void; finish: () => void }[];

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    serverHead();
    firstPaint = undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        firstPaint = () => this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
    }
    Object.assign(window, { PerformanceObserver: PaintObserver });
    fetched = [];
    Object.assign(window, {
      fetch: (url: string, init: RequestInit) => {
        let finish = () => {};
        const body = new Promise<ArrayBuffer>((done) => (finish = () => done(new ArrayBuffer(8))));
        return new Promise((resolve) =>
          fetched.push({ url, init, answer: (ok) => resolve({ ok, arrayBuffer: () => body }), finish: () => finish() }),
        );
      },
    });
  });
  afterEach(() => jest.useRealTimers());

  /** The head's script as the parser reaches it, then the loader at the end of the body. */
  const loadPage = () => {
    new Function(cachedFontsScript)();
    new Function(loader)();
  };
  const fontRules = () => document.getElementById('site-fonts')!.getAttribute('media');
  const pageScript = () => document.head.querySelector('script[src="/site.js"]');
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('as'),
      link.getAttribute('crossorigin'),
    ]);

  it('on a first visit, keeps the fonts off, and after the first paint fetches their files and requests site.js', () => {
    loadPage();
    expect(fontRules()).toBe('print');
    expect(preloads()).toEqual([]);
    expect(pageScript()).toBeNull();
    expect(fetched).toEqual([]);
    firstPaint!();
    jest.runAllTimers();
    // Off to the page's end: a font that came within the first paint's block period would be drawn, and move text.
    expect(fontRules()).toBe('print');
    // Fetched as a font is (CORS, same-origin credentials), so the next page's preload finds it in the cache.
    expect(fetched.map(({ url, init }) => [url, init])).toEqual([
      ['test-file-stub', { mode: 'cors', credentials: 'same-origin' }],
    ]);
    expect(pageScript()).not.toBeNull();
  });

  /** Lets the loader's promise callbacks run. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('remembers that the fonts are cached once every file has come whole, and not when one failed', async () => {
    loadPage();
    firstPaint!();
    jest.runAllTimers();
    expect(localStorage.getItem('site-fonts:latin')).toBeNull();
    fetched[0]!.answer(false);
    fetched[0]!.finish();
    await settle();
    expect(localStorage.getItem('site-fonts:latin')).toBeNull();

    serverHead();
    fetched = [];
    loadPage();
    firstPaint!();
    jest.runAllTimers();
    fetched[0]!.answer(true);
    await settle();
    // The headers alone are not the file: the cache holds it only once its body has come to its end.
    expect(localStorage.getItem('site-fonts:latin')).toBeNull();
    fetched[0]!.finish();
    await settle();
    expect(localStorage.getItem('site-fonts:latin')).toBe('1');
  });

  it('switches cached fonts on and preloads them before the first paint; site.js still waits for it', () => {
    localStorage.setItem('site-fonts:latin', '1');
    loadPage();
    expect(fontRules()).toBe('all');
    // crossorigin (empty: anonymous), as fonts are fetched: a preload in another mode would not be used.
    // One preload per file of the script: Inter's, its URL jest's stand-in for a file (tools/jest/file-stub.js).
    expect(preloads()).toEqual([['test-file-stub', 'font', '']]);
    expect(pageScript()).toBeNull();
    firstPaint!();
    jest.runAllTimers();
    expect(pageScript()).not.toBeNull();
  });

  it("keeps one script's flag from switching on another's fonts", () => {
    localStorage.setItem('site-fonts:arabic', '1');
    loadPage();
    expect(fontRules()).toBe('print');
    expect(preloads()).toEqual([]);
  });
});
