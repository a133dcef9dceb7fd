// Exposed as "getInvolved/pages": this section's pages, read at run time by the shell and the render server for
// the header and mobile menus, the footer, the sitemap and site search. A page added, renamed or removed here
// (with its route in routes.tsx and its text in the locale files) shows everywhere with this remote's deploy
// alone. Menu labels are in locales/nav/; search keys name texts of the "pages" namespace (search.test.ts
// checks each names an English text).
import type { SectionLabels, SectionPages } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';
import { perLanguage } from '@stallions/shared-i18n';

const pages: SectionPages = {
  order: 2,
  // The menu labels of each language of the table (locales/nav/<lng>.json: small, they travel with the declaration).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per language, found by its code
  labels: perLanguage((lng) => require(`./locales/nav/${lng}.json`) as SectionLabels),
  pages: [
    {
      path: 'overview',
      search: {
        titleKey: 'getInvolved.overview.title',
        textKeys: [
          'getInvolved.overview.metaDescription',
          'getInvolved.overview.hero',
          'getInvolved.overview.intro',
          'getInvolved.overview.projects',
          'getInvolved.shared.projects',
          'getInvolved.overview.donate',
          'getInvolved.overview.testimonials.title',
        ],
      },
    },
    {
      path: 'join',
      form: 'joinForm',
      search: {
        titleKey: 'getInvolved.join.title',
        textKeys: [
          'getInvolved.join.metaDescription',
          'getInvolved.join.hero',
          'getInvolved.join.form.title',
          'getInvolved.join.form.intro',
          'getInvolved.join.process',
        ],
      },
    },
    {
      path: 'project',
      search: {
        titleKey: 'getInvolved.project.title',
        textKeys: [
          'getInvolved.project.metaDescription',
          'getInvolved.project.hero',
          'getInvolved.shared.projects',
          'getInvolved.project.items',
          'getInvolved.project.closing',
        ],
      },
    },
    {
      path: 'donate',
      form: 'donationForm',
      search: {
        titleKey: 'getInvolved.donate.title',
        textKeys: [
          'getInvolved.donate.metaDescription',
          'getInvolved.donate.hero',
          'getInvolved.donate.causes',
          'getInvolved.shared.causes',
          'getInvolved.donate.form.title',
          'getInvolved.donate.form.intro',
          'getInvolved.donate.form.paymentNote',
        ],
      },
    },
    // The donation's second step: reached from the form, not from a menu.
    { path: 'donate/payment', inMenu: false },
    {
      path: 'ways-to-give',
      search: {
        titleKey: 'getInvolved.waysToGive.title',
        textKeys: [
          'getInvolved.waysToGive.metaDescription',
          'getInvolved.waysToGive.hero',
          'getInvolved.waysToGive.why',
          'getInvolved.waysToGive.funds',
          'getInvolved.waysToGive.difference',
          'getInvolved.waysToGive.options',
          'getInvolved.waysToGive.fight',
        ],
      },
    },
  ],
};

export default pages;

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
