// What the page server remembers of each renderer (the current releases', the canary's, a preview's), keyed by
// the releases it renders with: what it declares (the site's pages, read again when its releases or the text's
// change), and the releases it last served (once they move, the page cache is emptied).
import type { RuntimeConfig } from '@stallions/shared-config';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { pageOwnership } from './not-found';
import type { PageCache } from './page-cache';
import type { DeclaredSite } from './page-request';

export function rendererMemos(config: RuntimeConfig, cache: Pick<PageCache, 'clear'>) {
  const declared = new WeakMap<ShellRenderer, { versions: string; site: DeclaredSite }>();
  const servedAt = new WeakMap<ShellRenderer, string>();
  return {
    /** What `renderer` declares at `versions` (its releases and its text's). */
    declaredSite(renderer: ShellRenderer, versions: string): DeclaredSite {
      const known = declared.get(renderer);
      if (known?.versions === versions) return known.site;
      const site: DeclaredSite = {
        ownership: pageOwnership(renderer.sitePages()),
        landingPages: renderer.landingPages(),
        formPages: renderer.formPages(),
        remotes: config.remotes,
      };
      declared.set(renderer, { versions, site });
      return site;
    },
    /**
     * Every cache key names the releases it was rendered with: once a renderer's moved, no page cached before is
     * asked for again, and the cache is emptied.
     */
    emptyCacheIfReleasesMoved(renderer: ShellRenderer, versions: string): void {
      const before = servedAt.get(renderer);
      servedAt.set(renderer, versions);
      if (before !== undefined && before !== versions) cache.clear();
    },
  };
}
