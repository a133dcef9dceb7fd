// The site's route tree. Each section's children belong to its remote; the shell owns the rest.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { Language } from '@stallions/shared-i18n/languages';
import { LocaleMemoryRouter, useRoutes, type RouteObject } from '@stallions/shared-router';
import { RemoteSection } from './federation/RemoteSection';
import { siteSections } from './federation/sections';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { shellPages, type ShellPagePath } from './pages';

// Pages a visitor may never open are split out of the first load.
const StallionBusinessPage = lazy(() => import('./pages/StallionBusinessPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const SearchPage = lazy(() => import('./search/SearchPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const page = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Each page the shell declares (pages.ts), rendered: a declared page without one does not compile. */
const shellPageElements: Record<ShellPagePath, React.ReactNode> = {
  '': <HomePage />,
  'stallion-business': page(<StallionBusinessPage />),
  'privacy-policy': page(<PrivacyPolicyPage />),
  search: page(<SearchPage />),
};

/** The site's routes: the shell's pages and each section of the runtime config's registry. */
export const siteRoutes = (): RouteObject[] => [
  {
    element: <Layout />,
    children: [
      ...shellPages.pages.map(({ path }): RouteObject =>
        path === '' ? { index: true, element: shellPageElements[path] } : { path, element: shellPageElements[path] },
      ),
      // The section's own routes, its bare address included (the remote's index route goes to its first page).
      ...siteSections().map(({ path, remote }) => ({ path: `${path}/*`, element: <RemoteSection name={remote} /> })),
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

function SiteRoutes() {
  return useRoutes(siteRoutes());
}

// The server renders one address (a router over memory); the browser runs no router: every link is a document
// navigation, and only the islands run code (shell/src/islands). The routes are the unprefixed paths: the router's
// basename is the page's language (/fr, /ar; none for English), so the same tree serves every locale. Errors
// inside a page keep the header and footer (Layout); this boundary is for the layout itself.
export function App({ location, language }: { location: string; language?: Language }) {
  return (
    <LocaleMemoryRouter initialEntries={[location]} language={language}>
      <ErrorBoundary fallbackRender={({ error }) => <ErrorPage error={error} standalone />}>
        <SiteRoutes />
      </ErrorBoundary>
    </LocaleMemoryRouter>
  );
}
