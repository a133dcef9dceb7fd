// A page's <head> as data, built once for every place that writes one: the render server's HTML (as text) and a
// remote's standalone page in the browser (as elements). Stateless and not shared: bundled by whoever uses it.
import { escapeHtml } from '@stallions/shared-config/html';
import type { Language } from '@stallions/shared-i18n/languages';
import { localeAlternates, localizePath } from '@stallions/shared-router/locale';

// The head's font tags (the @font-face rules of the page's script and the cached-fonts switch), written by the
// render server.
export { fontHeadHtml } from '../fonts/fonts';
export { cachedFontsScript } from '../fonts/cached-fonts-script';

export const siteName = 'Stallions Club';

/** A page's title as the tab shows it: "Membership | Stallions Club" (the home page: the site's name alone). */
export const fullTitle = (title: string) => (title === siteName ? title : `${title} | ${siteName}`);

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'alternate'; href: string; hreflang?: string };

export interface PageHead {
  /** The site's public origin (the runtime config's siteUrl), with no trailing slash. */
  siteUrl: string;
  /** The page's language (its address's prefix). */
  language: Language;
  /** The page's path without its language prefix ('/search' of '/fr/search'). */
  path: string;
  /** The page's own query ('?q=…' on the search page), none of the visitor's others. */
  query?: string;
  /** The full title (fullTitle) and the description. */
  title: string;
  description: string;
  /** false for a page no route owns: no canonical or alternates (its address is the visitor's), noindex. */
  indexable?: boolean;
}

/**
 * Title, description, Open Graph, the canonical URL (the page itself, in its language) and the hreflang
 * cluster (every language and x-default).
 */
export function pageHeadTags({
  siteUrl,
  language: lng,
  path,
  query = '',
  title,
  description,
  indexable = true,
}: PageHead): HeadTag[] {
  // One slash after the origin, whatever the caller passes: '//host' in a path would name another site.
  const single = path.replace(/\/{2,}/g, '/');
  const page = (single.length > 1 ? single.replace(/\/+$/, '') : single) + query;
  const url = `${siteUrl}${localizePath(lng, page)}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    attribute,
    key,
    content,
  });
  const common: HeadTag[] = [
    { tag: 'title', text: title },
    meta('name', 'description', description),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', lng),
  ];
  if (!indexable) return [...common, meta('name', 'robots', 'noindex')];
  return [
    ...common,
    meta('property', 'og:url', url),
    { tag: 'link', rel: 'canonical', href: url },
    ...localeAlternates(page).map(({ hreflang, path: to }): HeadTag => ({
      tag: 'link',
      rel: 'alternate',
      hreflang,
      href: `${siteUrl}${to}`,
    })),
  ];
}

/** The tags as HTML, every value escaped. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`;
        case 'link':
          return tag.hreflang
            ? `<link rel="${tag.rel}" hreflang="${tag.hreflang}" href="${escapeHtml(tag.href)}">`
            : `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}">`;
      }
    })
    .join('');
}

/** The tags applied to a live document: each updated in place, or added once. */
export function applyHeadTags(tags: HeadTag[], doc: Document = document): void {
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const selector =
      tag.tag === 'meta'
        ? `meta[${tag.attribute}="${tag.key}"]`
        : tag.hreflang
          ? `link[rel="${tag.rel}"][hreflang="${tag.hreflang}"]`
          : `link[rel="${tag.rel}"]:not([hreflang])`;
    let element = doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(tag.tag);
      doc.head.append(element);
    }
    if (tag.tag === 'meta') {
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
      element.setAttribute('href', tag.href);
    }
  }
}
