// Every page the render server renders carries its page view's token (page-view-token.ts) as the first field of
// its state, the JSON at the document's end that the page script already reads:
//   <script type="application/json" id="page-state">{"fieldToken":"pv1.…",…}</script>
// where the page script (shell/src/field/field-beacons.ts) reads it and sends it with each beacon. At the end,
// not in the head: the first view (what a new connection's first round trip carries) stays as it was.
// - The token is made when the page is rendered, by a renderer that knows its side: the current releases'
//   renderer signs `current`, the canary's renderer `canary`. So the side is the renderer's that drew the page,
//   not a cookie's: a page rendered before a canary began and served from a cache afterwards still says what
//   its visitor lived through. A form's page shown again with its errors is signed alike.
// - The token is cached with the page (the render server's page cache, then the CDN for up to 15 minutes), so a
//   cached render must never outlive it: `pagesYoungerThan` lets the page cache answer only renders younger than
//   a day, and an older one is rendered again (with a fresh token) by the request that finds it. A token is
//   valid for seven days from the hour it was issued in: whatever a cache serves still has six days to live.
import { fieldTokenStateKey } from '@stallions/shared-config/field/contract';
import type { CanarySide } from '@stallions/shared-config/field';
import type { ActResult, RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import type { CachedPage, PageCache } from '../page-cache';
import { issuePageViewToken } from './page-view-token';

/** How long the page cache may answer with one render: well inside the token's seven days. */
export const signedPageMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * The page with its page view's token as the first field of its state. Written into the state's text, not parsed
 * and written again: the state is already JSON made safe to put in HTML, and a token (base64url and dots) needs
 * no escaping. A state that is not a JSON object is left as it is (its page then measures nothing).
 */
export function withPageViewToken(page: RenderedPage, token: string): RenderedPage {
  const state = page.state.trimStart();
  if (!state.startsWith('{')) return page;
  const rest = state.slice(1).trimStart();
  return { ...page, state: `{"${fieldTokenStateKey}":"${token}"${rest.startsWith('}') ? '' : ','}${rest}` };
}

/**
 * The renderer, with every page it renders (and every form page an action shows again) carrying a token of its
 * releases and of this `side`, signed with `secret` at `now`. Everything else is the renderer's own.
 */
export function signingRenderer<R extends ShellRenderer>(
  renderer: R,
  side: CanarySide,
  secret: string,
  now: () => Date = () => new Date(),
): R {
  const sign = (page: RenderedPage) =>
    withPageViewToken(page, issuePageViewToken(secret, { releases: page.releases, side }, now()));
  const signed: Pick<ShellRenderer, 'render' | 'act'> = {
    render: async (page) => sign(await renderer.render(page)),
    act: async (page, post, host): Promise<ActResult> => {
      const result = await renderer.act(page, post, host);
      return result.page ? { ...result, page: sign(result.page) } : result;
    },
  };
  // The renderer's other methods, and whatever it holds, through the prototype: one object per renderer, so the
  // page server's maps keyed by renderer see one renderer.
  return Object.assign(Object.create(renderer) as R, signed);
}

/**
 * The page cache, answering only with renders kept less than `maxAgeMs` ago: an older one is a miss, rendered
 * again (with a fresh token) and kept in its place. Its bytes and eviction stay the cache's own.
 */
export function pagesYoungerThan(cache: PageCache, maxAgeMs: number, now: () => number = Date.now): PageCache {
  // By the render's body (its bytes, the token in them), first kept: the same render kept again (another
  // encoding added to it, a copy of its entry) is as old as it was.
  const keptAt = new WeakMap<CachedPage['body'], number>();
  return {
    get(key) {
      const page = cache.get(key);
      const at = page && keptAt.get(page.body);
      return at !== undefined && now() - at < maxAgeMs ? page : undefined;
    },
    set(key, page) {
      if (!keptAt.has(page.body)) keptAt.set(page.body, now());
      cache.set(key, page);
    },
    clear: () => cache.clear(),
    get bytes() {
      return cache.bytes;
    },
    get size() {
      return cache.size;
    },
  };
}
