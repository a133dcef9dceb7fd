import { screen } from '@testing-library/react';
import { renderRoutes } from '@stallions/shared-ui/testing';
import SectionRoutes from './routes';

// No "pages" bundle is passed in: the section must load its own translations.
const renderAt = (route: string) => renderRoutes(<SectionRoutes />, { route, path: '/about/*' });

describe('section routes', () => {
  it('sends /about to the overview', async () => {
    await renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Influence, put to work for others' })).toBeInTheDocument();
  });

  it.each([
    ['/about/our-structure', 'Our structure'],
    ['/about/stallions-club', 'Stallions Club'],
    ['/about/foals-club', 'Foals club'],
    ['/about/membership', 'Belonging that makes a difference'],
  ])('renders %s', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown path', async () => {
    await renderAt('/about/nothing-here');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
