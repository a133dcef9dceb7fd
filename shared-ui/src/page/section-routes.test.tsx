import { screen } from '@testing-library/react';
import type { SectionPages } from '@stallions/shared-config';
import { renderRoutes } from '../testing';
import { sectionRoutes } from './section-routes';

const declaration = {
  order: 1,
  labels: { en: { title: 'Club', pages: { welcome: 'Welcome', rules: 'Rules' } } },
  pages: [{ path: 'welcome' }, { path: 'rules' }, { path: 'rules/archive', inMenu: false }],
} as const satisfies SectionPages;

let translationsAsked = 0;
const translations = { useReady: () => void translationsAsked++ };
const page = (title: string) => () => <h1>{title}</h1>;

const ClubRoutes = sectionRoutes(
  { remote: 'club', declaration, build: 'build-7', translations },
  { welcome: page('Welcome page'), rules: page('Rules page'), 'rules/archive': page('Archived rules') },
);

const renderAt = (route: string) => renderRoutes(<ClubRoutes />, { route, path: '/club/*' });

describe('sectionRoutes: a section’s routes from its declaration', () => {
  it('sends the bare section address to its first declared page', async () => {
    await renderAt('/club');
    expect(await screen.findByRole('heading', { name: 'Welcome page' })).toBeInTheDocument();
  });

  it.each([
    ['/club/rules', 'Rules page'],
    ['/club/rules/archive', 'Archived rules'],
    ['/fr/club/rules', 'Rules page'],
  ])('renders each declared page: %s', async (route, title) => {
    await renderAt(route);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows the not-found view for a path the section does not declare', async () => {
    await renderAt('/club/nothing-here');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it.each([
    ['rules/archive', 'Archived rules'],
    ['welcome', 'Welcome page'],
  ])('renders the page the host names (%s), whatever the address', async (named, title) => {
    // The address says "rules": the host's route table has resolved the page, so the section matches nothing.
    await renderRoutes(<ClubRoutes page={named} />, { route: '/club/rules', path: '/club/*' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rules page' })).not.toBeInTheDocument();
  });

  it.each([null, 'nothing-here', 'constructor'])('shows the not-found view when the host names %p', async (named) => {
    await renderRoutes(<ClubRoutes page={named} />, { route: '/club/rules', path: '/club/*' });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('names the section and the remote’s build, and waits for the section’s translations', async () => {
    translationsAsked = 0;
    await renderAt('/club/welcome');
    const wrapper = (await screen.findByRole('heading', { name: 'Welcome page' })).closest('[data-section]');
    expect(wrapper).toHaveAttribute('data-section', 'club');
    expect(wrapper).toHaveAttribute('data-build', 'build-7');
    expect(translationsAsked).toBeGreaterThan(0);
  });

  it('does not compile with a declared page left without its component, or an undeclared one', () => {
    const options = { remote: 'club', declaration, build: 'test', translations };
    expect(() =>
      // @ts-expect-error -- 'rules/archive' is declared and has no component
      sectionRoutes(options, { welcome: page('Welcome'), rules: page('Rules') }),
    ).toThrow('Remote club: no component for its declared page rules/archive');
    sectionRoutes(options, {
      welcome: page('Welcome'),
      rules: page('Rules'),
      'rules/archive': page('Archive'),
      // @ts-expect-error -- 'news' is not a declared page
      news: page('News'),
    });
  });
});
