// Exposed as "causes/routes": the section's pages, under its address in the registry, where the host
// mounts it. One route per page of the declaration (pages.ts), each a lazy component.
import { lazy } from 'react';
import { sectionRoutes } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

export default sectionRoutes(
  { remote: 'causes', declaration, build: __BUILD_ID__, translations: sectionTranslations },
  {
    overview: lazy(() => import('./pages/OverviewPage')),
    'ways-we-serve': lazy(() => import('./pages/WaysWeServePage')),
    'corporate-social-responsibility': lazy(() => import('./pages/CorporateSocialResponsibilityPage')),
  },
);
