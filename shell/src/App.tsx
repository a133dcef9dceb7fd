// The route tree of the spec. Each section's children belong to its remote; the shell owns the rest.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LocaleBrowserRouter, LocaleMemoryRouter, useRoutes, type RouteObject } from '@stallions/shared-router';
import { RemoteSection } from './federation/RemoteSection';
import { sections } from './federation/sections';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { LocaleSync } from './layout/LocaleSync';
import { ReadyMark } from './layout/ReadyMark';

// Pages a visitor may never open are split out of the first load.
const StallionBusinessPage = lazy(() => import('./pages/StallionBusinessPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const SearchPage = lazy(() => import('./search/SearchPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const page = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      // The section's own routes, its bare address included (the remote's index route goes to its first page).
      ...sections.map(({ path, remote }) => ({ path: `${path}/*`, element: <RemoteSection name={remote} /> })),
      { path: 'stallion-business', element: page(<StallionBusinessPage />) },
      { path: 'privacy-policy', element: page(<PrivacyPolicyPage />) },
      { path: 'search', element: page(<SearchPage />) },
      { path: '*', element: page(<NotFoundPage />) },
    ],
  },
];

function SiteRoutes() {
  return useRoutes(routes);
}

// A declarative router, not the data router: the site has no loaders or actions, and the data router would
// add 18 KB gzip to every page. It leaves the first scroll position alone (over a server-rendered page,
// the visitor may already have scrolled); RouteFocus scrolls to the top after each navigation, and back/forward
// return to where the visitor was on that page (useScrollMemory). Errors inside a page keep the header and
// footer (Layout); this boundary is for the layout itself. The routes are the spec's paths: the router's
// basename is the page's language (/fr, /ar; none for English), so the same tree serves every locale.
// `location`: the server renders one address (a router over memory); the browser follows its address bar.
export function App({ location }: { location?: string }) {
  const site = (
    <>
      <LocaleSync />
      <ReadyMark part="app" />
      <ErrorBoundary fallbackRender={({ error }) => <ErrorPage error={error} standalone />}>
        <SiteRoutes />
      </ErrorBoundary>
    </>
  );
  return location === undefined ? (
    <LocaleBrowserRouter>{site}</LocaleBrowserRouter>
  ) : (
    <LocaleMemoryRouter initialEntries={[location]}>{site}</LocaleMemoryRouter>
  );
}
