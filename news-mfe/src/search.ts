// Exposed as "news/search": what the shell's site search indexes for this section. Fetched only when a
// visitor searches, so the section's code is not loaded up front. The keys are in the "pages" namespace,
// as in the pages' useTranslation('pages') (the translation check reads the namespace from that call);
// search.test.ts checks that every key names an English text.
import type { SectionSearchIndex } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';

const index: SectionSearchIndex = {
  entries: [
    {
      path: '/news-features/press-center',
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
    {
      path: '/news-features/social-media',
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
  ],
  loadTranslations: sectionTranslations.load,
};

export default index;
