// Exposed as "news/routes": the section's pages, relative to where the host mounts it (/news-features/*).
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@stallions/shared-router';
import { landingPage } from '@stallions/shared-config';
import { NotFoundView } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

const PressCenterPage = lazy(() => import('./pages/PressCenterPage'));
const SocialMediaPage = lazy(() => import('./pages/SocialMediaPage'));

export default function SectionRoutes() {
  sectionTranslations.useReady();
  // data-build names the build that rendered this section (BUILD_ID at build time): a redeploy is visible.
  return (
    <div data-section="news" data-build={__BUILD_ID__} style={{ display: 'contents' }}>
      <Routes>
        <Route index element={<Navigate to={landingPage(declaration)} replace />} />
        <Route path="press-center" element={<PressCenterPage />} />
        <Route path="social-media" element={<SocialMediaPage />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
    </div>
  );
}
