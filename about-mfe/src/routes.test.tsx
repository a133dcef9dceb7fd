import { describeSectionRoutes } from '@stallions/shared-ui/testing';
import SectionRoutes from './routes';

// No "pages" bundle is passed in: the section must load its own translations.
describeSectionRoutes(<SectionRoutes />, {
  base: '/about',
  headings: [
    ['/about', 'Influence, put to work for others'],
    ['/about/our-structure', 'Our structure'],
    ['/about/stallions-club', 'Stallions Club'],
    ['/about/foals-club', 'Foals club'],
    ['/about/membership', 'Belonging that makes a difference'],
  ],
});
