// A path no page owns gets the not-found page of its language from one cached render, not a render per path
// (a stream of made-up paths would otherwise render, and fill the cache, once each). That page is rendered at
// an address of its own, the same for every such path, so nothing of a visitor's path is in the HTML others
// get. Paths under a section share their section's not-found page (it is rendered inside the section), the
// others the shell's.
import { searchPath } from './address';

export interface PageOwnership {
  /** Whether a page may own this unprefixed path: a page, a path above one (a section's bare address). */
  owns(path: string): boolean;
  /** The first segment of the path when pages live under it (a section), else '': whose not-found it gets. */
  scopeOf(path: string): string;
}

/** Which paths the site's pages own, from their unprefixed paths (the renderer's sitePages()). */
export function pageOwnership(sitePages: readonly string[]): PageOwnership {
  const owned = new Set<string>();
  const scopes = new Set<string>();
  for (const page of [...sitePages, searchPath]) {
    const segments = page.toLowerCase().split('/').filter(Boolean);
    for (let length = 0; length <= segments.length; length++) owned.add(`/${segments.slice(0, length).join('/')}`);
    if (segments[0]) scopes.add(segments[0]);
  }
  return {
    owns: (path) => owned.has(path),
    scopeOf: (path) => {
      const first = path.split('/')[1] ?? '';
      return scopes.has(first) ? first : '';
    },
  };
}

/** Where a scope's not-found page is rendered, unprefixed: a path no page has (a page there is rendered as itself). */
export const notFoundPath = (scope: string) => (scope ? `/${scope}/404` : '/404');
