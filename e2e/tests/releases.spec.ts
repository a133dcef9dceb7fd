// A section team's releases, on a local-cloud of their own with a release store of its own: the
// getInvolved remote published as release A, then B (a visible change to its join page), B rolled back, a build
// that throws on one page refused by the gate, B as a 50% canary, ended by --rollback and by --promote, and
// rollbacks down to the unversioned build the site served before the first release. A
// page rendered with A and served later, as a CDN serves a stale page, hydrates with A's code only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { releaseCommand } from './support/commands';
import { expect, test } from './support/fixtures';
import { ownPorts, serverChangeCeiling } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { fixtureBuild, fixtureDist, releaseBTitle } from '../fixtures/builds';

const ports = ownPorts('releases');
const shell = `http://localhost:${ports.base}`;
const getInvolvedOrigin = `http://localhost:${ports.base + 2}`;
const joinPath = '/get-involved/join';
const titleA = 'Apply for membership';
const titleB = releaseBTitle;

test.describe('releases of one remote', () => {
  test.describe.configure({ mode: 'serial' });
  const work = serveFromOwnFolder('releases', ports, 420_000, async (folder) => {
    await fixtureBuild('release-b');
    await fixtureBuild('broken');
    return { env: { RELEASES_DIR: join(folder, 'releases') } };
  });
  // B: the join page's title changed, as a team's next release would change it; broken: a release that cannot
  // render one of its pages on the server (fixtures/builds.ts).
  const buildB = () => fixtureDist('release-b');
  const buildBroken = () => fixtureDist('broken');
  const store = () => join(work(), 'releases');

  /** `npm run -s release -- getInvolved …` against this test's store. */
  const release = (...args: string[]) =>
    // The render checks alone: this spec tests the pointer's moves (gate.spec tests the gate's look).
    releaseCommand('getInvolved', args, { RELEASES_DIR: store(), RELEASE_GATE_EYES: 'off' });
  /** The server's page, as a visitor with `cookie` (or a new one) gets it (fetch: no cookie jar between calls). */
  const page = async (path = joinPath, cookie?: string) => {
    const get = () => fetch(`${shell}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    // Once more if a kept-alive connection was closed by the server just as it was reused ("other side closed").
    const response = await get().catch(get);
    return {
      html: await response.text(),
      releases: response.headers.get('x-site-releases') ?? '',
      setCookie: response.headers.get('set-cookie') ?? undefined,
      vary: response.headers.get('vary') ?? '',
    };
  };
  /** Polls the server's page until it is rendered with `id` (how soon is `npm run load`'s budget). */
  async function servedWith(id: string) {
    await expect
      .poll(async () => (await page()).releases, { timeout: serverChangeCeiling, intervals: [250] })
      .toContain(`getInvolved=${id}`);
  }

  test('publish A and B, each served; a stale A page hydrates with A’s code; rollback; the gate', async ({
    page: browserPage,
  }) => {
    test.setTimeout(180_000);
    const a = release('--dist', 'get-involved-mfe/dist', '--id', 'rel-a');
    expect(a.status, a.err).toBe(0);
    expect(a.out).toBe('rel-a');
    await servedWith('rel-a');
    const pageA = await page();
    expect(pageA.html).toContain(`>${titleA}</h1>`);
    expect(pageA.html).toContain(`${getInvolvedOrigin}/releases/rel-a/mf-manifest.json`);
    expect(pageA.releases).toMatch(
      /^about=unreleased-\w+, getInvolved=rel-a, causes=unreleased-\w+, news=unreleased-\w+$/,
    );

    const b = release('--dist', buildB(), '--id', 'rel-b');
    expect(b.status, b.err).toBe(0);
    await servedWith('rel-b');
    const pageB = await page();
    expect(pageB.html).toContain(`>${titleB}</h1>`);
    expect(pageB.html).toContain('data-build="release-b"');

    // The A page as a CDN serves it stale, after B went live: its islands load A's files and nothing else.
    const remoteFiles: string[] = [];
    browserPage.on('request', (req) => {
      if (req.url().startsWith(getInvolvedOrigin)) remoteFiles.push(new URL(req.url()).pathname);
    });
    await browserPage.route(`${shell}${joinPath}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: pageA.html }),
    );
    // A page fulfilled by the test (not by a server) has no address of its own: allow it the loopback remotes.
    await browserPage.context().grantPermissions(['local-network-access']);
    await browserPage.clock.install();
    await browserPage.goto(`${shell}${joinPath}`); // the fixture waits for the islands and fails on a hydration error
    await expect(browserPage.locator('main h1').first()).toHaveText(titleA);
    // The form is A's code, hydrated: it validates in the browser.
    await browserPage.clock.fastForward(4_000);
    await browserPage.getByRole('button', { name: 'Submit my application' }).click();
    await expect(browserPage.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    expect(remoteFiles).toContain('/releases/rel-a/remoteEntry.js');
    expect(
      remoteFiles.filter((path) => !path.startsWith('/releases/rel-a/')),
      remoteFiles.join('\n'),
    ).toEqual([]);

    // Back to A, with no build.
    const back = release('--rollback');
    expect(back.status, back.err).toBe(0);
    expect(back.out).toBe('rel-a');
    await servedWith('rel-a');
    expect((await page()).html).toContain(`>${titleA}</h1>`);

    // A release that throws on one page is refused: the pointer stays, nothing of it is kept.
    const broken = release('--dist', buildBroken(), '--id', 'rel-broken');
    expect(broken.status).toBe(1);
    expect(broken.err).toContain('release rel-broken is refused by the gate; the pointer stays at rel-a');
    expect(broken.err).toMatch(/\/get-involved\/project: the section fell back/);
    expect(existsSync(join(store(), 'getInvolved', 'rel-broken'))).toBe(false);
    expect(release('--list').out.split('\n')).toEqual([
      expect.stringMatching(/^rel-a {2}\S+ {2}current {2}gate: render checks only, /),
      expect.stringMatching(/^rel-b {2}\S+ {2}gate: render checks only, /),
    ]);
    await new Promise((done) => setTimeout(done, 6_000)); // past a pointer check
    expect((await page()).releases).toContain('getInvolved=rel-a');
  });

  /** 200 fresh visitors, each on three pages; how many got the canary. */
  async function visitors(canaryId: string) {
    let inCanary = 0;
    for (let visitor = 0; visitor < 200; visitor++) {
      const first = await page();
      const cookie = first.setCookie?.split(';')[0];
      expect(cookie).toMatch(/^__session=(canary|current)\./);
      if (first.releases.includes(`getInvolved=${canaryId}`)) inCanary++;
      for (const path of ['/fr/get-involved/donate', '/ar/get-involved/join']) {
        const next = await page(path, cookie);
        expect(next.releases, `visitor ${visitor} on ${path}`).toBe(first.releases);
      }
    }
    return inCanary;
  }

  test('a 50% canary: about half of 200 new visitors, each on one release throughout; --rollback and --promote end it', async () => {
    test.setTimeout(240_000);
    const canary = release('--dist', buildB(), '--id', 'rel-b', '--canary', '50');
    expect(canary.status, canary.err).toBe(0);
    expect(release('--list').out).toMatch(/rel-b {2}\S+ {2}canary 50%/);
    // Once the server has read the pointer, it draws each new visitor (a cookie is set only while a canary runs).
    await expect.poll(async () => (await page()).setCookie, { timeout: serverChangeCeiling }).toMatch(/^__session=/);
    const key = /__session=\w+\.(\w+)/.exec((await page()).setCookie ?? '')?.[1];
    expect((await page(joinPath, `__session=canary.${key}`)).html).toContain(`>${titleB}</h1>`);
    expect((await page(joinPath, `__session=current.${key}`)).html).toContain(`>${titleA}</h1>`);
    const count = await visitors('rel-b');
    expect(count).toBeGreaterThanOrEqual(70);
    expect(count).toBeLessThanOrEqual(130);

    // --rollback ends it: everyone on A, no cookie.
    const ended = release('--rollback');
    expect(ended.status, ended.err).toBe(0);
    await expect
      .poll(async () => (await page(joinPath, `__session=canary.${key}`)).releases, { timeout: serverChangeCeiling })
      .toContain('getInvolved=rel-a');
    expect((await page()).setCookie).toBeUndefined();

    // Again, then --promote: everyone on B.
    expect(release('--dist', buildB(), '--id', 'rel-b', '--canary', '50').status).toBe(0);
    await expect.poll(async () => (await page()).setCookie, { timeout: serverChangeCeiling }).toBeDefined();
    const promoted = release('--promote');
    expect(promoted.status, promoted.err).toBe(0);
    expect(promoted.out).toBe('rel-b');
    await expect
      .poll(async () => (await page(joinPath, `__session=current.${key}`)).releases, { timeout: serverChangeCeiling })
      .toContain('getInvolved=rel-b');
    const after = await page();
    expect(after.setCookie).toBeUndefined();
    expect(after.html).toContain(`>${titleB}</h1>`);
    expect(release('--list').out).toMatch(/rel-b {2}\S+ {2}current {2}gate: render checks only, /);
  });

  test('the first release rolled back: the site serves the unversioned build it served before', async () => {
    test.setTimeout(120_000);
    expect(release('--rollback').out).toBe('rel-a'); // B promoted over A: back to A
    const first = release('--rollback');
    expect(first.status, first.err).toBe(0);
    expect(first.out).toBe('');
    expect(first.err).toContain('current: the unversioned build (what the site served before the first release)');
    await servedWith('unreleased-');
    const served = await page();
    expect(served.html).toContain(`>${titleA}</h1>`);
    expect(served.html).toContain(`${getInvolvedOrigin}/mf-manifest.json`);
    // Nothing further back; the releases are all kept, none current.
    const none = release('--rollback');
    expect(none.status).toBe(1);
    expect(none.err).toContain('there is no release to roll back: the site serves the unversioned build');
    expect(release('--list').out.split('\n')).toEqual([
      expect.stringMatching(/^rel-a {2}\S+ {2}gate: render checks only, /),
      expect.stringMatching(/^rel-b {2}\S+ {2}gate: render checks only, /),
    ]);
  });
});
