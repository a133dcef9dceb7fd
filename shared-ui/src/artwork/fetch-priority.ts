// React 18 does not know the fetchPriority prop (it warns about the camelCase name); the lowercase HTML
// attribute passes through as it is. Spread on a page's LCP image.
export const highFetchPriority: Record<string, string> = { fetchpriority: 'high' };
