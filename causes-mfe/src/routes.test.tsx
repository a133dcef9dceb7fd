import { screen } from '@testing-library/react';
import { renderRoutes } from '@stallions/shared-ui/testing';
import SectionRoutes from './routes';

// No "pages" bundle is passed in: the section must load its own translations.
const renderAt = (route: string) => renderRoutes(<SectionRoutes />, { route, path: '/our-causes/*' });

describe('section routes', () => {
  it('sends /our-causes to the overview', async () => {
    await renderAt('/our-causes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Four causes. One club family.' })).toBeInTheDocument();
  });

  it.each([
    ['/our-causes/ways-we-serve', 'Ways we serve'],
    ['/our-causes/corporate-social-responsibility', 'Corporate social responsibility'],
  ])('renders %s', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown path', async () => {
    await renderAt('/our-causes/nothing-here');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
