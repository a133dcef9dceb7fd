// gate.js runs inline in a prerendered page; here it runs in jsdom with each source of the visitor's language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectionOptions, supportedLanguages } from '@stallions/shared-i18n';
import { localeRedirect } from '@stallions/shared-router';
import { dismissedAnnouncementKey } from '../layout/Announcement';

const gateSource = readFileSync(join(__dirname, 'gate.js'), 'utf8');

/**
 * Runs the gate on a snapshot at `path` (in `pageLanguage`) for a visitor with these language sources; returns
 * the address it sent the visitor to, if any (jsdom cannot navigate: the gate sees a location that records it).
 */
function runGate({
  path = '/',
  search = '',
  stored,
  languages = ['en-US'],
  pageLanguage = 'en',
}: {
  path?: string;
  search?: string;
  stored?: string;
  languages?: string[];
  pageLanguage?: string;
}): string | undefined {
  window.history.replaceState(null, '', `${path}${search}`);
  localStorage.clear();
  if (stored) localStorage.setItem('i18nextLng', stored);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.setAttribute('data-snapshot', 'on');
  document.documentElement.lang = pageLanguage;
  document.documentElement.style.display = '';
  let movedTo: string | undefined;
  const location = { pathname: path, search, hash: '', replace: (to: string) => void (movedTo = to) };
  const page = new Proxy(window, { get: (target, key) => (key === 'location' ? location : Reflect.get(target, key)) });
  new Function('window', gateSource)(page);
  if (movedTo) expect(document.documentElement.style.display).toBe('none'); // no English flash before it leaves
  return movedTo;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.lang = 'en';
  document.documentElement.style.display = '';
});

