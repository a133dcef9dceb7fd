// After a client-side navigation (never on the first load): scroll to the top, then move focus to the new
// page's main heading (the h1 with tabindex="-1" inside <main>). Pages and remote sections load lazily, so
// the heading is awaited with a MutationObserver; after a few seconds focus goes to <main> instead, and the
// page title is announced (a heading that comes later still takes focus from <main>). A link to a fragment
// (#id) scrolls to its target instead of the top. Back and forward return to where the visitor was on that
// page once its heading is there: a section loads lazily, and the browser, restoring at once, would land on
// a page still too short.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from '@stallions/shared-router';
import { VisuallyHidden } from '@stallions/shared-ui';

export const headingWaitMs = 5000;
/** After focus went to <main>, how long a late heading may still take focus. */
const lateHeadingWaitMs = 30_000;

function waitFor<T>(find: () => T | null, root: Node, timeoutMs: number, signal: AbortSignal): Promise<T | null> {
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (value: T | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => finish(null);
    const observer = new MutationObserver(() => {
      const value = find();
      if (value) finish(value);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal.addEventListener('abort', onAbort);
  });
}

/** Where the visitor last was on each history entry of this visit (by location key). */
const scrollPositions = new Map<string, number>();

/**
 * Records the scroll position of the entry on screen and takes back/forward restoration over from the
 * browser. Returns the position the arriving entry had when the visitor left it.
 */
function useScrollPositions(key: string, pathname: string) {
  const current = useRef({ key, pathname });
  const left = useRef<number | undefined>(undefined);
  // Read on arrival, before the arriving page can move the scroll.
  useLayoutEffect(() => {
    current.current = { key, pathname };
    left.current = scrollPositions.get(key);
  }, [key, pathname]);
  useEffect(() => {
    const record = () => {
      // The address changes before the next page renders, and that page can move the scroll (a page still
      // loading is short): such a scroll belongs to neither page and must not replace a recorded position.
      if (window.location.pathname === current.current.pathname)
        scrollPositions.set(current.current.key, window.scrollY);
    };
    // Back and forward inside the site are restored here. A reload, or a return from another site, keeps
    // the browser's own restoration: it shows the prerendered page where the visitor was, at once.
    const manual = () => (history.scrollRestoration = 'manual');
    const auto = () => (history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);
  return left;
}

export function RouteFocus({ mainId, waitMs = headingWaitMs }: { mainId: string; waitMs?: number }) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const positionWhenLeft = useScrollPositions(key, pathname);
  // The first page of the visit keeps the browser's own focus and scroll. Compared by location key rather
  // than a "first effect" flag, so StrictMode's second effect run in development is still "the first".
  const initialKey = useRef(key);
  const navigated = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    if (key !== initialKey.current) navigated.current = true;
    const isFirst = !navigated.current;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const fragment = hash ? decodeURIComponent(hash.slice(1)) : '';

    if (fragment) {
      // Deep link to a part of a page (also on the first load): bring the target into view once it exists.
      void waitFor(() => document.getElementById(fragment), main, waitMs, controller.signal).then((target) => {
        if (!target) return;
        target.scrollIntoView();
        if (!isFirst) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }
      });
      return () => controller.abort();
    }
    if (isFirst) return undefined;

    // 'instant': a new page starts at its top at once, not after a smooth scroll over the old one.
    const returnTo = navigationType === 'POP' ? (positionWhenLeft.current ?? 0) : 0;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setAnnouncement('');
    const findHeading = () => main.querySelector<HTMLElement>('h1[tabindex="-1"]');
    if (returnTo) {
      // Once the page is loaded (no placeholder left) and long enough to scroll that far again.
      const reachable = () =>
        !main.querySelector('[data-pending]') &&
        document.documentElement.scrollHeight - window.innerHeight >= returnTo
          ? main
          : null;
      void waitFor(reachable, main, waitMs, controller.signal).then(() => {
        if (!controller.signal.aborted) window.scrollTo({ top: returnTo, left: 0, behavior: 'instant' });
      });
    }
    void waitFor(findHeading, main, waitMs, controller.signal).then((heading) => {
      if (controller.signal.aborted) return;
      if (heading) {
        heading.focus({ preventScroll: true });
        return;
      }
      main.focus({ preventScroll: true });
      setAnnouncement(document.title);
      // A slow section may still bring its heading: focus follows it, unless the visitor has moved on.
      void waitFor(findHeading, main, lateHeadingWaitMs, controller.signal).then((late) => {
        if (late && document.activeElement === main) late.focus({ preventScroll: true });
      });
    });
    return () => controller.abort();
    // The hash is read for fragment links; a change of pathname is what counts as a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash, mainId, waitMs]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
