// One address per page. Every spelling of a page's address (case, duplicate slashes, dot segments, a trailing
// slash, percent-encoded letters) is answered with a 301 to the one canonical spelling, so that the cache,
// the canonical link and the CDN see each page once. Pure functions: the request handler applies them first.
import { extname } from 'node:path';

/** What the server does with a request target, before knowing anything of the site's pages. */
export type AddressVerdict =
  /** The path is canonical: serve it. `query` is the request's, '' or '?…', safe to put in a header. */
  | { status: 200; pathname: string; query: string }
  /** Another spelling of a canonical path: its address, the request's query kept. */
  | { status: 301; location: string }
  /** Not an address (malformed encoding, control characters, not a path); a file; too long to be a page. */
  | { status: 400 | 404 | 414 };

/** Far longer than any page's path (the longest is some 50 characters): such a path is never echoed. */
export const maxPathLength = 1024;

// RFC 3986: unreserved characters never need their percent-encoding; a path segment may also hold
// sub-delims, ':' and '@' as they are, a query also '/' and '?'. Everything else travels percent-encoded.
const unreserved = /^[A-Za-z0-9\-._~]$/;
const segmentCharacter = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
const queryCharacter = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;
const isControl = (code: number) => code < 0x20 || code === 0x7f;

const percent = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes one character. Node reads a request line's bytes as Latin-1, so a character up to U+00FF is
 * one byte of the request and is encoded as that byte; beyond (only from code, not from the wire) as UTF-8.
 */
const encodeCharacter = (char: string) => {
  const code = char.codePointAt(0)!;
  return code <= 0xff ? percent(code) : [...Buffer.from(char, 'utf8')].map(percent).join('');
};

/** A segment's canonical spelling, or undefined when it is no part of an address (bad escape, control). */
function canonicalSegment(raw: string): string | undefined {
  let segment = '';
  for (const [token, hex] of raw.matchAll(/%([0-9A-Fa-f]{2})|%|[\s\S]/gu)) {
    if (token === '%') return undefined; // a '%' that starts no escape
    if (hex !== undefined) {
      const code = parseInt(hex, 16);
      if (isControl(code)) return undefined;
      const char = String.fromCharCode(code);
      segment += unreserved.test(char) ? char.toLowerCase() : `%${hex.toUpperCase()}`;
    } else if (isControl(token.codePointAt(0)!)) {
      return undefined;
    } else {
      segment += segmentCharacter.test(token) ? token.toLowerCase() : encodeCharacter(token);
    }
  }
  try {
    decodeURIComponent(segment); // its escapes must spell UTF-8 text
    return segment;
  } catch {
    return undefined;
  }
}

/** The request's query as it was, but with anything a header or an attribute must not hold raw encoded. */
function safeQuery(raw: string): string {
  let query = '';
  for (const [token] of raw.matchAll(/%[0-9A-Fa-f]{2}|[\s\S]/gu))
    query += token.length === 3 || queryCharacter.test(token) ? token : encodeCharacter(token);
  return query;
}

/**
 * The verdict on a request target (`req.url`: path and query). The canonical path is lower-case, has no
 * empty, `.` or `..` segment (percent-encoded ones included) and no trailing slash (but `/`), spells
 * unreserved characters as themselves and every other escape in upper-case hex; its locale prefix is kept
 * (`/FR/About/` → `/fr/about`). A 301 keeps the query as it was: tracking parameters stay with the visitor.
 */
export function normalizeAddress(target: string): AddressVerdict {
  // Origin-form only: '//host/…' is a path here, and an absolute URL is no address of this site.
  if (!target.startsWith('/')) return { status: 400 };
  const [, rawPath = '/', rawQuery = ''] = /^([^?#]*)(\?[^#]*)?/.exec(target) ?? [];
  if (rawPath.length > maxPathLength) return { status: 414 };
  const segments: string[] = [];
  // A backslash is a slash, as a browser reads it.
  for (const raw of rawPath.replace(/\\/g, '/').split('/')) {
    const segment = canonicalSegment(raw);
    if (segment === undefined) return { status: 400 };
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const pathname = `/${segments.join('/')}`;
  // A file that is not there is a 404, never a page, and never redirected.
  if (extname(decodeURIComponent(pathname)) !== '') return { status: 404 };
  const query = safeQuery(rawQuery);
  if (pathname !== rawPath) return { status: 301, location: `${pathname}${query}` };
  return { status: 200, pathname, query };
}
