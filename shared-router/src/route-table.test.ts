import { addressIn, buildRouteTable, formRoute, matchRoute, readLocaleAddress, sitemapPaths } from './route-table';
import type { SectionPages, ShellPages } from '@stallions/shared-config';
import type { RouteTable } from '@stallions/shared-config/render-contract';
import { testRuntimeConfig } from '@stallions/shared-config/testing';

const shell: ShellPages = {
  pages: [
    { path: '', inMenu: false },
    { path: 'privacy-policy', inMenu: false },
    { path: 'search', inMenu: false, inSitemap: false, query: ['q'] },
  ],
};
const section = (order: number, pages: SectionPages['pages']): SectionPages => ({
  order,
  labels: { en: { title: 'Section', pages: {} } },
  pages,
});
const table: RouteTable = buildRouteTable(
  shell,
  {
    getInvolved: section(2, [
      { path: 'overview' },
      { path: 'join', form: 'joinForm' },
      { path: 'done', inSitemap: false },
    ]),
    about: section(1, [{ path: 'overview' }, { path: 'history' }]),
    // Not in the registry: no address, so no pages.
    archive: section(3, [{ path: 'old' }]),
  },
  testRuntimeConfig().remotes,
);

describe('the route table', () => {
  it('holds home, the sections in their menu order, then the shell’s other pages', () => {
    expect(table.pages.map((page) => page.path)).toEqual([
      '/',
      '/about/overview',
      '/about/history',
      '/get-involved/overview',
      '/get-involved/join',
      '/get-involved/done',
      '/privacy-policy',
      '/search',
    ]);
    expect(sitemapPaths(table)).toEqual([
      '/',
      '/about/overview',
      '/about/history',
      '/get-involved/overview',
      '/get-involved/join',
      '/privacy-policy',
    ]);
    expect(table.landings).toEqual({ '/about': '/about/overview', '/get-involved': '/get-involved/overview' });
  });

  it('puts home first whatever the shell’s order, and holds no page the shell does not declare', () => {
    const reordered = buildRouteTable({ pages: [...shell.pages].reverse() }, {}, {});
    expect(reordered.pages.map((page) => page.path)).toEqual(['/', '/search', '/privacy-policy']);
    expect(buildRouteTable({ pages: [] }, {}, {}).pages).toEqual([]);
  });

  it('names each page’s section, form and the query parameters it is made of', () => {
    expect(table.pages.find((page) => page.path === '/get-involved/join')).toEqual({
      path: '/get-involved/join',
      declared: 'join',
      section: 'getInvolved',
      form: 'joinForm',
      query: ['sent'],
      inSitemap: true,
    });
    expect(table.pages.find((page) => page.path === '/search')).toEqual({
      path: '/search',
      declared: 'search',
      query: ['q'],
      inSitemap: false,
    });
  });
});

describe('matchRoute', () => {
  it('finds a page and keeps only the query it is made of', () => {
    expect(matchRoute(table, '/search', '?utm_source=x&q=horse&q=club')).toMatchObject({
      kind: 'page',
      entry: { path: '/search' },
      query: '?q=horse&q=club',
    });
    expect(matchRoute(table, '/get-involved/join', '?sent=SC-1&fbclid=1')).toMatchObject({ query: '?sent=SC-1' });
    expect(matchRoute(table, '/about/overview', '?sent=SC-1&q=x')).toMatchObject({ kind: 'page', query: '' });
  });

  it.each([
    ['/search', '?q=x&utm_source=y', '?q=x'],
    ['/fr/search', '?utm_source=y&q=a%20b&fbclid=1', '?q=a+b'],
    ['/ar/search', '?q=one&q=two', '?q=one&q=two'],
    ['/search', '?utm_source=y', ''],
    ['/about/overview', '?q=x&utm_source=y', ''],
    ['/', '?gclid=1', ''],
  ])('reads %s%s as its page with %j', (pathname, query, own) => {
    expect(matchRoute(table, readLocaleAddress(pathname).path, query)).toMatchObject({ kind: 'page', query: own });
  });

  it('sends a section’s bare address to its first page', () => {
    expect(matchRoute(table, '/about')).toEqual({ kind: 'section-root', landing: '/about/overview' });
  });

  it.each([
    ['/about/nothing', { kind: 'not-found', scope: 'about', path: '/about/404', section: 'about' }],
    [
      '/get-involved/join/more',
      { kind: 'not-found', scope: 'get-involved', path: '/get-involved/404', section: 'getInvolved' },
    ],
    ['/nothing', { kind: 'not-found', scope: '', path: '/404' }],
    ['/privacy-policy/more', { kind: 'not-found', scope: '', path: '/404' }],
    ['/archive/old', { kind: 'not-found', scope: '', path: '/404' }],
    ['/evil.com/about/overview', { kind: 'not-found', scope: '', path: '/404' }],
  ])('answers %s, which no page has, with its scope’s not-found page', (path, match) =>
    expect(matchRoute(table, path)).toEqual(match),
  );

  it('refuses a shell page at the not-found page’s own address', () => {
    expect(() => buildRouteTable({ pages: [...shell.pages, { path: '404' }] }, {}, {})).toThrow('/404');
  });

  it('renders a section’s not-found page at the shell’s address when the section has a page at its own', () => {
    const with404 = buildRouteTable(
      shell,
      { about: section(1, [{ path: 'overview' }, { path: '404' }]) },
      testRuntimeConfig().remotes,
    );
    expect(matchRoute(with404, '/about/404')).toMatchObject({ kind: 'page' });
    expect(matchRoute(with404, '/about/nothing')).toEqual({ kind: 'not-found', scope: '', path: '/404' });
  });
});

describe('the addresses', () => {
  it('reads an address’s language (English unprefixed) and its path without the prefix', () => {
    expect(readLocaleAddress('/fr/about/overview')).toEqual({ language: 'fr', path: '/about/overview' });
    expect(readLocaleAddress('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(readLocaleAddress('/about/overview')).toEqual({ language: 'en', path: '/about/overview' });
  });

  it('writes a page’s address in a language', () => {
    expect(addressIn('fr', '/search', '?q=x')).toBe('/fr/search?q=x');
    expect(addressIn('ar', '/')).toBe('/ar');
    expect(addressIn('en', '/about/overview')).toBe('/about/overview');
  });

  it('takes a POST only at a page with a form', () => {
    expect(formRoute(table, '/get-involved/join')?.form).toBe('joinForm');
    expect(formRoute(table, '/get-involved/overview')).toBeUndefined();
    expect(formRoute(table, '/nothing')).toBeUndefined();
  });
});
