// What the page server answers to one request. The address is read once (page-request.ts); this module turns
// that reading into an answer: a file, a refusal, a redirect, a cached page, or a render (one per page at a time,
// bounded: render-gate.ts) kept in the cache (page-cache.ts). A POST goes to its form's action. Each answer is
// written with the origin's security headers (answers.ts). A preview's visitor (preview-tracks.ts) gets pages
// rendered for them alone: never read from nor kept in the cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '@stallions/shared-config';
import {
  defaultFormTokenAges,
  defaultSubmissionLimits,
  formTokenField,
  sentParameter,
  type ActionHost,
  type FormTokenAges,
  type RateLimiter,
  type SubmissionStore,
} from '@stallions/shared-config/actions';
import type { ActResult, PageRequest, RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { formatSiteReleases, siteReleasesHeader } from '@stallions/shared-config/releases';
import { sitemapPaths } from '@stallions/shared-router/route-table';
import { fallbackLanguage, languageStore } from '@stallions/shared-i18n/languages';
import { acceptedLanguages, cookieValue } from '@stallions/shared-router/locale';
import { createAnswers, type Answers } from './answers';
import { composeDocument } from './document';
import { clientAddressOf, readFormPost } from './form-post';
import { checkFormToken, hasFormTokenSlot, issueFormToken, stampFormToken, type TokenForm } from './form-token';
import {
  addressOf,
  readAddress,
  readPostAddress,
  resolvePage,
  type PageAddress,
  type PageToRender,
  type RedirectReason,
} from './page-request';
import type { CachedPage, PageCache } from './page-cache';
import type { PageServerPlugins } from './plugins';
import { createRefusedPostDocuments, fromAnotherSite, siteOriginOf } from './refused-post';
import { RenderQueueFullError, type RenderGate } from './render-gate';
import { etagOf, keptBrotliParams } from './send';
import { robotsTxt, sitemapXml } from './seo';

/** The renderer that serves a visitor (the current releases', or the canary's) and what their answer needs. */
export interface VisitorTrack {
  renderer: ShellRenderer;
  /** A visitor drawn into or out of a canary just now: their cookie, and no shared cache. */
  visitorHeaders: Record<string, string>;
  /** Whether a canary runs: a page then depends on the visitor's cookie. */
  variesByCookie: boolean;
  /** A preview's renderer: its pages are this visitor's alone, never cached (visitorHeaders say so). */
  preview?: boolean;
}

/**
 * What the forms' actions are lent (shared-config/actions): the submissions store and the limiter (Firestore
 * through firebase-admin in production, local-cloud's store locally), a secret for the keyed hashes, and App
 * Check's verification when the site uses it (the page server's `forms` option).
 */
export interface FormsOptions {
  store: SubmissionStore;
  limiter: RateLimiter;
  secret: string;
  verifyAppCheck?: ActionHost['verifyAppCheck'];
  /** The client's address is Fastly's `Fastly-Client-IP` (behind Firebase Hosting), not the socket's. */
  behindHosting?: boolean;
  now?: () => Date;
}

/** What the page server's factory lends its request handler. */
export interface RequestHandlerParts {
  config: RuntimeConfig;
  /** The shell origin's security headers, on every answer. */
  security: Record<string, string>;
  /** The shell's app.html: every page's document. */
  template: string;
  /** The notice a failed render gets (unavailableDocument). */
  unavailablePage: Buffer;
  log: (line: string) => void;
  forms?: FormsOptions;
  /** The page server's plugins: the requests they answer themselves (POST /api/field, the preview links). */
  plugins: Pick<PageServerPlugins, 'answering'>;
  /** The current releases' renderer: the sitemap's pages. */
  current: ShellRenderer;
  cache: PageCache;
  renders: RenderGate;
  /** Checks the remotes' deploys when the last check is older than its interval. */
  checkRemotesWhenDue(): void;
  visitorTrack(req: IncomingMessage): Promise<VisitorTrack>;
  /** Empties the page cache when this renderer's versions are not the ones it last served at. */
  emptyCacheIfReleasesMoved(renderer: ShellRenderer, versions: string): void;
}

// Browsers revalidate every time (a deploy shows at once); the CDN keeps a page five minutes and serves it
// stale for ten more while it fetches the new one (Firebase Hosting honours s-maxage from Cloud Run).
const pageCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
const permanentRedirectCacheControl = 'public, max-age=3600';

/** What one render gave every request that waited for it. */
type Rendered =
  | { kind: 'page'; page: CachedPage; renderMs: number; kept: boolean }
  /** The render failed: the "unavailable" notice. */
  | { kind: 'failed' };

/** The language signals of a request, in the site's order after ?lng=: the cookie, then Accept-Language. */
const requestPreferences = (req: IncomingMessage) => [
  cookieValue(req.headers.cookie, languageStore.cookie),
  ...acceptedLanguages(req.headers['accept-language']),
];

// An unprefixed page depends on the visitor's language signals; a prefixed one is its language.
const varyOf = (address: { language: string }) =>
  address.language === fallbackLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding';
const unprefixedVary = varyOf({ language: fallbackLanguage });

/** The status and Cache-Control of each redirect decided before any page is looked for. */
const redirectAnswers: Record<RedirectReason, { status: number; cacheControl: string; vary?: string }> = {
  spelling: { status: 301, cacheControl: permanentRedirectCacheControl },
  'language-query': { status: 301, cacheControl: permanentRedirectCacheControl, vary: unprefixedVary },
  // A preference is this visitor's only.
  'language-preference': { status: 302, cacheControl: 'private, no-cache', vary: unprefixedVary },
};

/** What the handler's steps share: the factory's parts and what is made from them once. */
interface Handler {
  parts: RequestHandlerParts;
  answers: Answers;
  /** The site's own origin: a post from any other is refused. */
  siteOrigin: string;
  refusedPostDocument: (language: string, formAddress: string) => Buffer;
  formTokenAges: FormTokenAges;
}

export function createRequestHandler(
  parts: RequestHandlerParts,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const handler: Handler = {
    parts,
    answers: createAnswers(parts.security, parts.unavailablePage),
    siteOrigin: siteOriginOf(parts.config.siteUrl),
    refusedPostDocument: createRefusedPostDocuments(parts.template),
    formTokenAges: parts.config.submissions?.formToken ?? defaultFormTokenAges,
  };

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    parts.checkRemotesWhenDue();
    const plugin = parts.plugins.answering(req);
    if (plugin) return plugin.answer?.(req, res);
    if (req.method === 'POST') return answerPost(handler, req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      handler.answers.text(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    return answerGet(handler, req, res);
  };
}

/** A GET or HEAD: its address read once, then answered with a file, a refusal, a redirect or a page. */
async function answerGet(handler: Handler, req: IncomingMessage, res: ServerResponse) {
  const { config, current } = handler.parts;
  const { send, text, redirect } = handler.answers;
  const reading = readAddress(req.url ?? '/', requestPreferences(req));
  switch (reading.kind) {
    case 'file':
      if (reading.file === 'robots.txt') text(req, res, 200, robotsTxt(config.siteUrl));
      else
        send(req, res, 200, Buffer.from(sitemapXml(config.siteUrl, sitemapPaths(current.routes()))), {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
      return;
    case 'refused':
      text(req, res, reading.status, { 400: 'Bad request', 404: 'Not found', 414: 'URI too long' }[reading.status]);
      return;
    case 'redirect': {
      const { status, cacheControl, vary } = redirectAnswers[reading.reason];
      redirect(res, status, reading.location, { 'Cache-Control': cacheControl, ...(vary ? { Vary: vary } : {}) });
      return;
    }
    case 'address':
      return answerPage(handler, req, res, reading.address);
  }
}

/** A GET of a page address: the visitor's track, the page resolved against it, then from the cache or rendered. */
async function answerPage(handler: Handler, req: IncomingMessage, res: ServerResponse, address: PageAddress) {
  const { parts, answers } = handler;
  const { renderer, visitorHeaders, variesByCookie, preview = false } = await parts.visitorTrack(req);
  const vary = varyOf(address);
  const varied = variesByCookie && !vary.includes('Cookie') ? `${vary}, Cookie` : vary;
  const sendCached = (key: string, form: TokenForm) => {
    const cached = preview ? undefined : parts.cache.get(key);
    if (cached) sendPage(handler, req, res, cached, pageHeaders(varied, 'hit', cached.releases, visitorHeaders), form);
    return cached !== undefined;
  };
  const versions = JSON.stringify(renderer.remoteVersions());
  if (!preview) parts.emptyCacheIfReleasesMoved(renderer, versions);
  // A preview's render is shared only by requests of the same previews (its versions name them) and kept by none.
  const keyed = (key: string) => (preview ? `preview ${key}` : key);
  const resolved = resolvePage(address, renderer.routes());
  if (resolved.kind === 'section-root') {
    answers.redirect(res, 301, resolved.location, {
      'Cache-Control': permanentRedirectCacheControl,
      Vary: varied,
      ...visitorHeaders,
    });
    return;
  }
  let rendered: Rendered | undefined;
  let page: PageToRender | undefined;
  try {
    if (resolved.kind === 'not-found') {
      // Every path no page owns in this language and scope: one key, one render.
      const key = keyed(`not-found ${address.language} ${resolved.scope} ${versions}`);
      if (sendCached(key, { path: address.pathname, language: address.language })) return;
      rendered = await renderPage(handler, renderer, key, resolved.notFound, !preview);
    } else page = resolved;
    // A form's confirmation (?sent=<reference>) is one visitor's: rendered for them, kept by no cache.
    if (page?.confirmation) rendered = await renderOnce(handler, renderer, page.page);
    else if (page) {
      const key = keyed(`${address.pathname}${page.page.query} ${versions}`);
      if (sendCached(key, page.page)) return;
      rendered = await renderPage(handler, renderer, key, page.page, !preview);
    }
  } catch (error) {
    if (!(error instanceof RenderQueueFullError)) throw error;
    answers.text(req, res, 503, 'Busy: try again in a moment', { 'Retry-After': '1', 'Cache-Control': 'no-store' });
    return;
  }

  if (rendered!.kind === 'failed') {
    answers.sendUnavailable(req, res);
    return;
  }
  const { page: document, renderMs, kept } = rendered!;
  const headers = pageHeaders(varied, 'miss', document.releases, visitorHeaders, renderMs);
  if ((!kept || page?.confirmation) && !preview) headers['Cache-Control'] = 'no-store';
  sendPage(handler, req, res, document, headers, page?.page ?? { path: address.pathname, language: address.language });
}

/** A fresh form token for one view of this form; none without forms. */
const newFormToken = (forms: FormsOptions | undefined, form: TokenForm) =>
  forms ? issueFormToken(forms.secret, form, (forms.now ?? (() => new Date()))()) : '';

/**
 * A page as one answer sends it: a page with a form gets this view's own token written in, compressed for this
 * answer alone, and is kept by no shared cache (a CDN would give everyone one token, frozen).
 */
function sendPage(
  handler: Handler,
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  headers: Record<string, string>,
  form: TokenForm,
) {
  const { send } = handler.answers;
  if (!page.hasFormToken) {
    // Browsers revalidate every page (max-age=0): an unchanged one is a 304 without a body.
    send(req, res, page.status, page.body, headers, page.encoded, page.etag);
    return;
  }
  const body = stampFormToken(page.body, newFormToken(handler.parts.forms, form));
  // A preview's page is private and no-store already.
  const cacheControl = headers['Cache-Control']!.includes('no-store') ? headers['Cache-Control']! : 'private, no-cache';
  send(req, res, page.status, body, { ...headers, 'Cache-Control': cacheControl });
}

function documentOf(template: string, result: RenderedPage): CachedPage {
  const body = Buffer.from(composeDocument(template, result));
  return {
    status: result.status,
    body,
    encoded: { gzip: gzipSync(body) },
    releases: formatSiteReleases(result.releases),
    hasFormToken: hasFormTokenSlot(body),
    etag: etagOf(body),
  };
}

/** One render of a page, as every request waiting for it gets it. */
async function renderOnce(handler: Handler, renderer: ShellRenderer, page: PageRequest): Promise<Rendered> {
  const started = performance.now();
  let result;
  try {
    result = await renderer.render(page);
  } catch (error) {
    handler.parts.log(`render-server: ${addressOf(page)} could not be rendered: ${String(error)}`);
    return { kind: 'failed' };
  }
  const renderMs = performance.now() - started;
  // A section that fell back is tried again by the next request, not kept.
  return {
    kind: 'page',
    page: documentOf(handler.parts.template, result),
    renderMs,
    kept: result.failedSections.length === 0,
  };
}

/**
 * Keeps a rendered page, and its brotli once it is made: at the highest quality (a fifth smaller than gzip on
 * these pages) in zlib's thread pool, so no answer waits for it; meanwhile a brotli client gets it made for its
 * answer alone at a fast quality. A page whose form token each answer writes in keeps no brotli.
 */
function keep(cache: PageCache, key: string, page: CachedPage) {
  cache.set(key, page);
  if (page.hasFormToken) return;
  brotliCompress(page.body, { params: keptBrotliParams(page.body) }, (error, br) => {
    if (!error && cache.get(key) === page) cache.set(key, { ...page, encoded: { ...page.encoded, br } });
  });
}

/** A page's render, shared by the requests for its key meanwhile, and kept (`shared`: not a preview's). */
const renderPage = (handler: Handler, renderer: ShellRenderer, key: string, page: PageRequest, shared: boolean) =>
  handler.parts.renders.run(key, async () => {
    const rendered = await renderOnce(handler, renderer, page);
    if (shared && rendered.kind === 'page' && rendered.kept) keep(handler.parts.cache, key, rendered.page);
    return rendered;
  });

/** A form post's address: the form page it posts to. */
type FormAddress = NonNullable<ReturnType<typeof readPostAddress>>;

/** Why a form's body could not be read, by its status. */
const unreadPostReasons = {
  400: 'Bad request',
  408: 'The form took too long to arrive',
  413: 'The form is too large',
  415: 'Send the form as a form',
};

/**
 * A POST: only to a page that declares a form (every other address: 405), at its one address (no redirect of a
 * post: another spelling is a 404), handed to the form's action in the visitor's track (a canary visitor's
 * post goes to the canary's action). A native post gets a page or a 303; the island's fetch gets JSON.
 */
async function answerPost(handler: Handler, req: IncomingMessage, res: ServerResponse) {
  const { parts, answers } = handler;
  const { renderer, visitorHeaders } = await parts.visitorTrack(req);
  const form = parts.forms && readPostAddress(req.url ?? '/', renderer.routes());
  if (!parts.forms || !form) {
    req.resume();
    answers.text(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const { page, pathname } = form;
  // Only from the site's own pages (refused-post.ts): refused before the body is read.
  if (fromAnotherSite(req.headers, handler.siteOrigin)) {
    refuseOtherSitePost(handler, req, res, form);
    return;
  }
  const read = await readFormPost(req);
  if (!read.ok) {
    answers.text(req, res, read.status, unreadPostReasons[read.status], { Connection: 'close' });
    return;
  }
  const host = actionHost(parts.forms, parts.config, req);
  const post = {
    ...read.post,
    formToken: checkFormToken(host.secret, read.post.fields[formTokenField], page, host.now(), handler.formTokenAges),
  };
  let answer;
  try {
    answer = await renderer.act(page, post, host);
  } catch (error) {
    parts.log(`render-server: the form at ${pathname} could not be answered: ${String(error)}`);
    if (post.via === 'fetch')
      answers.json(req, res, 503, { outcome: 'error' }, { 'Retry-After': '5', ...visitorHeaders });
    else answers.sendUnavailable(req, res);
    return;
  }
  sendActResult(handler, req, res, form, post.via === 'fetch', answer, visitorHeaders);
}

/**
 * A post from another site, answered as a limit is: a page in the form's language for a native post; JSON the
 * island reads as a failure, values kept.
 */
function refuseOtherSitePost(handler: Handler, req: IncomingMessage, res: ServerResponse, form: FormAddress) {
  req.resume(); // not read: the connection closes after the answer
  // No visitor cookie: a refused post draws nobody into a canary.
  const closing = { Connection: 'close' };
  if ((req.headers.accept ?? '').includes('application/json'))
    handler.answers.json(req, res, 403, { outcome: 'refused' }, closing);
  else
    handler.answers.send(req, res, 403, handler.refusedPostDocument(form.page.language, form.pathname), {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...closing,
    });
}

/** What a form's action is lent for one post. */
function actionHost(forms: FormsOptions, config: RuntimeConfig, req: IncomingMessage): ActionHost {
  const { store, limiter, secret, verifyAppCheck, behindHosting = false, now = () => new Date() } = forms;
  return {
    store,
    limiter,
    secret,
    now,
    limits: config.submissions?.limits ?? defaultSubmissionLimits,
    clientAddress: clientAddressOf(req, behindHosting),
    ...(verifyAppCheck ? { verifyAppCheck } : {}),
  };
}

/** The action's answer: JSON for the island's fetch; for a native post a 303 to its confirmation or the page again. */
function sendActResult(
  handler: Handler,
  req: IncomingMessage,
  res: ServerResponse,
  { page, pathname }: FormAddress,
  viaFetch: boolean,
  { outcome, page: formPage, releases }: ActResult,
  visitorHeaders: Record<string, string>,
) {
  const { answers, parts } = handler;
  const named = { [siteReleasesHeader]: formatSiteReleases(releases), ...visitorHeaders };
  const retryAfter: Record<string, string> =
    outcome.kind === 'limited' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
  const status = outcome.kind === 'stored' ? 200 : outcome.kind === 'limited' ? 429 : 422;
  if (viaFetch) {
    // The island has the values already: the outcome without them, named `outcome`.
    // And a fresh form token: the island's next post is a new view's.
    const { kind, values: _kept, ...body } = outcome as typeof outcome & { values?: unknown };
    const formToken = newFormToken(parts.forms, page);
    answers.json(req, res, status, { outcome: kind, ...body, formToken }, { ...retryAfter, ...named });
    return;
  }
  if (outcome.kind === 'stored') {
    // Post/Redirect/Get: reload, Back and Forward show the confirmation and send nothing again.
    const location = `${pathname}?${new URLSearchParams({ [sentParameter]: outcome.reference })}`;
    answers.redirect(res, 303, location, { 'Cache-Control': 'no-store', ...named });
    return;
  }
  const body = stampFormToken(Buffer.from(composeDocument(parts.template, formPage!)), newFormToken(parts.forms, page));
  answers.send(req, res, status, body, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...retryAfter,
    ...named,
  });
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
    // A visitor drawn into or out of a canary just now: their cookie, and no shared cache.
    ...visitor,
  };
}
