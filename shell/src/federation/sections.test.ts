import { getRuntimeConfig, type SectionPages } from '@stallions/shared-config';
import { buildRouteTable, matchRoute } from '@stallions/shared-router/route-table';
import { shellPages } from '../pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const declaration = (order: number, ...paths: string[]): SectionPages => ({
  order,
  labels: { en: { title: 'Section', pages: {} } },
  pages: paths.map((path) => ({ path, inMenu: false })),
});
/** The route table the render server resolves requests by, of these declarations and the shell's pages. */
const table = () =>
  buildRouteTable(
    shellPages,
    {
      about: declaration(1, 'overview'),
      getInvolved: declaration(2, 'donate', 'donate/payment'),
      causes: declaration(3, 'ways-we-serve'),
      news: declaration(4, 'press-center'),
    },
    getRuntimeConfig().remotes,
  );

/** The remote whose section the route table gives a path (its page's, or its not-found page's). */
const remoteForPath = (path: string) => {
  const match = matchRoute(table(), path);
  return match.kind === 'page' ? match.entry.section : match.kind === 'not-found' ? match.section : undefined;
};

describe('the route table’s sections', () => {
  it.each([
    ['/about/overview', 'about'],
    ['/about/no-such-page', 'about'],
    ['/get-involved/donate', 'getInvolved'],
    ['/our-causes/ways-we-serve', 'causes'],
    ['/news-features/press-center', 'news'],
  ])('%s is rendered by the %s remote', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/privacy-policy', '/stallion-business', '/search', '/aboutx/overview', '/nowhere'])(
    '%s is not a remote section (shell page or not found)',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );
});
