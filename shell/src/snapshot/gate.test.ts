// gate.js runs inline in a prerendered page; here it runs in jsdom with each source of the visitor's language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectionOptions, supportedLanguages, toSupportedLanguage } from '@stallions/shared-i18n';
import { dismissedAnnouncementKey } from '../layout/Announcement';

const gateSource = readFileSync(join(__dirname, 'gate.js'), 'utf8');

function runGate({
  search = '',
  stored,
  languages = ['en-US'],
}: {
  search?: string;
  stored?: string;
  languages?: string[];
}) {
  window.history.replaceState(null, '', `/${search}`);
  localStorage.clear();
  if (stored) localStorage.setItem('i18nextLng', stored);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.setAttribute('data-snapshot', 'on');
  new Function(gateSource)();
  return document.documentElement.getAttribute('data-snapshot');
}

afterEach(() => jest.restoreAllMocks());

describe('the snapshot gate', () => {
  it('keeps the English snapshot for an English visitor', () => {
    expect(runGate({})).toBe('on');
  });

  it('hides it when the browser prefers another site language', () => {
    expect(runGate({ languages: ['fr-FR', 'en'] })).toBe('off');
  });

  it('follows the detection order: ?lng before local storage before the browser', () => {
    expect(runGate({ search: '?lng=ar', stored: 'en', languages: ['en'] })).toBe('off');
    expect(runGate({ search: '?lng=en', stored: 'ar', languages: ['fr'] })).toBe('on');
    expect(runGate({ stored: 'fr', languages: ['en'] })).toBe('off');
  });

  it('ignores hostile and unsupported values, as shared-i18n does', () => {
    expect(runGate({ search: '?lng=%3Cscript%3E', languages: ['en'] })).toBe('on');
    expect(runGate({ search: '?lng=de', languages: ['de-DE', 'en'] })).toBe('on');
  });

  // gate.js is plain inline ES5 and cannot import shared-i18n: these keep its copy in step with the original.
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
    document.cookie = 'i18next=fr';
    try {
      expect(runGate({ languages: ['en'] })).toBe('off');
    } finally {
      document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('accepts and refuses the same values as shared-i18n', () => {
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
      const expected = (toSupportedLanguage(value) ?? 'en') === 'en' ? 'on' : 'off';
      expect([value, runGate({ search: `?lng=${encodeURIComponent(value)}`, languages: ['en'] })]).toEqual([
        value,
        expected,
      ]);
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

  /** Runs the gate in a page that has finished parsing; returns the snapshot state it chose. */
  function loadPage(visitor: Parameters<typeof runGate>[0] = {}) {
    const state = runGate(visitor);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return state;
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

  it('starts at once when there is nothing to paint first: another language, or a hidden tab', () => {
    prepare();
    fakePaintTiming();
    expect(loadPage({ languages: ['fr-FR'] })).toBe('off');
    expect(entryScripts()).toHaveLength(3);

    prepare('hidden');
    fakePaintTiming();
    expect(loadPage()).toBe('on');
    expect(entryScripts()).toHaveLength(3);
  });
});
