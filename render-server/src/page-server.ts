// The render server's request handler: every page address of the shell's origin, in every language.
// - One address per page (address.ts): any other spelling of it is a 301 to that one; of the query, only what
//   makes the page (the search page's q) is part of its render, cache key and canonical.
// - An unprefixed address goes to the visitor's language first (?lng= 301; cookie, Accept-Language 302).
// - A page is rendered by the shell's server build (shell/dist/server/server.js), which loads each section
//   from its remote through the federation node runtime, and kept in memory keyed by its address and the
//   remotes' releases: a remote's release pointer moved (checked every few seconds) renders its pages afresh
//   without a shell build or a restart. Each page names its releases (X-Site-Releases, and in the page, where
//   its islands load from). A path no page owns gets its language's not-found page, rendered once (not-found.ts).
// - A remote's canary: visitors drawn into it (canary-visitors.ts) get pages of the canary renderer, a second
//   shell renderer in a worker thread (canary-track.ts); the rest get the current releases.
// - One render per page at a time, a bound on renders in flight and waiting (render-gate.ts), past it a 503;
//   the cache is bounded in bytes (page-cache.ts).
// - A render that fails gets a short notice in every language (503, never kept), with the site's document around it.
// - robots.txt, sitemap.xml and the speculation rules every page names (speculation.ts).
// - POST /api/field: the page script's field measurement (field/endpoint.ts); and, where the host asks for it,
//   a canary published with --auto judged on a schedule (field/canary-judge.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '@stallions/shared-config';
import {
  defaultSubmissionLimits,
  sentParameter,
  type ActionHost,
  type RateLimiter,
  type SubmissionStore,
} from '@stallions/shared-config/actions';
import type { RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { formatSiteReleases, siteReleasesHeader } from '@stallions/shared-config/releases';
import { fallbackLanguage, languageStore } from '@stallions/shared-i18n/languages';
import { acceptedLanguages, cookieValue, localeRedirect, splitLocale } from '@stallions/shared-router/locale';
import { normalizeAddress, pageQuery } from './address';
import { startCanaryRenderer, type TrackRenderer } from './canary-track';
import { canaryGroup, canaryMembership, canarySide } from './canary-visitors';
import { composeDocument } from './document';
import { fetchPointers, startCanaryJudging, type CanaryJudgeOptions } from './field/canary-judge';
import { createFieldEndpoint, type FieldEndpointOptions } from './field/endpoint';
import { clientAddressOf, readFormPost } from './form-post';
import { loadShellRenderer } from './load-shell';
import { notFoundAddress, pageOwnership, type PageOwnership } from './not-found';
import { createPageCache, type CachedPage } from './page-cache';
import { translationFeedFor } from './remote-config';
import { createRenderGate, RenderQueueFullError } from './render-gate';
import { sendAnswer } from './send';
import { robotsTxt, sitemapXml } from './seo';
import { speculationRules, speculationRulesHeader, speculationRulesPath } from './speculation';

export interface PageServerOptions {
  /** The shell's build: app.html and server/server.js. */
  shellDist: string;
  config: RuntimeConfig;
  /** The shell origin's security headers (shared-config/headers). */
  headers: Record<string, string>;
  /** How often each remote's server entry is checked for a new deploy. */
  remoteCheckMs?: number;
  /** The bytes of rendered pages kept in memory (each page's HTML and its gzip); 64 MiB by default. */
  cacheBytes?: number;
  /** Renders running at once; 4 by default. */
  maxRenders?: number;
  /** Renders waiting for one of those; 32 by default. Past them a request that needs a render gets a 503. */
  maxQueuedRenders?: number;
  log?: (line: string) => void;
  /**
   * What the forms' actions are lent (shared-config/actions): the submissions store and the limiter (Firestore
   * through firebase-admin in production, local-cloud's store locally), a secret for the keyed hashes, and App
   * Check's verification when the site uses it. Without it every POST is refused (405).
   */
  forms?: {
    store: SubmissionStore;
    limiter: RateLimiter;
    secret: string;
    verifyAppCheck?: ActionHost['verifyAppCheck'];
    /** The client's address is Fastly's `Fastly-Client-IP` (behind Firebase Hosting), not the socket's. */
    behindHosting?: boolean;
    now?: () => Date;
  };
  /**
   * Field measurement: POST /api/field takes the page script's beacons and writes them to this sink
   * (stdout for Cloud Logging in production, local-cloud's store locally). Without it, a beacon is a 405.
   */
  field?: FieldEndpointOptions;
  /**
   * A canary published with `--auto` judged on a schedule (field/canary-judge.ts): `judge` runs the release
   * command's `--judge --act` for a remote. Locally local-cloud gives it; without it no canary is judged here.
   */
  canaryJudge?: CanaryJudgeOptions;
}

export interface PageServer {
  /** Answers a request for a page address, robots.txt or sitemap.xml. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): void;
}

// Browsers revalidate every time (a deploy shows at once); the CDN keeps a page five minutes and serves it
// stale for ten more while it fetches the new one (Firebase Hosting honours s-maxage from Cloud Run).
const pageCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const permanentRedirectCacheControl = 'public, max-age=3600';

/** What one render gave every request that waited for it. */
type Rendered =
  | { kind: 'page'; page: CachedPage; renderMs: number; kept: boolean }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** The render failed: the "unavailable" notice. */
  | { kind: 'failed' };

/** The language signals of a request, in the spec's order after ?lng=: the cookie, then Accept-Language. */
const requestPreferences = (req: IncomingMessage) => [
  cookieValue(req.headers.cookie, languageStore.cookie),
  ...acceptedLanguages(req.headers['accept-language']),
];

export async function createPageServer(
  options: PageServerOptions,
  renderer?: ShellRenderer,
  /** The canary's renderer (tests pass their own; by default a worker thread). */
  startCanary: () => Promise<TrackRenderer> = () => startCanaryRenderer(options.shellDist, options.config),
): Promise<PageServer> {
  const { config, headers: security, log = (line) => console.warn(line) } = options;
  const current = renderer ?? (await loadShellRenderer(options.shellDist, config));
  // Read once, with the server build it belongs to: the template of every page and the fallback.
  const app = await readFile(join(options.shellDist, 'app.html'));
  const template = app.toString('utf8');
  const unavailablePage = Buffer.from(unavailableDocument(template));
  // Remotes' deploys are checked every few seconds by a timer and, where CPU is throttled between requests
  // (Cloud Run's default) and a timer may not run, by the requests themselves: at most one check per interval.
  // The renderer runs one check per remote at a time; a slow one holds up no other.
  const checkEveryMs = options.remoteCheckMs ?? 5_000;
  let lastCheck = Date.now();
  // The canary's renderer, while a pointer names a canary: started by its first visitor, stopped after.
  let canary: Promise<TrackRenderer> | undefined;
  // Remote Config's text overrides: read before the first page, then as often as their source allows.
  let overrides: Partial<Record<string, string>> = {};
  const translations = translationFeedFor(config, (next) => {
    overrides = next;
    current.setTranslations(next);
    void canary?.then((track) => track.setTranslations(next));
  });
  await translations?.refresh();

  function canaryRenderer(): Promise<TrackRenderer> {
    canary ??= startCanary().then(
      (track) => (track.setTranslations(overrides), track),
      (error: unknown) => {
        canary = undefined;
        throw error;
      },
    );
    return canary;
  }
  /**
   * The renderer of this request's visitor, the headers their answer needs, and whether a canary runs (the page
   * then depends on the visitor's cookie).
   */
  async function trackOf(
    req: IncomingMessage,
  ): Promise<{ shell: ShellRenderer; headers: Record<string, string>; byCookie: boolean }> {
    const group = canaryGroup(current.canaries());
    if (!group) {
      void canary?.then((track) => track.close()).catch(() => undefined);
      canary = undefined;
      return { shell: current, headers: {}, byCookie: false };
    }
    const { inCanary, setCookie } = canaryMembership(req.headers.cookie, group, config.siteUrl.startsWith('https:'));
    // A visitor drawn just now: this answer is theirs alone (no shared cache keeps it).
    const headers: Record<string, string> = setCookie
      ? { 'Set-Cookie': setCookie, 'Cache-Control': 'private, no-cache' }
      : {};
    if (!inCanary) return { shell: current, headers, byCookie: true };
    try {
      return { shell: await canaryRenderer(), headers, byCookie: true };
    } catch (error) {
      log(`render-server: the canary renderer failed, the current releases serve instead: ${String(error)}`);
      return { shell: current, headers, byCookie: true };
    }
  }

  // The beacons' endpoint: the visitor's canary side read from their cookie, as the pages' track is.
  const field =
    options.field &&
    createFieldEndpoint(
      { behindHosting: options.forms?.behindHosting, ...options.field },
      {
        remotes: Object.keys(config.remotes),
        siteOrigin: new URL(config.siteUrl).origin,
        sideOf: (req) => canarySide(req.headers.cookie, canaryGroup(current.canaries())),
        headers: security,
        log,
      },
    );

  const manifests = Object.fromEntries(Object.entries(config.remotes).map(([name, entry]) => [name, entry.manifest]));
  const judging =
    options.canaryJudge &&
    startCanaryJudging({ ...options.canaryJudge, pointers: () => fetchPointers(manifests), log });

  const checkRemotes = () => {
    lastCheck = Date.now();
    void current.checkRemotes();
    void canary?.then((track) => track.checkRemotes()).catch(() => undefined);
    void translations?.refresh();
  };
  const checker = setInterval(checkRemotes, checkEveryMs);
  checker.unref();
  const cache = createPageCache(options.cacheBytes ?? 64 * 1024 * 1024);
  const renders = createRenderGate({ maxRenders: options.maxRenders ?? 4, maxQueued: options.maxQueuedRenders ?? 32 });

  // What follows from a renderer's releases (and the text's), redone when they change: the pages' paths (the
  // declarations change with the releases), and the cache, emptied: every key names the releases it was
  // rendered with, so no page cached before is asked for again.
  const ownership = new WeakMap<ShellRenderer, { versions: string; pages: PageOwnership }>();
  const pagesAt = (shell: ShellRenderer, versions: string) => {
    const known = ownership.get(shell);
    if (known?.versions === versions) return known.pages;
    if (known) cache.clear();
    const pages = pageOwnership(shell.sitePages());
    ownership.set(shell, { versions, pages });
    return pages;
  };

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    headers: Record<string, string>,
    gzipped?: Buffer,
  ) {
    sendAnswer(req, res, { status, body, headers: { ...security, ...headers }, gzipped });
  }
  const text = (req: IncomingMessage, res: ServerResponse, status: number, body: string, extra = {}) =>
    send(req, res, status, Buffer.from(body), {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...extra,
    });
  const redirect = (res: ServerResponse, status: number, location: string, headers: Record<string, string>) => {
    res.writeHead(status, { ...security, Location: location, ...headers });
    res.end();
  };

  /** A render that failed: the notice, 503 with Retry-After, kept by no cache. */
  function sendUnavailable(req: IncomingMessage, res: ServerResponse) {
    send(req, res, 503, unavailablePage, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    });
  }

  /** One render of an address, as every request waiting for it gets it. */
  async function renderAddress(shell: ShellRenderer, address: string): Promise<Rendered> {
    const started = performance.now();
    let result;
    try {
      result = await shell.render(address);
    } catch (error) {
      log(`render-server: ${address} could not be rendered: ${String(error)}`);
      return { kind: 'failed' };
    }
    const renderMs = performance.now() - started;
    if (result.kind === 'redirect') return result;
    // A section that fell back is tried again by the next request, not kept.
    return { kind: 'page', page: documentOf(result), renderMs, kept: result.failedSections.length === 0 };
  }

  /** A page's render, shared by the requests for its key meanwhile, and kept. */
  const renderPage = (shell: ShellRenderer, key: string, address: string) =>
    renders.run(key, async () => {
      const rendered = await renderAddress(shell, address);
      if (rendered.kind === 'page' && rendered.kept) cache.set(key, rendered.page);
      return rendered;
    });

  /** A scope's not-found page, likewise; undefined when its address renders something else (then a page). */
  const renderNotFound = (shell: ShellRenderer, key: string, address: string) =>
    renders.run(key, async (): Promise<Rendered | undefined> => {
      const rendered = await renderAddress(shell, address);
      if (rendered.kind === 'redirect' || (rendered.kind === 'page' && rendered.page.status !== 404)) return undefined;
      if (rendered.kind === 'page' && rendered.kept) cache.set(key, rendered.page);
      return rendered;
    });

  function documentOf(result: RenderedPage): CachedPage {
    const body = Buffer.from(composeDocument(template, result));
    return { status: result.status, body, gzip: gzipSync(body), releases: formatSiteReleases(result.releases) };
  }

  const json = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra = {}) =>
    send(req, res, status, Buffer.from(JSON.stringify(body)), {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    });

  /**
   * A POST: only to a page that declares a form (every other address: 405), at its one address (no redirect of a
   * post: another spelling is a 404), handed to the form's action in the visitor's track (a canary visitor's
   * post goes to the canary's action). A native post gets a page or a 303; the island's fetch gets JSON.
   */
  async function answerPost(req: IncomingMessage, res: ServerResponse) {
    const address = normalizeAddress(req.url ?? '/');
    const { shell, headers: visitor } = await trackOf(req);
    const path = address.status === 200 ? splitLocale(address.pathname).path : undefined;
    if (!options.forms || path === undefined || !shell.formPages().includes(path)) {
      req.resume();
      text(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const { pathname } = address as { pathname: string };
    const read = await readFormPost(req);
    if (!read.ok) {
      const reason = { 400: 'Bad request', 413: 'The form is too large', 415: 'Send the form as a form' };
      text(req, res, read.status, reason[read.status], { Connection: 'close' });
      return;
    }
    const { post } = read;
    const { store, limiter, secret, verifyAppCheck, behindHosting = false, now = () => new Date() } = options.forms;
    const host: ActionHost = {
      store,
      limiter,
      secret,
      now,
      limits: config.submissions?.limits ?? defaultSubmissionLimits,
      clientAddress: clientAddressOf(req, behindHosting),
      ...(verifyAppCheck ? { verifyAppCheck } : {}),
    };
    let answer;
    try {
      answer = await shell.act(pathname, post, host);
    } catch (error) {
      log(`render-server: the form at ${pathname} could not be answered: ${String(error)}`);
      if (post.via === 'fetch') json(req, res, 503, { outcome: 'error' }, { 'Retry-After': '5', ...visitor });
      else sendUnavailable(req, res);
      return;
    }
    const { outcome, page, releases } = answer;
    const named = { [siteReleasesHeader]: formatSiteReleases(releases), ...visitor };
    const retryAfter: Record<string, string> =
      outcome.kind === 'limited' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
    const status = outcome.kind === 'stored' ? 200 : outcome.kind === 'limited' ? 429 : 422;
    if (post.via === 'fetch') {
      // The island has the values already: the outcome without them, named `outcome`.
      const { kind, values: _kept, ...body } = outcome as typeof outcome & { values?: unknown };
      json(req, res, status, { outcome: kind, ...body }, { ...retryAfter, ...named });
      return;
    }
    if (outcome.kind === 'stored') {
      // Post/Redirect/Get: reload, Back and Forward show the confirmation and send nothing again.
      const location = `${pathname}?${new URLSearchParams({ [sentParameter]: outcome.reference })}`;
      redirect(res, 303, location, { 'Cache-Control': 'no-store', ...named });
      return;
    }
    const body = Buffer.from(composeDocument(template, page!));
    send(req, res, status, body, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...retryAfter,
      ...named,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (Date.now() - lastCheck >= checkEveryMs) checkRemotes();
    if (field?.handles(req)) return field.answer(req, res);
    if (req.method === 'POST') return answerPost(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      text(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const target = req.url ?? '/';
    // The two files, at their exact addresses; every other path with an extension is a 404 (address.ts).
    const targetPath = /^[^?#]*/.exec(target)![0];
    if (targetPath === '/robots.txt') {
      text(req, res, 200, robotsTxt(config.siteUrl));
      return;
    }
    if (targetPath === speculationRulesPath) {
      send(req, res, 200, Buffer.from(JSON.stringify(speculationRules)), {
        'Content-Type': 'application/speculationrules+json',
        'Cache-Control': 'no-cache',
      });
      return;
    }
    if (targetPath === '/sitemap.xml') {
      send(req, res, 200, Buffer.from(sitemapXml(config.siteUrl, current.sitePages())), {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      return;
    }
    const address = normalizeAddress(target);
    switch (address.status) {
      case 400:
        text(req, res, 400, 'Bad request');
        return;
      case 404:
        text(req, res, 404, 'Not found');
        return;
      case 414:
        text(req, res, 414, 'URI too long');
        return;
      case 301:
        redirect(res, 301, address.location, { 'Cache-Control': permanentRedirectCacheControl });
        return;
    }
    const { pathname, query } = address;
    const { lng, path } = splitLocale(pathname);
    // An unprefixed page depends on the visitor's language signals; a prefixed one is its language.
    const vary = lng === fallbackLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding';
    const toLocale = localeRedirect({ pathname, search: query }, requestPreferences(req));
    if (toLocale) {
      redirect(res, toLocale.permanent ? 301 : 302, toLocale.location, {
        'Cache-Control': toLocale.permanent ? permanentRedirectCacheControl : 'private, no-cache',
        Vary: vary,
      });
      return;
    }

    const { shell, headers: visitor, byCookie } = await trackOf(req);
    const varied = byCookie && !vary.includes('Cookie') ? `${vary}, Cookie` : vary;
    const sendCached = (key: string) => {
      const cached = cache.get(key);
      if (cached)
        send(req, res, cached.status, cached.body, pageHeaders(varied, 'hit', cached.releases, visitor), cached.gzip);
      return cached !== undefined;
    };
    const versions = JSON.stringify(shell.remoteVersions());
    const pages = pagesAt(shell, versions);
    let rendered: Rendered | undefined;
    // A form's confirmation (?sent=<reference>) is one visitor's: rendered for them, kept by no cache.
    let confirmation = false;
    try {
      if (!pages.owns(path)) {
        // Every path no page owns in this language and scope: one key, one render.
        const scope = pages.scopeOf(path);
        const key = `not-found ${lng} ${scope} ${versions}`;
        if (sendCached(key)) return;
        rendered = await renderNotFound(shell, key, notFoundAddress(lng, scope));
      }
      if (!rendered) {
        const own = pageQuery(pathname, query, shell.formPages());
        confirmation = own.startsWith(`?${sentParameter}=`);
        if (confirmation) rendered = await renderAddress(shell, `${pathname}${own}`);
        else {
          const key = `${pathname}${own} ${versions}`;
          if (sendCached(key)) return;
          rendered = await renderPage(shell, key, `${pathname}${own}`);
        }
      }
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      text(req, res, 503, 'Busy: try again in a moment', { 'Retry-After': '1', 'Cache-Control': 'no-store' });
      return;
    }

    switch (rendered.kind) {
      case 'failed':
        sendUnavailable(req, res);
        return;
      case 'redirect':
        // The render had only the page's own parameters: the visitor's others go on with the redirect.
        redirect(
          res,
          rendered.status,
          rendered.location.includes('?') ? rendered.location : rendered.location + query,
          { 'Cache-Control': permanentRedirectCacheControl, Vary: varied, ...visitor },
        );
        return;
      case 'page': {
        const { page } = rendered;
        const headers = pageHeaders(varied, 'miss', page.releases, visitor, rendered.renderMs);
        if (!rendered.kept || confirmation) headers['Cache-Control'] = 'no-store';
        send(req, res, page.status, page.body, headers, page.gzip);
      }
    }
  }

  return {
    handle,
    close: () => {
      clearInterval(checker);
      judging?.stop();
      void canary?.then((track) => track.close()).catch(() => undefined);
    },
  };
}

/** The document of a page that could not be rendered: the site's template (its icon, its script) and a notice
 * in each of the site's languages, as the server does not know which one the visitor reads. */
export function unavailableDocument(template: string): string {
  const notices = [
    ['en', 'ltr', 'This page could not be shown just now. Please reload it in a moment.'],
    ['fr', 'ltr', 'Cette page n’a pas pu s’afficher. Veuillez la recharger dans un instant.'],
    ['ar', 'rtl', 'تعذّر عرض هذه الصفحة الآن. يُرجى إعادة تحميلها بعد قليل.'],
  ]
    .map(([lng, dir, text]) => `<p lang="${lng}" dir="${dir}">${text}</p>`)
    .join('');
  return template.replace(
    /<div id="?root"?><\/div>/,
    () =>
      `<div id="root"><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Stallions Club</h1>${notices}</main></div>`,
  );
}

function pageHeaders(
  vary: string,
  cache: 'hit' | 'miss',
  releases: string,
  visitor: Record<string, string>,
  renderMs?: number,
): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': pageCacheControl,
    Vary: vary,
    // How long the render took (a miss) or that there was none (a hit): read by npm run bench.
    'Server-Timing': renderMs === undefined ? 'cache;desc=hit' : `render;dur=${renderMs.toFixed(1)}`,
    'X-Render-Cache': cache,
    [siteReleasesHeader]: releases,
    ...speculationRulesHeader,
    // A visitor drawn into or out of a canary just now: their cookie, and no shared cache.
    ...visitor,
  };
}
