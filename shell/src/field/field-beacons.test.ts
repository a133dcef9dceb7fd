// The page script's field measurement in jsdom: the browser's performance entries are fed through a stand-in
// PerformanceObserver, navigator.sendBeacon is a spy, and the page's visibility, prerendering and the back/forward
// cache are played by setting the document's properties and dispatching their events.
import type { ErrorBeacon, PageViewBeacon } from '@stallions/shared-config/field';
import { announceUnavailable, islandReadyEvent } from '../islands/island-events';
import { startFieldMeasurement } from './field-beacons';

type Handler = (list: { getEntries: () => PerformanceEntry[] }) => void;
const observers = new Map<string, Handler[]>();
/** Delivers entries of a type to its observers, as the browser does. */
const emit = (type: string, entries: object[]) =>
  observers.get(type)?.forEach((handle) => handle({ getEntries: () => entries as PerformanceEntry[] }));

class StandInObserver {
  constructor(private readonly handle: Handler) {}
  observe({ type }: { type: string }) {
    observers.set(type, [...(observers.get(type) ?? []), this.handle]);
  }
}

let navigation: object = {};
let resources: object[] = [];
const beacons: unknown[] = [];
let sendBeacon: jest.Mock;
let listeners: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];

/** The page view's token as the render server writes it into the page's state (opaque to the page script). */
const token = 'pv1.eyJyIjp7fX0.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI';

const state = (changes: object = {}) => ({
  fieldToken: token,
  lng: 'fr',
  config: {
    remotes: {
      about: { manifest: 'http://localhost:3001/mf-manifest.json', path: 'about' },
      getInvolved: { manifest: 'http://localhost:3002/releases/g2/mf-manifest.json', path: 'get-involved' },
    },
    field: { sampleRate: 1 },
  },
  // The releases are in the state too; the page script sends none of them (the token names the server's).
  releases: { about: 'a1', getInvolved: 'g2' },
  ...changes,
});

function page(pageState: object | null = state(), path = '/fr/get-involved/join') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `
    <main><h1 id="title">Rejoindre</h1>
      <div data-island="island-getInvolved-JoinForm"><form><button>Envoyer</button></form></div>
      <div data-island="island-causes-CompanionsCarousel"></div>
    </main>
    ${pageState ? `<script type="application/json" id="page-state">${JSON.stringify(pageState)}</script>` : ''}`;
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
  document.dispatchEvent(new Event('visibilitychange'));
}
const setPrerendering = (value: boolean) =>
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => value });

const sent = () => beacons as (PageViewBeacon | ErrorBeacon)[];
const views = () => sent().filter((beacon): beacon is PageViewBeacon => beacon.kind === 'view');

beforeAll(() => {
  // Every listener the measurement adds is removed after its test, so tests do not hear each other.
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: unknown) => {
      listeners.push([target, type, listener, options]);
      add(type, listener, options as AddEventListenerOptions);
    };
  }
});

beforeEach(() => {
  observers.clear();
  beacons.length = 0;
  navigation = { type: 'navigate', responseStart: 120, activationStart: 0 };
  resources = [];
  Object.assign(globalThis, { PerformanceObserver: StandInObserver });
  // jsdom's performance has no entries at all.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [navigation] : type === 'resource' ? resources : []),
  });
  sendBeacon = jest.fn((url: string, body: string) => {
    expect(url).toBe('/api/field');
    beacons.push(JSON.parse(body));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  setPrerendering(false);
  page();
});

afterEach(() => {
  for (const [target, type, listener, options] of listeners)
    target.removeEventListener(type, listener, options as EventListenerOptions);
  listeners = [];
  jest.restoreAllMocks();
});

it('sends one beacon per page view when the page is hidden, tagged with the page, its owner and the page’s token', () => {
  startFieldMeasurement(document);
  expect(sendBeacon).not.toHaveBeenCalled(); // nothing while the visitor reads
  setVisibility('hidden');
  window.dispatchEvent(new Event('pagehide'));
  setVisibility('visible');
  setVisibility('hidden');
  expect(views()).toEqual([
    {
      kind: 'view',
      address: '/fr/get-involved/join',
      lng: 'fr',
      remote: 'getInvolved',
      token,
      navigationType: 'navigate',
      cls: { value: 0 },
      islands: [
        { remote: 'getInvolved', name: 'JoinForm' },
        { remote: 'causes', name: 'CompanionsCarousel' },
      ],
      errors: 0,
    },
  ]);
});

