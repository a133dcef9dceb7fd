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
