// Exposed as "about/routes": the section's pages, relative to where the host mounts it (/about/*).
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@stallions/shared-router';
import { landingPage } from '@stallions/shared-config';
import { NotFoundView } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

const OverviewPage = lazy(() => import('./pages/OverviewPage'));
const OurStructurePage = lazy(() => import('./pages/OurStructurePage'));
const StallionsClubPage = lazy(() => import('./pages/StallionsClubPage'));
const FoalsClubPage = lazy(() => import('./pages/FoalsClubPage'));
const MembershipPage = lazy(() => import('./pages/MembershipPage'));

export default function SectionRoutes() {
  sectionTranslations.useReady();
  // data-build names the build that rendered this section (BUILD_ID at build time): a redeploy is visible.
  return (
    <div data-section="about" data-build={__BUILD_ID__} style={{ display: 'contents' }}>
      <Routes>
        <Route index element={<Navigate to={landingPage(declaration)} replace />} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="our-structure" element={<OurStructurePage />} />
        <Route path="stallions-club" element={<StallionsClubPage />} />
        <Route path="foals-club" element={<FoalsClubPage />} />
        <Route path="membership" element={<MembershipPage />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </div>
  );
}
