// Field data that cannot steer the judge (issue 46), on a local-cloud of its own with a release store, a field
// store and a beacon limit of its own (30 beacons a minute per client):
// 1. A real page's beacon is stored with the releases the page was rendered with and its side (the control);
//    forged beacons store nothing: no Origin, another Origin, Origin: null, a made-up release in the beacon
//    (stored with the token's release instead) or in a token the server never signed, a missing token, a token
//    tampered with; a valid token replayed 500 times from one client stores no more than the limit allows.
// 2. A same-build canary published with --auto, flooded from one client by failing page views (LCP 59 s, every
//    island failed, errors) beside twenty real-looking clients on the current side: the render server's scheduled
//    judgement says "not enough trustworthy data" and moves nothing (logged with its reason); the same records
//    judged without the client rules (a copy of the pointer with a permissive policy) would fail it.
// Beacons are posted as a script would (Node's http, from loopback addresses of the test's choosing: each address
// is its own client to the server), with the page's real token read from its state (`fieldToken`).
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldRecord } from '@stallions/shared-config/field';
import { localFieldRecords } from '@stallions/local-cloud/field-records';
import { LocalDatabase } from '@stallions/local-cloud/store';
import { npmScript } from './support/commands';
import { expect, test } from './support/fixtures';
import { serveFromOwnFolder } from './support/own-server';
import { ownPorts, serverChangeCeiling } from './support/env';
import { scriptPost } from './support/script-post';
import { leavePage, pageScriptRan } from './support/site';

const ports = ownPorts('field-forgery');
const shell = `http://localhost:${ports.base}`;
const joinPath = '/get-involved/join';
/** The server's limit here: few enough that 500 replays are far past it. */
const beaconsPerMinute = 30;

