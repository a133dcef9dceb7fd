// A request's address, read once: what the page server does with it, and the page the renderer is given. The
// target is checked and put in its one spelling (address.ts), its language read from its prefix, and then
// resolved against the visitor's renderer's route table (shared-router/route-table) to one of: a page, a
// section's bare address (a redirect to its first page), a path no page has (its scope's not-found page: one
// render for them all) or a redirect. The renderer gets a PageRequest (the table's entry) and parses nothing again.
import { sentParameter } from '@stallions/shared-config/actions';
import type { PageRequest, RouteTable } from '@stallions/shared-config/render-contract';
import {
  addressIn,
  formRoute,
  matchRoute,
  pageRequestOf,
  readLocaleAddress,
} from '@stallions/shared-router/route-table';
import { fallbackLanguage, type Language } from '@stallions/shared-i18n/languages';
import { unprefixedLocaleRedirect } from '@stallions/shared-router/locale';
import { normalizeAddress } from './address';

/** The files the server answers at their exact addresses. */
type SiteFile = 'robots.txt' | 'sitemap.xml';

/** Why an address is a redirect before any page is looked for. */
export type RedirectReason =
  /** Another spelling of a canonical address (address.ts): 301, for everyone. */
  | 'spelling'
  /** An unprefixed address with a supported ?lng=: 301 to that language's address. */
  | 'language-query'
  /** An unprefixed address and a visitor whose cookie or Accept-Language prefers another language: 302. */
  | 'language-preference';

/** A page address of the site, read: its language, its path without the prefix, and its query. */
export interface PageAddress {
  language: Language;
  /** The path without its language prefix ('/about/overview' of '/fr/about/overview'). */
  path: string;
  /** The canonical address as requested, its prefix kept. */
  pathname: string;
  /** The request's whole query, '' or '?…', made safe to put in a header (address.ts). */
  query: string;
}

/** What a GET's target is, before anything of the site's pages is known. */
export type AddressReading =
  | { kind: 'file'; file: SiteFile }
  /** Not an address (400), a missing file (404), too long (414). */
  | { kind: 'refused'; status: 400 | 404 | 414 }
  | { kind: 'redirect'; reason: RedirectReason; location: string }
  | { kind: 'address'; address: PageAddress };

/** A page address resolved against the site's pages. */
export type PageResolution =
  /** A section's bare address: a 301 to its first page, in the same language, the visitor's query kept. */
  | { kind: 'section-root'; location: string }
  /** A path no page has: its scope's not-found page (one render for every such path of a language and scope). */
  | { kind: 'not-found'; scope: string; notFound: PageRequest }
  | PageToRender;

/** A page. `confirmation`: a form's ?sent= address, one visitor's, never cached. */
export interface PageToRender {
  kind: 'page';
  page: PageRequest;
  confirmation: boolean;
}

const siteFiles: Readonly<Record<string, SiteFile>> = {
  '/robots.txt': 'robots.txt',
  '/sitemap.xml': 'sitemap.xml',
};

/**
 * A GET's target (`req.url`) read once. `preferences`: the visitor's language signals after ?lng= (the
 * `i18next` cookie, then Accept-Language), which only an unprefixed address follows.
 */
export function readAddress(target: string, preferences: readonly (string | null | undefined)[]): AddressReading {
  // The files, at their exact addresses; every other path with an extension is a 404 (address.ts).
  const file = siteFiles[/^[^?#]*/.exec(target)![0]];
  if (file) return { kind: 'file', file };
  const verdict = normalizeAddress(target);
  if (verdict.status === 301) return { kind: 'redirect', reason: 'spelling', location: verdict.location };
  if (verdict.status !== 200) return { kind: 'refused', status: verdict.status };
  const { pathname, query } = verdict;
  const { language, path } = readLocaleAddress(pathname);
  if (language === fallbackLanguage) {
    const toLanguage = unprefixedLocaleRedirect({ pathname, search: query }, preferences);
    if (toLanguage)
      return {
        kind: 'redirect',
        reason: toLanguage.permanent ? 'language-query' : 'language-preference',
        location: toLanguage.location,
      };
  }
  return { kind: 'address', address: { language, path, pathname, query } };
}

/** A page address resolved against the visitor's renderer's route table. */
export function resolvePage(address: PageAddress, routes: RouteTable): PageResolution {
  const { language, path, query } = address;
  const match = matchRoute(routes, path, query);
  switch (match.kind) {
    case 'section-root':
      // The visitor's query goes on with them (tracking parameters included).
      return { kind: 'section-root', location: addressIn(language, match.landing, query) };
    case 'not-found': {
      const notFound = { language, path: match.path, query: '' };
      return {
        kind: 'not-found',
        scope: match.scope,
        notFound: match.section ? { ...notFound, section: match.section } : notFound,
      };
    }
    case 'page':
      return {
        kind: 'page',
        page: pageRequestOf(language, match.entry, match.query),
        confirmation: match.query.startsWith(`?${sentParameter}=`),
      };
  }
}

/**
 * A POST's target read once: the form page it posts to, when the address is canonical (no redirect of a post:
 * another spelling is refused) and its page declares a form; else undefined.
 */
export function readPostAddress(
  target: string,
  routes: RouteTable,
): { page: PageRequest; pathname: string } | undefined {
  const verdict = normalizeAddress(target);
  if (verdict.status !== 200) return undefined;
  const { language, path } = readLocaleAddress(verdict.pathname);
  const entry = formRoute(routes, path);
  return entry && { page: pageRequestOf(language, entry), pathname: verdict.pathname };
}

/** A page's address as the visitor sees it (its prefix and own query): a cache key's and a log line's part. */
export const addressOf = (page: PageRequest) => addressIn(page.language as Language, page.path, page.query);
