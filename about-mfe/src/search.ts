// Exposed as "about/search": what the shell's site search indexes for this section. Fetched only when a
// visitor searches, so the section's code is not loaded up front. The keys are in the "pages" namespace,
// as in the pages' useTranslation('pages') (the translation check reads the namespace from that call);
// search.test.ts checks that every key names an English text.
import type { SectionSearchIndex } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';

const index: SectionSearchIndex = {
  entries: [
    {
      path: '/about/overview',
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
    {
      path: '/about/our-structure',
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
    {
      path: '/about/stallions-club',
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
    {
      path: '/about/foals-club',
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
    {
      path: '/about/membership',
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
  ],
  loadTranslations: sectionTranslations.load,
};

export default index;