it('names the shell as the owner of its own pages, and sends on pagehide too', () => {
  page(state({ lng: 'en' }), '/');
  startFieldMeasurement(document);
  window.dispatchEvent(new Event('pagehide'));
  expect(views()).toMatchObject([{ address: '/', lng: 'en', remote: 'shell' }]);
});

it('measures only the sampled share of page views, and nothing on a page without state or token', () => {
  page(state({ config: { ...state().config, field: { sampleRate: 0.25 } } }));
  startFieldMeasurement(document, () => 0.3);
  page(null);
  startFieldMeasurement(document, () => 0);
  // A page no server signed: its beacons would be dropped, so none is sent.
  page(state({ fieldToken: undefined }));
  startFieldMeasurement(document, () => 0);
  setVisibility('hidden');
  expect(sendBeacon).not.toHaveBeenCalled();
  page(state({ config: { ...state().config, field: { sampleRate: 0.25 } } }));
  startFieldMeasurement(document, () => 0.2);
  setVisibility('hidden');
  expect(views()).toHaveLength(1);
});

it('reports each island’s fate, a failure with the federation’s code', () => {
  startFieldMeasurement(document);
  const [join, carousel] = document.querySelectorAll('[data-island]');
  join!.dispatchEvent(new Event(islandReadyEvent));
  announceUnavailable([carousel!], 'RUNTIME-008');
  carousel!.dispatchEvent(new Event(islandReadyEvent)); // a retry that worked: the visitor lived the failure
  setVisibility('hidden');
  expect(views()[0]!.islands).toEqual([
    { remote: 'getInvolved', name: 'JoinForm', ok: true },
    { remote: 'causes', name: 'CompanionsCarousel', ok: false, code: 'RUNTIME-008' },
  ]);
});

it('sends uncaught errors and unhandled rejections as they happen (five at most) and counts them all', () => {
  startFieldMeasurement(document);
  window.dispatchEvent(
    new ErrorEvent('error', {
      message: 'Uncaught TypeError: x is undefined',
      filename: 'http://localhost:3002/releases/g2/123.js',
      lineno: 1,
      colno: 99,
    }),
  );
  const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
  rejection.reason = { message: 'boom', stack: 'Error: boom\n    at f (http://localhost:3002/releases/g2/9.js:1:50)' };
  window.dispatchEvent(rejection);
  expect(sent()).toEqual([
    expect.objectContaining({
      kind: 'error',
      remote: 'getInvolved',
      type: 'error',
      message: 'Uncaught TypeError: x is undefined',
      scriptUrl: 'http://localhost:3002/releases/g2/123.js',
      line: 1,
      column: 99,
    }),
    expect.objectContaining({
      kind: 'error',
      type: 'rejection',
      message: 'boom',
      scriptUrl: 'http://localhost:3002/releases/g2/9.js',
    }),
  ]);
  for (let i = 0; i < 6; i++) window.dispatchEvent(new ErrorEvent('error', { message: 'again' }));
  expect(sent()).toHaveLength(5);
  setVisibility('hidden');
  expect(views()[0]!.errors).toBe(8);
});

it('reports a prerendered page from its activation only, its errors meanwhile held until then', () => {
  setPrerendering(true);
  navigation = { type: 'navigate', responseStart: 300, activationStart: 2000 };
  startFieldMeasurement(document);
  window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
  setVisibility('hidden'); // a prerendered page is hidden until shown: no page view yet
  expect(sendBeacon).not.toHaveBeenCalled();
  setPrerendering(false);
  document.dispatchEvent(new Event('prerenderingchange'));
  expect(sent()).toEqual([expect.objectContaining({ kind: 'error', message: 'early', navigationType: 'prerender' })]);
  // Its LCP was painted while prerendering: 0 from the visitor's point of view.
  emit('largest-contentful-paint', [{ startTime: 900, element: document.querySelector('h1') }]);
  setVisibility('hidden');
  expect(views()).toEqual([
    expect.objectContaining({
      navigationType: 'prerender',
      lcp: { value: 0, element: 'main>h1#title', phases: { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: 0 } },
    }),
  ]);
});

