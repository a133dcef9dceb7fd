// The route tree of the spec. Each section's children belong to its remote; the shell owns the rest.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LocaleMemoryRouter, useRoutes, type RouteObject } from '@stallions/shared-router';
import { RemoteSection } from './federation/RemoteSection';
import { siteSections } from './federation/sections';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';

// Pages a visitor may never open are split out of the first load.
const StallionBusinessPage = lazy(() => import('./pages/StallionBusinessPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const SearchPage = lazy(() => import('./search/SearchPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const page = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** The site's routes: the shell's pages and each section of the runtime config's registry. */
export const siteRoutes = (): RouteObject[] => [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      // The section's own routes, its bare address included (the remote's index route goes to its first page).
      ...siteSections().map(({ path, remote }) => ({ path: `${path}/*`, element: <RemoteSection name={remote} /> })),
      { path: 'stallion-business', element: page(<StallionBusinessPage />) },
      { path: 'privacy-policy', element: page(<PrivacyPolicyPage />) },
      { path: 'search', element: page(<SearchPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

function SiteRoutes() {
  return useRoutes(siteRoutes());
}

// The server renders one address (a router over memory); the browser runs no router: every link is a document
// navigation, and only the islands run code (shell/src/islands). The routes are the spec's paths: the router's
// basename is the page's language (/fr, /ar; none for English), so the same tree serves every locale. Errors
// inside a page keep the header and footer (Layout); this boundary is for the layout itself.
export function App({ location }: { location: string }) {
  return (
    <LocaleMemoryRouter initialEntries={[location]}>
      <ErrorBoundary fallbackRender={({ error }) => <ErrorPage error={error} standalone />}>
        <SiteRoutes />
      </ErrorBoundary>
    </LocaleMemoryRouter>
  );
}