describe('the snapshot gate', () => {
  it('keeps the English snapshot for an English visitor', () => {
    expect(runGate({})).toBeUndefined();
  });

  it("sends a visitor whose browser prefers another site language to that language's address", () => {
    expect(runGate({ languages: ['fr-FR', 'en'] })).toBe('/fr');
    expect(runGate({ path: '/about/overview', search: '?q=1', languages: ['ar'] })).toBe('/ar/about/overview?q=1');
  });

  it('follows the detection order: ?lng before local storage before the browser', () => {
    expect(runGate({ path: '/about', search: '?lng=ar&x=1', stored: 'en', languages: ['en'] })).toBe('/ar/about?x=1');
    expect(runGate({ search: '?lng=en', stored: 'ar', languages: ['fr'] })).toBeUndefined();
    expect(runGate({ stored: 'fr', languages: ['en'] })).toBe('/fr');
  });

  it('ignores hostile and unsupported values, and keeps nothing of them in the address', () => {
    expect(runGate({ search: '?lng=%3Cscript%3E', languages: ['en'] })).toBeUndefined();
    expect(runGate({ search: '?lng=de', languages: ['de-DE', 'en'] })).toBeUndefined();
    expect(runGate({ search: '?lng=%3Cscript%3E', languages: ['ar'] })).toBe('/ar');
  });

  it('leaves a French or Arabic snapshot alone: its address is its language', () => {
    expect(runGate({ path: '/fr/about', pageLanguage: 'fr', stored: 'ar', languages: ['ar'] })).toBeUndefined();
  });

  // gate.js is plain inline ES5 and cannot import shared-router: these keep its copy in step with the original.
  it('finds the language from the same sources, in the same order, as shared-i18n', () => {
    expect(detectionOptions.order?.slice(0, 5)).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
    ]);
    expect([detectionOptions.lookupQuerystring, detectionOptions.lookupCookie]).toEqual(['lng', 'i18next']);
    expect([detectionOptions.lookupLocalStorage, detectionOptions.lookupSessionStorage]).toEqual([
      'i18nextLng',
      'i18nextLng',
    ]);
    document.cookie = 'i18next=fr; path=/';
    try {
      expect(runGate({ languages: ['en'] })).toBe('/fr');
    } finally {
      document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('sends visitors where shared-router sends them', () => {
    const values = [
      ...supportedLanguages,
      'EN-gb',
      'fr_CA',
      'ar-EG',
      'de',
      'x',
      'english',
      'fr-',
      'javascript:alert(1)',
    ];
    for (const value of values) {
      const search = `?lng=${encodeURIComponent(value)}&q=a`;
      const expected = localeRedirect({ pathname: '/search', search }, ['en'])?.location;
      const moved = runGate({ path: '/search', search, languages: ['en'] });
      // For English, shared-router also takes the ?lng= out of the address; the gate leaves that to the app.
      expect([value, moved]).toEqual([value, expected === '/search?q=a' ? undefined : expected]);
    }
  });

  it("hides the snapshot's announcement once the visitor has dismissed that text this session", () => {
    const text = 'Applications are "open" \\ now';
    document.body.innerHTML = `<aside data-announcement="${text.replace(/"/g, '&quot;')}">${text}</aside><aside data-announcement="Another">Another</aside>`;
    const [dismissedBand, otherBand] = [...document.querySelectorAll('aside')];
    // The component's own key: gate.js repeats it as a literal (inline ES5, no imports).
    sessionStorage.setItem(dismissedAnnouncementKey, text);
    try {
      runGate({});
      expect(getComputedStyle(dismissedBand!).display).toBe('none');
      expect(getComputedStyle(otherBand!).display).not.toBe('none');
    } finally {
      sessionStorage.clear();
      document.head.querySelectorAll('style').forEach((style) => style.remove());
    }
  });

  it('asks for the web font at once, before the first layout needs it', () => {
    const load = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    runGate({});
    expect(load).toHaveBeenCalledWith('1em Inter');
    delete (document as { fonts?: unknown }).fonts;
  });

  it('stops a form of the snapshot from submitting, and remembers a button pressed', () => {
    runGate({});
    document.body.innerHTML = '<form><input name="card"><button type="button">Menu</button></form>';
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    document.querySelector('button')!.click();
    expect((window as Window & { __snapshotClick?: Element }).__snapshotClick).toBe(document.querySelector('button'));
  });
});

describe('starting the app', () => {
  const entryScripts = () =>
    [...document.head.querySelectorAll('script[src]')].map((script) => [
      script.getAttribute('src'),
      (script as HTMLScriptElement).async,
    ]);

  function prepare(visibility: DocumentVisibilityState = 'visible') {
    jest.useFakeTimers();
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
    const inline = document.createElement('script');
    inline.setAttribute('data-entry', '/main.js');
    inline.setAttribute('data-start-chunks', '/470.abc.js /158.def.js');
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(inline);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  }

  /** A PerformanceObserver that reports paint entries when the test says so. */
  function fakePaintTiming() {
    let report: ((names: string[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      disconnected = false;
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void) {
        report = (names) => {
          if (!this.disconnected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
        };
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
    return (names: string[]) => report?.(names);
  }

  afterEach(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    jest.useRealTimers();
  });

  it('after the page has loaded, adds the start chunks and then the entry, to run in that order, once', () => {
    prepare();
    runGate({});
    expect(entryScripts()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual([
      ['/470.abc.js', false],
      ['/158.def.js', false],
      ['/main.js', false],
    ]);
    jest.advanceTimersByTime(5000);
    expect(entryScripts()).toHaveLength(3);
  });

  /** Runs the gate in a page that has finished parsing; returns where it sent the visitor, if anywhere. */
  function loadPage(visitor: Parameters<typeof runGate>[0] = {}) {
    const movedTo = runGate(visitor);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return movedTo;
  }

  it("waits for the snapshot's first contentful paint, not just a first paint", () => {
    prepare();
    const paint = fakePaintTiming();
    loadPage();
    paint(['first-paint']);
    jest.advanceTimersByTime(100);
    expect(entryScripts()).toEqual([]);
    paint(['first-contentful-paint']);
    jest.advanceTimersByTime(1);
    expect(entryScripts().map(([src]) => src)).toEqual(['/470.abc.js', '/158.def.js', '/main.js']);
  });

  it('starts anyway when that paint is never reported, or the tab is hidden before it', () => {
    for (const [wait, hide] of [
      [4900, false],
      [100, true],
    ] as const) {
      prepare();
      fakePaintTiming();
      loadPage();
      jest.advanceTimersByTime(wait);
      expect(entryScripts()).toEqual([]);
      if (hide) {
        jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      } else {
        jest.advanceTimersByTime(200);
      }
      expect(entryScripts()).toHaveLength(3);
    }
  });

  it('starts at once in a hidden tab (it paints nothing), and never on a page it leaves for another language', () => {
    prepare('hidden');
    fakePaintTiming();
    expect(loadPage()).toBeUndefined();
    expect(entryScripts()).toHaveLength(3);

    prepare();
    fakePaintTiming();
    expect(loadPage({ languages: ['fr-FR'] })).toBe('/fr');
    jest.advanceTimersByTime(6000);
    expect(entryScripts()).toEqual([]);
  });
});
