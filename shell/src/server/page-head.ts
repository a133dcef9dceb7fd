// A rendered page's own <head>: its title, description, canonical and hreflang links (from what the page
// recorded while rendering), the fonts of its language's script, the cross-document view transition, and the
// styled-components style tags.
import type { RuntimeConfig } from '@stallions/shared-config';
import { fontHeadHtml, headTagsHtml, pageHeadTags, siteName } from '@stallions/shared-ui/head';
import { languageFacts, type Language } from '@stallions/shared-i18n';
import type { PageRecord } from '@stallions/shared-ui';

/**
 * Navigation between pages is between documents: the browser cross-fades from one to the next, the header and
 * footer held in place (their view-transition-name), so the site feels continuous; none under reduced motion.
 * A plain style of the document's (styled-components' CSS parser does not know this at-rule).
 */
const pageTransitionCss = '@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }';

export interface HeadFacts {
  config: RuntimeConfig;
  language: Language;
  /** The page's path without its language prefix, and its own query. */
  path: string;
  query: string;
  /** What the page recorded while rendering: its title, description and status. */
  record: PageRecord;
  /** The style tags of the page's styled components. */
  styles: string;
}

/** The head's HTML; a page no route owns (404) is kept out of indexes and names no canonical. */
export function pageHeadHtml({ config, language, path, query, record, styles }: HeadFacts): string {
  const { title = siteName, description = '', status = 200 } = record;
  return [
    headTagsHtml(
      pageHeadTags({ siteUrl: config.siteUrl, language, path, query, title, description, indexable: status !== 404 }),
    ),
    // The fonts of the page's script only: its first view's files preloaded, their rules and fallbacks.
    fontHeadHtml(languageFacts(language).script),
    `<style>${pageTransitionCss}</style>`,
    styles,
  ].join('');
}
