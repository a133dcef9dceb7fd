// Exposed as "news/pages": this section's pages, read at run time by the shell and the render server for
// the header and mobile menus, the footer, the sitemap and site search. A page added, renamed or removed here
// (with its route in routes.tsx and its text in the locale files) shows everywhere with this remote's deploy
// alone. Menu labels are in locales/nav/; search keys name texts of the "pages" namespace (search.test.ts
// checks each names an English text).
import type { SectionLabels, SectionPages } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';
import { perLanguage } from '@stallions/shared-i18n';

const pages: SectionPages = {
  order: 4,
  // The menu labels of each language of the table (locales/nav/<lng>.json: small, they travel with the declaration).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one file per language, found by its code
  labels: perLanguage((lng) => require(`./locales/nav/${lng}.json`) as SectionLabels),
  pages: [
    {
      path: 'press-center',
      search: {
        titleKey: 'newsFeatures.pressCenter.title',
        textKeys: [
          'newsFeatures.pressCenter.intro.text',
          'newsFeatures.pressCenter.facts.title',
          'newsFeatures.pressCenter.mediaKit.title',
          'newsFeatures.pressCenter.mediaKit.text',
          'newsFeatures.pressCenter.mediaKit.brandGuidelines.title',
          'newsFeatures.pressCenter.mediaKit.logos.title',
          'newsFeatures.pressCenter.mediaKit.ourStory.title',
          'newsFeatures.pressCenter.contact.title',
          'newsFeatures.pressCenter.contact.text',
          'newsFeatures.pressCenter.contact.email',
        ],
      },
    },
    {
      path: 'social-media',
      search: {
        titleKey: 'newsFeatures.socialMedia.title',
        textKeys: [
          'newsFeatures.socialMedia.description',
          'newsFeatures.socialMedia.links.instagram.label',
          'newsFeatures.socialMedia.links.tiktok.label',
          'newsFeatures.socialMedia.links.twitter.label',
          'newsFeatures.socialMedia.links.youtube.label',
          'newsFeatures.socialMedia.links.linkedin.label',
        ],
      },
    },
  ],
};

export default pages;

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
