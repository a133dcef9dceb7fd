// The contract between the shell's server build (shell/dist/server/server.js, which renders pages) and the
// render server (which serves them): the types, constants and small functions both use; neither imports the
// other's code.
import type { ActionHost, ActionOutcome, FormPost } from './actions';
import type { Canary } from './releases';
import type { RemoteName, RuntimeConfig } from './runtime-config';

/** The element that carries a server-rendered page's state to the browser (JSON, not a script to run). */
export const pageStateElementId = 'page-state';

/**
 * The attribute that marks an island (shared-ui's <Island>): the one part of a page that runs in the browser.
 * Its value is the id of the JSON element holding the island's data. Plain page script looks for it.
 */
export const islandAttribute = 'data-island';

/**
 * When an island's code loads (the value of islandLoadAttribute on its element). Never before a visitor can use
 * it: `interaction` when a pointer or the focus enters it (a form: the first field a visitor reaches starts it),
 * `visible` when it nears the viewport (the carousel, which moves by itself), or either of them.
 */
export type IslandLoad = 'interaction' | 'visible';
export const islandLoadAttribute = 'data-island-load';

/**
 * A sessionStorage key whose presence loads the island with the page (a form's draft: the values a visitor typed
 * come back at once, not on their next touch).
 */
export const islandResumeAttribute = 'data-island-resume';

/**
 * Marks an island's early error summary (its value: the island's data id): static HTML beside the island, hidden,
 * listing every field an untouched form would be refused for. A form submitted before its island hydrated, with
 * some of those fields empty, is not posted: the page script shows the summary with just those fields' entries,
 * at once, with no round trip. The server still decides every post.
 */
export const earlySummaryAttribute = 'data-early-summary';

/**
 * A field the page script adds to an island's form it lets go natively before the island hydrated: the browser
 * runs script, so fields the native post cannot carry (card details, which have no name) are empty because
 * nothing was typed in them, not because the page's script never ran.
 */
export const earlyPostField = 'earlyPost';

/**
 * What is wrong with a remote's "./islands" module, by its contract (none: []): each export is a component (a
 * function, or a React memo/forwardRef/lazy object), found by its export name; and at least one.
 */
export function islandsModuleProblems(module: unknown): string[] {
  if (typeof module !== 'object' || module === null) return ['the module: an object of components'];
  const exports = Object.entries(module).filter(([name]) => name !== '__esModule' && name !== 'default');
  if (exports.length === 0) return ['at least one island'];
  return exports
    .filter(
      ([, value]) =>
        typeof value !== 'function' && !(typeof value === 'object' && value !== null && '$$typeof' in value),
    )
    .map(([name]) => `${name}: a component`);
}

export interface RenderedPage {
  kind: 'page';
  /** 200, or 404 for a path no page owns. */
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The page's own head: title, description, Open Graph and the styled-components style tags. */
  head: string;
  /** The inside of <div id="root">. */
  html: string;
  /** The page's state for the browser (pageStateElementId), already JSON made safe to put in HTML. */
  state: string;
  /** The sections that rendered their fallback (remote down or failing). */
  failedSections: string[];
  /** The release of each remote the page was rendered with (its islands load from the same): the X-Site-Releases header. */
  releases: Record<string, string>;
}

// The site's route table: built by shared-router/route-table, which resolves a request against it.
/** One page of the site. */
export interface RouteEntry {
  /** Without a language prefix, canonical: '/', '/about/overview', '/search'. */
  path: string;
  /** The page's path as its owner declares it ('overview' of the about section; the shell's: '', 'search'). */
  declared: string;
  /** The remote whose section renders the page; none for the shell's own pages. */
  section?: RemoteName;
  /** The action that answers the page's form (its remote's "./actions"): only such a page takes a POST. */
  form?: string;
  /** The query parameters the page is made of (search's `q`, a form's `sent`): any other is not part of it. */
  query: readonly string[];
  /** Listed in sitemap.xml. */
  inSitemap: boolean;
}

export interface RouteTable {
  /** Every page: home, the sections' in their menu order, then the shell's other pages (the sitemap's order). */
  pages: readonly RouteEntry[];
  /** Each section's bare address and its first page's ('/about' → '/about/overview'). */
  landings: Readonly<Record<string, string>>;
}

/**
 * One page to render, as the render server resolved its request (render-server/src/page-request.ts): the
 * address is read there once, so the renderer parses nothing. Section roots and locale redirects never get here.
 */
export interface PageRequest {
  /** The page's language: its address's prefix ('fr' for /fr/…), English unprefixed. */
  language: string;
  /** The page's path without its language prefix, canonical ('/about/overview'; '/about/404' for a not-found). */
  path: string;
  /** The page's own query, '' or '?…': the search page's q, a form page's sent; none of the visitor's others. */
  query: string;
  /** The remote whose section renders the page, if a section does (its route table entry's). */
  section?: RemoteName;
  /** The action of the page's form, when it declares one (its route table entry's). */
  form?: string;
  /** The page's path as its owner declares it (its route table entry's); none: its scope's not-found page. */
  declared?: string;
}

/** A form's answer: the action's outcome and, for a native post that stored nothing, its page to show again. */
export interface ActResult {
  outcome: ActionOutcome;
  /** The form's page with the outcome (errors, values kept), for `via: 'document'` when nothing was stored. */
  page?: RenderedPage;
  /** The releases that answered (the form's section's action is of the same release as its page). */
  releases: Record<string, string>;
}

export interface ShellRenderer {
  /** Renders one page. Rejects when the page cannot be rendered. */
  render(page: PageRequest): Promise<RenderedPage>;
  /** Each remote's release (shared-config/releases), the pages' and the text's generations: the cache key's part. */
  remoteVersions(): Record<string, string>;
  /** Re-reads each remote's release pointer; a remote at another release is loaded afresh by the next render. */
  checkRemotes(): Promise<void>;
  /** The canaries the remotes' pointers name now: a remote, its canary release and the share of visitors. */
  canaries(): Canary[];
  /** The islands a remote's "./islands" module exports (checked: islandsModuleProblems); rejects when it cannot load. */
  islandNames(remote: string): Promise<string[]>;
  /**
   * The route table (shared-router/route-table) of the shell's pages and the sections' declarations as they are
   * now: the same object until one of them changes. A request is resolved against it.
   */
  routes(): RouteTable;
  /**
   * Answers a POST to a form page: calls the owning remote's action with the host's capabilities. Rejects when
   * the page declares no form or the action cannot load.
   */
  act(page: PageRequest, post: Omit<FormPost, 'language'>, host: ActionHost): Promise<ActResult>;
  /**
   * Remote Config's overrides (language → its `translations_<lng>` JSON), read by the render server: the pages
   * render with them from the next render on (they are part of remoteVersions(), so of the cache key).
   */
  setTranslations(overrides: Partial<Record<string, string>>): void;
}

/** shell/dist/server/server.js exports this. */
export type CreateShellRenderer = (options: {
  config: RuntimeConfig;
  /** The releases it renders with: each remote's current one (default), or its canary where it has one. */
  track?: 'current' | 'canary';
  /**
   * Remotes held at one release each whatever their pointers say (a preview: render-server/src/preview-tracks.ts),
   * by name, the release id; the others follow the track.
   */
  pins?: Partial<Record<RemoteName, string>>;
}) => Promise<ShellRenderer>;
