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
                <Route path="/about/*" element={<SectionRoutes />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </SiteThemeProvider>
      </I18nextProvider>,
    );
  });
}

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
