// Every page of the site, for sitemap.xml: the shell's own as it declares them (pages.ts), and each section's as
// its remote declares them.
import { sitemapPaths, type RemoteName, type SiteSections } from '@stallions/shared-config';
import { sectionOf } from './federation/sections';
import { shellPageHref, shellPages } from './pages';

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
  const [home, ...otherShellPages] = shellPages.pages
    .filter((page) => !('inSitemap' in page) || page.inSitemap !== false)
    .map((page) => shellPageHref(page.path));
  // Home first, then the sections in their menu order, then the shell's other pages.
  return [home!, ...sectionPages, ...otherShellPages];
}
