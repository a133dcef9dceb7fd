// Exposed as "getInvolved/pages": this section's pages, read at run time by the shell and the render server for
// the header and mobile menus, the footer, the sitemap and site search. A page added, renamed or removed here
// (with its component in routes.tsx, which derives the routes from this list, and its text in the locale files)
// shows everywhere with this remote's deploy alone. Menu labels are in locales/<lng>/nav.json; a page's search
// keys name its title and the group of its texts in the "pages" namespace (pages.test.ts checks both exist).
// Declared `as const` so that routes.tsx is checked against these paths.
import type { SectionLabels, SectionPages } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';
import { perLanguage } from '@stallions/shared-i18n';

const pages = {
  order: 2,
  // The menu labels of each language of the table (locales/<lng>/nav.json: small, they travel with the declaration).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per language, found by its code
  labels: perLanguage((lng) => require(`./locales/${lng}/nav.json`) as SectionLabels),
  pages: [
    {
      path: 'overview',
      search: { titleKey: 'getInvolved.overview.title', textPrefix: 'getInvolved.overview' },
    },
    {
      path: 'join',
      form: 'joinForm',
      search: { titleKey: 'getInvolved.join.title', textPrefix: 'getInvolved.join' },
    },
    {
      path: 'project',
      search: { titleKey: 'getInvolved.project.title', textPrefix: 'getInvolved.project' },
    },
    {
      path: 'donate',
      form: 'donationForm',
      search: { titleKey: 'getInvolved.donate.title', textPrefix: 'getInvolved.donate' },
    },
    // The donation's second step: reached from the form, not from a menu.
    { path: 'donate/payment', inMenu: false },
    {
      path: 'ways-to-give',
      search: { titleKey: 'getInvolved.waysToGive.title', textPrefix: 'getInvolved.waysToGive' },
    },
  ],
} as const satisfies SectionPages;

export default pages;

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
