import { screen } from '@testing-library/react';
import { renderRoutes } from '@stallions/shared-ui/testing';
import SectionRoutes from './routes';

// No "pages" bundle is passed in: the section must load its own translations.
const renderAt = (route: string) => renderRoutes(<SectionRoutes />, { route, path: '/news-features/*' });

describe('section routes', () => {
  it('sends /news-features to the press center', async () => {
    await renderAt('/news-features');
    expect(await screen.findByRole('heading', { level: 1, name: 'Press center' })).toBeInTheDocument();
  });

  it('renders /news-features/social-media', async () => {
    await renderAt('/news-features/social-media');
    expect(await screen.findByRole('heading', { level: 1, name: 'Social media' })).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown path', async () => {
    await renderAt('/news-features/nothing-here');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
