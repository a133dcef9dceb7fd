// Every page of the site, for sitemap.xml: the shell's own, and each section's as its remote declares them.
import { sitemapPaths, type RemoteName, type SiteSections } from '@stallions/shared-config';
import { sectionOf } from './federation/sections';

/** `pathOf`: a section's address, from the runtime config's registry by default. */
export function sitePagePaths(
  sections: SiteSections,
  pathOf = (remote: RemoteName) => sectionOf(remote)?.path,
): string[] {
  const sectionPages = (Object.entries(sections) as [RemoteName, NonNullable<SiteSections[RemoteName]>][])
    .sort(([, a], [, b]) => a.order - b.order)
    .flatMap(([remote, declaration]) => {
      const path = pathOf(remote);
      return path ? sitemapPaths(path, declaration) : [];
    });
  return ['/', ...sectionPages, '/stallion-business', '/privacy-policy'];
}
