// The section's our-structure page: the two clubs, the Family membership and how they work together.
import styled from 'styled-components';
import {
  ButtonLink,
  CallToAction,
  Card,
  ContentSection,
  FeatureList,
  Grid,
  Illustration,
  PageIntro,
  artwork,
  media,
  usePageMeta,
} from '@stallions/shared-ui';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { pageHref } from '@stallions/shared-config';
import { HeartIcon, MessageIcon, ShieldIcon } from '../components/icons';
import { FOALS_MAX_AGE, FOALS_MIN_AGE } from '../constants';

const FamilyBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
  }

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

export default function OurStructurePage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  const ages = { min: number(FOALS_MIN_AGE), max: number(FOALS_MAX_AGE) };
  usePageMeta({ title: t('about.ourStructure.title'), description: t('about.ourStructure.metaDescription') });

  return (
    <>
      <PageIntro eyebrow={t('about.ourStructure.intro.eyebrow')} title={t('about.ourStructure.title')}>
        <p>{t('about.ourStructure.intro.text')}</p>
      </PageIntro>

      <ContentSection title={t('about.ourStructure.clubs.title')}>
        <Grid as="ul" min="18rem">
          <li>
            <Card
              title={t('about.ourStructure.clubs.stallions.title')}
              image={{ ...artwork.clubStallions, alt: '' }}
              to={pageHref('about', 'stallions-club')}
              linkLabel={t('about.ourStructure.clubs.stallions.link')}
            >
              <p>{t('about.ourStructure.clubs.stallions.text')}</p>
            </Card>
          </li>
          <li>
            <Card
              title={t('about.ourStructure.clubs.foals.title')}
              image={{ ...artwork.clubFoals, alt: '' }}
              to={pageHref('about', 'foals-club')}
              linkLabel={t('about.ourStructure.clubs.foals.link')}
            >
              <p>{t('about.ourStructure.clubs.foals.text', ages)}</p>
            </Card>
          </li>
        </Grid>
      </ContentSection>

      <ContentSection tone="alt" title={t('about.ourStructure.family.title')}>
        <FamilyBlock>
          <div>
            <p>{t('about.ourStructure.family.text')}</p>
            <ButtonLink to={pageHref('about', 'membership')} variant="ghost">
              {t('about.ourStructure.family.link')}
            </ButtonLink>
          </div>
          <Illustration image={artwork.gallery[5]} alt="" />
        </FamilyBlock>
      </ContentSection>

      <ContentSection title={t('about.ourStructure.together.title')}>
        <FeatureList
          items={[
            {
              id: 'committee',
              icon: <ShieldIcon />,
              title: t('about.ourStructure.together.committee.title'),
              text: t('about.ourStructure.together.committee.text'),
            },
            {
              id: 'causes',
              icon: <HeartIcon />,
              title: t('about.ourStructure.together.causes.title'),
              text: t('about.ourStructure.together.causes.text'),
            },
            {
              id: 'mentoring',
              icon: <MessageIcon />,
              title: t('about.ourStructure.together.mentoring.title'),
              text: t('about.ourStructure.together.mentoring.text'),
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title={t('about.ourStructure.join.title')}
        text={t('about.ourStructure.join.text')}
        actions={[{ to: pageHref('getInvolved', 'join'), label: t('about.ourStructure.join.button') }]}
      />
    </>
  );
}
