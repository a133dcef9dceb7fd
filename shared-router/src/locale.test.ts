import {
  acceptedLanguages,
  cookieValue,
  localeRedirect,
  localizePath,
  prefixedLanguages,
  splitLocale,
  switchLocalePath,
} from './locale';

describe('locale paths', () => {
  it('prefixes every language but English', () => {
    expect(prefixedLanguages).toEqual(['fr', 'ar']);
  });

  it.each([
    ['/', 'en', '/'],
    ['/about/overview', 'en', '/about/overview'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr/about/overview', 'fr', '/about/overview'],
    ['/ar/get-involved/donate/payment', 'ar', '/get-involved/donate/payment'],
    // Only the exact, lower-case prefix is a language: anything else is an English path (a not-found page).
    ['/french/about', 'en', '/french/about'],
    ['/FR/about', 'en', '/FR/about'],
    ['/en/about', 'en', '/en/about'],
    ['/frabout', 'en', '/frabout'],
  ])('splits %s into %s and %s', (pathname, lng, path) => {
    expect(splitLocale(pathname)).toEqual({ lng, path });
  });

  it.each([
    ['en', '/', '/'],
    ['en', '/about?x=1#top', '/about?x=1#top'],
    ['fr', '/', '/fr'],
    ['fr', '/?q=a', '/fr?q=a'],
    ['ar', '/#main', '/ar#main'],
    ['ar', '/search?q=join', '/ar/search?q=join'],
    ['fr', '/about/overview', '/fr/about/overview'],
  ] as const)('localizes (%s, %s) as %s', (lng, path, expected) => {
    expect(localizePath(lng, path)).toBe(expected);
  });

  it.each([
    ['/fr/about?x=1', 'ar', '/ar/about?x=1'],
    ['/ar', 'en', '/'],
    ['/about/overview#a', 'fr', '/fr/about/overview#a'],
    ['/fr/search?q=x', 'en', '/search?q=x'],
  ] as const)('switches %s to %s: %s', (from, lng, expected) => {
    expect(switchLocalePath(from, lng)).toBe(expected);
  });
});

describe('language signals', () => {
  it('reads one cookie', () => {
    expect(cookieValue('a=1; i18next=fr; b=2', 'i18next')).toBe('fr');
    expect(cookieValue('xi18next=fr', 'i18next')).toBeUndefined();
    expect(cookieValue(undefined, 'i18next')).toBeUndefined();
  });

  it('orders Accept-Language by quality, then by position', () => {
    expect(acceptedLanguages('de;q=0.5, fr-CA, ar;q=0.9, *;q=0.1, en;q=0')).toEqual(['fr-CA', 'ar', 'de']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('localeRedirect', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('sends ?lng= of a supported language to its locale URL for good, without the parameter', () => {
    expect(localeRedirect(at('/about/overview', '?lng=fr&x=1', '#top'), [])).toEqual({
      location: '/fr/about/overview?x=1#top',
      permanent: true,
    });
    expect(localeRedirect(at('/', '?lng=ar-EG'), [])).toEqual({ location: '/ar', permanent: true });
    // English is the unprefixed URL itself: the alias goes away.
    expect(localeRedirect(at('/about', '?lng=en'), ['fr'])).toEqual({ location: '/about', permanent: true });
  });

  it('lets ?lng= win over every preference', () => {
    expect(localeRedirect(at('/about', '?lng=fr'), ['ar', 'en'])?.location).toBe('/fr/about');
  });

  it('follows the first supported preference, for this visitor only', () => {
    expect(localeRedirect(at('/about/overview'), [undefined, 'de-DE', 'fr-CA', 'ar'])).toEqual({
      location: '/fr/about/overview',
      permanent: false,
    });
    // English chosen in the switcher (its cookie) keeps the English page even in an Arabic browser.
    expect(localeRedirect(at('/about/overview'), ['en', 'ar'])).toBeUndefined();
    // No signal (a crawler): English at the unprefixed URL.
    expect(localeRedirect(at('/about/overview'), [])).toBeUndefined();
  });

  it('never sends a visitor to another site', () => {
    expect(localeRedirect(at('//evil.example/x', '?lng=en'), [])?.location).toBe('/evil.example/x');
    expect(localeRedirect(at('//evil.example', ''), ['fr'])?.location).toBe('/fr/evil.example');
  });

  it('never redirects a prefixed URL: the address is its language', () => {
    expect(localeRedirect(at('/fr/about', '?lng=ar'), ['ar'])).toBeUndefined();
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', 'de', ''])(
    'ignores a ?lng= that is not a supported language (%s) and keeps nothing of it',
    (value) => {
      const search = `?${new URLSearchParams({ lng: value, q: 'a' }).toString()}`;
      expect(localeRedirect(at('/search', search), [])).toBeUndefined();
      const redirect = localeRedirect(at('/search', search), ['ar']);
      expect(redirect).toEqual({ location: '/ar/search?q=a', permanent: false });
    },
  );
});
