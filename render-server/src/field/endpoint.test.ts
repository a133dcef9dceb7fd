// POST /api/field through the page server's handler: every page carries a signed page-view token; a beacon with
// a valid one becomes a record with the server's time, the token's releases and side (never the beacon's or the
// cookie's) and a keyed hash of its client; forged beacons (no Origin, another Origin, a made-up release, a
// missing, tampered, foreign or expired token, a valid token replayed) store nothing beyond what the limit allows;
// the limit counts beacons, not requests; bad, oversized and foreign bodies are refused; no answer carries CORS.
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import type { FieldRecord, PageViewBeacon } from '@stallions/shared-config/field';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { Canary } from '@stallions/shared-config/releases';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { canaryGroup } from '../canary-visitors';
import { listenPageServerForFile, standInMethods, standInPage, standInRoutes } from '../test-page-server';
import { createBeaconLimiter } from './beacon-limiter';
import { fieldClientOf } from './client';
import { issuePageViewToken } from './page-view-token';
import { cloudLoggingSink, memoryFieldRecords } from './records';

const appHtml = '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>';
const secret = 'a-test-secret-of-at-least-32-characters!';
let canaries: Canary[] = [];

const currentReleases = { about: 'a1', getInvolved: 'g2', causes: 'c1', news: 'n1' };
const canaryReleases = { ...currentReleases, getInvolved: 'g3' };

function standIn(releases: Record<string, string>): ShellRenderer {
  return {
    ...standInMethods,
    render: async () => standInPage({ head: '<title>Join</title>', html: '', releases }),
    remoteVersions: () => releases,
    canaries: () => canaries,
    routes: () => standInRoutes(['/get-involved/join']),
  };
}

/** A page view as the page script sends it, with the page's token. */
const viewWith = (token: string): PageViewBeacon => ({
  kind: 'view',
  address: '/get-involved/join',
  lng: 'en',
  remote: 'getInvolved',
  token,
  navigationType: 'navigate',
  lcp: { value: 900, phases: { ttfb: 100, loadDelay: 0, loadDuration: 0, renderDelay: 800 } },
  cls: { value: 0 },
  islands: [{ remote: 'getInvolved', name: 'JoinForm', ok: true }],
  errors: 0,
});

const store = memoryFieldRecords();
const at = new Date('2026-12-01T09:30:00.000Z');

