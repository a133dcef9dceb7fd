// For jest tests of pages: the real i18n instance with a section's English bundle, the theme and the site's
// router (the language is the address's).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LocaleMemoryRouter, Route, Routes } from '@stallions/shared-router';
import { i18n, I18nextProvider, initI18n } from '@stallions/shared-i18n';
import { SiteThemeProvider } from '../theme/SiteThemeProvider';

export interface RenderPageOptions {
  /** The section's English "pages" bundle (its locales/en/pages.json). */
  pages?: Record<string, unknown>;
  header?: Record<string, unknown>;
  footer?: Record<string, unknown>;
  /** The address, with its language prefix if any ('/fr/about/overview'). */
  route?: string;
  /** Route pattern the element is mounted at (default: every path). */
  path?: string;
}

export async function renderPage(
  ui: ReactElement,
  { pages = {}, header = {}, footer = {}, route = '/', path = '*' }: RenderPageOptions = {},
) {
  await initI18n({ english: { pages, header, footer }, load: async () => undefined, lng: 'en' });
  i18n.addResourceBundle('en', 'pages', pages, true, true);
  i18n.addResourceBundle('en', 'header', header, true, true);
  i18n.addResourceBundle('en', 'footer', footer, true, true);
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteThemeProvider>
        <LocaleMemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </LocaleMemoryRouter>
      </SiteThemeProvider>
    </I18nextProvider>,
  );
}
