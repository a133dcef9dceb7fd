// When the visitor leaves the page (a form's native post, a link to another document, the page hidden), work
// done for this page only takes the main thread from the next one (both documents share one renderer): a
// remote's code evaluated and an island hydrated for a page nobody will use. (On the phone settings the early
// summary measured no faster with this than without, within the machine's noise: docs/performance.md.) The page's plain script (site.js) marks the page as left; the islands' host (islands.js), a
// bundle of its own, reads the mark through the document and waits before each step that costs (a remote's
// code, a hydration) until the page is known to stay: a navigation that failed or was stopped, or the page
// shown again from the back/forward cache. Plain script: no framework.

/** On <html> while the visitor is leaving the page. */
export const pageLeavingAttribute = 'data-page-leaving';
/** On <html>: the visitor stayed after all (their navigation failed or was stopped, or the page came back). */
export const pageStayedEvent = 'page:stayed';

/** The parts of the Navigation API's navigate event read here (Chromium; elsewhere `pagehide` is the last word). */
interface NavigateEventLike extends Event {
  hashChange?: boolean;
  downloadRequest?: string | null;
  destination?: { sameDocument?: boolean; url?: string };
}

/** A navigation that replaces this document: to a page, not a mail or phone link the system opens elsewhere. */
const toAnotherPage = (url: string | undefined) => url === undefined || /^https?:/i.test(url);

/**
 * Calls `leave` when the visitor leaves the page: a form's submit that the page lets go as a navigation (heard
 * last, on the window: a submit held or sent by its island is prevented before), a navigation to another document
 * (the Navigation API's navigate event: a link, a submit, a script's), the page hidden for good or for the
 * back/forward cache. Returns the function that stops listening.
 */
export function whenLeaving(view: Window, leave: () => void): () => void {
  const onSubmit = (event: Event) => {
    if (!event.defaultPrevented) leave();
  };
  const onNavigate = (event: Event) => {
    const { hashChange, downloadRequest, destination } = event as NavigateEventLike;
    // The page stays: a jump within it, a download, a mailto: or tel: link.
    if (hashChange || destination?.sameDocument || downloadRequest || !toAnotherPage(destination?.url)) return;
    leave();
  };
  const navigation = (view as Window & { navigation?: EventTarget }).navigation;
  view.addEventListener('submit', onSubmit);
  navigation?.addEventListener('navigate', onNavigate);
  view.addEventListener('pagehide', leave);
  return () => {
    view.removeEventListener('submit', onSubmit);
    navigation?.removeEventListener('navigate', onNavigate);
    view.removeEventListener('pagehide', leave);
  };
}

/**
 * Marks the page (pageLeavingAttribute) whenever the visitor leaves it, and unmarks it, telling the islands'
 * host (pageStayedEvent), when they stay after all: the navigation failed or was stopped (the Navigation API's
 * navigateerror), or the page is shown again from the back/forward cache.
 */
export function markLeaving(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const root = doc.documentElement;
  whenLeaving(view, () => root.setAttribute(pageLeavingAttribute, ''));
  const stayed = () => {
    if (!root.hasAttribute(pageLeavingAttribute)) return;
    root.removeAttribute(pageLeavingAttribute);
    root.dispatchEvent(new Event(pageStayedEvent));
  };
  (view as Window & { navigation?: EventTarget }).navigation?.addEventListener('navigateerror', stayed);
  view.addEventListener('pageshow', (event) => (event as PageTransitionEvent).persisted && stayed());
}

/** Resolves at once on a page the visitor is not leaving; else once they stay after all (never, if they go). */
export function untilStaying(doc: Document): Promise<void> {
  const root = doc.documentElement;
  if (!root.hasAttribute(pageLeavingAttribute)) return Promise.resolve();
  return new Promise((done) => root.addEventListener(pageStayedEvent, () => done(), { once: true }));
}
