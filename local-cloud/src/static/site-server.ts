// Serves one built app (shell or a remote) on its own origin with the headers production uses:
// hashed files cached for a year, entry points never cached, CORS on remotes, 404 for a missing file.
// The shell's pages come from the render server (as Firebase Hosting sends them to Cloud Run); a remote's
// standalone page is its index.html. A file the build precompressed (`x.js.br`, `x.js.gz` beside `x.js`:
// tools/webpack) is sent as it is to a client that takes that coding; any other compressible file is compressed
// for its answer.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describeCspReports } from '@stallions/shared-config/csp-reports';
import {
  createGuardedServer,
  etagOf,
  preferredCoding,
  sendAnswer,
  type ConnectionLimits,
  type ContentCoding,
  type PageServer,
} from '@stallions/render-server';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;
// Entry points must be revalidated on every load so a redeployed remote is picked up at once.
const neverCached = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'index.html',
  'app.html',
  'config.json',
  'robots.txt',
  'sitemap.xml',
  'speculation-rules.json',
]);
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

function cacheControlFor(path: string): string {
  const name = path.split('/').pop() ?? '';
  // A release's files never change: its id is in their address (only the pointer beside them moves).
  if (/^\/releases\/[^/]+\//.test(path)) return 'public, max-age=31536000, immutable';
  if (path === '/releases/pointer.json') return 'no-cache';
  if (neverCached.has(name)) return 'no-cache';
  if (hashedName.test(name)) return 'public, max-age=31536000, immutable';
  // Unhashed files (the entry main.js, media files) must be revalidated so a redeploy shows at once.
  return 'no-cache';
}

export interface SiteOptions {
  /** Folder of the built app (its dist/). Read on every request, so a redeploy needs no restart. */
  root: string;
  /** A remote: the folder of its kept releases and their pointer, served at /releases/ (shared-config/releases). */
  releases?: string;
  port: number;
  host?: string;
  /** 'shell': pages come from `pages`; 'remote': index.html for page navigations (its standalone page). */
  kind: 'shell' | 'remote';
  /** Origin allowed to fetch a remote's manifest and chunks (the shell's). */
  corsOrigin?: string;
  /** Files generated at request time (config.json, robots.txt, sitemap.xml). */
  generated?: Record<string, () => { body: string; type: string }>;
  /** The shell: the render server, for every page address, robots.txt, sitemap.xml and speculation-rules.json. */
  pages?: PageServer;
  /** The origin's security headers (shared-config/headers: the same definition firebase.json is made from). */
  headers?: Record<string, string>;
  /** The shell: where browsers post Content Security Policy violation reports (logged). */
  cspReports?: { path: string };
  /** Deadlines and the per-client cap (render-server's connection-guard: the site's numbers by default). */
  connections?: Partial<ConnectionLimits>;
}

/** Reads a request body up to `limit` bytes; undefined when it is longer. */
async function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether an answer of this type and size is compressed (a file's precompressed copy is looked for only then). */
const worthCompressing = (type: string, body: Buffer) => compressible.test(type) && body.length > 1024;

function sendRaw(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  type: string,
  headers: Record<string, string>,
  vary: string[] = [],
  encoded?: Partial<Record<ContentCoding, Buffer>>,
) {
  sendAnswer(req, res, {
    status,
    body,
    headers: { ...headers, 'Content-Type': type, Vary: ['Accept-Encoding', 'Origin', ...vary].join(', ') },
    compress: worthCompressing(type, body),
    ...(encoded ? { encoded } : {}),
    // A file's validator, as Hosting sends one: a check of an unchanged remote entry gets 304, no body. The
    // file's own (its uncompressed bytes'), whichever coding the answer is in.
    etag: status === 200 ? etagOf(body) : undefined,
  });
}

interface FileIn {
  /** Where it is on disk (its precompressed copies are beside it). */
  path: string;
  body: Buffer;
}

async function readFileIn(root: string, urlPath: string): Promise<FileIn | undefined> {
  const path = normalize(join(root, urlPath));
  if (path !== root && !path.startsWith(root + sep)) return undefined; // no ../ escapes
  try {
    if (!(await stat(path)).isFile()) return undefined;
    return { path, body: await readFile(path) };
  } catch {
    return undefined;
  }
}

/** The name of a file's copy in a coding, beside it: what tools/webpack's precompression writes. */
export const precompressedName = (path: string, coding: ContentCoding) => `${path}${coding === 'br' ? '.br' : '.gz'}`;

const decode = (bytes: Buffer, coding: ContentCoding) =>
  coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);

/**
 * What is known of each precompressed copy read so far: whether it holds the bytes of the file beside it (decoded
 * once, and again when the copy or the file changes). A copy left behind by a file changed in place (a hand edit,
 * a copy of another build over this one) is never sent for it.
 */
const checkedCopies = new Map<string, { mtimeMs: number; size: number; etag: string; matches: boolean }>();
const checkedCopiesLimit = 10_000;

/**
 * The file's copy precompressed in `coding`, when there is one that decodes to the file's own bytes; undefined
 * otherwise (the answer is then compressed for itself).
 */
async function precompressedCopy(file: FileIn, coding: ContentCoding): Promise<Buffer | undefined> {
  const copyPath = precompressedName(file.path, coding);
  try {
    const info = await stat(copyPath);
    if (!info.isFile()) return undefined;
    const etag = etagOf(file.body);
    const known = checkedCopies.get(copyPath);
    const same = known && known.mtimeMs === info.mtimeMs && known.size === info.size && known.etag === etag;
    if (same && !known.matches) return undefined;
    const bytes = await readFile(copyPath);
    if (same) return bytes;
    let matches = false;
    try {
      matches = decode(bytes, coding).equals(file.body);
    } catch {
      // Not a brotli or gzip stream: not a copy of the file.
    }
    if (checkedCopies.size >= checkedCopiesLimit) checkedCopies.clear();
    checkedCopies.set(copyPath, { mtimeMs: info.mtimeMs, size: info.size, etag, matches });
    return matches ? bytes : undefined;
  } catch {
    return undefined; // no copy in that coding
  }
}

/**
 * The precompressed copy an answer with this file can send: in the coding the request prefers, when the answer is
 * compressed at all.
 */
async function precompressedFor(
  req: IncomingMessage,
  file: FileIn,
  type: string,
): Promise<Partial<Record<ContentCoding, Buffer>> | undefined> {
  if (!worthCompressing(type, file.body)) return undefined;
  const coding = preferredCoding(req.headers['accept-encoding']);
  const copy = coding ? await precompressedCopy(file, coding) : undefined;
  return coding && copy ? { [coding]: copy } : undefined;
}

export function startSite(options: SiteOptions): Promise<Server> {
  const root = normalize(options.root);
  const cors: Record<string, string> =
    options.kind === 'remote' && options.corsOrigin ? { 'Access-Control-Allow-Origin': options.corsOrigin } : {};

  const security = options.headers ?? {};
  const server = createGuardedServer(async (req, res) => {
    // Every answer carries the origin's security headers.
    const send = (...[rq, rs, status, body, type, headers, vary, encoded]: Parameters<typeof sendRaw>) =>
      sendRaw(rq, rs, status, body, type, { ...security, ...headers }, vary, encoded);
    /** A file of the build, in the coding the client prefers: its precompressed copy where it has one. */
    const sendFile = async (file: FileIn, type: string, headers: Record<string, string>) =>
      send(req, res, 200, file.body, type, headers, [], await precompressedFor(req, file, type));
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...security,
          ...cors,
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (options.cspReports && req.method === 'POST' && req.url === options.cspReports.path) {
        const body = await readBody(req, 64 * 1024);
        try {
          for (const report of describeCspReports(body ?? '')) console.warn(`local-cloud: CSP violation ${report}`);
        } catch {
          console.warn('local-cloud: an unreadable CSP report was ignored');
        }
        res.writeHead(204, { ...security });
        res.end();
        return;
      }
      // A POST is the render server's to answer (a form page takes one, anything else is a 405), as Firebase
      // Hosting's rewrite forwards every method to it.
      if (options.pages && req.method === 'POST') {
        await options.pages.handle(req, res);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(req, res, 405, Buffer.from('Method not allowed'), 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
        return;
      }
      const url = new URL(req.url ?? '/', 'http://local');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        send(req, res, 400, Buffer.from('Bad request'), 'text/plain; charset=utf-8', {});
        return;
      }
      const generated = options.generated?.[pathname];
      if (generated) {
        const { body, type } = generated();
        send(req, res, 200, Buffer.from(body), type, { ...cors, 'Cache-Control': 'no-cache' });
        return;
      }
      if (
        options.pages &&
        (/^\/(robots\.txt|sitemap\.xml|speculation-rules\.json)$/.test(pathname) || extname(pathname) === '')
      ) {
        await options.pages.handle(req, res);
        return;
      }
      const inReleases = options.releases !== undefined && pathname.startsWith('/releases/');
      const file = pathname.endsWith('/')
        ? undefined
        : inReleases
          ? await readFileIn(normalize(options.releases!), pathname.slice('/releases'.length))
          : await readFileIn(root, pathname);
      if (file) {
        const type = contentTypes[extname(pathname)] ?? 'application/octet-stream';
        await sendFile(file, type, { ...cors, 'Cache-Control': cacheControlFor(pathname) });
        return;
      }
      // A missing file is a 404, never HTML. A remote's page navigation (no extension) gets its standalone
      // page, index.html.
      const wantsPage = extname(pathname) === '' && /text\/html/.test(String(req.headers.accept ?? ''));
      const page = wantsPage ? await readFileIn(root, '/index.html') : undefined;
      if (page) {
        await sendFile(page, contentTypes['.html']!, { ...cors, 'Cache-Control': 'no-cache' });
        return;
      }
      send(req, res, 404, Buffer.from('Not found'), 'text/plain; charset=utf-8', {
        ...cors,
        'Cache-Control': 'no-cache',
      });
    } catch (error) {
      console.error('local-cloud: request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  }, options.connections);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
