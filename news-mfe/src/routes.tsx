// Exposed as "news/routes": the section's pages, under its address in the registry, where the host
// mounts it. One route per page of the declaration (pages.ts), each a lazy component.
import { lazy } from 'react';
import { sectionRoutes } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

export default sectionRoutes(
  { remote: 'news', declaration, build: __BUILD_ID__, translations: sectionTranslations },
  {
    'press-center': lazy(() => import('./pages/PressCenterPage')),
    'social-media': lazy(() => import('./pages/SocialMediaPage')),
  },
);
