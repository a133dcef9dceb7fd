// Section page declarations for the shell's tests, as the remotes declare them (a shell test cannot import a
// remote). English labels, and a marked French one to see the language followed.
import type { SectionPages, SiteSections } from '@stallions/shared-config';

const section = (order: number, title: string, pages: Record<string, string>): SectionPages => ({
  order,
  labels: {
    en: { title, pages },
    fr: { title: `${title} (fr)`, pages: Object.fromEntries(Object.entries(pages).map(([p, l]) => [p, `${l} (fr)`])) },
  },
  pages: Object.keys(pages).map((path) => ({ path })),
});

export const testSections: SiteSections = {
  about: section(1, 'About', {
    overview: 'Overview',
    'our-structure': 'Our Structure',
    'stallions-club': 'Stallions Club',
    'foals-club': 'Foals Club',
    membership: 'Membership',
  }),
  getInvolved: {
    ...section(2, 'Get Involved', {
      overview: 'Overview',
      join: 'Join the Club',
      project: 'Our Projects',
      donate: 'Donate',
      'ways-to-give': 'Ways to Give',
    }),
    pages: [
      { path: 'overview' },
      { path: 'join' },
      { path: 'project' },
      { path: 'donate' },
      { path: 'donate/payment', inMenu: false },
      { path: 'ways-to-give' },
    ],
  },
  causes: section(3, 'Our Causes', {
    overview: 'Overview',
    'ways-we-serve': 'Ways We Serve',
    'corporate-social-responsibility': 'Corporate Social Responsibility',
  }),
  news: section(4, 'News & Features', { 'press-center': 'Press Center', 'social-media': 'Social Media' }),
};