const server = listenPageServerForFile({
  appHtml,
  renderer: standIn(currentReleases),
  startCanary: async () => ({ ...standIn(canaryReleases), close: async () => undefined }),
  config: testRuntimeConfig(),
  headers: { 'X-Content-Type-Options': 'nosniff' },
  field: { sink: store, beaconsPerMinute: 20, now: () => at, secret },
  log: () => undefined,
});
beforeEach(() => {
  store.records.length = 0;
  canaries = [];
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from a loopback address of the test's choosing: each address is its own client to the limit. */
async function send(
  method: 'GET' | 'POST',
  path: string,
  { body, headers = {}, from }: { body?: string; headers?: Record<string, string | undefined>; from?: string },
): Promise<Answer> {
  const req = httpRequest(`${server.origin}${path}`, {
    method,
    localAddress: from,
    headers: Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  });
  req.end(body);
  // once() rejects on the request's 'error' event.
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  return { status: res.statusCode ?? 0, headers: res.headers, body: await text(res) };
}

// As a browser on the site's page sends a beacon: its Origin is the site's (testRuntimeConfig's siteUrl).
const post = (body: string, headers: Record<string, string | undefined> = {}, from = '127.0.0.1') =>
  send('POST', '/api/field', {
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://localhost:3000', ...headers },
    from,
  });

/** The token of the page a visitor with this cookie gets (its state's fieldToken). */
async function pageToken(cookie?: string): Promise<string> {
  const page = await send('GET', '/get-involved/join', { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  const token = /<script type="application\/json" id="page-state">\{"fieldToken":"([\w.-]+)"/.exec(page.body)?.[1];
  expect(token).toBeDefined();
  return token!;
}

// Every test posts from loopback addresses of its own (127.0.0.<n>): the limit (20 beacons a minute) is per
// client, so no test spends another's.

it('stores a page view with the server’s time, the token’s releases and side, the client’s hash (204, no CORS)', async () => {
  const token = await pageToken();
  const answer = await post(JSON.stringify(viewWith(token)), { 'Sec-Fetch-Site': 'same-origin' }, '127.0.0.2');
  expect(answer.status).toBe(204);
  expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(store.records).toEqual([
    expect.objectContaining({
      at: at.toISOString(),
      kind: 'view',
      remote: 'getInvolved',
      release: 'g2',
      side: 'current',
      lcp: 900,
      client: fieldClientOf(secret, '127.0.0.2'),
    }),
  ]);
  expect(store.records[0]!.releases).toEqual(
    Object.entries(currentReleases).map(([remote, release]) => ({ remote, release })),
  );
  // A keyed hash: not the address, and another client's is another.
  expect(JSON.stringify(store.records[0])).not.toContain('127.0.0');
  expect(fieldClientOf(secret, '127.0.0.3')).not.toBe(store.records[0]!.client);
});

it('takes the side and releases from the token of the page, not from the beacon or the beacon’s cookie', async () => {
  canaries = [{ remote: 'getInvolved', id: 'g3', percent: 10 }];
  const key = canaryGroup(canaries)!.key;
  const canaryToken = await pageToken(`__session=canary.${key}`);
  const currentToken = await pageToken(`__session=current.${key}`);
  const from = '127.0.0.4';
  // A canary page's beacon sent with a current visitor's cookie, naming other releases and a side of its own.
  const claims = { releases: { getInvolved: 'made-up' }, side: 'current' };
  await post(JSON.stringify({ ...viewWith(canaryToken), ...claims }), { Cookie: `__session=current.${key}` }, from);
  await post(JSON.stringify(viewWith(currentToken)), { Cookie: `__session=canary.${key}` }, from);
  expect(store.records.map(({ side, release }) => [side, release])).toEqual([
    ['canary', 'g3'],
    ['current', 'g2'],
  ]);
});

describe('forged beacons store nothing', () => {
  let token: string;
  beforeAll(async () => {
    // A current page's token: the test before left a 10% canary live (beforeEach has not cleared it yet), and a
    // visitor drawn into it would get a canary token, which the side-change case would not change.
    canaries = [];
    token = await pageToken();
  });

  /** The token with its payload changed and its MAC kept. */
  const tampered = (original: string, change: (payload: Record<string, unknown>) => void) => {
    const [version, payload, mac] = original.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    change(claims);
    return `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
  };

  it.each([
    ['no Origin (no browser’s beacon)', () => ({ headers: { Origin: undefined } }), 403],
    ['another origin', () => ({ headers: { Origin: 'https://evil.example' } }), 403],
    ['Origin: null', () => ({ headers: { Origin: 'null' } }), 403],
    ['another site’s page', () => ({ headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403],
    [
      'another origin whose Host says it is the site',
      () => ({ headers: { Origin: 'http://evil.example', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } }),
      403,
    ],
    ['no token', () => ({ beacon: { ...viewWith(token), token: undefined } }), 400],
    ['a token that is no token', () => ({ beacon: viewWith('pv1.e30.bm90LWEtbWFj') }), 403],
    [
      'a token whose releases were changed (a made-up release)',
      () => ({
        beacon: viewWith(tampered(token, (claims) => ((claims.r as Record<string, string>).getInvolved = 'made-up'))),
      }),
      403,
    ],
    [
      'a token whose side was changed',
      () => ({ beacon: viewWith(tampered(token, (claims) => (claims.s = 'canary'))) }),
      403,
    ],
    [
      'a token whose expiry was moved',
      () => ({ beacon: viewWith(tampered(token, (claims) => (claims.exp = (claims.exp as number) + 86_400))) }),
      403,
    ],
    [
      'a token of another secret, naming a made-up release',
      () => ({
        beacon: viewWith(
          issuePageViewToken(
            'another-secret-of-at-least-32-characters',
            {
              releases: { getInvolved: 'made-up' },
              side: 'canary',
            },
            at,
          ),
        ),
      }),
      403,
    ],
    [
      'an expired token (rendered eight days ago)',
      () => ({
        beacon: viewWith(
          issuePageViewToken(
            secret,
            { releases: currentReleases, side: 'current' },
            new Date(at.getTime() - 8 * 86_400_000),
          ),
        ),
      }),
      403,
    ],
  ])('refuses %s', async (_case, make, status) => {
    const { headers = {}, beacon = viewWith(token) } = make() as {
      headers?: Record<string, string | undefined>;
      beacon?: object;
    };
    const answer = await post(JSON.stringify(beacon), headers, '127.0.0.5');
    expect(answer.status).toBe(status);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(store.records).toEqual([]);
  });

  it('stores the token’s release when the beacon names a made-up one, and drops the tokenless beacons of a body', async () => {
    const forged = { ...viewWith(token), releases: { getInvolved: 'made-up', shop: 'x' } };
    const answer = await post(JSON.stringify([forged, viewWith('pv1.e30.bm90LWEtbWFj')]), {}, '127.0.0.6');
    expect(answer.status).toBe(204);
    expect(store.records.map((record) => record.release)).toEqual(['g2']);
  });

  it('refuses the origin the request’s own Host names when it is not the configured site’s', async () => {
    // server.origin is http://127.0.0.1:<port>, the Host this request carries; the site is http://localhost:3000.
    const answer = await post(
      JSON.stringify(viewWith(token)),
      { Origin: server.origin, 'Sec-Fetch-Site': 'same-origin' },
      '127.0.0.7',
    );
    expect(answer.status).toBe(403);
    expect(store.records).toEqual([]);
  });

  it('stores a valid token replayed 500 times no more often than the limit allows (20 a minute)', async () => {
    const body = JSON.stringify(viewWith(token));
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) statuses.push((await post(body, {}, '127.0.0.8')).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(480);
    expect(store.records).toHaveLength(20);
  });
});

it.each([
  ['not JSON', 'hello', {}, 400],
  ['a beacon of another shape', (token: string) => JSON.stringify({ ...viewWith(token), lcp: { value: -5 } }), {}, 400],
  [
    'a remote the site does not have',
    (token: string) => JSON.stringify({ ...viewWith(token), remote: 'shop' }),
    {},
    400,
  ],
  ['a form post', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
  [
    'a body past 8 KB',
    (token: string) => JSON.stringify({ ...viewWith(token), address: `/${'a'.repeat(9000)}` }),
    {},
    413,
  ],
])('refuses %s', async (_case, body, headers, status) => {
  const token = await pageToken();
  const answer = await post(typeof body === 'string' ? body : body(token), headers, '127.0.0.9');
  expect(answer.status).toBe(status);
  expect(store.records).toEqual([]);
});

it('answers other methods as before: a GET of the address is a page address (no page there)', async () => {
  const answer = await send('GET', '/api/field', {});
  expect(answer.status).not.toBe(204);
});

describe('the limit counts beacons, not requests', () => {
  it('lets an address send its burst, then one a (60 / perMinute) seconds; other addresses are apart', () => {
    const limiter = createBeaconLimiter({ perMinute: 60, burst: 3 });
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a', 1, t))).toEqual([true, true, true, false]);
    expect(limiter.take('b', 1, t)).toBe(true);
    expect(limiter.take('a', 1, t + 500)).toBe(false);
    expect(limiter.take('a', 1, t + 1000)).toBe(true);
  });

  it('takes several beacons’ tokens at once, all or none', () => {
    const limiter = createBeaconLimiter({ perMinute: 60, burst: 10 });
    const t = 1_000_000;
    expect(limiter.take('a', 7, t)).toBe(true);
    expect(limiter.take('a', 4, t)).toBe(false); // 3 left: none taken
    expect(limiter.take('a', 3, t)).toBe(true);
    expect(limiter.take('a', 1, t)).toBe(false);
    expect(limiter.take('b', 11, t)).toBe(false); // more than the burst: never
  });

  it('forgets addresses whose bucket is full again, and holds at most maxTracked', () => {
    const limiter = createBeaconLimiter({ perMinute: 60, burst: 2, maxTracked: 3 });
    for (const address of ['a', 'b', 'c']) limiter.take(address, 1, 0);
    limiter.take('d', 1, 10_000); // the others are full again by then
    expect(limiter.size()).toBe(1);
    for (const address of ['e', 'f', 'g', 'h']) limiter.take(address, 1, 10_000);
    expect(limiter.size()).toBeLessThanOrEqual(3);
  });

  it('stores at most 20 beacons a minute from one client however they are packed (ten a body)', async () => {
    const token = await pageToken();
    const ten = JSON.stringify(Array.from({ length: 10 }, () => viewWith(token)));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(ten, {}, '127.0.0.10')).status);
    expect(statuses).toEqual([204, 204, 429]);
    expect(store.records).toHaveLength(20);
    expect((await post(JSON.stringify(viewWith(token)), {}, '127.0.0.10')).status).toBe(429);
    expect(store.records).toHaveLength(20);
  });

  it('counts the beacons a token does not save: ten tokenless ones spend ten', async () => {
    const token = await pageToken();
    const forged = JSON.stringify(Array.from({ length: 10 }, () => viewWith('pv1.e30.bm90LWEtbWFj')));
    expect((await post(forged, {}, '127.0.0.11')).status).toBe(403);
    expect((await post(forged, {}, '127.0.0.11')).status).toBe(403);
    expect((await post(JSON.stringify(viewWith(token)), {}, '127.0.0.11')).status).toBe(429);
    expect(store.records).toEqual([]);
  });
});

it('writes one structured Cloud Logging line per record in production', async () => {
  const lines: string[] = [];
  const record: FieldRecord = {
    at: at.toISOString(),
    kind: 'view',
    address: '/',
    lng: 'en',
    remote: 'shell',
    releases: [],
    navigation_type: 'navigate',
  };
  await cloudLoggingSink((line) => lines.push(line)).append([record]);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.endsWith('\n')).toBe(true);
  // Cloud Logging's two fields, then the record's own, each as it was.
  expect(JSON.parse(lines[0]!)).toEqual({ severity: 'INFO', message: 'field', ...record });
});
