import { useEffect, useRef } from 'react';
import { useLocale, useLocation } from '@stallions/shared-router';

/**
 * Calls `callback` after every navigation (a new location), e.g. to close menus and panels; not after a
 * language switch, which shows the same page in another language where the visitor is (a menu they chose
 * the language in stays open, with focus on their choice).
 */
export function useOnNavigation(callback: () => void): void {
  const location = useLocation();
  const { lng } = useLocale();
  const latest = useRef(callback);
  const language = useRef(lng);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const switched = language.current !== lng;
    language.current = lng;
    if (!switched) latest.current();
  }, [location.key, location.pathname, location.search, lng]);
}
