// robots.txt and sitemap.xml of every page, served by the shell's origin.
import { sitePages } from '@stallions/shared-config';

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const languages = ['en', 'fr', 'ar'];

export function sitemapXml(siteUrl: string): string {
  const urls = sitePages
    .map((path) => {
      const loc = `${siteUrl}${path}`;
      const alternates = languages
        .map((lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${loc}?lng=${lng}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${loc}</loc>\n${alternates}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
