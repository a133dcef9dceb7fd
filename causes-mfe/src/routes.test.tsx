import { describeSectionRoutes } from '@stallions/shared-ui/testing';
import SectionRoutes from './routes';

// No "pages" bundle is passed in: the section must load its own translations.
describeSectionRoutes(<SectionRoutes />, {
  base: '/our-causes',
  headings: [
    ['/our-causes', 'Four causes. One club family.'],
    ['/our-causes/ways-we-serve', 'Ways we serve'],
    ['/our-causes/corporate-social-responsibility', 'Corporate social responsibility'],
  ],
});
