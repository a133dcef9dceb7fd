// POST /api/field: the page script's beacons, checked and written as field records.
// - Same origin only: the page script posts to its own page's origin; a request a browser marks as coming from
//   another site (Sec-Fetch-Site, Origin), with no Origin at all, or with Origin: null is refused
//   (refused-post.ts: the site's origin is the runtime config's, never the request's Host), and no answer ever
//   carries CORS headers.
// - At most fieldBeaconMaxBytes (413), text/plain (what sendBeacon sends for a string) or application/json
//   (415 otherwise), checked against the beacon schema (400), every remote it names one of the site's.
// - Limited per client (429): beacons, not requests (a body carries up to ten, each takes a token of the
//   client's bucket, all or none), the client being its address's network (client.ts), the address read as the
//   forms read it (Fastly-Client-IP behind Firebase Hosting) and never stored (beacon-limiter.ts says why in
//   memory).
// - Each beacon counts only with a valid page-view token (page-view-token.ts: signed with the server secret when
//   the page was rendered, not expired); one without is dropped, and a body none of whose beacons has one is a
//   403. The releases and the canary side a record keeps are the token's, never the beacon's.
// - Each record keeps a keyed hash of its client's network (`client`), so the judgement can cap one client's
//   share; never the address.
// - 204: nothing to read; a beacon's sender never looks at the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  fieldBeaconMaxBytes,
  fieldEndpoint,
  parseBeacon,
  toFieldRecord,
  type FieldBeacon,
} from '@stallions/shared-config/field';
import { clientAddressOf } from '../form-post';
import { fromAnotherSite } from '../refused-post';
import { readBody } from '../request-body';
import { createBeaconLimiter } from './beacon-limiter';
import { clientNetwork, fieldClientOf } from './client';
import { verifyPageViewToken } from './page-view-token';
import type { FieldRecordSink } from './records';

export interface FieldEndpointOptions {
  /** Where the records go: stdout for Cloud Logging in production, local-cloud's store locally. */
  sink: FieldRecordSink;
  /** Beacons a minute per client; 60 by default (a visitor sends one a page, and errors). */
  beaconsPerMinute?: number;
  /**
   * The server secret that signs the page views' tokens and keys the clients' hashes; by default the forms'
   * (ActionHost.secret: FORM_SECRET in production, the data folder's form-secret locally).
   */
  secret?: string;
  /** Behind Firebase Hosting the client's address is Fastly-Client-IP (default: as the forms read it). */
  behindHosting?: boolean;
  /** The records' and the tokens' clock. */
  now?: () => Date;
}

export interface FieldEndpointHost {
  /** The site's remotes (the runtime config's registry): a beacon naming another is refused. */
  remotes: readonly string[];
  /** The site's public origin (the runtime config's siteUrl). */
  siteOrigin: string;
  /** The server secret the page views' tokens are signed with (and the clients' hashes keyed with). */
  secret: string;
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
    known.has(beacon.remote) && (beacon.kind === 'error' || beacon.islands.every((island) => known.has(island.remote)));

  return {
    handles: (req) => req.method === 'POST' && /^[^?#]*/.exec(req.url ?? '')![0] === fieldEndpoint,

    async answer(req, res) {
      if (fromAnotherSite(req.headers, host.siteOrigin, { originRequired: true })) return refuse(req, res, 403);
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!acceptedTypes.includes(type)) return refuse(req, res, 415);
      const network = clientNetwork(clientAddressOf(req, options.behindHosting ?? false));
      // The body's first beacon takes its token before the body is read (a client past its limit costs no read).
      if (!limiter.take(network)) return refuse(req, res, 429, { 'Retry-After': '60' });
      const read = await readBody(req, fieldBeaconMaxBytes);
      if (!read.ok) return finish(res, read.status, { Connection: 'close' });
      const parsed = parseBeacon(read.body.toString('utf8'));
      if (!parsed.ok) return finish(res, parsed.status);
      if (!parsed.beacons.every(namesKnownRemotes)) return finish(res, 400);
      // …and the others theirs: the limit counts beacons, whatever their tokens turn out to be.
      if (parsed.beacons.length > 1 && !limiter.take(network, parsed.beacons.length - 1))
        return finish(res, 429, { 'Retry-After': '60' });

      const at = now();
      const client = fieldClientOf(host.secret, network);
      const records = parsed.beacons.flatMap((beacon) => {
        const token = verifyPageViewToken(host.secret, beacon.token, at);
        if (!token.ok) return [];
        const { releases, side } = token.claims;
        return [toFieldRecord(beacon, { at, releases, side, client })];
      });
      // Not a page view this server rendered (no token, another secret's, tampered with, expired): nothing kept.
      if (records.length === 0) return finish(res, 403);
      try {
        await sink.append(records);
      } catch (error) {
        log(`render-server: field records could not be written: ${String(error)}`);
        return finish(res, 503, { 'Retry-After': '5' });
      }
      finish(res, 204);
    },
  };
}
