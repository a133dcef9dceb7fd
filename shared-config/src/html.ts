// Text into HTML, the one way every part of the site writes it: the render server's head and sitemap, the
// messages' HTML, the carousel's generated buttons. Stateless and not shared: bundled by whoever uses it.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or as a quoted attribute's value. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char]!);
