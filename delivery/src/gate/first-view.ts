// Where a page's first view ends in the document as it travels: the bytes of the response (its
// headers and the compressed stream, brotli or gzip) that carry the head, the critical styles, the header and the
// page's first section. A new connection's first round trip carries about 14 KB (10 segments of 1460 bytes, TCP's
// initial congestion window, as Lighthouse's simulation counts it): what the first view needs should be in it.
// Pure functions of the HTML and the compressed bytes, for the bench (scripts/bench.ts), the gate and the unit test.
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

/** The codings a document travels in. */
export type DocumentCoding = 'br' | 'gzip';

/**
 * What a new connection's first round trip carries: TCP's initial congestion window, 10 segments of 1460 bytes.
 * The first view's budget (the bench's and the gate's).
 */
export const firstRoundTripBytes = 10 * 1460;

/** Elements that have no end tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The offset just past the end of the first element inside <main> (a page's first section: its hero or its
 * title block; a section's root, display:contents, looked through), in characters of the HTML; undefined when
 * the page has no <main> or it is empty. The server's
 * HTML is React's: every element closed, `>` escaped in attribute values, no `<` in text.
 */
export function firstViewEnd(html: string): number | undefined {
  const main = /<main[\s>]/.exec(html);
  if (!main) return undefined;
  const tags = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
  tags.lastIndex = html.indexOf('>', main.index) + 1;
  let depth = 0;
  // Wrappers with no box of their own (a section's root, display:contents) are looked through.
  let wrappers = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [whole, closing, rawName, attributes, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (!closing && depth === 0 && /style="[^"]*display:\s*contents/.test(attributes!)) {
      wrappers++;
      continue;
    }
    if (closing) {
      if (depth === 0 && wrappers > 0) {
        wrappers--;
        continue;
      }
      if (depth === 0) return undefined; // </main>: nothing inside
      depth--;
      if (depth === 0) return match.index + whole.length;
    } else if (!selfClosing && !voidElements.has(name)) {
      // Raw text: a script's or a style's content is not markup.
      if (name === 'script' || name === 'style') {
        const end = html.indexOf(`</${name}>`, match.index);
        if (end < 0) return undefined;
        tags.lastIndex = end;
      }
      depth++;
    } else if (depth === 0) {
      return match.index + whole.length; // a void first child
    }
  }
  return undefined;
}

/** The UTF-8 length of a prefix of a string. */
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** What a prefix of a compressed stream decodes to, as a browser reading it as it arrives has it. */
function decodedPrefix(stream: Buffer, coding: DocumentCoding): Buffer {
  return coding === 'gzip'
    ? gunzipSync(stream, { finishFlush: constants.Z_SYNC_FLUSH })
    : brotliDecompressSync(stream, { finishFlush: constants.BROTLI_OPERATION_FLUSH });
}

/**
 * How many bytes of a compressed stream the browser needs to have before it can read the first `bytes` bytes of
 * the document: the shortest prefix that decodes to at least that many (searched by halves).
 */
export function encodedBytesFor(stream: Buffer, bytes: number, coding: DocumentCoding): number {
  const decoded = (length: number) => decodedPrefix(stream.subarray(0, length), coding).length;
  let low = 0;
  let high = stream.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decoded(middle) >= bytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** encodedBytesFor a gzip stream. */
export const gzipBytesFor = (gzip: Buffer, bytes: number) => encodedBytesFor(gzip, bytes, 'gzip');

export interface FirstView {
  /** The response's status line and headers. */
  headerBytes: number;
  /** The whole compressed body. */
  documentBytes: number;
  /** Headers plus the compressed stream up to the end of the first view (the whole document when none is found). */
  firstViewBytes: number;
}

/** A page's first view as it travels: headers and compressed body (gzip unless said) as the render server sent them. */
export function firstView(headerBytes: number, body: Buffer, coding: DocumentCoding = 'gzip'): FirstView {
  const html = (coding === 'gzip' ? gunzipSync(body) : brotliDecompressSync(body)).toString('utf8');
  const end = firstViewEnd(html);
  const bodyBytes = end === undefined ? body.length : encodedBytesFor(body, utf8Length(html.slice(0, end)), coding);
  return { headerBytes, documentBytes: body.length, firstViewBytes: headerBytes + bodyBytes };
}
