// A search query is untrusted text from the URL: control characters dropped, spaces collapsed, length
// capped. It is only ever rendered as text (React escapes it), never as markup.
export const maxQueryLength = 200;

export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxQueryLength);
}
