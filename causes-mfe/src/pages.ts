// Exposed as "causes/pages": this section's pages, read at run time by the shell and the render server for
// the header and mobile menus, the footer, the sitemap and site search. A page added, renamed or removed here
// (with its route in routes.tsx and its text in the locale files) shows everywhere with this remote's deploy
// alone. Menu labels are in locales/nav/; search keys name texts of the "pages" namespace (search.test.ts
// checks each names an English text).
import type { SectionLabels, SectionPages } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';
import { perLanguage } from '@stallions/shared-i18n';

const pages: SectionPages = {
  order: 3,
  // The menu labels of each language of the table (locales/nav/<lng>.json: small, they travel with the declaration).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per language, found by its code
  labels: perLanguage((lng) => require(`./locales/nav/${lng}.json`) as SectionLabels),
  pages: [
    {
      path: 'overview',
      search: {
        titleKey: 'ourCauses.overview.title',
        textKeys: [
          'ourCauses.overview.hero.title',
          'ourCauses.overview.hero.description',
          'ourCauses.overview.intro.title',
          'ourCauses.overview.intro.text',
          'ourCauses.overview.causes.title',
          'ourCauses.overview.causes.hpv.title',
          'ourCauses.overview.causes.hpv.text',
          'ourCauses.overview.causes.hpv.points',
          'ourCauses.overview.causes.child.title',
          'ourCauses.overview.causes.child.text',
          'ourCauses.overview.causes.child.points',
          'ourCauses.overview.causes.access.title',
          'ourCauses.overview.causes.access.text',
          'ourCauses.overview.causes.access.points',
          'ourCauses.overview.causes.paw.title',
          'ourCauses.overview.causes.paw.text',
          'ourCauses.overview.causes.paw.points',
          'ourCauses.overview.cta.title',
          'ourCauses.overview.cta.text',
        ],
      },
    },
    {
      path: 'ways-we-serve',
      search: {
        titleKey: 'ourCauses.waysWeServe.title',
        textKeys: [
          'ourCauses.waysWeServe.header.description',
          'ourCauses.waysWeServe.diagram.title',
          'ourCauses.waysWeServe.diagram.intro',
          'ourCauses.waysWeServe.diagram.health',
          'ourCauses.waysWeServe.diagram.child',
          'ourCauses.waysWeServe.diagram.access',
          'ourCauses.waysWeServe.diagram.animal',
          'ourCauses.waysWeServe.approach.title',
          'ourCauses.waysWeServe.approach.intro',
          'ourCauses.waysWeServe.approach.give',
          'ourCauses.waysWeServe.approach.volunteer',
          'ourCauses.waysWeServe.approach.connect',
          'ourCauses.waysWeServe.cta.text',
        ],
      },
    },
    {
      path: 'corporate-social-responsibility',
      search: {
        titleKey: 'ourCauses.csr.title',
        textKeys: [
          'ourCauses.csr.hero.description',
          'ourCauses.csr.community.title',
          'ourCauses.csr.community.intro',
          'ourCauses.csr.community.transformation',
          'ourCauses.csr.community.sustainable',
          'ourCauses.csr.community.solidarity',
          'ourCauses.csr.together.title',
          'ourCauses.csr.together.intro',
          'ourCauses.csr.together.sustainableProjects',
          'ourCauses.csr.together.awareness',
          'ourCauses.csr.together.nextGeneration',
          'ourCauses.csr.together.volunteering',
          'ourCauses.csr.together.workplaceGiving',
          'ourCauses.csr.together.equalAccess',
          'ourCauses.csr.companions.title',
          'ourCauses.csr.companions.intro',
          'ourCauses.csr.cta.text',
        ],
      },
    },
  ],
};

export default pages;

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
