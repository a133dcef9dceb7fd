// The site's page tree: the layout around the page the render server resolved (its route table entry). The
// shell renders its own pages; a section's page is its remote's, rendered by the remote's "./routes" as named.
// Nothing here matches an address.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@stallions/shared-config';
import type { Language } from '@stallions/shared-i18n/languages';
import { LocaleMemoryRouter } from '@stallions/shared-router';
import { RemoteSection } from './federation/RemoteSection';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/PageLoading';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import type { ShellPagePath } from './pages';

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

/** The page to render, as the route table resolved it (a PageRequest's). */
export interface ResolvedPage {
  /** The remote whose section renders it; none for the shell's own pages and not-found page. */
  section?: RemoteName;
  /** The page's path as its owner declares it; none: the not-found page of its section, or of the site. */
  declared?: string;
}

function pageElement({ section, declared }: ResolvedPage) {
  if (section) return <RemoteSection name={section} page={declared ?? null} />;
  if (declared !== undefined && Object.hasOwn(shellPageElements, declared))
    return shellPageElements[declared as ShellPagePath];
  return page(<NotFoundPage />);
}

// The server renders one address; the browser runs no router: every link is a document navigation, and only
// the islands run code (shell/src/islands). The router over memory is there for the links, the location and the
// language its pages read (its basename is the page's language: /fr, /ar; none for English). Errors inside a
// page keep the header and footer (Layout); this boundary is for the layout itself.
export function App({
  location,
  language,
  page: resolved,
}: {
  location: string;
  language: Language;
  page: ResolvedPage;
}) {
  return (
    <LocaleMemoryRouter initialEntries={[location]} language={language}>
      <ErrorBoundary fallbackRender={({ error }) => <ErrorPage error={error} standalone />}>
        <Layout>{pageElement(resolved)}</Layout>
      </ErrorBoundary>
    </LocaleMemoryRouter>
  );
}
