// Exposed as "causes/routes": the section's pages, relative to where the host mounts it (/our-causes/*).
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@stallions/shared-router';
import { landingPage } from '@stallions/shared-config';
import { NotFoundView } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

const OverviewPage = lazy(() => import('./pages/OverviewPage'));
const WaysWeServePage = lazy(() => import('./pages/WaysWeServePage'));
const CorporateSocialResponsibilityPage = lazy(() => import('./pages/CorporateSocialResponsibilityPage'));

export default function SectionRoutes() {
  sectionTranslations.useReady();
  // data-build names the build that rendered this section (BUILD_ID at build time): a redeploy is visible.
  return (
    <div data-section="causes" data-build={__BUILD_ID__} style={{ display: 'contents' }}>
      <Routes>
        <Route index element={<Navigate to={landingPage(declaration)} replace />} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="ways-we-serve" element={<WaysWeServePage />} />
        <Route path="corporate-social-responsibility" element={<CorporateSocialResponsibilityPage />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </div>
  );
}
