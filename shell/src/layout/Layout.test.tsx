import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { i18n, I18nextProvider, initI18n } from '@stallions/shared-i18n';
import { PageTitle, SiteThemeProvider } from '@stallions/shared-ui';
import header from '../locales/en/header.json';
import footer from '../locales/en/footer.json';
import pages from '../locales/en/pages.json';
import { silenceConsoleError } from '../components/test-helpers';
import { ErrorPage } from '../pages/ErrorPage';
import { Layout, mainContentId } from './Layout';

// Data routers build a Request per navigation; jsdom has none. The router only reads url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  class RequestShim {
    url: string;
    method: string;
    signal: AbortSignal;
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestShim });
}

function Home() {
  return <PageTitle>Home</PageTitle>;
}

async function renderLayout() {
  await initI18n({ english: { header, footer, pages }, load: async () => undefined, lng: 'en' });
  i18n.addResourceBundle('en', 'header', header, true, true);
  i18n.addResourceBundle('en', 'footer', footer, true, true);
  const router = createMemoryRouter(
    [
      {
        index: true,
        element: (
          <Layout>
            <Home />
          </Layout>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  // StrictMode as in the app: effects run twice on mount in development, and the first load must still
  // count as the first load.
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SiteThemeProvider>
          <RouterProvider router={router} />
        </SiteThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return router;
}

describe('Layout', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('has the skip link as the first Tab stop, and it moves focus to <main>', async () => {
    const user = userEvent.setup();
    await renderLayout();
    // jsdom has no popovers: React's autoFocus focused the (closed) search panel's box, which browsers cannot.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(document.getElementById(mainContentId)).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', mainContentId);
  });

  it('does not move focus on the first load', async () => {
    await renderLayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).not.toHaveFocus();
  });
});

function Broken(): React.JSX.Element {
  throw new Error('boom');
}

/** The app's error boundaries as App.tsx sets them: one around the layout, one (in Layout) around the pages. */
async function renderWithBrokenPage(brokenLayout = false) {
  await initI18n({ english: { header, footer, pages }, load: async () => undefined, lng: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteThemeProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <ErrorBoundary fallbackRender={({ error }) => <ErrorPage error={error} standalone />}>
            {brokenLayout ? (
              <Broken />
            ) : (
              <Layout>
                <Routes>
                  <Route index element={<Home />} />
                  <Route path="broken" element={<Broken />} />
                </Routes>
              </Layout>
            )}
          </ErrorBoundary>
        </MemoryRouter>
      </SiteThemeProvider>
    </I18nextProvider>,
  );
}

describe('ErrorPage', () => {
  const consoleError = silenceConsoleError();

  it('shows a translated error page inside the layout, with the header, the footer and a way home', async () => {
    await renderWithBrokenPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('This page could not be shown. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Something went wrong | Stallions Club');
    expect(consoleError()).toHaveBeenCalledWith('Routing error:', expect.any(Error));
  });

  it('gives way to the next page the visitor opens', async () => {
    await renderWithBrokenPage();
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('link', { name: 'Stallions Club, home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });

  it('brings its own <main> when the layout itself fails', async () => {
    await renderWithBrokenPage(true);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
