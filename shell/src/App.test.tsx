import { remoteForPath } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('remoteForPath', () => {
  it.each([
    ['/about/overview', 'about'],
    ['/about/no-such-page', 'about'],
    ['/get-involved/donate', 'getInvolved'],
    ['/our-causes/ways-we-serve', 'causes'],
    ['/news-features/press-center', 'news'],
  ])('%s is rendered by the %s remote', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/about', '/privacy-policy', '/stallion-business', '/search', '/aboutx/overview', '/nowhere'])(
    '%s is not a remote section (shell page, redirect or not found)',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );
});
