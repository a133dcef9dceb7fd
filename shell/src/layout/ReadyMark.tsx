// Marks <html> once a part of the page is interactive (hydrated, or rendered in the browser): data-app-ready
// for the shell, data-section-ready for the page's section, whose code can arrive later. Its effect runs only
// then. What the e2e tests (and a synthetic monitor) wait for before they click.
import { useEffect } from 'react';

export function ReadyMark({ part }: { part: 'app' | 'section' }) {
  useEffect(() => {
    document.documentElement.setAttribute(`data-${part}-ready`, '');
  }, [part]);
  return null;
}
