// robots.txt and sitemap.xml of every page in every language, served by the shell's origin.
import { localeAlternates, localizePath, splitLocale } from '@stallions/shared-router/locale';

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/**
 * Every locale URL of every page (`pages`: their unprefixed paths), each listing the whole hreflang cluster
 * (itself included) as Google asks.
 */
export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const urls = pages.flatMap((page) => {
    const cluster = localeAlternates(page);
    const links = cluster
      .map(({ hreflang, path }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`)
      .join('\n');
    return cluster
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ path }) => `  <url>\n    <loc>${siteUrl}${path}</loc>\n${links}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's canonical URL (itself, in its language), og:url and hreflang cluster, for the <head> of its HTML.
 * `query`: the page's own query parameters ('?q=…' on the search page), none of the visitor's others.
 */
export function localeHeadLinks(siteUrl: string, pathname: string, query = ''): string {
  // One slash after the origin, whatever the caller passes: '//host' in a path would name another site.
  const { lng, path } = splitLocale(pathname.replace(/\/{2,}/g, '/'));
  const page = (path.length > 1 ? path.replace(/\/+$/, '') : path) + query;
  const href = (to: string) => escapeAttribute(`${siteUrl}${to}`);
  return [
    `<link rel="canonical" href="${href(localizePath(lng, page))}">`,
    `<meta property="og:url" content="${href(localizePath(lng, page))}">`,
    ...localeAlternates(page).map(
      ({ hreflang, path: to }) => `<link rel="alternate" hreflang="${hreflang}" href="${href(to)}">`,
    ),
  ].join('');
}
