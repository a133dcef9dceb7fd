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

// The benefits in the order shown, each with its icon; their texts are under about.stallionsClub.benefits.<id>.
const benefitIcons = [
  { id: 'network', icon: <UsersIcon /> },
  { id: 'events', icon: <CalendarIcon /> },
  { id: 'impact', icon: <HeartIcon /> },
  { id: 'business', icon: <BriefcaseIcon /> },
  { id: 'mentoring', icon: <AwardIcon /> },
  { id: 'family', icon: <HomeIcon /> },
] as const;

type BenefitsText = { title: string; intro: string } & Record<
  (typeof benefitIcons)[number]['id'],
  { title: string; text: string }
>;

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
  const benefits = t('about.stallionsClub.benefits', { returnObjects: true }) as BenefitsText;

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

      <ContentSection tone="alt" title={benefits.title} intro={benefits.intro}>
        <FeatureList
          items={benefitIcons.map(({ id, icon }) => ({ id, icon, title: benefits[id].title, text: benefits[id].text }))}
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
