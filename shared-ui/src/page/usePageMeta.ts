// A page's title and description. On the server they go into the page's record, from which the render writes
// its head; on a remote's standalone page (rendered in the browser) the same head is applied to the document.
import { useEffect } from 'react';
import { useLocale, useLocation } from '@stallions/shared-router';
import { applyHeadTags, fullTitle, pageHeadTags } from './head';
import { usePageRecord } from './server-page';

export { fullTitle };

export function usePageMeta({ title, description }: { title: string; description: string }): void {
  // The path without its language prefix (the router's basename is the language).
  const { pathname } = useLocation();
  const { lng } = useLocale();
  // On the server: the head is written from this record (the page's last word wins).
  const record = usePageRecord();
  if (record) Object.assign(record, { title: fullTitle(title), description });
  useEffect(() => {
    applyHeadTags(
      pageHeadTags({
        siteUrl: window.location.origin,
        language: lng,
        path: pathname,
        title: fullTitle(title),
        description,
      }),
    );
  }, [title, description, pathname, lng]);
}
