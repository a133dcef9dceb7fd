// A request's address read once: the files, refusals and redirects decided before any page is looked for, then
// the page, section root or not-found resolved against the renderer's route table; the language read once.
import { splitLocale } from '@stallions/shared-router/locale';
import { addressOf, readAddress, readPostAddress, resolvePage, type PageAddress } from './page-request';
import { standInRoutes } from './test-page-server';

// Counted: the language of an address is read once per request.
jest.mock('@stallions/shared-router/locale', () => {
  const actual = jest.requireActual<typeof import('@stallions/shared-router/locale')>(
    '@stallions/shared-router/locale',
  );
  return { ...actual, splitLocale: jest.fn(actual.splitLocale) };
});

const site = standInRoutes(['/', '/about/overview', '/get-involved/join', '/privacy-policy', '/search'], {
  forms: ['/get-involved/join'],
});

const addressAt = (target: string, preferences: string[] = []): PageAddress => {
  const reading = readAddress(target, preferences);
  if (reading.kind !== 'address') throw new Error(`${target} is a ${reading.kind}`);
  return reading.address;
};

describe('readAddress', () => {
  it.each([
    ['/robots.txt', 'robots.txt'],
    ['/sitemap.xml?x=1', 'sitemap.xml'],
  ])('%s is the file %s', (target, file) => expect(readAddress(target, [])).toEqual({ kind: 'file', file }));

  it('refuses what is no page address', () => {
    expect(readAddress('http://evil.example/', [])).toEqual({ kind: 'refused', status: 400 });
    expect(readAddress('/logo.png', [])).toEqual({ kind: 'refused', status: 404 });
    expect(readAddress(`/${'a'.repeat(2000)}`, [])).toEqual({ kind: 'refused', status: 414 });
  });

  it('sends another spelling, then an unprefixed address, where it belongs', () => {
    expect(readAddress('/About/Overview/?x=1', ['fr'])).toEqual({
      kind: 'redirect',
      reason: 'spelling',
      location: '/about/overview?x=1',
    });
    expect(readAddress('/about/overview?lng=ar', [])).toEqual({
      kind: 'redirect',
      reason: 'language-query',
      location: '/ar/about/overview',
    });
    expect(readAddress('/about/overview', [undefined, 'fr-CA'] as string[])).toEqual({
      kind: 'redirect',
      reason: 'language-preference',
      location: '/fr/about/overview',
    });
  });

  it('reads a prefixed address as its language, whatever the visitor prefers', () => {
    expect(addressAt('/fr/search?q=a&utm_source=x', ['ar'])).toEqual({
      language: 'fr',
      path: '/search',
      pathname: '/fr/search',
      query: '?q=a&utm_source=x',
    });
  });

  it.each(['/fr/about/overview', '/about/overview', '/ar/no-such-page', '/get-involved', '/search?q=x'])(
    'reads the language of %s once, its page resolved included',
    (target) => {
      jest.mocked(splitLocale).mockClear();
      resolvePage(addressAt(target), site);
      expect(splitLocale).toHaveBeenCalledTimes(1);
    },
  );
});

describe('resolvePage', () => {
  it('gives a page its section and its own query only', () => {
    expect(resolvePage(addressAt('/ar/get-involved/join?sent=SC-1&utm_source=x'), site)).toEqual({
      kind: 'page',
      page: {
        language: 'ar',
        path: '/get-involved/join',
        declared: 'join',
        query: '?sent=SC-1',
        section: 'getInvolved',
        form: 'testForm',
      },
      confirmation: true,
    });
    expect(resolvePage(addressAt('/privacy-policy?q=x'), site)).toEqual({
      kind: 'page',
      page: { language: 'en', path: '/privacy-policy', declared: 'privacy-policy', query: '' },
      confirmation: false,
    });
  });

  it("sends a section's bare address to its first page, in its language, the visitor's query kept", () => {
    expect(resolvePage(addressAt('/fr/about?utm_source=x'), site)).toEqual({
      kind: 'section-root',
      location: '/fr/about/overview?utm_source=x',
    });
  });

  it.each([
    ['/no/such/page', '', '/404'],
    ['/fr/no-such-page', '', '/fr/404'],
    ['/ar/about/nothing', 'about', '/ar/about/404'],
    ['/about/overview/more', 'about', '/about/404'],
    ['/privacy-policy/more', '', '/404'],
  ])('renders %s as the not-found page of scope %j, at %s', (target, scope, at) => {
    const resolved = resolvePage(addressAt(target), site);
    if (resolved.kind !== 'not-found') throw new Error(`${target} is a ${resolved.kind}`);
    expect(resolved.scope).toBe(scope);
    expect(addressOf(resolved.notFound)).toBe(at);
    expect(resolved.notFound.section).toBe(scope === 'about' ? 'about' : undefined);
  });
});

describe('readPostAddress', () => {
  it('takes a post at a form page, in every language, at its one spelling only', () => {
    expect(readPostAddress('/fr/get-involved/join?x=1', site)).toEqual({
      page: {
        language: 'fr',
        path: '/get-involved/join',
        declared: 'join',
        query: '',
        section: 'getInvolved',
        form: 'testForm',
      },
      pathname: '/fr/get-involved/join',
    });
    expect(readPostAddress('/get-involved/join/', site)).toBeUndefined();
    expect(readPostAddress('/about/overview', site)).toBeUndefined();
  });
});
