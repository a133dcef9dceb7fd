// Exposed as "about/routes": the section's pages, under its address in the registry, where the host
// mounts it. One route per page of the declaration (pages.ts), each a lazy component.
import { lazy } from 'react';
import { sectionRoutes } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

export default sectionRoutes(
  { remote: 'about', declaration, build: __BUILD_ID__, translations: sectionTranslations },
  {
    overview: lazy(() => import('./pages/OverviewPage')),
    'our-structure': lazy(() => import('./pages/OurStructurePage')),
    'stallions-club': lazy(() => import('./pages/StallionsClubPage')),
    'foals-club': lazy(() => import('./pages/FoalsClubPage')),
    membership: lazy(() => import('./pages/MembershipPage')),
  },
);
