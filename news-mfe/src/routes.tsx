// Exposed as "news/routes": the section's pages, relative to where the host mounts it (/news-features/*).
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundView } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';

const PressCenterPage = lazy(() => import('./pages/PressCenterPage'));
const SocialMediaPage = lazy(() => import('./pages/SocialMediaPage'));

export default function SectionRoutes() {
  sectionTranslations.useReady();
  return (
    <Routes>
      <Route index element={<Navigate to="press-center" replace />} />
      <Route path="press-center" element={<PressCenterPage />} />
      <Route path="social-media" element={<SocialMediaPage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
