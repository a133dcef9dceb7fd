// After a client-side navigation (never on the first load): scroll to the top, then move focus to the new
// page's main heading (the h1 with tabindex="-1" inside <main>). Pages and remote sections load lazily, so
// the heading is awaited with a MutationObserver; after a few seconds focus goes to <main> instead, and the
// page title is announced (a heading that comes later still takes focus from <main>). A link to a fragment
// (#id) scrolls to its target instead of the top. Back and forward return to where the visitor was on that
// page (useScrollMemory).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from '@stallions/shared-router';
import { VisuallyHidden } from '@stallions/shared-ui';
import { restoreScroll, useScrollMemory } from './useScrollMemory';
import { waitFor } from './wait-for';

export const headingWaitMs = 5000;
/** After focus went to <main>, how long a late heading may still take focus. */
const lateHeadingWaitMs = 30_000;

export function RouteFocus({ mainId, waitMs = headingWaitMs }: { mainId: string; waitMs?: number }) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const positionWhenLeft = useScrollMemory(key, mainId);
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

    // 'instant': a new page starts at its top at once, not after a smooth scroll over the old one. Back and
    // forward then return to where the visitor was, once the page is loaded and long enough.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const returnTo = navigationType === 'POP' ? positionWhenLeft.current : undefined;
    if (returnTo) restoreScroll(returnTo, main, waitMs, controller.signal);
    setAnnouncement('');
    const findHeading = () => main.querySelector<HTMLElement>('h1[tabindex="-1"]');
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
