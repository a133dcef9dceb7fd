// robots.txt and sitemap.xml of every page in every language, served by the shell's origin.
import { localeAlternates } from '@stallions/shared-router/locale';

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
