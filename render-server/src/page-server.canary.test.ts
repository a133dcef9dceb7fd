// A canary through the render server's handler: visitors drawn once into the canary's share or out
// of it, each keeping their side on every page, the pages of the two sides cached apart, and no cookie once the
// canary ends. Stand-ins for the current and canary renderers; the worker thread itself is run by the e2e test.
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { Canary } from '@stallions/shared-config/releases';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import type { TrackRenderer } from './canary-track';
import { addressOf } from './page-request';
import { listenPageServerForFile, standInMethods, standInPage, standInRoutes } from './test-page-server';

const appHtml =
  '<!doctype html><html lang=en dir=ltr><head><title>Stallions Club</title></head><body><div id=root></div></body></html>';

let canaries: Canary[] = [{ remote: 'getInvolved', id: 'b2', percent: 50 }];

function standIn(release: string): ShellRenderer {
  return {
    ...standInMethods,
    render: async (page) =>
      standInPage({
        head: '<title>Join</title>',
        html: `<main data-release="${release}">${addressOf(page)}</main>`,
        releases: { getInvolved: release },
      }),
    remoteVersions: () => ({ getInvolved: release }),
    canaries: () => canaries,
    routes: () => standInRoutes(['/get-involved/join', '/get-involved/donate']),
  };
}

let started = 0;
let closed = 0;

const server = listenPageServerForFile({
  appHtml,
  renderer: standIn('a1'),
  startCanary: async (): Promise<TrackRenderer> => {
    started++;
    return { ...standIn('b2'), close: async () => void closed++ };
  },
  config: testRuntimeConfig(),
  headers: {},
});

const get = (path: string, cookie?: string) =>
  fetch(`${server.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];

it('draws each new visitor once (about half in a 50% canary), who then sees the same release on every page', async () => {
  const sides: string[] = [];
  for (let visitor = 0; visitor < 200; visitor++) {
    const first = await get('/fr/get-involved/join');
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^__session=(canary|current)\.[0-9a-f]{10}$/);
    // Theirs alone: no shared cache keeps the answer that drew them.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('set-cookie')).toContain('HttpOnly');
    const release = first.headers.get('x-site-releases');
    sides.push(release!);
    for (const path of ['/fr/get-involved/donate', '/fr/get-involved/join']) {
      const next = await get(path, cookie);
      expect(next.headers.get('x-site-releases')).toBe(release);
      expect(next.headers.get('set-cookie')).toBeNull();
      // The CDN keeps a page for each side (the cookie's two values), no more.
      expect(next.headers.get('cache-control')).toContain('s-maxage');
      expect(next.headers.get('vary')).toContain('Cookie');
    }
  }
  const inCanary = sides.filter((release) => release === 'getInvolved=b2').length;
  expect(inCanary).toBeGreaterThanOrEqual(70);
  expect(inCanary).toBeLessThanOrEqual(130);
  expect(started).toBe(1);
});

it('the canary page comes from the canary renderer, cached apart from the current one', async () => {
  const first = await get('/fr/get-involved/join');
  const cookie = cookieOf(first)!;
  const key = cookie.split('.')[1];
  const canaryPage = await (await get('/fr/get-involved/join', `__session=canary.${key}`)).text();
  const currentPage = await (await get('/fr/get-involved/join', `__session=current.${key}`)).text();
  expect(canaryPage).toContain('data-release="b2"');
  expect(currentPage).toContain('data-release="a1"');
  // A cookie of another canary (or none of ours) draws the visitor afresh.
  expect(cookieOf(await get('/fr/get-involved/join', '__session=canary.0000000000'))).toMatch(/^__session=/);
});

it('once the canary ends: every visitor gets the current release, no cookie, and the canary renderer stops', async () => {
  canaries = [];
  const response = await get('/fr/get-involved/join', '__session=canary.0123456789');
  expect(response.headers.get('x-site-releases')).toBe('getInvolved=a1');
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(response.headers.get('vary')).not.toContain('Cookie');
  await new Promise((done) => setTimeout(done, 10));
  expect(closed).toBe(1);
});
