import { describeSectionRoutes } from '@stallions/shared-ui/testing';
import SectionRoutes from './routes';

// No "pages" bundle is passed in: the section must load its own translations.
describeSectionRoutes(<SectionRoutes />, {
  base: '/news-features',
  headings: [
    ['/news-features', 'Press center'],
    ['/news-features/social-media', 'Social media'],
  ],
});
