// Previews on the render server: the links that put a preview in a visitor's cookie or take every preview out of
// it, the check of the previews a cookie holds, and the renderers that render their pages.
// - GET /preview?token=<token>: a link the release command printed (preview-token.ts). The token is in the query,
//   not the path: its dots would make the path look like a file's, which Hosting's and local-cloud's static
//   files answer before the render server. Checked (signature, expiry,
//   one of the site's remotes, still listed by that remote's pointer); then the token joins the visitor's
//   __session (session-cookie.ts; replacing a preview of the same remote, keeping the canary draw and the other
//   remotes' previews) and the answer is a 303 to the remote's first page. A link that fails any check is a 404
//   that sets nothing.
// - GET /preview/leave?page=<address>: every preview out of the cookie (the draw stays), a 303 back to that page
//   of this site (an address of this origin only: anything else goes to the home page).
// - The pointers' lists of previews are read when a preview is checked, at most every few seconds: a preview
//   revoked stops within that. Nothing of this runs for a visitor whose cookie holds no preview.
// - A preview's pages are rendered by a renderer of its own (canary-track.ts with its remotes pinned), one per
//   combination of previews, the last few kept; its pages carry no page-view token (field data never counts
//   them) and carry the ribbon and noindex (preview-ribbon.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { parseReleasePointer, releasePointerUrl } from '@stallions/shared-config/releases';
import type { Answers } from './answers';
import type { TrackRenderer } from './canary-track';
import { addressOf } from './page-request';
import { leavePreviewPath, withPreviewRibbon } from './preview-ribbon';
import { heldPreviews, verifyPreviewToken, type HeldPreviews, type PreviewList } from './preview-token';
import { readSession, sessionCookie } from './session-cookie';

/** What a preview's answer always says: this visitor's alone, kept by no cache, not for search engines. */
export const previewHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/** The preview link's path (its token in the query's `token`). */
const previewLinkPath = '/preview';
/** How long the pointers' lists of previews are trusted before they are read again. */
const listMaxAgeMs = 5_000;
/** Preview renderers kept at once (each a worker with a shell of its own): the least recently used stops. */
const keptRenderers = 3;

export interface PreviewOptions {
  secret: string;
  config: RuntimeConfig;
  /** The current releases' renderer: each remote's first page. */
  current: ShellRenderer;
  /** Starts a renderer with these remotes pinned at these releases. */
  startTrack: (pins: Record<string, string>) => Promise<TrackRenderer>;
  answers: Answers;
  log: (line: string) => void;
  now?: () => Date;
}

