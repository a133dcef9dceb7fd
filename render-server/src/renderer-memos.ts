// What the page server remembers of each renderer (the current releases', the canary's, a preview's): the
// releases it last served, keyed by the renderer. Once they move, the page cache is emptied.
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { PageCache } from './page-cache';

export function rendererMemos(cache: Pick<PageCache, 'clear'>) {
  const servedAt = new WeakMap<ShellRenderer, string>();
  return {
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
