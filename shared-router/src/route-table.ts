// The site's route table: every page once, with what the server needs to answer for it (its section, its form,
// the query parameters it is made of, whether the sitemap lists it), built from the shell's own pages and the
// sections' declarations each time one of them changes. It is also the one reader of a page address: a request's
// language, its page or what else it is (a section's bare address, a path no page has) are decided here, once.
// Its entries' type is the renderer's contract (shared-config/render-contract).
import {
  landingPage,
  type RemoteName,
  type RuntimeConfig,
  type SectionPage,
  type ShellPages,
  type SiteSections,
} from '@stallions/shared-config';
import { sentParameter } from '@stallions/shared-config/actions';
import type { PageRequest, RouteEntry, RouteTable } from '@stallions/shared-config/render-contract';
import type { Language } from '@stallions/shared-i18n/languages';
import { localizePath, splitLocale } from './locale';

const entryOf = (path: string, page: SectionPage, section?: RemoteName): RouteEntry => ({
  path,
  declared: page.path,
  ...(section ? { section } : {}),
  ...(page.form ? { form: page.form } : {}),
  query: [...(page.query ?? []), ...(page.form ? [sentParameter] : [])],
  inSitemap: page.inSitemap !== false,
});

/**
 * The table of the shell's pages and of each declared section that has an address in the registry (`remotes`:
 * the runtime config's, or anything that gives each remote its section's path).
 */
export function buildRouteTable(
  shell: ShellPages,
  sections: SiteSections,
  remotes: Readonly<Record<string, Pick<RuntimeConfig['remotes'][string], 'path'>>>,
): RouteTable {
  const declared = (Object.entries(sections) as [RemoteName, NonNullable<SiteSections[RemoteName]>][])
    .filter(([remote]) => remotes[remote])
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([remote, declaration]) => ({ remote, address: `/${remotes[remote]!.path}`, declaration }));
  // The shell's not-found page is rendered at /404 (matchRoute): a page there would stand in its place.
  if (shell.pages.some((page) => page.path === '404'))
    throw new Error('The shell declares a page at /404, the not-found page’s address');
  const shellEntries = shell.pages.map((page) => entryOf(`/${page.path}`, page));
  return {
    pages: [
      ...shellEntries.filter((entry) => entry.path === '/'),
      ...declared.flatMap(({ remote, address, declaration }) =>
        declaration.pages.map((page) => entryOf(`${address}/${page.path}`, page, remote)),
      ),
      ...shellEntries.filter((entry) => entry.path !== '/'),
    ],
    landings: Object.fromEntries(
      declared.map(({ address, declaration }) => [address, `${address}/${landingPage(declaration)}`]),
    ),
  };
}

/** The paths sitemap.xml lists, unprefixed. */
export const sitemapPaths = (table: RouteTable): string[] =>
  table.pages.filter((page) => page.inSitemap).map((page) => page.path);

/** A canonical page address read: its language (its prefix; English has none) and its path without the prefix. */
export function readLocaleAddress(pathname: string): { language: Language; path: string } {
  const { lng, path } = splitLocale(pathname);
  return { language: lng, path };
}

/** A page's address in a language, with its own query: ('fr', '/about/overview', '') → '/fr/about/overview'. */
export const addressIn = (language: Language, path: string, query = ''): string => localizePath(language, path) + query;

/** What an unprefixed path is in the table. */
export type RouteMatch =
  /** A page; `query` is the part of the request's query it is made of, '' or '?…'. */
  | { kind: 'page'; entry: RouteEntry; query: string }
  /** A section's bare address: its first page is `landing` (unprefixed). */
  | { kind: 'section-root'; landing: string }
  /**
   * No page: the not-found page of `scope` (the section the path is under, else '': the shell's), rendered at
   * `path`, an address no page has, the same for every such path: one cached render, and nothing of the
   * visitor's path in the HTML others get.
   */
  | { kind: 'not-found'; scope: string; path: string; section?: RemoteName };

/** The unprefixed path matched against the table; `query` is the request's ('' or '?…'). */
export function matchRoute(table: RouteTable, path: string, query = ''): RouteMatch {
  const entry = table.pages.find((page) => page.path === path);
  if (entry) return { kind: 'page', entry, query: ownQuery(entry, query) };
  const landing = table.landings[path];
  if (landing) return { kind: 'section-root', landing };
  // Under a section: its own not-found page, rendered inside it (unless the section has a page at that address).
  const scope = `/${path.split('/')[1] ?? ''}`;
  const section = table.pages.find((page) => page.path === table.landings[scope])?.section;
  const sectionNotFound = `${scope}/404`;
  if (section && !table.pages.some((page) => page.path === sectionNotFound))
    return { kind: 'not-found', scope: scope.slice(1), path: sectionNotFound, section };
  return { kind: 'not-found', scope: '', path: '/404' };
}

/** The page at this unprefixed path when it takes a POST (it declares a form). */
export const formRoute = (table: RouteTable, path: string): RouteEntry | undefined =>
  table.pages.find((page) => page.path === path && page.form);

/** The page an entry renders, in a language, with its own query: what a renderer is given (a PageRequest). */
export const pageRequestOf = (language: Language, entry: RouteEntry, query = ''): PageRequest => ({
  language,
  path: entry.path,
  declared: entry.declared,
  query,
  ...(entry.section ? { section: entry.section } : {}),
  ...(entry.form ? { form: entry.form } : {}),
});

/** The part of a query a page is made of, '' or '?…': its declared parameters; tracking and any other are not. */
function ownQuery(entry: RouteEntry, query: string): string {
  const params = new URLSearchParams(query);
  const own = new URLSearchParams(
    entry.query.flatMap((name) => params.getAll(name).map((value) => [name, value] as [string, string])),
  );
  return own.size > 0 ? `?${own.toString()}` : '';
}