export function createPreviews(options: PreviewOptions) {
  const { secret, config, current, answers, log, now = () => new Date() } = options;
  const remotes = Object.keys(config.remotes);
  const secure = config.siteUrl.startsWith('https:');
  const manifests = Object.fromEntries(Object.entries(config.remotes).map(([name, entry]) => [name, entry.manifest]));
  // Each remote's list as last read: a pointer that cannot be read now (the remote's origin down, a malformed
  // file) keeps it, so a passing fault takes no visitor's preview away; a remote without a pointer has none.
  const known: PreviewList = {};
  const readList = async () => {
    await Promise.all(
      Object.entries(manifests).map(async ([remote, manifest]) => {
        try {
          const response = await fetch(releasePointerUrl(manifest), {
            cache: 'no-store',
            signal: AbortSignal.timeout(3_000),
          });
          if (response.status === 404) known[remote] = [];
          else if (response.ok) known[remote] = parseReleasePointer(await response.json()).previews ?? [];
        } catch {
          // The last list read stays.
        }
      }),
    );
    return { ...known };
  };
  let list: { at: number; value: Promise<PreviewList> } | undefined;
  function previewList() {
    if (!list || Date.now() - list.at >= listMaxAgeMs) list = { at: Date.now(), value: readList() };
    return list.value;
  }

  /** The previews these cookie tokens hold, each checked now against the pointers' lists. */
  async function held(tokens: readonly string[]): Promise<HeldPreviews> {
    const at = now();
    return heldPreviews(tokens, (token) => verifyPreviewToken(secret, token, at, remotes), await previewList());
  }

  const renderers = new Map<string, Promise<ShellRenderer & Pick<TrackRenderer, 'close'>>>();
  let overrides: Partial<Record<string, string>> = {};
  /** The renderer of this combination of previews (remote → release), started on its first page. */
  function rendererFor(pins: Record<string, string>): Promise<ShellRenderer> {
    const key = JSON.stringify(Object.entries(pins).sort());
    let renderer = renderers.get(key);
    if (renderer) renderers.delete(key); // re-inserted last: the most recently used
    renderer ??= options.startTrack(pins).then((track) => {
      track.setTranslations(overrides);
      return withRibbon(track, pins);
    });
    renderers.set(key, renderer);
    renderer.catch(() => renderers.get(key) === renderer && renderers.delete(key));
    for (const [oldest, stopping] of renderers) {
      if (renderers.size <= keptRenderers) break;
      renderers.delete(oldest);
      void stopping.then((track) => track.close()).catch(() => undefined);
    }
    return renderer;
  }
  const each = (act: (track: ShellRenderer & Pick<TrackRenderer, 'close'>) => unknown) => {
    for (const renderer of renderers.values()) void renderer.then(act).catch(() => undefined);
  };

  /** GET /preview?token=<token> and /preview/leave. */
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://site');
    const session = readSession(req.headers.cookie);
    if (url.pathname === leavePreviewPath) {
      const page = url.searchParams.get('page') ?? '/';
      answers.redirect(res, 303, ownAddress(page) ? page : '/', {
        ...previewHeaders,
        'Set-Cookie': sessionCookie({ ...session, previews: [] }, secure),
      });
      return;
    }
    const token = url.searchParams.get('token') ?? '';
    const at = now();
    const check = verifyPreviewToken(secret, token, at, remotes);
    const allowed = check.ok && (await held([token])).kept.length === 1;
    if (!check.ok || !allowed) {
      log(`render-server: a preview link was refused (${check.ok ? 'revoked' : check.reason})`);
      answers.text(req, res, 404, 'This preview link is not valid: it has expired, was revoked or was altered.', {
        ...previewHeaders,
      });
      return;
    }
    // Last: the link's preview replaces one of the same remote the visitor held.
    const kept = await held([...session.previews, token]);
    const section = `/${config.remotes[check.claims.remote]!.path}`;
    answers.redirect(res, 303, current.routes().landings[section] ?? section, {
      ...previewHeaders,
      'Set-Cookie': sessionCookie({ ...session, previews: kept.kept }, secure),
    });
  }

  return {
    name: 'previews',
    held,
    rendererFor,
    /** Whether this request is a preview link's or the leave link's (GET or HEAD). */
    handles(req: IncomingMessage) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const pathname = (req.url ?? '').split('?')[0];
      return pathname === previewLinkPath || pathname === leavePreviewPath;
    },
    answer,
    checkRemotes: () => each((track) => track.checkRemotes()),
    setTranslations(next: Partial<Record<string, string>>) {
      overrides = next;
      each((track) => track.setTranslations(next));
    },
    close() {
      each((track) => track.close());
      renderers.clear();
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;

/** An address of this site's own (a path, never another origin's `//host` or a backslash). */
// A path on this site: printable ASCII without a backslash (no control character reaches a header), not `//` or `/\`.
const ownAddress = (page: string) => /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(page) && page.length <= 2048;

/** The track's pages with the ribbon naming its previews, and noindex. */
function withRibbon<R extends ShellRenderer>(track: R, pins: Record<string, string>): R {
  const decorated: Pick<ShellRenderer, 'render' | 'act'> = {
    render: async (page) => withPreviewRibbon(await track.render(page), pins, addressOf(page)),
    act: async (page, post, host) => {
      const result = await track.act(page, post, host);
      return result.page ? { ...result, page: withPreviewRibbon(result.page, pins, addressOf(page)) } : result;
    },
  };
  return Object.assign(Object.create(track) as R, decorated);
}
