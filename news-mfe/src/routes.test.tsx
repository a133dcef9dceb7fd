import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, initI18n } from '@stallions/shared-i18n';
import { SiteThemeProvider } from '@stallions/shared-ui';
import SectionRoutes from './routes';

async function renderAt(path: string) {
  await initI18n({ english: {}, load: async () => undefined, lng: 'en' });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SiteThemeProvider>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route path="/news-features/*" element={<SectionRoutes />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </SiteThemeProvider>
      </I18nextProvider>,
    );
  });
}

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
