// Every page of the site as the running site lists it, for the end-to-end tests and the bench: the shell's
// own and each section's from its remote's page declaration (the module the remote exposes as "./pages"), read
// from source for each section of the registry (sections.json). Outside the apps, so it may read all of them.
import { resolve } from 'node:path';
import type { RemoteName, SectionPages } from '@stallions/shared-config';
import { buildRouteTable, sitemapPaths } from '@stallions/shared-router/route-table';
import { repoRoot, sectionRegistry } from '@stallions/site-registry';
import { shellPages } from '../shell/src/pages';

const registry = sectionRegistry();

/** A section's address, by its remote. */
export const sectionPath = (remote: RemoteName): string => registry.find((section) => section.remote === remote)!.path;

export const siteSections: Record<RemoteName, SectionPages> = Object.fromEntries(
  registry.map(({ remote, folder }) => [
    remote,
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each remote's declaration, found by the registry
    (require(resolve(repoRoot, folder, 'src/pages')) as { default: SectionPages }).default,
  ]),
);
export const sitePages: readonly string[] = sitemapPaths(
  buildRouteTable(shellPages, siteSections, Object.fromEntries(registry.map(({ remote, path }) => [remote, { path }]))),
);

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
          .map((page): [string, string] => [labels.pages[page.path]!, `/${sectionPath(remote)}/${page.path}`]),
      };
    });
}
