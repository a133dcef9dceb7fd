// The shell's own pages for the site search: their translated titles and main text. The keys belong to the
// "pages" namespace, as useTranslation('pages') reads them in the pages themselves.
import type { SectionSearchIndex } from './site-index';

export const shellSearchIndex: SectionSearchIndex = {
  entries: [
    {
      path: '/',
      titleKey: 'home.meta.title',
      textKeys: [
        'home.hero.title',
        'home.hero.description',
        'home.stats.title',
        'home.discover.title',
        'home.discover.about.text',
        'home.discover.structure.text',
        'home.discover.causes.text',
        'home.influence.title',
        'home.influence.text',
        'home.influence.points',
        'home.structure.title',
        'home.structure.text',
        'home.structure.clubs',
        'home.family.title',
        'home.family.text',
        'home.cause.title',
        'home.cause.text',
        'home.cause.items',
        'home.involvement.title',
        'home.involvement.text',
      ],
    },
    {
      path: '/stallion-business',
      titleKey: 'stallionBusiness.meta.title',
      textKeys: [
        'stallionBusiness.hero.title',
        'stallionBusiness.hero.description',
        'stallionBusiness.intro.title',
        'stallionBusiness.intro.paragraphs',
        'stallionBusiness.features.title',
        'stallionBusiness.features.items',
        'stallionBusiness.conclusion.title',
        'stallionBusiness.conclusion.text',
      ],
    },
    {
      path: '/privacy-policy',
      titleKey: 'privacy.meta.title',
      textKeys: ['privacy.intro', 'privacy.sections', 'privacy.full.title', 'privacy.full.sections'],
    },
  ],
  // The shell's bundles are loaded with the language itself.
  loadTranslations: async () => undefined,
};
