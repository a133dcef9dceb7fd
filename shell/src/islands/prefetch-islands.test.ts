import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { whenIslandsWanted } from './island-triggers';
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

  /** The files warmed: fetched the way a script element asks for them, never run. */
  const warmed = () =>
    fetchMock.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.mode === 'no-cors')
      .map(([url]) => url as string);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const islandsUrl = new URL('/islands.js', location.href).href;
  const hostManifestUrl = new URL('/mf-manifest.json', location.href).href;

  it('after load and when idle: the islands’ host, the remote’s manifest, entry and islands files, run by nothing', async () => {
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = formPage();
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(window.requestIdleCallback).not.toHaveBeenCalled(); // the page's own images and fonts first
    window.dispatchEvent(new Event('load'));
    expect(fetchMock).not.toHaveBeenCalled();
    idle.splice(0).forEach((run) => run());
    expect(fetchMock).toHaveBeenCalledTimes(3); // the islands' host and the two manifests
    // Then the manifests' files, each in an idle task of its own: never a burst of fetch calls in one task.
    const fetchesPerTask: number[] = [];
    for (let round = 0; round < 20; round++) {
      await settle();
      for (const run of idle.splice(0)) {
        const before = fetchMock.mock.calls.length;
        run();
        fetchesPerTask.push(fetchMock.mock.calls.length - before);
      }
    }
    expect(fetchesPerTask.filter((count) => count > 0)).toEqual([1, 1, 1, 1, 1]);
    // Every file by a low-priority fetch, the host's (its origin) and the remote's alike, each under the one signal.
    const base = new URL('.', manifestUrl).href;
    const low = expect.objectContaining({ priority: 'low', signal: expect.any(AbortSignal) });
    const asAScript = expect.objectContaining({
      mode: 'no-cors',
      credentials: 'include',
      priority: 'low',
      signal: expect.any(AbortSignal),
    });
    expect(fetchMock.mock.calls.slice(0, 3)).toEqual([
      [islandsUrl, asAScript],
      [hostManifestUrl, low],
      [manifestUrl, low],
    ]);
    expect(fetchMock.mock.calls.slice(3)).toEqual(
      expect.arrayContaining([
        [new URL('/696.js', location.href).href, asAScript],
        [`${base}remoteEntry.js`, asAScript],
        [`${base}__federation_expose_islands.0c4d.js`, asAScript],
        [`${base}forms.77aa.js`, asAScript],
        [`${base}form-schemas.12.js`, asAScript],
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(8);
    // Fetched into the cache, never run: no script element was added, no prefetch hint either.
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  it('waits a moment after load where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    document.body.innerHTML = formPage();
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(warmed()).toEqual([islandsUrl]);
    expect(fetchMock).toHaveBeenCalledWith(manifestUrl, expect.anything());
  });

  it('fetches nothing on a page without a form, under Save-Data, or once the code has been asked for', () => {
    document.body.innerHTML = formPage('visible');
    expect(prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' })).toBeUndefined();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    document.body.innerHTML = formPage();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: false } });
    prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js', started: () => true });
    idle.forEach((run) => run());
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
    expect(warmed()).toEqual([islandsUrl]);
  });

  describe('yields to the visitor', () => {
    let listeners: AbortController;
    beforeEach(() => {
      listeners = new AbortController();
    });
    afterEach(() => {
      listeners.abort();
      delete (window as { navigation?: EventTarget }).navigation;
    });

    /** The signals of every fetch made so far, and whether each was aborted. */
    const aborted = () =>
      fetchMock.mock.calls.map(([, init]) => Boolean((init as RequestInit | undefined)?.signal?.aborted));
    /** A manifest that answers only when the test says so (a slow line). */
    function slowManifests() {
      const answers: (() => void)[] = [];
      fetchMock.mockImplementation(
        (url: string) =>
          new Promise((resolve) => {
            const json = async () =>
              url === manifestUrl ? manifest() : { shared: [{ name: 'react', assets: { js: { sync: ['696.js'] } } }] };
            if (url.endsWith('mf-manifest.json') || url === manifestUrl)
              answers.push(() => resolve({ ok: true, json }));
            else resolve({ ok: true });
          }),
      );
      return { answerAll: () => answers.splice(0).forEach((answer) => answer()) };
    }
    /** A submit as the browser dispatches it, and what the browser would then do with it. */
    function submit(form: HTMLFormElement) {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return { navigates: !event.defaultPrevented };
    }

    it('cancels what is in flight the moment a submit goes as a navigation, and starts nothing after', async () => {
      const { answerAll } = slowManifests();
      document.body.innerHTML = formPage();
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
      idle.forEach((run) => run());
      expect(fetchMock).toHaveBeenCalledTimes(3); // the host, and the two manifests on their way
      expect(aborted()).toEqual([false, false, false]);

      expect(submit(document.querySelector('form')!)).toEqual({ navigates: true }); // the post is not held
      expect(aborted()).toEqual([true, true, true]);
      // The manifests answer after all (they were on their way): nothing they name is fetched.
      answerAll();
      await settle();
      await settle();
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('is cancelled before its post goes: within the submit’s dispatch, which it never prevents or delays', () => {
      document.body.innerHTML = formPage();
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
      idle.forEach((run) => run());
      // The last listener of the submit (what runs just before the browser starts its navigation) finds every
      // prefetch aborted already.
      const atTheEnd = jest.fn((event: Event) => [event.defaultPrevented, ...aborted()]);
      window.addEventListener('submit', atTheEnd, { signal: listeners.signal });
      expect(submit(document.querySelector('form')!)).toEqual({ navigates: true });
      expect(atTheEnd).toHaveReturnedWith([false, true, true, true]);
    });

    it('never starts when the visitor submitted before the page was idle', () => {
      readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      document.body.innerHTML = formPage();
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
      submit(document.querySelector('form')!);
      window.dispatchEvent(new Event('load'));
      idle.forEach((run) => run());
      expect(window.requestIdleCallback).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('goes on through a submit the page keeps (held for its island, or sent by the hydrated island)', () => {
      document.body.innerHTML = formPage();
      document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault(), {
        signal: listeners.signal,
      });
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
      idle.forEach((run) => run());
      expect(submit(document.querySelector('form')!)).toEqual({ navigates: false });
      expect(aborted()).toEqual([false, false, false]);
    });

    it('is cancelled by a navigation to another document, not by a jump within the page', () => {
      const navigation = new EventTarget();
      (window as { navigation?: EventTarget }).navigation = navigation;
      document.body.innerHTML = formPage();
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
      idle.forEach((run) => run());
      const navigate = (facts: Record<string, unknown>) =>
        navigation.dispatchEvent(Object.assign(new Event('navigate'), facts));
      navigate({ hashChange: true, destination: { sameDocument: true } }); // the error summary's link to a field
      navigate({ hashChange: false, destination: { sameDocument: false }, downloadRequest: 'kit.pdf' });
      expect(aborted()).toEqual([false, false, false]);
      navigate({ hashChange: false, destination: { sameDocument: false }, downloadRequest: null }); // a link followed
      expect(aborted()).toEqual([true, true, true]);
    });

    it('is cancelled when the page is hidden for good (or for the back/forward cache), and can be by its caller', () => {
      document.body.innerHTML = formPage();
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' });
      idle.forEach((run) => run());
      window.dispatchEvent(new Event('pagehide'));
      expect(aborted()).toEqual([true, true, true]);

      fetchMock.mockClear();
      const prefetch = prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js' })!;
      idle.forEach((run) => run());
      prefetch.cancel();
      expect(aborted().slice(-3)).toEqual([true, true, true]);
    });

    it('with the early-submit rule of the islands (island-triggers): a submit held for the island does not cancel it', () => {
      jest.useFakeTimers(); // the held submit's deadline
      document.body.innerHTML = formPage();
      const form = document.querySelector('form')!;
      form.innerHTML =
        '<input name="firstName" aria-label="First name"><input aria-label="Card number"><button>Send</button>';
      const load = jest.fn();
      const islands = whenIslandsWanted(document, load)!;
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js', started: islands.started });
      idle.forEach((run) => run());
      // Card details typed: held for the island (which the prefetch is bringing): the prefetch goes on.
      form.querySelector<HTMLInputElement>('input:not([name])')!.value = '4242';
      expect(submit(form)).toEqual({ navigates: false });
      expect(aborted()).toEqual([false, false, false]);
      jest.advanceTimersByTime(50); // the islands' code starts after the next frame
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('with the early-submit rule: an empty form’s early submit is the native post at once, and cancels it', () => {
      document.body.innerHTML = formPage();
      const form = document.querySelector('form')!;
      form.innerHTML = '<input name="firstName" aria-label="First name"><button>Send</button>';
      const islands = whenIslandsWanted(document, () => undefined)!;
      prefetchIslandsWhenIdle(document, { islandsEntry: '/islands.js', started: islands.started });
      idle.forEach((run) => run());
      expect(submit(form)).toEqual({ navigates: true });
      expect(new FormData(form).get('earlyPost')).toBe('1');
      expect(aborted()).toEqual([true, true, true]);
    });
  });
});
