// POST /api/field through the page server's handler: a beacon becomes a record with the server's time and the
// visitor's canary side (from their cookie, not the beacon); bad, oversized, foreign and too frequent beacons are
// refused, and no answer carries CORS headers.
import type { PageViewBeacon } from '@stallions/shared-config/field';
import type { RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import type { Canary } from '@stallions/shared-config/releases';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { canaryGroup } from '../canary-visitors';
import { listenPageServer, type TestPageServer } from '../test-page-server';
import { createBeaconLimiter } from './beacon-limiter';
import { cloudLoggingSink, memoryFieldRecords } from './records';

const appHtml = '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>';
let canaries: Canary[] = [];

const renderer: ShellRenderer = {
  async render(): Promise<RenderedPage> {
    return {
      kind: 'page',
      status: 200,
      lang: 'en',
      dir: 'ltr',
      head: '',
      html: '',
      state: '{}',
      failedSections: [],
      releases: {},
    };
  },
  remoteVersions: () => ({}),
  checkRemotes: async () => undefined,
  canaries: () => canaries,
  sitePages: () => ['/'],
  formPages: () => [],
  landingPages: () => ({}),
  act: () => Promise.reject(new Error('no forms')),
  setTranslations: () => undefined,
  islandNames: async () => [],
};

const view: PageViewBeacon = {
  kind: 'view',
  address: '/get-involved/join',
  lng: 'en',
  remote: 'getInvolved',
  releases: { about: 'a1', getInvolved: 'g2', causes: 'c1', news: 'n1' },
  navigationType: 'navigate',
  lcp: { value: 900, phases: { ttfb: 100, loadDelay: 0, loadDuration: 0, renderDelay: 800 } },
  cls: { value: 0 },
  islands: [{ remote: 'getInvolved', name: 'JoinForm', ok: true }],
  errors: 0,
};

const store = memoryFieldRecords();
let server: TestPageServer;
const at = new Date('2026-12-01T09:00:00.000Z');

beforeAll(async () => {
  server = await listenPageServer({
    appHtml,
    renderer,
    config: testRuntimeConfig(),
    headers: { 'X-Content-Type-Options': 'nosniff' },
    field: { sink: store, beaconsPerMinute: 20, now: () => at },
    log: () => undefined,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  store.records.length = 0;
  canaries = [];
});

// Every request comes from 127.0.0.1, limited to 20 beacons a minute: the tests before the limiter's send
// fewer than that in all (refusals before the limiter — 403, 415, 413 — take no token).
// As a browser on the site's page sends a beacon: its Origin is the site's (testRuntimeConfig's siteUrl).
const post = (body: string, headers: Record<string, string | undefined> = {}) =>
  fetch(`${server.origin}/api/field`, {
    method: 'POST',
    body,
    headers: Object.fromEntries(
      Object.entries({
        'Content-Type': 'text/plain;charset=UTF-8',
        Origin: 'http://localhost:3000',
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  });

it('stores a page view with the server’s time and no side when no canary runs (204, no CORS)', async () => {
  const answer = await post(JSON.stringify(view), { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(store.records).toEqual([
    expect.objectContaining({ at: at.toISOString(), kind: 'view', remote: 'getInvolved', release: 'g2', lcp: 900 }),
  ]);
  expect(store.records[0]).not.toHaveProperty('side');
});

it('takes the side from the visitor’s __session cookie for the running canary, not from the beacon', async () => {
  canaries = [{ remote: 'getInvolved', id: 'g3', percent: 10 }];
  const key = canaryGroup(canaries)!.key;
  await post(JSON.stringify({ ...view, side: 'current' }), { Cookie: `__session=canary.${key}` });
  await post(JSON.stringify(view), { Cookie: `__session=current.${key}` });
  // A cookie of a canary that is over: no side.
  await post(JSON.stringify(view), { Cookie: '__session=canary.0123456789' });
  expect(store.records.map((record) => record.side)).toEqual(['canary', 'current', undefined]);
});

it.each([
  ['not JSON', 'hello', {}, 400],
  ['a beacon of another shape', JSON.stringify({ ...view, lcp: { value: -5 } }), {}, 400],
  ['a remote the site does not have', JSON.stringify({ ...view, remote: 'shop' }), {}, 400],
  ['a form post', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
  ['another site’s page', JSON.stringify(view), { 'Sec-Fetch-Site': 'cross-site' }, 403],
  ['another origin', JSON.stringify(view), { Origin: 'https://evil.example' }, 403],
  ['no Origin (no browser’s beacon)', JSON.stringify(view), { Origin: undefined }, 403],
  ['Origin: null', JSON.stringify(view), { Origin: 'null' }, 403],
  [
    'another origin whose Host says it is the site',
    JSON.stringify(view),
    { Origin: 'http://evil.example', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    403,
  ],
  ['a body past 8 KB', JSON.stringify({ ...view, address: `/${'a'.repeat(9000)}` }), {}, 413],
])('refuses %s', async (_case, body, headers, status) => {
  const answer = await post(body, headers);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  expect(store.records).toEqual([]);
});

it('refuses the origin the request’s own Host names when it is not the configured site’s', async () => {
  // server.origin is http://127.0.0.1:<port>, the Host this request carries; the site is http://localhost:3000.
  const answer = await post(JSON.stringify(view), { Origin: server.origin, 'Sec-Fetch-Site': 'same-origin' });
  expect(answer.status).toBe(403);
  expect(store.records).toEqual([]);
});

it('answers other methods as before: a GET of the address is a page address (no page there)', async () => {
  const answer = await fetch(`${server.origin}/api/field`);
  expect(answer.status).not.toBe(204);
});

describe('the limiter', () => {
  it('lets an address send its burst, then one a (60 / perMinute) seconds; other addresses are apart', () => {
    const limiter = createBeaconLimiter({ perMinute: 60, burst: 3 });
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a', t))).toEqual([true, true, true, false]);
    expect(limiter.take('b', t)).toBe(true);
    expect(limiter.take('a', t + 500)).toBe(false);
    expect(limiter.take('a', t + 1000)).toBe(true);
  });

  it('forgets addresses whose bucket is full again, and holds at most maxTracked', () => {
    const limiter = createBeaconLimiter({ perMinute: 60, burst: 2, maxTracked: 3 });
    for (const address of ['a', 'b', 'c']) limiter.take(address, 0);
    limiter.take('d', 10_000); // the others are full again by then
    expect(limiter.size()).toBe(1);
    for (const address of ['e', 'f', 'g', 'h']) limiter.take(address, 10_000);
    expect(limiter.size()).toBeLessThanOrEqual(3);
  });

  it('answers 429 past the limit through the endpoint', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await post(JSON.stringify(view))).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(20);
  });
});

it('writes one structured Cloud Logging line per record in production', async () => {
  const lines: string[] = [];
  await cloudLoggingSink((line) => lines.push(line)).append([
    {
      at: at.toISOString(),
      kind: 'view',
      address: '/',
      lng: 'en',
      remote: 'shell',
      releases: [],
      navigation_type: 'navigate',
    },
  ]);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.endsWith('\n')).toBe(true);
  expect(JSON.parse(lines[0]!)).toEqual({
    severity: 'INFO',
    message: 'field',
    at: at.toISOString(),
    kind: 'view',
    address: '/',
    lng: 'en',
    remote: 'shell',
    releases: [],
    navigation_type: 'navigate',
  });
});
