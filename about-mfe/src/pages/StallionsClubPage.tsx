// The section's stallions-club page: the founding club, who its members are and what membership brings.
import { useTranslation } from '@stallions/shared-i18n';
import {
  CallToAction,
  ContentSection,
  FeatureList,
  Gallery,
  Illustration,
  PageIntro,
  artwork,
  usePageMeta,
} from '@stallions/shared-ui';
import { pageHref } from '@stallions/shared-config';
import { GalleryFrame } from '../components/blocks';
import { AwardIcon, BriefcaseIcon, CalendarIcon, HeartIcon, HomeIcon, UsersIcon } from '../components/icons';

export default function StallionsClubPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('about.stallionsClub.title'), description: t('about.stallionsClub.metaDescription') });

  // One description per gallery picture, in the order of artwork.gallery.
  const galleryAlts = [
    t('about.stallionsClub.who.images.skyline'),
    t('about.stallionsClub.who.images.handshake'),
    t('about.stallionsClub.who.images.roundTable'),
    t('about.stallionsClub.who.images.stage'),
    t('about.stallionsClub.who.images.gala'),
    t('about.stallionsClub.who.images.tree'),
  ];
  const images = artwork.gallery.map((image, index) => ({ ...image, alt: galleryAlts[index] ?? '' }));

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
        <GalleryFrame>
          <Gallery images={images} label={t('about.stallionsClub.who.galleryLabel')} />
        </GalleryFrame>
      </ContentSection>

      <ContentSection
        tone="alt"
        title={t('about.stallionsClub.benefits.title')}
        intro={t('about.stallionsClub.benefits.intro')}
      >
        <FeatureList
          items={[
            {
              id: 'network',
              icon: <UsersIcon />,
              title: t('about.stallionsClub.benefits.network.title'),
              text: t('about.stallionsClub.benefits.network.text'),
            },
            {
              id: 'events',
              icon: <CalendarIcon />,
              title: t('about.stallionsClub.benefits.events.title'),
              text: t('about.stallionsClub.benefits.events.text'),
            },
            {
              id: 'impact',
              icon: <HeartIcon />,
              title: t('about.stallionsClub.benefits.impact.title'),
              text: t('about.stallionsClub.benefits.impact.text'),
            },
            {
              id: 'business',
              icon: <BriefcaseIcon />,
              title: t('about.stallionsClub.benefits.business.title'),
              text: t('about.stallionsClub.benefits.business.text'),
            },
            {
              id: 'mentoring',
              icon: <AwardIcon />,
              title: t('about.stallionsClub.benefits.mentoring.title'),
              text: t('about.stallionsClub.benefits.mentoring.text'),
            },
            {
              id: 'family',
              icon: <HomeIcon />,
              title: t('about.stallionsClub.benefits.family.title'),
              text: t('about.stallionsClub.benefits.family.text'),
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title={t('about.stallionsClub.cta.title')}
        text={t('about.stallionsClub.cta.text')}
        actions={[{ to: pageHref('about', 'membership'), label: t('about.stallionsClub.cta.button') }]}
      />
    </>
  );
}
