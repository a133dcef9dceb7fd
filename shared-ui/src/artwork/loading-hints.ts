// How an image is fetched.

// React 18 does not know the fetchPriority prop (it warns about the camelCase name); the lowercase HTML
// attribute passes through as it is. Spread on a page's LCP image.
export const highFetchPriority: Record<string, string> = { fetchpriority: 'high' };

/**
 * loading="lazy" for an image below the fold: it saves a request until the visitor nears it. Artwork small
 * enough to be inlined (a data: URI, see svgRule in tools/webpack) costs no request, and lazy would only hold its
 * paint until layout has placed it (the bench measured a card's inline image as a page's largest content 100-280
 * ms late that way), so it is loaded with the page.
 */
export const lazyUnlessInline = (src: string): 'lazy' | undefined => (src.startsWith('data:') ? undefined : 'lazy');

/**
 * The attributes of an image below the fold, in the order the components write them: its source, description and
 * intrinsic size (the space it takes before it arrives: no layout shift), fetched when the visitor nears it.
 */
export const lazyImage = ({
  src,
  alt,
  width,
  height,
}: {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}) => ({
  src,
  alt,
  width,
  height,
  loading: lazyUnlessInline(src),
  decoding: 'async' as const,
});
