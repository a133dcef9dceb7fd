// How the render server and local-cloud's static origins answer: one helper for the headers, gzip (as the
// request accepts it, `q=0` included), conditional requests (ETag) and HEAD.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Whether Accept-Encoding allows gzip: named with q > 0, or `*` with q > 0 when gzip is not named. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}

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
  /** The body gzipped already (a cached page's), else it is gzipped here when the request accepts it. */
  gzipped?: Buffer;
  /** False for what does not shrink (images, fonts) or is too small to be worth it. */
  compress?: boolean;
  /** Sent as ETag; a request naming it gets 304 without a body. */
  etag?: string;
}

export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const { status, body, headers, gzipped, compress = true, etag } = answer;
  if (etag && status === 200 && matches(req, etag)) {
    res.writeHead(304, { ...headers, ETag: etag });
    res.end();
    return;
  }
  const gzip = compress && acceptsGzip(req.headers['accept-encoding']);
  const payload = gzip ? (gzipped ?? gzipSync(body)) : body;
  res.writeHead(status, {
    ...headers,
    ...(etag ? { ETag: etag } : {}),
    'Content-Length': String(payload.length),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
