// Exposed as "getInvolved/routes": the section's pages, relative to where the host mounts it (/get-involved/*).
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@stallions/shared-router';
import { landingPage } from '@stallions/shared-config';
import { NotFoundView } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

const OverviewPage = lazy(() => import('./pages/OverviewPage'));
const JoinPage = lazy(() => import('./pages/JoinPage'));
const ProjectPage = lazy(() => import('./pages/ProjectPage'));
const DonatePage = lazy(() => import('./pages/DonatePage'));
const WaysToGivePage = lazy(() => import('./pages/WaysToGivePage'));
const PaymentPage = lazy(() => import('./pages/PaymentPage'));

export default function SectionRoutes() {
  sectionTranslations.useReady();
  // data-build names the build that rendered this section (BUILD_ID at build time): a redeploy is visible.
  return (
    <div data-section="getInvolved" data-build={__BUILD_ID__} style={{ display: 'contents' }}>
      <Routes>
        <Route index element={<Navigate to={landingPage(declaration)} replace />} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="join" element={<JoinPage />} />
        <Route path="project" element={<ProjectPage />} />
        <Route path="donate">
          <Route index element={<DonatePage />} />
          {/* The spec's nested payment route: a placeholder heading only. */}
          <Route path="payment" element={<PaymentPage />} />
        </Route>
        <Route path="ways-to-give" element={<WaysToGivePage />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </div>
  );
}
