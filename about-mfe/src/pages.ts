// Exposed as "about/pages": this section's pages, read at run time by the shell and the render server for
// the header and mobile menus, the footer, the sitemap and site search. A page added, renamed or removed here
// (with its route in routes.tsx and its text in the locale files) shows everywhere with this remote's deploy
// alone. Menu labels are in locales/nav/; search keys name texts of the "pages" namespace (search.test.ts
// checks each names an English text).
import type { SectionLabels, SectionPages } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';
import { perLanguage } from '@stallions/shared-i18n';

const pages: SectionPages = {
  order: 1,
  // The menu labels of each language of the table (locales/nav/<lng>.json: small, they travel with the declaration).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per language, found by its code
  labels: perLanguage((lng) => require(`./locales/nav/${lng}.json`) as SectionLabels),
  pages: [
    {
      path: 'overview',
      search: {
        titleKey: 'about.overview.title',
        textKeys: [
          'about.overview.hero.title',
          'about.overview.hero.description',
          'about.overview.mission.title',
          'about.overview.mission.text',
          'about.overview.vision.title',
          'about.overview.vision.text',
          'about.overview.causes.title',
          'about.overview.causes.intro',
          'about.overview.causes.hpv.title',
          'about.overview.causes.hpv.text',
          'about.overview.causes.child.title',
          'about.overview.causes.child.text',
          'about.overview.causes.access.title',
          'about.overview.causes.access.text',
          'about.overview.causes.paw.title',
          'about.overview.causes.paw.text',
        ],
      },
    },
    {
      path: 'our-structure',
      search: {
        titleKey: 'about.ourStructure.title',
        textKeys: [
          'about.ourStructure.intro.text',
          'about.ourStructure.clubs.title',
          'about.ourStructure.clubs.stallions.title',
          'about.ourStructure.clubs.stallions.text',
          'about.ourStructure.clubs.foals.title',
          'about.ourStructure.family.title',
          'about.ourStructure.family.text',
          'about.ourStructure.together.title',
          'about.ourStructure.together.committee.text',
          'about.ourStructure.together.causes.text',
          'about.ourStructure.together.mentoring.text',
        ],
      },
    },
    {
      path: 'stallions-club',
      search: {
        titleKey: 'about.stallionsClub.title',
        textKeys: [
          'about.stallionsClub.intro.text',
          'about.stallionsClub.who.title',
          'about.stallionsClub.who.text',
          'about.stallionsClub.benefits.title',
          'about.stallionsClub.benefits.network.text',
          'about.stallionsClub.benefits.events.text',
          'about.stallionsClub.benefits.impact.text',
          'about.stallionsClub.benefits.business.text',
          'about.stallionsClub.benefits.mentoring.text',
          'about.stallionsClub.benefits.family.text',
        ],
      },
    },
    {
      path: 'foals-club',
      search: {
        titleKey: 'about.foalsClub.title',
        textKeys: [
          'about.foalsClub.intro.eyebrow',
          'about.foalsClub.what.title',
          'about.foalsClub.what.mentoring.text',
          'about.foalsClub.what.projects.text',
          'about.foalsClub.what.network.text',
          'about.foalsClub.gallery.title',
          'about.foalsClub.gallery.text',
        ],
      },
    },
    {
      path: 'membership',
      search: {
        titleKey: 'about.membership.title',
        textKeys: [
          'about.membership.hero.title',
          'about.membership.hero.description',
          'about.membership.who.title',
          'about.membership.who.text',
          'about.membership.how.title',
          'about.membership.how.text',
          'about.membership.how.steps.application',
          'about.membership.how.steps.preEvaluation',
          'about.membership.how.steps.interview',
          'about.membership.how.steps.approval',
          'about.membership.how.steps.welcome',
          'about.membership.options.title',
          'about.membership.options.stallions.text',
          'about.membership.options.family.text',
          'about.membership.options.foals.text',
          'about.membership.benefits.title',
        ],
      },
    },
  ],
};

export default pages;

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
