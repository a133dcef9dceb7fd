// The render server's request handler: every page address of the shell's origin, in every language.
// - An unprefixed address goes to the visitor's language first (?lng= 301; cookie, Accept-Language 302).
// - A page is rendered by the shell's server build (shell/dist/server/server.js), which loads each section
//   from its remote through the federation node runtime, and kept in memory keyed by its address and the
//   remotes' versions: a remote deployed alone changes its version (checked every few seconds), so its
//   pages are rendered afresh without a shell build or a restart.
// - A render that fails gets the client-rendered app (app.html), never an error page.
// - robots.txt and sitemap.xml.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { CreateShellRenderer, ShellRenderer } from '@stallions/shared-config/render-contract';
import { fallbackLanguage, languageStore } from '@stallions/shared-i18n/languages';
import { acceptedLanguages, cookieValue, localeRedirect, splitLocale } from '@stallions/shared-router/locale';
import { composeDocument } from './document';
import { localeHeadLinks, robotsTxt, sitemapXml } from './seo';

export interface PageServerOptions {
  /** The shell's build: app.html and server/server.js. */
  shellDist: string;
  config: RuntimeConfig;
  /** The shell origin's security headers (shared-config/headers). */
  headers: Record<string, string>;
  /** How often each remote's server entry is checked for a new deploy. */
  remoteCheckMs?: number;
  /** Rendered pages kept in memory. */
  cacheSize?: number;
  log?: (line: string) => void;
}

export interface PageServer {
  /** Answers a request for a page address, robots.txt or sitemap.xml. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): void;
}

// Browsers revalidate every time (a deploy shows at once); the CDN keeps a page five minutes and serves it
// stale for ten more while it fetches the new one (Firebase Hosting honours s-maxage from Cloud Run).
const pageCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

interface CachedPage {
  status: number;
  body: Buffer;
  gzip: Buffer;
}

/** The language signals of a request, in the spec's order after ?lng=: the cookie, then Accept-Language. */
const requestPreferences = (req: IncomingMessage) => [
  cookieValue(req.headers.cookie, languageStore.cookie),
  ...acceptedLanguages(req.headers['accept-language']),
];

/** Loads the shell's render function from its server build (a CommonJS bundle). */
export function loadShellRenderer(shellDist: string, config: RuntimeConfig): Promise<ShellRenderer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, located at run time
  const { createShellRenderer } = require(join(shellDist, 'server', 'server.js')) as {
    createShellRenderer: CreateShellRenderer;
  };
  return createShellRenderer({ config });
}

export async function createPageServer(options: PageServerOptions, renderer?: ShellRenderer): Promise<PageServer> {
  const { config, headers: security, log = (line) => console.warn(line) } = options;
  const shell = renderer ?? (await loadShellRenderer(options.shellDist, config));
  // Read once, with the server build it belongs to: the template of every page and the fallback.
  const app = await readFile(join(options.shellDist, 'app.html'));
  const template = app.toString('utf8');
  const checker = setInterval(() => void shell.checkRemotes(), options.remoteCheckMs ?? 5_000);
  checker.unref();
  const cache = new Map<string, CachedPage>();
  const cacheSize = options.cacheSize ?? 500;

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    headers: Record<string, string>,
    gzipped?: Buffer,
  ) {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? (gzipped ?? gzipSync(body)) : body;
    res.writeHead(status, {
      ...security,
      ...headers,
      'Content-Length': String(payload.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }
  const text = (req: IncomingMessage, res: ServerResponse, status: number, body: string, extra = {}) =>
    send(req, res, status, Buffer.from(body), {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...extra,
    });

  /** The client-rendered app: the page renders in the browser (its section falls back there if need be). */
  function sendApp(req: IncomingMessage, res: ServerResponse) {
    send(req, res, 200, app, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      text(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://render.invalid');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      text(req, res, 400, 'Bad request');
      return;
    }
    if (pathname === '/robots.txt') {
      text(req, res, 200, robotsTxt(config.siteUrl));
      return;
    }
    if (pathname === '/sitemap.xml') {
      send(req, res, 200, Buffer.from(sitemapXml(config.siteUrl, shell.sitePages())), {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      return;
    }
    // A file that is not there is a 404, never a page.
    if (extname(pathname) !== '') {
      text(req, res, 404, 'Not found');
      return;
    }
    // An unprefixed page depends on the visitor's language signals; a prefixed one is its language.
    const vary =
      splitLocale(pathname).lng === fallbackLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding';
    // Built from the encoded address, so nothing typed in it reaches a header as raw characters.
    const redirect = localeRedirect(url, requestPreferences(req));
    if (redirect) {
      res.writeHead(redirect.permanent ? 301 : 302, {
        ...security,
        Location: redirect.location,
        'Cache-Control': redirect.permanent ? 'public, max-age=3600' : 'private, no-cache',
        Vary: vary,
      });
      res.end();
      return;
    }

    const address = `${url.pathname}${url.search}`;
    const key = `${address} ${JSON.stringify(shell.remoteVersions())}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key); // most recently used last
      cache.set(key, cached);
      send(req, res, cached.status, cached.body, pageHeaders(vary, 'hit'), cached.gzip);
      return;
    }
    const started = performance.now();
    let result;
    try {
      result = await shell.render(address);
    } catch (error) {
      log(`render-server: ${url.pathname} fell back to the client-rendered app: ${String(error)}`);
      sendApp(req, res);
      return;
    }
    const renderMs = performance.now() - started;
    if (result.kind === 'redirect') {
      res.writeHead(result.status, {
        ...security,
        Location: result.location,
        'Cache-Control': 'public, max-age=3600',
        Vary: vary,
      });
      res.end();
      return;
    }
    // A page no route owns has no canonical or alternates (and its address is the visitor's, not ours).
    const links =
      result.status === 404 ? '<meta name="robots" content="noindex">' : localeHeadLinks(config.siteUrl, pathname);
    const body = Buffer.from(composeDocument(template, result, links));
    const page = { status: result.status, body, gzip: gzipSync(body) };
    // A section that fell back is tried again by the next request, not kept.
    const keep = result.failedSections.length === 0;
    if (keep) {
      cache.set(key, page);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    }
    const headers = pageHeaders(vary, 'miss', renderMs);
    if (!keep) headers['Cache-Control'] = 'no-store';
    send(req, res, page.status, page.body, headers, page.gzip);
  }

  return { handle, close: () => clearInterval(checker) };
}

function pageHeaders(vary: string, cache: 'hit' | 'miss', renderMs?: number): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': pageCacheControl,
    Vary: vary,
    // How long the render took (a miss) or that there was none (a hit): read by npm run bench.
    'Server-Timing': renderMs === undefined ? 'cache;desc=hit' : `render;dur=${renderMs.toFixed(1)}`,
    'X-Render-Cache': cache,
  };
}
