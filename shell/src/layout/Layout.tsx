// Every page: skip link (the first Tab stop), header, <main>, footer and the announcement (if any). Each page is
// a document of its own: focus, scroll and history are the browser's.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@stallions/shared-router';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { SkipLink } from '@stallions/shared-ui';
import { ErrorPage } from '../pages/ErrorPage';
import { Announcement } from './Announcement';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';

export const mainContentId = 'main-content';

const Main = styled.main`
  /* flow-root: a page's top margin stays inside <main> instead of moving it (and the footer) down. */
  display: flow-root;
  /* At least the screen below the header: the footer starts below the fold on every page, short or still
     loading, so a page arriving never moves a visible footer (layout shift). */
  min-block-size: calc(100vh - ${({ theme }) => theme.headerHeight});

  &:focus {
    outline: none;
  }
`;

/** The layout around `children`, the page. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href={`#${mainContentId}`}>{t('skipToContent')}</SkipLink>
      <Header />
      <Main id={mainContentId} tabIndex={-1}>
        {/* A page that throws shows the error page here, inside the layout; the next page renders again. */}
        <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ error }) => <ErrorPage error={error} />}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </Main>
      <Footer />
      <Announcement />
    </>
  );
}
