// The shell's own pages for the site search, from their declaration (pages.ts): each searchable page's title
// and the group of its texts, in the "pages" namespace as useTranslation('pages') reads them in the pages.
import { shellPageHref, shellPages } from '../pages';
import type { SectionSearchIndex } from './site-index';

export const shellSearchIndex: SectionSearchIndex = {
  entries: shellPages.pages.flatMap((page) =>
    'search' in page ? [{ path: shellPageHref(page.path), ...page.search }] : [],
  ),
  // The shell's bundles are loaded with the language itself.
  loadTranslations: async () => undefined,
};
