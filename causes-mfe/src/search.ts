// Exposed as "causes/search": what the shell's site search indexes for this section. Fetched only when a
// visitor searches, so the section's code is not loaded up front. The shell resolves every key as
// useTranslation('pages') would (the section's own namespace).
import type { SectionSearchIndex } from '@stallions/shared-config';
import { sectionTranslations } from './i18n';

const index: SectionSearchIndex = {
  entries: [
    {
      path: '/our-causes/overview',
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
    {
      path: '/our-causes/ways-we-serve',
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
    {
      path: '/our-causes/corporate-social-responsibility',
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
  ],
  loadTranslations: sectionTranslations.load,
};

export default index;
