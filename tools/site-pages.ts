// Every page of the site as the running site lists it, for the end-to-end tests and the bench: the shell's
// own and each section's from its remote's page declaration (the same modules the remotes expose as
// "./pages"), read from source. Outside the apps, so it may read all of them.
import type { RemoteName, SectionPages, SiteSections } from '@stallions/shared-config';
import { sectionOf } from '../shell/src/federation/sections';
import { sitePagePaths } from '../shell/src/site-map';
import about from '../about-mfe/src/pages';
import getInvolved from '../get-involved-mfe/src/pages';
import causes from '../causes-mfe/src/pages';
import news from '../news-mfe/src/pages';

export const siteSections: Required<SiteSections> = { about, getInvolved, causes, news };
export const sitePages: readonly string[] = sitePagePaths(siteSections);

/** The menus as the site shows them in a language: each section's title, and its menu pages' labels and addresses. */
export function menuGroups(lng = 'en'): { title: string; links: [label: string, path: string][] }[] {
  return (Object.entries(siteSections) as [RemoteName, SectionPages][])
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([remote, section]) => {
      const labels = section.labels[lng]!;
      return {
        title: labels.title,
        links: section.pages
          .filter((page) => page.inMenu !== false)
          .map((page): [string, string] => [labels.pages[page.path]!, `/${sectionOf(remote).path}/${page.path}`]),
      };
    });
}
