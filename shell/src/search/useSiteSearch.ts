import { useEffect, useMemo, useState } from 'react';
import { languageOf, useTranslation } from '@stallions/shared-i18n';
import { getSiteIndex, type SearchHit, type SiteIndex } from './site-index';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; hits: SearchHit[]; unavailable: SiteIndex['unavailable'] };

/** Searches the site in the current language; the index is built on the first search (per language). */
export function useSiteSearch(query: string): SiteSearchState {
  const { i18n } = useTranslation();
  const lng = languageOf(i18n);
  const [index, setIndex] = useState<SiteIndex | undefined>();
  const wanted = query !== '';

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    void getSiteIndex(i18n, lng).then((built) => {
      if (!cancelled) setIndex(built);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, lng, wanted]);

  return useMemo((): SiteSearchState => {
    if (!wanted) return { status: 'idle' };
    if (!index || index.language !== lng) return { status: 'loading' };
    return { status: 'done', hits: index.search(query), unavailable: index.unavailable };
  }, [wanted, index, lng, query]);
}
