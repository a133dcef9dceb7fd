// Locale URLs: English at the site's unprefixed paths, every other language under its own prefix (/fr/about/overview,
// /fr for home). The one place that knows how a path carries its language; nothing else writes a prefix.
// Plain functions (no React, no DOM), so the shell, local-cloud and the render server all use them.
import {
  fallbackLanguage,
  languageStore,
  supportedLanguages,
  toSupportedLanguage,
  type Language,
} from '@stallions/shared-i18n/languages';

/** The languages with a URL prefix: all but English, which keeps the unprefixed paths. */
export const prefixedLanguages: readonly Language[] = supportedLanguages.filter((lng) => lng !== fallbackLanguage);

/** The language a path is in and the path without its prefix: '/fr/about' → fr, '/about'; '/ar' → ar, '/'. */
export function splitLocale(pathname: string): { lng: Language; path: string } {
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  const lng = prefixedLanguages.find((candidate) => candidate === first);
  return lng ? { lng, path: rest && rest !== '/' ? rest : '/' } : { lng: fallbackLanguage, path: pathname || '/' };
}

/** The router's basename for a language: '/' for English, '/fr' for French. */
export const localeBasename = (lng: Language) => (lng === fallbackLanguage ? '/' : `/${lng}`);

/**
 * The address of an unprefixed site path (with its query and hash, if any) in a language:
 * ('fr', '/about?x=1') → '/fr/about?x=1'; ('fr', '/') → '/fr'; ('en', '/about') → '/about'.
 */
export function localizePath(lng: Language, path: string): string {
  if (lng === fallbackLanguage) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${lng}${path.slice(1)}` : `/${lng}${path}`;
}

/** A page's hreflang cluster: its address in every language, and x-default (the unprefixed one). */
export function localeAlternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...supportedLanguages.map((lng) => ({ hreflang: lng as string, path: localizePath(lng, path) })),
    { hreflang: 'x-default', path },
  ];
}

/** The same page in another language: ('/fr/about?x=1', 'ar') → '/ar/about?x=1'. */
export function switchLocalePath(pathnameWithQuery: string, lng: Language): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(pathnameWithQuery) ?? [];
  return localizePath(lng, splitLocale(pathname).path + rest);
}

/** The value of one cookie in a Cookie header or document.cookie. */
export function cookieValue(cookies: string | undefined | null, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The tags of an Accept-Language header, most preferred first ('fr-CA,fr;q=0.9,en;q=0.8'). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface LocaleRedirect {
  /** Where to send the visitor: a site-relative address (path, query and hash), never an absolute URL. */
  location: string;
  /** `?lng=` is a permanent alias of the locale URL; a preference (cookie, browser) is this visitor's only. */
  permanent: boolean;
}

/**
 * Where a visitor asking for this address belongs, or undefined when the page is theirs already. A prefixed
 * URL is its own language. For an unprefixed one this order decides: a supported `?lng=`
 * (taken out of the address), then `preferences` in order (the `i18next` cookie, then the browser's language:
 * Accept-Language on a server, local and session storage and navigator.languages in a browser). Values that
 * are not a supported language are skipped, and nothing of them is kept in the address.
 */
export function localeRedirect(
  address: { pathname: string; search: string; hash?: string },
  preferences: readonly (string | null | undefined)[],
): LocaleRedirect | undefined {
  if (splitLocale(address.pathname).lng !== fallbackLanguage) return undefined;
  return unprefixedLocaleRedirect(address, preferences);
}

/**
 * localeRedirect of an address already known to be unprefixed (its language read by the caller, as the render
 * server reads it once per request).
 */
export function unprefixedLocaleRedirect(
  address: { pathname: string; search: string; hash?: string },
  preferences: readonly (string | null | undefined)[],
): LocaleRedirect | undefined {
  const params = new URLSearchParams(address.search);
  const queried = params.has('lng') ? toSupportedLanguage(params.get('lng')) : undefined;
  params.delete('lng');
  const query = params.toString();
  // One leading slash: '//host' would be another site's address in a Location header.
  const pathname = address.pathname.replace(/^\/{2,}/, '/');
  const rest = `${pathname}${query ? `?${query}` : ''}${address.hash ?? ''}`;
  if (queried) return { location: localizePath(queried, rest), permanent: true };
  const preferred = preferences.map(toSupportedLanguage).find(Boolean);
  if (!preferred || preferred === fallbackLanguage) return undefined;
  return { location: localizePath(preferred, rest), permanent: false };
}

/**
 * What a browser says of its visitor's language, in the site's order after the address: the cookie, local
 * storage, session storage, then the browser's own languages. (A server reads the cookie and Accept-Language.)
 */
export function browserLanguagePreferences(): (string | null | undefined)[] {
  const stored = (area: 'localStorage' | 'sessionStorage') => {
    try {
      return window[area].getItem(languageStore.storage);
    } catch {
      return null; // storage may be off
    }
  };
  return [
    cookieValue(document.cookie, languageStore.cookie),
    stored('localStorage'),
    stored('sessionStorage'),
    ...(navigator.languages ?? [navigator.language]),
  ];
}