it('counts a page restored from the back/forward cache as a new page view', () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
  startFieldMeasurement(document);
  setVisibility('hidden');
  const restore = new Event('pageshow') as Event & { persisted: boolean };
  restore.persisted = true;
  jest.spyOn(performance, 'now').mockReturnValue(restore.timeStamp + 40);
  window.dispatchEvent(restore);
  setVisibility('visible');
  frames.shift()!(0);
  frames.shift()!(0);
  setVisibility('hidden');
  expect(views().map((view) => view.navigationType)).toEqual(['navigate', 'back-forward-cache']);
  expect(views()[1]!.lcp?.value).toBeCloseTo(40, 5);
});

it('falls back to fetch with keepalive where sendBeacon refuses', () => {
  sendBeacon.mockReturnValue(false);
  const fetch = jest.fn(async () => new Response(null, { status: 204 }));
  Object.assign(window, { fetch });
  startFieldMeasurement(document);
  setVisibility('hidden');
  expect(fetch).toHaveBeenCalledWith('/api/field', expect.objectContaining({ method: 'POST', keepalive: true }));
});

describe('the vitals, with their attribution', () => {
  it('splits LCP into its phases from the navigation and the LCP resource’s timing', () => {
    resources = [{ name: 'http://localhost:3000/hero.webp', startTime: 300, requestStart: 350, responseEnd: 800 }];
    startFieldMeasurement(document);
    emit('largest-contentful-paint', [
      { startTime: 500, element: document.querySelector('h1') },
      { startTime: 1000, url: 'http://localhost:3000/hero.webp', element: document.querySelector('main') },
    ]);
    setVisibility('hidden');
    expect(views()[0]!.lcp).toEqual({
      value: 1000,
      element: 'body>main',
      phases: { ttfb: 120, loadDelay: 230, loadDuration: 450, renderDelay: 200 },
    });
  });

  it('takes the largest session window of layout shifts, without those after input, and its largest shift’s element', () => {
    const hero = document.querySelector('h1');
    startFieldMeasurement(document);
    emit('layout-shift', [
      { startTime: 100, value: 0.05, hadRecentInput: false, sources: [{ node: hero }] },
      { startTime: 600, value: 0.02, hadRecentInput: false, sources: [] },
      { startTime: 700, value: 0.5, hadRecentInput: true, sources: [] },
      // a new window (more than 1 s after the last shift)
      { startTime: 3000, value: 0.04, hadRecentInput: false, sources: [] },
    ]);
    setVisibility('hidden');
    expect(views()[0]!.cls!.value).toBeCloseTo(0.07, 10);
    expect(views()[0]!.cls!.largestShiftTarget).toBe('main>h1#title');
  });

  it('takes the longest interaction (below 50), its phases and the script of its long animation frame', () => {
    const button = document.querySelector('button');
    startFieldMeasurement(document);
    const event = (interactionId: number, startTime: number, duration: number) => ({
      interactionId,
      startTime,
      duration,
      processingStart: startTime + 10,
      processingEnd: startTime + duration - 30,
      target: button,
    });
    emit('first-input', [event(1, 100, 24)]);
    emit('event', [event(1, 100, 48), event(2, 2000, 320), event(0, 2500, 500), event(3, 4000, 96)]);
    emit('long-animation-frame', [
      {
        startTime: 1990,
        duration: 330,
        scripts: [
          { duration: 40, sourceURL: 'http://localhost:3000/site.js' },
          { duration: 250, sourceURL: 'http://localhost:3002/releases/g2/__federation_expose_islands.js' },
        ],
      },
      { startTime: 4000, duration: 100, scripts: [{ duration: 90, sourceURL: 'http://localhost:3000/x.js' }] },
    ]);
    setVisibility('hidden');
    expect(views()[0]!.inp).toEqual({
      value: 320,
      inputDelay: 10,
      processing: 280,
      presentation: 30,
      target: 'form>button',
      scriptUrl: 'http://localhost:3002/releases/g2/__federation_expose_islands.js',
    });
  });
});
