import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { siteRoutes } from '../App';
import { RemoteSection } from './RemoteSection';
import { getRuntimeConfig } from '@stallions/shared-config';
import { sectionOfPath } from '@stallions/shared-config/render-contract';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The remote that renders a path, by the rule the render server resolves a request's section by. */
const remoteForPath = (pathname: string) => sectionOfPath(getRuntimeConfig().remotes, pathname);

describe('remoteForPath', () => {
  it.each([
    ['/about/overview', 'about'],
    ['/about/no-such-page', 'about'],
    ['/get-involved/donate', 'getInvolved'],
    ['/our-causes/ways-we-serve', 'causes'],
    ['/news-features/press-center', 'news'],
    ['/About/Overview', 'about'],
    // A bare section address too: the remote's index route goes to its first page.
    ['/about', 'about'],
    ['/about/', 'about'],
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

describe('remoteForPath agrees with the router', () => {
  it.each([
    '/about/overview',
    '/About/Overview',
    '/get-involved/donate/payment',
    '/news-features/x',
    '/about',
    '/search',
  ])('%s', (path) => {
    const element = matchRoutes(siteRoutes(), path)?.at(-1)?.route.element;
    const routedRemote =
      isValidElement<{ name?: string }>(element) && element.type === RemoteSection ? element.props.name : undefined;
    expect(remoteForPath(path)).toBe(routedRemote);
  });
});
