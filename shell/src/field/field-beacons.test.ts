// The page script's field measurement in jsdom: navigator.sendBeacon is a spy, the page's visibility, load,
// prerendering and the back/forward cache are played by setting the document's properties and dispatching their
// events, and the web-vitals library (loaded in a chunk of its own after the load event and an idle moment) is a
// stand-in whose reports each test makes, as the library's attribution build would.
import type { ErrorBeacon, PageViewBeacon } from '@stallions/shared-config/field';
import { announceUnavailable, islandReadyEvent } from '../islands/island-events';
import { startFieldMeasurement } from './field-beacons';

type Report = (metric: { value: number; attribution: object }) => void;
/** What the stand-in web-vitals was started with, and each vital's reporter (the latest start's). */
const mockVitals: { starts: { name: string; options: unknown }[]; report: Record<string, Report> } = {
  starts: [],
  report: {},
};
/** The CLS the stand-in finalizes when the page is hidden, in a listener of its own (as web-vitals does). */
let mockFinalCls: { value: number; attribution: object } | undefined;
jest.mock('web-vitals/attribution', () => {
  const on = (name: string) => (report: Report, options: unknown) => {
    mockVitals.starts.push({ name, options });
    mockVitals.report[name] = report;
    if (name === 'CLS')
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden' && mockFinalCls) report(mockFinalCls);
      });
  };
  return { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP') };
});

let navigation: object = {};
let idle: (() => void)[] = [];
const beacons: unknown[] = [];
let sendBeacon: jest.Mock;
let listeners: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];

/** The page view's token as the render server writes it into the page's state (opaque to the page script). */
const token = 'pv1.eyJyIjp7fX0.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI';

const state = (changes: object = {}) => ({
  fieldToken: token,
  lng: 'fr',
  // The page's section, as the server resolved it: the page script reads no path.
  section: 'getInvolved',
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

/** The browser idle: the idle callbacks run, and web-vitals' chunk is imported and started. */
async function loadVitals() {
  idle.splice(0).forEach((run) => run());
  await new Promise((resolve) => setTimeout(resolve, 0));
}
const lcp = (metric: { value: number; attribution: object }) => mockVitals.report.LCP!(metric);
/** web-vitals' LCP attribution: its phases. */
const lcpPhases = (
  timeToFirstByte: number,
  resourceLoadDelay: number,
  resourceLoadDuration: number,
  elementRenderDelay: number,
) => ({
  timeToFirstByte,
  resourceLoadDelay,
  resourceLoadDuration,
  elementRenderDelay,
});

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
  beacons.length = 0;
  mockVitals.starts = [];
  mockVitals.report = {};
  mockFinalCls = undefined;
  navigation = { type: 'navigate', responseStart: 120, activationStart: 0 };
  idle = [];
  // jsdom has no idle callbacks: each test runs them when it means the browser to be idle.
  Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run) });
  // jsdom's performance has no entries at all.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [navigation] : []),
  });
  sendBeacon = jest.fn((url: string, body: string) => {
    expect(url).toBe('/api/field');
    beacons.push(JSON.parse(body));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
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
      islands: [
        { remote: 'getInvolved', name: 'JoinForm' },
        { remote: 'causes', name: 'CompanionsCarousel' },
      ],
      errors: 0,
    },
  ]);
});

