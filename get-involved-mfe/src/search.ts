// Exposed as "getInvolved/search": what the shell's site search indexes for this section. Fetched only when a
// visitor searches, so the section's code is not loaded up front. A text key may name a whole subtree: the
// search collects every string under it. The keys are in the "pages" namespace, as in the pages'
// useTranslation('pages') (the translation check reads the namespace from that call).
import type { SectionSearchIndex } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';

const index: SectionSearchIndex = {
  entries: [
    {
      path: '/get-involved/overview',
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
    {
      path: '/get-involved/join',
      titleKey: 'getInvolved.join.title',
      textKeys: [
        'getInvolved.join.metaDescription',
        'getInvolved.join.hero',
        'getInvolved.join.form.title',
        'getInvolved.join.form.intro',
        'getInvolved.join.process',
      ],
    },
    {
      path: '/get-involved/project',
      titleKey: 'getInvolved.project.title',
      textKeys: [
        'getInvolved.project.metaDescription',
        'getInvolved.project.hero',
        'getInvolved.shared.projects',
        'getInvolved.project.items',
        'getInvolved.project.closing',
      ],
    },
    {
      path: '/get-involved/donate',
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
    {
      path: '/get-involved/ways-to-give',
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
  ],
  loadTranslations: sectionTranslations.load,
};

export default index;
