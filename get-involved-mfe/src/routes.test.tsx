import { describeSectionRoutes } from '@stallions/shared-ui/testing';
import en from './locales/en/pages.json';
import SectionRoutes from './routes';

// The form pages take a while to render on a busy two-core machine.
jest.setTimeout(30_000);

describeSectionRoutes(<SectionRoutes />, {
  base: '/get-involved',
  pages: en,
  headings: [
    ['/get-involved', en.getInvolved.overview.hero.title],
    ['/get-involved/overview', en.getInvolved.overview.hero.title],
    ['/get-involved/join', en.getInvolved.join.hero.title],
    ['/get-involved/project', en.getInvolved.project.hero.title],
    ['/get-involved/donate', en.getInvolved.donate.hero.title],
    ['/get-involved/donate/payment', en.getInvolved.payment.title],
    ['/get-involved/ways-to-give', en.getInvolved.waysToGive.hero.title],
  ],
});
