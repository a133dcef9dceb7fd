// Every page of the site, for sitemap.xml: the shell's own, and each section's as its remote declares them.
import { sitemapPaths, type RemoteName, type SiteSections } from '@stallions/shared-config';
import { sectionOf } from './federation/sections';

export function sitePagePaths(sections: SiteSections): string[] {
  const sectionPages = (Object.entries(sections) as [RemoteName, NonNullable<SiteSections[RemoteName]>][])
    .sort(([, a], [, b]) => a.order - b.order)
    .flatMap(([remote, declaration]) => sitemapPaths(sectionOf(remote).path, declaration));
  return ['/', ...sectionPages, '/stallion-business', '/privacy-policy'];
}
