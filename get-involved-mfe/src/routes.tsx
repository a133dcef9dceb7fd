// Exposed as "getInvolved/routes": the section's pages, under its address in the registry, where the host
// mounts it. One route per page of the declaration (pages.ts), each a lazy component.
import { lazy } from 'react';
import { sectionRoutes } from '@stallions/shared-ui';
import { sectionTranslations } from './i18n';
import declaration from './pages';

export default sectionRoutes(
  { remote: 'getInvolved', declaration, build: __BUILD_ID__, translations: sectionTranslations },
  {
    overview: lazy(() => import('./pages/OverviewPage')),
    join: lazy(() => import('./pages/JoinPage')),
    project: lazy(() => import('./pages/ProjectPage')),
    donate: lazy(() => import('./pages/DonatePage')),
    // The donation's second step: a placeholder heading only.
    'donate/payment': lazy(() => import('./pages/PaymentPage')),
    'ways-to-give': lazy(() => import('./pages/WaysToGivePage')),
  },
);