test.describe('field data that cannot steer the judge', () => {
  test.describe.configure({ mode: 'serial' });
  /** What the servers wrote to stderr: the render server's scheduled judgements are logged there. */
  let serverLog = '';
  const work = serveFromOwnFolder('field-forgery', ports, 120_000, (folder) => ({
    env: {
      RELEASES_DIR: join(folder, 'releases'),
      FIELD_BEACONS_PER_MINUTE: String(beaconsPerMinute),
      // A canary with --auto is judged every 3 s here (5 minutes by default).
      CANARY_JUDGE_INTERVAL_MS: '3000',
    },
    onErrorOutput: (text) => (serverLog += text),
  }));
  const store = () => join(work(), 'releases');
  const dataDir = () => join(work(), '.data');

  /** `npm run -s release -- getInvolved …` against a store (this test's by default). */
  const release = (args: string[], releasesDir = store()) =>
    // The render checks alone: this spec tests the judge (gate.spec tests the gate's look).
    npmScript('release', ['getInvolved', ...args], {
      RELEASES_DIR: releasesDir,
      DATA_DIR: dataDir(),
      RELEASE_GATE_EYES: 'off',
    });

  /** The field records the server stored since `since` (read from its store, as the release command reads it). */
  async function storedSince(since: Date): Promise<FieldRecord[]> {
    const opened = await LocalDatabase.open(dataDir());
    try {
      return await localFieldRecords(opened).read({ since });
    } finally {
      await opened.close();
    }
  }

  /** A page as a visitor with `cookie` gets it: its releases, its drawn cookie, and its page view's token. */
  async function page(cookie?: string) {
    const get = () => fetch(`${shell}${joinPath}`, { headers: cookie ? { Cookie: cookie } : {} });
    const response = await get().catch(get); // a kept-alive connection closed just as it was reused
    const html = await response.text();
    return {
      releases: response.headers.get('x-site-releases') ?? '',
      setCookie: response.headers.get('set-cookie') ?? undefined,
      token: /<script type="application\/json" id="page-state">\{"fieldToken":"([\w.-]+)"/.exec(html)?.[1],
    };
  }

  /** A page view's beacon as the page script sends it. */
  const pageView = (token: string | undefined, changes: object = {}) => ({
    kind: 'view',
    address: joinPath,
    lng: 'en',
    remote: 'getInvolved',
    ...(token === undefined ? {} : { token }),
    navigationType: 'navigate',
    lcp: { value: 900, phases: { ttfb: 100, loadDelay: 0, loadDuration: 0, renderDelay: 800 } },
    cls: { value: 0 },
    islands: [{ remote: 'getInvolved', name: 'JoinForm', ok: true }],
    errors: 0,
    ...changes,
  });
  /** What an adversary measured the landed code with: LCP 59 s, every island failed, errors. */
  const failing = {
    lcp: { value: 59_000, phases: { ttfb: 100, loadDelay: 0, loadDuration: 0, renderDelay: 58_900 } },
    islands: [{ remote: 'getInvolved', name: 'JoinForm', ok: false, code: 'RUNTIME-008' }],
    errors: 3,
  };

  /** POST /api/field as a script sends it: exactly these headers (the site's Origin unless told), from `from`. */
  const postBeacons = (body: unknown, from: string, headers: Record<string, string> = { Origin: shell }) =>
    scriptPost(`${shell}/api/field`, typeof body === 'string' ? body : JSON.stringify(body), {
      from,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    });

  /** The token with its payload changed and its MAC kept. */
  function tampered(token: string, change: (payload: { r: Record<string, string>; s: string }) => void) {
    const [version, payload, mac] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      r: Record<string, string>;
      s: string;
    };
    change(claims);
    return `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
  }

  test('forged beacons store nothing beyond what the limit allows; a real page’s beacon is stored', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const served = await page();
    const token = served.token!;
    expect(token, 'the page carries its page view’s token').toMatch(/^pv1\.[\w-]+\.[\w-]{43}$/);
    const live = Object.fromEntries(served.releases.split(', ').map((pair) => pair.split('=') as [string, string]));

    // The control: a real visitor's page view, sent by the page script as they leave, is stored with the releases
    // the page was rendered with, the current side and a client (a keyed hash, never the address).
    const started = new Date();
    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      expect((await visitor.goto(`${shell}${joinPath}`))?.status()).toBe(200);
      await pageScriptRan(visitor);
      await leavePage(visitor); // pagehide: the beacon goes
      await expect
        .poll(async () => (await storedSince(started)).some((record) => record.kind === 'view'), { timeout: 30_000 })
        .toBe(true);
    } finally {
      await context.close();
    }
    const real = (await storedSince(started)).find((record) => record.kind === 'view');
    expect(real).toMatchObject({ kind: 'view', address: joinPath, release: live.getInvolved, side: 'current' });
    expect(Object.fromEntries(real!.releases.map(({ remote, release }) => [remote, release]))).toEqual(live);
    expect(real!.client).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(real)).not.toContain('127.0.0.1');

    // Each forgery from a client of its own (its own loopback address), answered and storing nothing.
    const forgeries: [string, unknown, string, Record<string, string>, number][] = [
      ['no Origin', pageView(token), '127.0.0.11', {}, 403],
      ['another Origin', pageView(token), '127.0.0.12', { Origin: 'https://evil.example' }, 403],
      ['Origin: null', pageView(token), '127.0.0.13', { Origin: 'null' }, 403],
      ['a missing token', pageView(undefined), '127.0.0.14', { Origin: shell }, 400],
      [
        'a made-up release in a token the server never signed',
        pageView(
          `pv1.${Buffer.from(JSON.stringify({ r: { getInvolved: 'made-up' }, s: 'canary' })).toString('base64url')}.${'A'.repeat(43)}`,
        ),
        '127.0.0.15',
        { Origin: shell },
        403,
      ],
      [
        'a tampered token (its release changed, its MAC kept)',
        pageView(tampered(token, (claims) => (claims.r.getInvolved = 'made-up'))),
        '127.0.0.16',
        { Origin: shell },
        403,
      ],
      [
        'a tampered token (its side changed, its MAC kept)',
        pageView(tampered(token, (claims) => (claims.s = 'canary'))),
        '127.0.0.17',
        { Origin: shell },
        403,
      ],
    ];
    for (const [what, beacon, from, headers, status] of forgeries) {
      const before = new Date();
      const answer = await postBeacons(beacon, from, headers);
      expect(answer.status, what).toBe(status);
      expect(answer.headers['access-control-allow-origin'], what).toBeUndefined();
      expect(await storedSince(before), what).toEqual([]);
    }

    // A made-up release in the beacon itself, with a valid token: stored with the token's release, never the
    // beacon's.
    const madeUp = new Date();
    const forged = pageView(token, { releases: { getInvolved: 'made-up', about: 'made-up' }, side: 'canary' });
    expect((await postBeacons(forged, '127.0.0.18')).status).toBe(204);
    const kept = await storedSince(madeUp);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ release: live.getInvolved, side: 'current' });
    expect(JSON.stringify(kept)).not.toContain('made-up');

    // A valid token replayed 500 times from one client: at most the limit (its burst, and what refills meanwhile).
    const replayed = new Date();
    const body = JSON.stringify(pageView(token, failing));
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) statuses.push((await postBeacons(body, '127.0.0.19')).status);
    const seconds = (Date.now() - replayed.getTime()) / 1000;
    const allowed = beaconsPerMinute + Math.ceil((seconds * beaconsPerMinute) / 60);
    const stored = await storedSince(replayed);
    expect(stored.length).toBe(statuses.filter((status) => status === 204).length);
    expect(stored.length).toBeGreaterThanOrEqual(beaconsPerMinute);
    expect(stored.length).toBeLessThanOrEqual(allowed);
    expect(statuses.filter((status) => status === 429).length).toBe(500 - stored.length);
    // …from one client, as the judgement will see it.
    expect(new Set(stored.map((record) => record.client)).size).toBe(1);

    // Packed ten to a body, the same limit: beacons count, not requests.
    const packed = new Date();
    const ten = JSON.stringify(Array.from({ length: 10 }, () => pageView(token, failing)));
    const packedStatuses: number[] = [];
    for (let i = 0; i < 10; i++) packedStatuses.push((await postBeacons(ten, '127.0.0.20')).status);
    const packedStored = await storedSince(packed);
    expect(packedStatuses.slice(0, 3)).toEqual([204, 204, 204]);
    expect(packedStored.length).toBeLessThanOrEqual(beaconsPerMinute + 10);
    expect(packedStored.length).toBe(10 * packedStatuses.filter((status) => status === 204).length);
  });

  test('a same-build canary flooded from one client is judged not enough trustworthy data, and --auto moves nothing', async () => {
    test.setTimeout(240_000);
    const a = await release(['--dist', 'get-involved-mfe/dist', '--id', 'rel-a']);
    expect(a.status, a.err).toBe(0);
    await expect
      .poll(async () => (await page()).releases, { timeout: serverChangeCeiling, intervals: [250] })
      .toContain('getInvolved=rel-a');
    // A few page views a side are enough to judge here; the client rules are the defaults (at most 10% of a side
    // from one client, 20 clients a side).
    mkdirSync(join(store(), 'getInvolved'), { recursive: true });
    writeFileSync(join(store(), 'getInvolved', 'policy.json'), JSON.stringify({ minPageViews: 5, minMetricValues: 5 }));

    const same = await release(['--dist', 'get-involved-mfe/dist', '--id', 'rel-same', '--canary', '50', '--auto']);
    expect(same.status, same.err).toBe(0);
    await expect.poll(async () => (await page()).setCookie, { timeout: serverChangeCeiling }).toMatch(/^__session=/);
    const key = /^__session=(?:canary|current)\.(\w+)/.exec((await page()).setCookie ?? '')?.[1];
    expect(key).toBeDefined();
    // Anyone gets either side's page (and its token) by sending the cookie.
    const canaryPage = await page(`__session=canary.${key}`);
    const currentPage = await page(`__session=current.${key}`);
    expect(canaryPage.releases).toContain('getInvolved=rel-same');
    expect(currentPage.releases).toContain('getInvolved=rel-a');
    expect(canaryPage.token).toBeDefined();
    expect(currentPage.token).toBeDefined();

    // The flood: twenty failing page views on the canary's side from one client, two bodies of ten; the current
    // side's page views come from twenty clients, one each.
    const flooded = new Date();
    const flood = JSON.stringify(Array.from({ length: 10 }, () => pageView(canaryPage.token, failing)));
    for (let i = 0; i < 2; i++) expect((await postBeacons(flood, '127.0.0.50')).status).toBe(204);
    for (let i = 0; i < 20; i++)
      expect((await postBeacons(pageView(currentPage.token), `127.0.1.${i + 1}`)).status).toBe(204);
    const records = await storedSince(flooded);
    expect(records.filter((record) => record.side === 'canary' && record.release === 'rel-same')).toHaveLength(20);
    expect(records.filter((record) => record.side === 'current' && record.release === 'rel-a')).toHaveLength(20);

    // The render server judges it on its schedule (every 3 s here): not enough trustworthy data, and why.
    const judged = /getInvolved's canary rel-same judged on its schedule: not enough trustworthy data \(([^\n]*)\)/;
    await expect
      .poll(() => judged.exec(serverLog)?.[1], { timeout: 90_000, intervals: [1_000] })
      .toContain('canary: 0 clients counted; the policy asks for 20 a side');
    expect(judged.exec(serverLog)![1]).toContain('the canary stays, nothing is promoted or rolled back');
    // …and never acts: no rollback, no promotion; the canary is still live and served.
    expect(serverLog).not.toMatch(/canary rel-same (rolled back|promoted)/);
    expect((await release(['--list'])).out).toMatch(
      /^rel-same {2}\S+ {2}canary 50% \(judged on a schedule\) {2}gate: render checks only, .*$/m,
    );
    expect((await page(`__session=canary.${key}`)).releases).toContain('getInvolved=rel-same');

    // The judgement a person would print: the figures, and the client rules behind the verdict.
    const printed = await release(['--judge']);
    expect(printed.status, printed.err).toBe(4);
    expect(printed.out.split('\n')[0]).toBe('not enough trustworthy data');
    expect(printed.out).toMatch(/^page views: canary 20, current 20, on 1 pages$/m);
    expect(printed.out).toMatch(
      /^clients: canary 0 \(0 page views counted, at most 0 a client, 20 left out\), current 20 \(20 page views counted, at most 1 a client, 0 left out\)$/m,
    );

    // The control: the same records under a policy without the client rules (a copy of the pointer, so the live
    // canary is not touched) fail the canary: the rollback the flood was after.
    const control = join(work(), 'control');
    mkdirSync(join(control, 'getInvolved'), { recursive: true });
    cpSync(join(store(), 'getInvolved', 'pointer.json'), join(control, 'getInvolved', 'pointer.json'));
    writeFileSync(
      join(control, 'getInvolved', 'policy.json'),
      JSON.stringify({ minPageViews: 5, minMetricValues: 5, maxClientShare: 1, minClients: 1 }),
    );
    const uncapped = await release(['--judge'], control);
    expect(uncapped.out.split('\n')[0], uncapped.out).toBe('fail');
    expect(uncapped.status).toBe(2);

    // Still nothing moved by the schedule meanwhile.
    expect((await release(['--list'])).out).toMatch(
      /^rel-same {2}\S+ {2}canary 50% \(judged on a schedule\) {2}gate: render checks only, .*$/m,
    );
  });
});
