// Field measurement in the page script: one beacon per page view, sent when the page is hidden
// (visibilitychange, or pagehide), with its vitals (web-vitals-chunk.ts), its islands' fates and its count of
// errors; and one beacon per uncaught error or unhandled rejection, as it happens (a few at most). Each names the
// page's address (its path: never the query), language and the remote that owns it, and carries the page view's token
// (the render server's signature of the releases the page was rendered with and its canary side, in the page's
// state): the server keeps a beacon only with it, and takes the releases and side from it.
// POST /api/field on the page's origin, with navigator.sendBeacon: never on unload, so the back/forward cache
// keeps the page, and nothing waits for an answer, so no navigation is delayed.
// - A page without a token (rendered by a server that does not measure) measures nothing: its beacons would
//   only be dropped.
// - Sampled per page view: the runtime config's field.sampleRate (1 locally).
// - A prerendered page reports from its activation (one never shown sends nothing); its errors meanwhile wait.
// - A page restored from the back/forward cache is a new page view (navigation type back-forward-cache).
// - The vitals come from the web-vitals library, in a chunk of its own loaded after the load event and an idle
//   moment: a page hidden before it arrived (or where it failed to load) sends its beacon without vitals.
// No identifier of the visitor is sent: the token is the page's (one render's, the same for all its visitors).
import type { ErrorBeacon, FieldBeacon, NavigationType, PageViewBeacon } from '@stallions/shared-config/field';
import { fieldEndpoint, fieldMaxErrorBeacons, fieldTokenStateKey } from '@stallions/shared-config/field/contract';
import { islandAttribute, pageStateElementId } from '@stallions/shared-config/render-contract';
import { islandReadyEvent, islandUnavailableEvent, type IslandUnavailableDetail } from '../islands/island-events';
import { afterLoad } from '../islands/island-triggers';
import type { Vitals } from './web-vitals-chunk';

/** What the field measurement reads of the page's state (page-state.ts), without its types' imports. */
interface PageFacts {
  lng?: string;
  /** The remote whose section renders the page, as the server resolved it (page-state.ts); none: the shell's. */
  section?: string;
  config?: { field?: { sampleRate: number } };
  /** The page view's token (fieldTokenStateKey), written in by the render server. */
  [fieldTokenStateKey]?: unknown;
}

type Island = PageViewBeacon['islands'][number] & { element: Element };

type Prerendering = Document & { prerendering?: boolean; wasDiscarded?: boolean };

/** Each island of the page by its data id, `island-<remote>-<name>` (shared-ui's <Island>), with its fate as heard. */
function watchIslands(doc: Document): Island[] {
  const islands: Island[] = [...doc.querySelectorAll(`[${islandAttribute}]`)].flatMap((element) => {
    const match = /^island-([a-z][A-Za-z0-9]*)-([A-Za-z][A-Za-z0-9]*)$/.exec(element.getAttribute(islandAttribute)!);
    return match ? [{ element, remote: match[1]!, name: match[2]! }] : [];
  });
  const islandOf = (event: Event) => islands.find((island) => island.element === event.target);
  // Capture: the islands' events do not bubble.
  doc.addEventListener(
    islandReadyEvent,
    (event) => {
      const island = islandOf(event);
      if (island) island.ok ??= true;
    },
    true,
  );
  doc.addEventListener(
    islandUnavailableEvent,
    (event) => {
      const island = islandOf(event);
      const code = (event as CustomEvent<IslandUnavailableDetail | undefined>).detail?.code;
      if (island) Object.assign(island, { ok: false }, code ? { code } : {}); // a failure stays a failure
    },
    true,
  );
  return islands;
}

