// How the render server and local-cloud's static origins answer: one helper for the headers, compression (brotli
// or gzip, as the request accepts them, `q=0` included), conditional requests (ETag) and HEAD.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the site sends: brotli where the client takes it (smaller), gzip otherwise. */
export type ContentCoding = 'br' | 'gzip';

/** Each coding's weight in an Accept-Encoding header (a coding not named takes `*`'s, if any). */
function codingWeights(header: string | string[] | undefined) {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (...names: string[]) => {
    for (const name of names) if (weights.has(name)) return weights.get(name)!;
    return weights.get('*') ?? 0;
  };
  return { br: weightOf('br'), gzip: weightOf('gzip', 'x-gzip') };
}

/**
 * The coding to answer with: the accepted one of higher weight, brotli on a tie (it is the smaller); none when the
 * client takes neither (identity).
 */
export function preferredCoding(header: string | string[] | undefined): ContentCoding | undefined {
  const { br, gzip } = codingWeights(header);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * A body compressed for one answer. Brotli at quality 5: about as fast as gzip, and smaller; what is kept (a cached
 * page, a precompressed file) is compressed once at the highest quality instead (keptBrotliParams).
 */
function encode(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: brotliParams(body, 5) });
}

/**
 * Brotli's parameters for bytes kept and sent many times: its highest quality (11). The kept pages' brotli is made
 * with them in zlib's thread pool (request-handler.ts).
 */
export const keptBrotliParams = (body: Buffer) => brotliParams(body, 11);

const brotliParams = (body: Buffer, quality: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
});

/** A strong validator of a body: the same bytes, the same ETag. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether the request's If-None-Match names this ETag (or `*`). */
function matches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export interface Answer {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  /** The body compressed already (a cached page's), by coding; a coding missing here is made for this answer. */
  encoded?: Partial<Record<ContentCoding, Buffer>>;
  /** False for what does not shrink (images, fonts) or is too small to be worth it. */
  compress?: boolean;
  /** Sent as ETag; a request naming it gets 304 without a body. */
  etag?: string;
}

export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const { status, body, headers, encoded, compress = true, etag } = answer;
  if (etag && status === 200 && matches(req, etag)) {
    res.writeHead(304, { ...headers, ETag: etag });
    res.end();
    return;
  }
  const coding = compress ? preferredCoding(req.headers['accept-encoding']) : undefined;
  const payload = coding ? (encoded?.[coding] ?? encode(body, coding)) : body;
  res.writeHead(status, {
    ...headers,
    // What a cache keeps depends on what the client accepts.
    ...(compress ? { Vary: withAcceptEncoding(headers.Vary) } : {}),
    ...(etag ? { ETag: etag } : {}),
    'Content-Length': String(payload.length),
    ...(coding ? { 'Content-Encoding': coding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** A Vary header that names Accept-Encoding (once). */
function withAcceptEncoding(vary: string | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding')
    ? names.join(', ')
    : ['Accept-Encoding', ...names].join(', ');
}
