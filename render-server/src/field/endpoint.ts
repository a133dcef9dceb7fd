// POST /api/field: the page script's beacons, checked and written as field records.
// - Same origin only: the page script posts to its own page's origin; a request a browser marks as coming from
//   another site (Sec-Fetch-Site, Origin), with no Origin at all, or with Origin: null is refused
//   (refused-post.ts: the site's origin is the runtime config's, never the request's Host), and no answer ever
//   carries CORS headers.
// - At most fieldBeaconMaxBytes (413), text/plain (what sendBeacon sends for a string) or application/json
//   (415 otherwise), checked against the beacon schema (400), every remote it names one of the site's.
// - Limited per client address (429), the address read as the forms read it (Fastly-Client-IP behind
//   Firebase Hosting) and never stored (beacon-limiter.ts says why in memory).
// - The canary side is the server's reading of the visitor's __session cookie, never the beacon's word.
// - 204: nothing to read; a beacon's sender never looks at the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  fieldBeaconMaxBytes,
  fieldEndpoint,
  parseBeacon,
  toFieldRecord,
  type CanarySide,
  type FieldBeacon,
} from '@stallions/shared-config/field';
import { clientAddressOf } from '../form-post';
import { fromAnotherSite } from '../refused-post';
import { readBody } from '../request-body';
import { createBeaconLimiter } from './beacon-limiter';
import type { FieldRecordSink } from './records';

export interface FieldEndpointOptions {
  /** Where the records go: stdout for Cloud Logging in production, local-cloud's store locally. */
  sink: FieldRecordSink;
  /** Beacons a minute per client address; 60 by default (a visitor sends one a page, and errors). */
  beaconsPerMinute?: number;
  /** Behind Firebase Hosting the client's address is Fastly-Client-IP (default: as the forms read it). */
  behindHosting?: boolean;
  /** The records' clock. */
  now?: () => Date;
}

export interface FieldEndpointHost {
  /** The site's remotes (the runtime config's registry): a beacon naming another is refused. */
  remotes: readonly string[];
  /** The site's public origin (the runtime config's siteUrl). */
  siteOrigin: string;
  /** The visitor's canary side, from their __session cookie; undefined when no canary runs (or another did). */
  sideOf: (req: IncomingMessage) => CanarySide | undefined;
  /** The security headers every answer of the origin carries. */
  headers: Record<string, string>;
  log?: (line: string) => void;
}

export interface FieldEndpoint {
  /** Whether this request is a beacon's (POST /api/field). */
  handles(req: IncomingMessage): boolean;
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const acceptedTypes = ['text/plain', 'application/json'];

export function createFieldEndpoint(options: FieldEndpointOptions, host: FieldEndpointHost): FieldEndpoint {
  const { sink, now = () => new Date() } = options;
  const { log = (line) => console.warn(line) } = host;
  const limiter = createBeaconLimiter({ perMinute: options.beaconsPerMinute ?? 60 });
  const known = new Set(['shell', ...host.remotes]);

  const finish = (res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...host.headers, 'Cache-Control': 'no-store', ...extra });
    res.end();
  };
  /** Refuses without reading a body we will not use (the connection closes after the answer). */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    req.resume();
    finish(res, status, { Connection: 'close', ...extra });
  };

  const namesKnownRemotes = (beacon: FieldBeacon) =>
    known.has(beacon.remote) &&
    Object.keys(beacon.releases).every((name) => known.has(name)) &&
    (beacon.kind === 'error' || beacon.islands.every((island) => known.has(island.remote)));

  return {
    handles: (req) => req.method === 'POST' && /^[^?#]*/.exec(req.url ?? '')![0] === fieldEndpoint,

    async answer(req, res) {
      if (fromAnotherSite(req.headers, host.siteOrigin, { originRequired: true })) return refuse(req, res, 403);
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!acceptedTypes.includes(type)) return refuse(req, res, 415);
      if (!limiter.take(clientAddressOf(req, options.behindHosting ?? false)))
        return refuse(req, res, 429, { 'Retry-After': '60' });
      const read = await readBody(req, fieldBeaconMaxBytes);
      if (!read.ok) return finish(res, read.status, { Connection: 'close' });
      const parsed = parseBeacon(read.body.toString('utf8'));
      if (!parsed.ok) return finish(res, parsed.status);
      if (!parsed.beacons.every(namesKnownRemotes)) return finish(res, 400);

      const side = host.sideOf(req);
      const at = now();
      try {
        await sink.append(parsed.beacons.map((beacon) => toFieldRecord(beacon, { at, side })));
      } catch (error) {
        log(`render-server: field records could not be written: ${String(error)}`);
        return finish(res, 503, { 'Retry-After': '5' });
      }
      finish(res, 204);
    },
  };
}
