import { notFoundPath, pageOwnership } from './not-found';

describe('pageOwnership', () => {
  const pages = pageOwnership(['/', '/about/overview', '/get-involved/donate/payment', '/privacy-policy']);

  it.each(['/', '/about/overview', '/about', '/get-involved', '/get-involved/donate', '/privacy-policy', '/search'])(
    'leaves %s to the page that may own it',
    (path) => expect(pages.owns(path)).toBe(true),
  );

  it.each([
    ['/no-such-page', ''],
    ['/evil.com/about/overview', ''],
    ['/about/no-such-page', 'about'],
    ['/get-involved/donate/nothing/here', 'get-involved'],
    ['/privacy-policy/x', 'privacy-policy'],
  ])('gives %s the not-found page of scope %j', (path, scope) => {
    expect(pages.owns(path)).toBe(false);
    expect(pages.scopeOf(path)).toBe(scope);
  });

  it('renders a scope’s not-found page at one path (in each language: page-request.test.ts)', () => {
    expect(notFoundPath('')).toBe('/404');
    expect(notFoundPath('about')).toBe('/about/404');
  });
});