/** How this page view began: restored after a discard, prerendered, or the navigation's own type. */
function navigationTypeOf(doc: Prerendering, prerendering: boolean): NavigationType {
  const nav = performance.getEntriesByType?.('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  return doc.wasDiscarded
    ? 'restore'
    : prerendering || (nav?.activationStart ?? 0) > 0
      ? 'prerender'
      : ((nav?.type.replace(/_/g, '-') ?? 'navigate') as NavigationType);
}

/**
 * Sends a beacon with sendBeacon (fetch with keepalive where it refuses); a prerendered page's wait until it is
 * shown (sendHeld).
 */
function beaconSender(win: Window, prerendering: () => boolean) {
  const held: string[] = [];
  const post = (text: string) => {
    try {
      if (win.navigator.sendBeacon(fieldEndpoint, text)) return;
    } catch {
      // No sendBeacon, or it refused the body: fetch with keepalive does the same.
    }
    win.fetch?.(fieldEndpoint, { method: 'POST', body: text, keepalive: true }).catch(() => undefined);
  };
  const send = (beacon: FieldBeacon) => {
    const text = JSON.stringify(beacon);
    if (prerendering()) held.push(text);
    else post(text);
  };
  return { send, sendHeld: () => held.splice(0).forEach(post) };
}

/** Starts measuring this page view; does nothing on a page without state or token, or outside the sample. */
export function startFieldMeasurement(doc: Document = document, random: () => number = Math.random): void {
  let facts: PageFacts;
  try {
    facts = JSON.parse(doc.getElementById(pageStateElementId)?.textContent ?? '') as PageFacts;
  } catch {
    return;
  }
  const token = facts?.[fieldTokenStateKey];
  const lng = facts?.lng;
  if (!lng || typeof token !== 'string' || !(random() < (facts.config?.field?.sampleRate ?? 1))) return;
  const win = doc.defaultView!;
  const page = {
    address: win.location.pathname.slice(0, 500),
    lng,
    remote: typeof facts.section === 'string' ? facts.section : 'shell',
    token,
  };

  const islands = watchIslands(doc);

  const prerendering = () => (doc as Prerendering).prerendering === true;
  let navigationType = navigationTypeOf(doc as Prerendering, prerendering());

  const { send, sendHeld } = beaconSender(win, prerendering);

  let errors = 0;
  const reportError = (type: ErrorBeacon['type'], message: string, url?: string, line?: number, column?: number) => {
    if (++errors > fieldMaxErrorBeacons) return;
    send({
      kind: 'error',
      ...page,
      navigationType,
      type,
      message: message.slice(0, 500),
      ...(url && /^https?:/.test(url) ? { scriptUrl: url.slice(0, 500) } : {}),
      ...(line ? { line, column } : {}),
    });
  };
  win.addEventListener('error', (event) =>
    reportError('error', String(event.message), event.filename, event.lineno, event.colno),
  );
  win.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: unknown; stack?: unknown } | undefined;
    const url = /https?:\/\/[^\s()]+?(?=:\d+:\d+)/.exec(String(reason?.stack))?.[0];
    reportError('rejection', String(reason?.message ?? reason), url);
  });

  const activated = () => {
    sendHeld();
    let vitals: Vitals = {};
    let sent = false;
    const report = () => {
      if (sent) return;
      sent = true;
      send({
        kind: 'view',
        ...page,
        navigationType,
        ...vitals,
        islands: islands.map(({ element: _element, ...island }) => island),
        errors,
      });
    };
    const onVisibility = () => doc.visibilityState === 'hidden' && report();
    const listen = () => {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', report);
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', report);
    };
    listen();
    win.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      // web-vitals starts again too, and reports the restored page's vitals anew.
      [sent, errors, navigationType, vitals] = [false, 0, 'back-forward-cache', {}];
    });
    afterLoad(doc, () => {
      const start = () =>
        import(/* webpackChunkName: "web-vitals" */ './web-vitals-chunk').then(
          ({ measureVitals }) => {
            measureVitals((changed) => Object.assign(vitals, changed));
            // Listeners run in the order they were added: added again after web-vitals' own (which finalize CLS
            // and INP when the page is hidden), the beacon's run last and send the final values.
            listen();
          },
          () => undefined, // the chunk did not load (offline): the beacon goes without vitals
        );
      if (win.requestIdleCallback) win.requestIdleCallback(start, { timeout: 3000 });
      else win.setTimeout(start, 500);
    });
  };
  if (prerendering()) doc.addEventListener('prerenderingchange', activated, { once: true });
  else activated();
}
