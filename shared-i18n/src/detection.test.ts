import { detectionOptions } from './detection';
import { browserLanguages, freshInstance, resetBrowser } from './test-support';

beforeEach(resetBrowser);

interface Sources {
  querystring?: string;
  cookie?: string;
  localStorage?: string;
  sessionStorage?: string;
  navigator?: string[];
  htmlTag?: string;
}

function visit(sources: Sources): void {
  if (sources.querystring !== undefined)
    window.history.replaceState(null, '', `/about/overview?lng=${sources.querystring}`);
  if (sources.cookie !== undefined) document.cookie = `i18next=${sources.cookie}; path=/`;
  if (sources.localStorage !== undefined) localStorage.setItem('i18nextLng', sources.localStorage);
  if (sources.sessionStorage !== undefined) sessionStorage.setItem('i18nextLng', sources.sessionStorage);
  // A browser in a language the site does not ship, unless the test names one.
  browserLanguages(sources.navigator ?? ['de-DE', 'de']);
  if (sources.htmlTag !== undefined) document.documentElement.lang = sources.htmlTag;
}

async function detected(sources: Sources): Promise<string> {
  visit(sources);
  const { i18n } = await freshInstance();
  return i18n.language;
}

describe('language detection', () => {
  it('reads query, cookie, storage, browser and html lang, in that order', () => {
    expect(detectionOptions.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(detectionOptions).toMatchObject({
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    });
  });

  // Neighbouring sources disagree, so each step shows that the earlier source wins over the later one.
  const all: Sources = {
    querystring: 'fr',
    cookie: 'ar',
    localStorage: 'fr',
    sessionStorage: 'ar',
    navigator: ['fr-FR', 'fr'],
    htmlTag: 'ar',
  };
  const withoutUpTo = (count: number): Sources => {
    const sources: Sources = { ...all };
    const order = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;
    for (const name of order.slice(0, count)) delete sources[name];
    return sources;
  };
  it.each([
    ['the query string', 0, 'fr'],
    ['the cookie', 1, 'ar'],
    ['local storage', 2, 'fr'],
    ['session storage', 3, 'ar'],
    ['the browser language', 4, 'fr'],
    ['the html lang attribute', 5, 'ar'],
    ['English when nothing matches', 6, 'en'],
  ])('falls to %s when the sources before it are absent', async (_name, removed, expected) => {
    expect(await detected(withoutUpTo(removed))).toBe(expected);
  });

  it('caches the detected language in local storage only', async () => {
    expect(await detected({ querystring: 'ar' })).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(sessionStorage.getItem('i18nextLng')).toBeNull();
    expect(document.cookie).not.toContain('i18next=');
  });

  it('keeps the choice for the next visit without the query string', async () => {
    await detected({ querystring: 'fr' });
    window.history.replaceState(null, '', '/');
    const { i18n } = await freshInstance();
    expect(i18n.language).toBe('fr');
  });

  it('mirrors the detected language on <html lang dir>', async () => {
    await detected({ querystring: 'ar' });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('sanitising detected values', () => {
  it.each([
    ['a script tag', encodeURIComponent('<script>alert(1)</script>')],
    ['a raw script tag', '<script>alert(1)</script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an attribute break-out', encodeURIComponent('"><img src=x onerror=alert(1)>')],
    ['an unsupported language', 'de'],
    ['an empty value', ''],
  ])('ignores %s and falls back to English', async (_name, value) => {
    expect(await detected({ querystring: value })).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // Only a whitelisted code is ever cached.
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('moves on to the next source when a value is hostile', async () => {
    expect(await detected({ querystring: encodeURIComponent('<script>alert(1)</script>'), cookie: 'ar' })).toBe('ar');
    resetBrowser();
    expect(await detected({ localStorage: '"><svg onload=alert(1)>', sessionStorage: 'fr' })).toBe('fr');
  });

  it.each([
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['ar-EG', 'ar'],
    ['AR_eg', 'ar'],
    ['en-GB', 'en'],
  ])('reads the region tag %s as %s', async (value, expected) => {
    expect(await detected({ querystring: value })).toBe(expected);
  });

  it('reads a regional browser language', async () => {
    expect(await detected({ navigator: ['fr-CA', 'en-US'] })).toBe('fr');
    resetBrowser();
    expect(await detected({ navigator: ['de-DE', 'ar-MA'] })).toBe('ar');
  });
});
