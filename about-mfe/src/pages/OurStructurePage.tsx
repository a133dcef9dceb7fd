// The section's our-structure page: the two clubs, the Family membership and how they work together.
import styled from 'styled-components';
import {
  ButtonLink,
  CallToAction,
  CardGrid,
  ContentSection,
  FeatureList,
  featureItems,
  Illustration,
  PageIntro,
  artwork,
  Split,
  usePageMeta,
} from '@stallions/shared-ui';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { pageHref } from '@stallions/shared-config';
import { type FeaturesText } from '../components/blocks';
import { HeartIcon, MessageIcon, ShieldIcon } from '../components/icons';
import { FOALS_MAX_AGE, FOALS_MIN_AGE } from '../constants';

// The family band: its text beside a centred, capped picture.
const FamilyBlock = styled(Split)`
  & p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block-end: ${({ theme }) => theme.space[5]};
  }

  & img {
    inline-size: 100%;
    max-inline-size: 28rem;
    block-size: auto;
    justify-self: center;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

// How the clubs work together, in the order shown, each with its icon; the texts are under
// about.ourStructure.together.<id>.
const togetherIcons = [
  { id: 'committee', icon: <ShieldIcon /> },
  { id: 'causes', icon: <HeartIcon /> },
  { id: 'mentoring', icon: <MessageIcon /> },
] as const;

// The two clubs' cards: each one's texts are under about.ourStructure.clubs.<id>.
type ClubsText = { title: string } & Record<'stallions' | 'foals', { title: string; text: string; link: string }>;

export default function OurStructurePage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  const ages = { min: number(FOALS_MIN_AGE), max: number(FOALS_MAX_AGE) };
  usePageMeta({ title: t('about.ourStructure.title'), description: t('about.ourStructure.metaDescription') });
  // The foals' text names their age range.
  const clubs = t('about.ourStructure.clubs', { returnObjects: true, ...ages }) as ClubsText;
  const clubCards = [
    { id: 'stallions', image: artwork.clubStallions, to: pageHref('about', 'stallions-club'), ...clubs.stallions },
    { id: 'foals', image: artwork.clubFoals, to: pageHref('about', 'foals-club'), ...clubs.foals },
  ];
  const together = t('about.ourStructure.together', { returnObjects: true }) as FeaturesText<typeof togetherIcons>;

  return (
    <>
      <PageIntro eyebrow={t('about.ourStructure.intro.eyebrow')} title={t('about.ourStructure.title')}>
        <p>{t('about.ourStructure.intro.text')}</p>
      </PageIntro>

      <ContentSection title={clubs.title}>
        <CardGrid cards={clubCards} />
      </ContentSection>

      <ContentSection tone="alt" title={t('about.ourStructure.family.title')}>
        <FamilyBlock columnGap={8}>
          <div>
            <p>{t('about.ourStructure.family.text')}</p>
            <ButtonLink to={pageHref('about', 'membership')} variant="ghost">
              {t('about.ourStructure.family.link')}
            </ButtonLink>
          </div>
          <Illustration image={artwork.gallery[5]} alt="" />
        </FamilyBlock>
      </ContentSection>

      <ContentSection title={together.title}>
        <FeatureList items={featureItems(togetherIcons, together)} />
      </ContentSection>

      <CallToAction
        title={t('about.ourStructure.join.title')}
        text={t('about.ourStructure.join.text')}
        actions={[{ to: pageHref('getInvolved', 'join'), label: t('about.ourStructure.join.button') }]}
      />
    </>
  );
}
