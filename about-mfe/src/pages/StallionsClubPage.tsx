// The section's stallions-club page: the founding club, who its members are and what membership brings.
import { useTranslation } from '@stallions/shared-i18n';
import {
  CallToAction,
  ContentSection,
  FeatureList,
  featureItems,
  Illustration,
  PageIntro,
  artwork,
  usePageMeta,
} from '@stallions/shared-ui';
import { pageHref } from '@stallions/shared-config';
import { ClubGallery, type FeaturesText, type GalleryAlts } from '../components/blocks';
import { AwardIcon, BriefcaseIcon, CalendarIcon, HeartIcon, HomeIcon, UsersIcon } from '../components/icons';

// The benefits in the order shown, each with its icon; their texts are under about.stallionsClub.benefits.<id>.
const benefitIcons = [
  { id: 'network', icon: <UsersIcon /> },
  { id: 'events', icon: <CalendarIcon /> },
  { id: 'impact', icon: <HeartIcon /> },
  { id: 'business', icon: <BriefcaseIcon /> },
  { id: 'mentoring', icon: <AwardIcon /> },
  { id: 'family', icon: <HomeIcon /> },
] as const;

export default function StallionsClubPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('about.stallionsClub.title'), description: t('about.stallionsClub.metaDescription') });

  const benefits = t('about.stallionsClub.benefits', { returnObjects: true }) as FeaturesText<typeof benefitIcons>;

  return (
    <>
      <PageIntro
        eyebrow={t('about.stallionsClub.intro.eyebrow')}
        title={t('about.stallionsClub.title')}
        media={<Illustration image={artwork.clubStallions} alt="" priority />}
      >
        <p>{t('about.stallionsClub.intro.text')}</p>
      </PageIntro>

      <ContentSection title={t('about.stallionsClub.who.title')} intro={t('about.stallionsClub.who.text')}>
        <ClubGallery
          label={t('about.stallionsClub.who.galleryLabel')}
          alts={t('about.stallionsClub.who.images', { returnObjects: true }) as GalleryAlts}
        />
      </ContentSection>

      <ContentSection tone="alt" title={benefits.title} intro={benefits.intro}>
        <FeatureList items={featureItems(benefitIcons, benefits)} />
      </ContentSection>

      <CallToAction
        title={t('about.stallionsClub.cta.title')}
        text={t('about.stallionsClub.cta.text')}
        actions={[{ to: pageHref('about', 'membership'), label: t('about.stallionsClub.cta.button') }]}
      />
    </>
  );
}
