import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { formManifests, hostSharedFiles, islandFiles, prefetchIslandsWhenIdle } from './prefetch-islands';

const config = testRuntimeConfig();
const manifestUrl = config.remotes.getInvolved!.manifest;

/** A remote's mf-manifest.json, as @module-federation/enhanced writes it (the parts read). */
const manifest = (metaData: Record<string, unknown> = { publicPath: 'auto' }) => ({
  id: 'getInvolved',
  name: 'getInvolved',
  metaData: { name: 'getInvolved', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
  shared: [{ name: 'react', assets: { js: { sync: ['react.1a2b3c.js'], async: [] } } }],
  remotes: [],
  exposes: [
    {
      id: 'getInvolved:routes',
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['routes.9f.js'], async: [] } },
    },
    {
      id: 'getInvolved:islands',
      name: 'islands',
      path: './islands',
      assets: { js: { sync: ['__federation_expose_islands.0c4d.js', 'forms.77aa.js'], async: ['form-schemas.12.js'] } },
    },
  ],
});

/** A page with a form island of the remote, and one with only the carousel (an island that loads when visible). */
const formPage = (load = 'interaction') => `
  <div data-island="island-getInvolved-joinForm" data-island-load="${load}"><form></form></div>
  <script type="application/json" id="island-getInvolved-joinForm">${JSON.stringify({ remote: 'getInvolved', name: 'joinForm' })}</script>
  <script type="application/json" id="page-state">${JSON.stringify({ lng: 'en', config })}</script>`;

describe('the files of a remote’s islands, from its manifest', () => {
  it('are its entry, the sync JS of its ./islands expose and its form checks, under the manifest’s folder for "auto"', () => {
    const base = new URL('.', manifestUrl).href;
    expect(islandFiles(manifest(), manifestUrl)).toEqual([
      `${base}remoteEntry.js`,
      `${base}__federation_expose_islands.0c4d.js`,
      `${base}forms.77aa.js`,
      `${base}form-schemas.12.js`,
    ]);
  });

  it('are under the manifest’s own public path when it names one, the entry in its folder', () => {
    const files = islandFiles(
      manifest({
        publicPath: 'https://cdn.example/gi/r42/',
        remoteEntry: { name: 'remoteEntry.js', path: './entry/' },
      }),
      manifestUrl,
    );
    expect(files[0]).toBe('https://cdn.example/gi/r42/entry/remoteEntry.js');
    expect(files[1]).toBe('https://cdn.example/gi/r42/__federation_expose_islands.0c4d.js');
  });

  it('are none for a manifest that is not one, or whose public path is code', () => {
    expect(islandFiles(null, manifestUrl)).toEqual([]);
    expect(islandFiles({ exposes: 'x' }, manifestUrl)).toEqual([]);
    expect(
      islandFiles({ ...manifest(), metaData: { getPublicPath: 'return "/"', remoteEntry: {} } }, manifestUrl),
    ).toEqual([]);
  });
});

describe('the host’s shared files the islands run, from its own manifest', () => {
  const host = 'https://club.example/mf-manifest.json';
  const hostManifest = {
    shared: [
      { name: 'react-dom', assets: { js: { sync: ['325.aa.js'], async: [] } } },
      { name: '@stallions/shared-ui/browser', assets: { js: { sync: ['278.bb.js', '897.cc.js'] } } },
      { name: '@stallions/shared-ui', assets: { js: { sync: ['900.dd.js'] } } },
      { name: '@stallions/shared-router', assets: { js: { sync: ['901.ee.js'] } } },
      { name: 'firebase/app', assets: { js: { sync: ['913.ff.js'] } } },
    ],
  };

  it('are every shared module’s files but the server’s router and design system, and Firebase', () => {
    expect(hostSharedFiles(hostManifest, host)).toEqual([
      'https://club.example/325.aa.js',
      'https://club.example/278.bb.js',
      'https://club.example/897.cc.js',
    ]);
    expect(hostSharedFiles({ shared: 'x' }, host)).toEqual([]);
  });
});

describe('prefetching a form’s code when the page is idle', () => {
  let fetchMock: jest.Mock;
  let idle: (() => void)[];
  let readyState: jest.SpyInstance | undefined;

  beforeEach(() => {
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
    idle = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    fetchMock = jest.fn(async (url: string) =>
      url === manifestUrl
        ? { ok: true, json: async () => manifest() }
        : url.endsWith('/mf-manifest.json')
          ? { ok: true, json: async () => ({ shared: [{ name: 'react', assets: { js: { sync: ['696.js'] } } }] }) }
          : { ok: true },
    );
    window.fetch = fetchMock as unknown as typeof fetch;
    Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  });
  afterEach(() => {
    readyState?.mockRestore();
    readyState = undefined;
    delete (window as Partial<Window>).requestIdleCallback;
    jest.useRealTimers();
  });

  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('after load and when idle: the islands’ host, the remote’s manifest, entry and islands files, run by nothing', async () => {
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = formPage();
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(window.requestIdleCallback).not.toHaveBeenCalled(); // the page's own images and fonts first
    window.dispatchEvent(new Event('load'));
    expect(fetchMock).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    await settle();
    await settle();
    // The host's files by prefetch hints (its origin), the remote's by low-priority fetches.
    expect(prefetched()).toEqual([new URL('/islands.js', location.href).href, new URL('/696.js', location.href).href]);
    const base = new URL('.', manifestUrl).href;
    expect(fetchMock.mock.calls).toEqual([
      [new URL('/mf-manifest.json', location.href).href],
      [manifestUrl],
      [`${base}remoteEntry.js`, expect.objectContaining({ mode: 'no-cors', priority: 'low' })],
      [`${base}__federation_expose_islands.0c4d.js`, expect.objectContaining({ mode: 'no-cors' })],
      [`${base}forms.77aa.js`, expect.objectContaining({ mode: 'no-cors' })],
      [`${base}form-schemas.12.js`, expect.objectContaining({ mode: 'no-cors' })],
    ]);
    // Fetched into the cache, never run: no script element was added.
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('waits a moment after load where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    document.body.innerHTML = formPage();
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(prefetched()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(prefetched()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(manifestUrl);
  });

  it('fetches nothing on a page without a form, under Save-Data, or once the code has been asked for', () => {
    document.body.innerHTML = formPage('visible');
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    document.body.innerHTML = formPage();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: false } });
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js', started: () => true });
    idle.forEach((run) => run());
    expect(prefetched()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the forms’ remotes from the page: their data and the page’s runtime config', () => {
    document.body.innerHTML = formPage();
    expect(formManifests(document)).toEqual([manifestUrl]);
    document.getElementById('page-state')!.textContent = '{';
    expect(formManifests(document)).toEqual([]);
  });

  it('shrugs off a remote that is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    document.body.innerHTML = formPage();
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    idle.forEach((run) => run());
    await settle();
    expect(prefetched()).toHaveLength(1);
  });
});
