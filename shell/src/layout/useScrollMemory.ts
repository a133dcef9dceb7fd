// Where the visitor was on each history entry of this visit, so back and forward return there. The browser's
// own restoration cannot: it scrolls at once, while the old page is still on screen or the arriving section
// is still loading (a short page), and lands near the top. Reloads keep the browser's restoration.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { pendingAttribute } from './PageLoading';
import { waitFor } from './wait-for';

/** Scroll positions by location key (react-router keeps the key in history.state). */
const positions = new Map<string, number>();

/** The key of the history entry the browser is on ('default' for the first entry, as react-router has it). */
function entryKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' ? key : 'default';
}

/** A page still loading is short: the browser clamps the scroll, and that position belongs to no page. */
const pageSettled = (main: HTMLElement | null) => !main?.querySelector(`[${pendingAttribute}]`);

/**
 * Records the scroll position of the page on screen, and returns a ref holding the position the entry now
 * on screen had when the visitor left it (undefined for an entry not seen before).
 */
export function useScrollMemory(key: string, mainId: string) {
  const shownKey = useRef(key);
  const positionWhenLeft = useRef<number | undefined>(undefined);

  // Read on arrival, before the arriving page can move the scroll.
  useLayoutEffect(() => {
    shownKey.current = key;
    positionWhenLeft.current = positions.get(key);
  }, [key]);

  useEffect(() => {
    const record = () => {
      // Between a navigation and the next page's render, the address already belongs to the next entry:
      // a scroll then belongs to neither page.
      if (entryKey() === shownKey.current && pageSettled(document.getElementById(mainId)))
        positions.set(shownKey.current, window.scrollY);
    };
    const manual = () => (window.history.scrollRestoration = 'manual');
    const auto = () => (window.history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('scroll', record, { passive: true });
    // Leaving the site or reloading: the browser's restoration shows the server-rendered page where it was.
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, [mainId]);

  return positionWhenLeft;
}

/**
 * Scrolls back to `top` once the page has loaded and is long enough, unless the visitor scrolls, types or
 * the signal aborts first. Gives up after `timeoutMs`, going as far as the page then allows.
 */
export function restoreScroll(top: number, main: HTMLElement, timeoutMs: number, signal: AbortSignal): void {
  // Stopped by the caller (the visitor moved on), by an interaction, or once done.
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  signal.addEventListener('abort', stop, { signal: stopped.signal });
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true, signal: stopped.signal });
  const reachable = () =>
    pageSettled(main) && document.documentElement.scrollHeight - window.innerHeight >= top ? main : null;
  // Null after the wait: then as far as the page allows.
  void waitFor(reachable, main, timeoutMs, stopped.signal).then(() => {
    if (!stopped.signal.aborted) window.scrollTo({ top, left: 0, behavior: 'instant' });
    stop();
  });
}
