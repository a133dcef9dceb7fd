import { useEffect, useRef } from 'react';
import { useLocation } from '@stallions/shared-router';

/** Calls `callback` after every navigation (a new location), e.g. to close menus and panels. */
export function useOnNavigation(callback: () => void): void {
  const location = useLocation();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    latest.current();
  }, [location.key, location.pathname, location.search]);
}
