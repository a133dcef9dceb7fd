// The route tree of the spec. Each section's children belong to its remote; the shell owns the rest.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type RouteObject } from '@stallions/shared-router';
import type { RemoteName } from '@stallions/shared-config';
import { RemoteSection } from './federation/RemoteSection';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { snapshotShowing } from './snapshot/take-over-snapshot';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';

// Pages a visitor may never open are split out of the first load.
const StallionBusinessPage = lazy(() => import('./pages/StallionBusinessPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const SearchPage = lazy(() => import('./search/SearchPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const page = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** Route metadata naming the remote that renders a section. */
interface SectionHandle {
  remote: RemoteName;
}
const section = (remote: RemoteName): SectionHandle => ({ remote });

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Only when the layout itself fails; errors inside a page keep the header and footer (below).
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <Navigate to="/about/overview" replace /> },
          { path: 'about/*', element: <RemoteSection name="about" />, handle: section('about') },
          { path: 'get-involved', element: <Navigate to="/get-involved/overview" replace /> },
          { path: 'get-involved/*', element: <RemoteSection name="getInvolved" />, handle: section('getInvolved') },
          { path: 'our-causes', element: <Navigate to="/our-causes/overview" replace /> },
          { path: 'our-causes/*', element: <RemoteSection name="causes" />, handle: section('causes') },
          { path: 'news-features', element: <Navigate to="/news-features/press-center" replace /> },
          { path: 'news-features/*', element: <RemoteSection name="news" />, handle: section('news') },
          { path: 'stallion-business', element: page(<StallionBusinessPage />) },
          { path: 'privacy-policy', element: page(<PrivacyPolicyPage />) },
          { path: 'search', element: page(<SearchPage />) },
          { path: '*', element: page(<NotFoundPage />) },
        ],
      },
    ],
  },
];

/** The remote that renders this path, if a remote does. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as SectionHandle | undefined;
  return handle?.remote;
}

// Over a prerendered page, the first scroll position is the visitor's (they may have scrolled it, or followed
// a #link): as after server rendering, `hydrationData` tells the router not to reset it on the first render.
const router = createBrowserRouter(routes, snapshotShowing() ? { hydrationData: {} } : undefined);

export function App() {
  return <RouterProvider router={router} />;
}
