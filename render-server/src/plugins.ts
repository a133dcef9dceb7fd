// The page server's plugins: each concern beside serving pages (field measurement, the canary's judgement on a
// schedule, previews) is one plugin, asked at a few fixed moments, in the spirit of the federation runtime's
// plugins (one hook per moment, every hook optional). page-server.ts lists them; each owns its state and timers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CanarySide } from '@stallions/shared-config/field';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { PageCache } from './page-cache';

export interface PageServerPlugin {
  /** What it is, for a reader and the log. */
  name: string;
  /** Whether this request is one the plugin answers itself (asked before any page is looked for). */
  handles?(req: IncomingMessage): boolean;
  /** Its answer to a request it handles. */
  answer?(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * A renderer of the site's pages (the current releases', or a canary's: `side`), as this plugin would have it
   * serve (field measurement signs its pages).
   */
  renderer?<R extends ShellRenderer>(renderer: R, side: CanarySide): R;
  /** The page cache, as this plugin would have it keep pages (field measurement: none older than a day). */
  cache?(cache: PageCache): PageCache;
  /** The remotes' deploys checked (every few seconds, and by requests where timers are throttled). */
  checkRemotes?(): void;
  /** New text overrides (Remote Config's). */
  setTranslations?(overrides: Partial<Record<string, string>>): void;
  close?(): void;
}

/** The plugins a page server runs, asked together at each moment, in the order given. */
export function pluginsOf(plugins: readonly (PageServerPlugin | undefined)[]) {
  const present = plugins.filter((plugin): plugin is PageServerPlugin => plugin !== undefined);
  return {
    renderer: <R extends ShellRenderer>(renderer: R, side: CanarySide): R =>
      present.reduce((served, plugin) => plugin.renderer?.(served, side) ?? served, renderer),
    cache: (cache: PageCache): PageCache => present.reduce((kept, plugin) => plugin.cache?.(kept) ?? kept, cache),
    /** The plugin that answers this request itself, if one does. */
    answering: (req: IncomingMessage) => present.find((plugin) => plugin.answer && plugin.handles?.(req)),
    checkRemotes: () => present.forEach((plugin) => plugin.checkRemotes?.()),
    setTranslations: (overrides: Partial<Record<string, string>>) =>
      present.forEach((plugin) => plugin.setTranslations?.(overrides)),
    close: () => present.forEach((plugin) => plugin.close?.()),
  };
}

export type PageServerPlugins = ReturnType<typeof pluginsOf>;