it('names the shell as the owner of its own pages, and sends on pagehide too', () => {
  page(state({ lng: 'en', section: undefined }), '/');
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

it('reports a prerendered page from its activation only, its errors meanwhile held until then', async () => {
  setPrerendering(true);
  navigation = { type: 'navigate', responseStart: 300, activationStart: 2000 };
  startFieldMeasurement(document);
  window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
  await loadVitals();
  expect(mockVitals.starts).toEqual([]); // nothing measured while prerendering
  setVisibility('hidden'); // a prerendered page is hidden until shown: no page view yet
  expect(sendBeacon).not.toHaveBeenCalled();
  setPrerendering(false);
  setVisibility('visible');
  document.dispatchEvent(new Event('prerenderingchange'));
  expect(sent()).toEqual([expect.objectContaining({ kind: 'error', message: 'early', navigationType: 'prerender' })]);
  await loadVitals();
  // web-vitals reckons from the activation: an LCP painted while prerendering is 0.
  lcp({ value: 0, attribution: { element: 'main>h1#title', ...lcpPhases(0, 0, 0, 0) } });
  setVisibility('hidden');
  expect(views()).toEqual([
    expect.objectContaining({
      navigationType: 'prerender',
      lcp: { value: 0, element: 'main>h1#title', phases: { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: 0 } },
    }),
  ]);
});

it('counts a page restored from the back/forward cache as a new page view, its vitals measured anew', async () => {
  startFieldMeasurement(document);
  await loadVitals();
  lcp({ value: 900, attribution: { element: 'main>h1#title', ...lcpPhases(120, 0, 0, 780) } });
  mockVitals.report.CLS!({ value: 0.1, attribution: {} });
  setVisibility('hidden');
  const restore = new Event('pageshow') as Event & { persisted: boolean };
  restore.persisted = true;
  window.dispatchEvent(restore);
  setVisibility('visible');
  // web-vitals starts again on the restore: its new CLS (0 so far); no LCP reported yet.
  mockVitals.report.CLS!({ value: 0, attribution: {} });
  setVisibility('hidden');
  expect(views().map(({ navigationType, lcp, cls }) => ({ navigationType, lcp: lcp?.value, cls: cls?.value }))).toEqual(
    [
      { navigationType: 'navigate', lcp: 900, cls: 0.1 },
      { navigationType: 'back-forward-cache', lcp: undefined, cls: 0 },
    ],
  );
  expect(mockVitals.starts).toHaveLength(3); // started once: web-vitals itself follows the restores
});

it('falls back to fetch with keepalive where sendBeacon refuses', () => {
  sendBeacon.mockReturnValue(false);
  const fetch = jest.fn(async () => new Response(null, { status: 204 }));
  Object.assign(window, { fetch });
  startFieldMeasurement(document);
  setVisibility('hidden');
  expect(fetch).toHaveBeenCalledWith('/api/field', expect.objectContaining({ method: 'POST', keepalive: true }));
});

describe('the vitals, from web-vitals with their attribution', () => {
  it('loads web-vitals after the load event and an idle moment, and reports every change', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    startFieldMeasurement(document);
    expect(idle).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(mockVitals.starts).toEqual([]);
    await loadVitals();
    expect(mockVitals.starts).toEqual(
      ['LCP', 'CLS', 'INP'].map((name) => ({ name, options: { reportAllChanges: true } })),
    );
  });

  it('maps LCP and its phases, CLS and its largest shift’s target, INP, its phases and its longest script', async () => {
    startFieldMeasurement(document);
    await loadVitals();
    lcp({ value: 500, attribution: { element: 'main>h1#title', ...lcpPhases(120, 0, 0, 380) } });
    lcp({ value: 1000, attribution: { element: 'x'.repeat(300), ...lcpPhases(120, 230, 450, 200) } });
    mockVitals.report.CLS!({
      value: 0.07,
      attribution: { largestShiftTarget: 'main>h1#title', largestShiftValue: 0.05 },
    });
    mockVitals.report.INP!({
      value: 320,
      attribution: {
        interactionTarget: 'form>button',
        inputDelay: 10,
        processingDuration: 280,
        presentationDelay: 30,
        longAnimationFrameEntries: [
          { scripts: [{ duration: 40, sourceURL: 'http://localhost:3000/site.js' }] },
          {
            scripts: [
              { duration: 300, sourceURL: '' }, // an inline handler, no address
              {
                duration: 250,
                sourceURL: `http://localhost:3002/releases/g2/__federation_expose_islands.js?${'q'.repeat(600)}`,
              },
            ],
          },
          {},
        ],
      },
    });
    setVisibility('hidden');
    const view = views()[0]!;
    expect(view.lcp).toEqual({
      value: 1000,
      element: 'x'.repeat(200),
      phases: { ttfb: 120, loadDelay: 230, loadDuration: 450, renderDelay: 200 },
    });
    expect(view.cls).toEqual({ value: 0.07, largestShiftTarget: 'main>h1#title' });
    expect(view.inp).toEqual({
      value: 320,
      inputDelay: 10,
      processing: 280,
      presentation: 30,
      target: 'form>button',
      scriptUrl: `http://localhost:3002/releases/g2/__federation_expose_islands.js?${'q'.repeat(600)}`.slice(0, 500),
    });
  });

  it('sends the values web-vitals finalizes as the page is hidden: the beacon’s listeners run after the library’s', async () => {
    startFieldMeasurement(document);
    await loadVitals();
    mockVitals.report.CLS!({ value: 0.02, attribution: {} });
    mockFinalCls = { value: 0.3, attribution: { largestShiftTarget: 'main' } };
    setVisibility('hidden');
    expect(views()).toEqual([expect.objectContaining({ cls: { value: 0.3, largestShiftTarget: 'main' } })]);
  });

  it('sends the beacon of a page hidden before web-vitals arrived, without vitals, and only one', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    startFieldMeasurement(document);
    setVisibility('hidden');
    window.dispatchEvent(new Event('load'));
    await loadVitals();
    mockVitals.report.CLS!({ value: 0.1, attribution: {} });
    window.dispatchEvent(new Event('pagehide'));
    expect(views()).toHaveLength(1);
    expect(views()[0]).not.toHaveProperty('cls');
    expect(views()[0]).not.toHaveProperty('lcp');
  });

  it('sends the beacon without vitals where their chunk does not load (offline), and throws nothing', async () => {
    jest.resetModules();
    jest.doMock('./web-vitals-chunk', () => {
      throw new Error('Loading chunk web-vitals failed.');
    });
    const { startFieldMeasurement: start } = jest.requireActual<typeof import('./field-beacons')>('./field-beacons');
    start(document);
    await loadVitals();
    setVisibility('hidden');
    expect(views()).toEqual([expect.objectContaining({ kind: 'view', errors: 0 })]);
    expect(views()[0]).not.toHaveProperty('cls');
    jest.dontMock('./web-vitals-chunk');
  });
});
