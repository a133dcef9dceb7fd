import { useId } from 'react';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import {
  FaBullhorn,
  FaChalkboardUser,
  FaGraduationCap,
  FaHandshakeAngle,
  FaSeedling,
  FaUniversalAccess,
} from 'react-icons/fa6';
import styled from 'styled-components';
import { artwork, CallToAction, Card, FeatureList, Grid, Hero, Island, usePageMeta } from '@stallions/shared-ui';
import type { CallToActionText, HeroText } from '@stallions/shared-ui';
import { Band, iconFeatures, type FeaturesText } from '../components/Band';
import { CompanionsCarousel, companionsTranslations } from '../components/CompanionsCarousel';

// Every band's intro keeps this space above its content.
const introSpaceAfter = 'clamp(1.5rem, 4vw, 2.5rem)';

/* Each card fills its grid cell, so the three cards share one height. */
const CardItem = styled.li`
  display: flex;

  & > * {
    flex: 1;
  }
`;

/** The community cards, in order (their texts: ourCauses.csr.community.<id>). */
const communityCards = ['transformation', 'sustainable', 'solidarity'] as const;

/** What members do together, in order, each with its icon (its texts: ourCauses.csr.together.<id>). */
const togetherActions = [
  ['sustainableProjects', FaSeedling],
  ['awareness', FaBullhorn],
  ['nextGeneration', FaGraduationCap],
  ['volunteering', FaHandshakeAngle],
  ['workplaceGiving', FaChalkboardUser],
  ['equalAccess', FaUniversalAccess],
] as const;

export default function CorporateSocialResponsibilityPage() {
  const { t } = useTranslation('pages');
  const communityId = useId();
  const togetherId = useId();
  const companionsId = useId();

  usePageMeta({ title: t('ourCauses.csr.title'), description: t('ourCauses.csr.metaDescription') });

  const community = t('ourCauses.csr.community', { returnObjects: true }) as { title: string; intro: string } & Record<
    (typeof communityCards)[number],
    { title: string; text: string }
  >;
  const together = t('ourCauses.csr.together', { returnObjects: true }) as FeaturesText<
    (typeof togetherActions)[number][0]
  >;

  const cta = t('ourCauses.csr.cta', { returnObjects: true }) as CallToActionText & { getInvolved: string };
  const ctaActions = [{ to: pageHref('getInvolved', 'overview'), label: cta.getInvolved }];

  const hero = t('ourCauses.csr.hero', { returnObjects: true }) as HeroText;

  return (
    <>
      <Hero
        height={65}
        overlayOpacity={0.4}
        {...hero}
        description={<p>{hero.description}</p>}
        image={{ ...artwork.heroCauses, alt: '' }}
      />

      <Band tone="alt" headingId={communityId} texts={community} introSpaceAfter={introSpaceAfter}>
        <Grid as="ul" min="18rem" gap={5} aria-labelledby={communityId}>
          {communityCards.map((id) => (
            <CardItem key={id} data-card={id}>
              <Card title={community[id].title}>
                <p>{community[id].text}</p>
              </Card>
            </CardItem>
          ))}
        </Grid>
      </Band>

      <Band headingId={togetherId} texts={together} introSpaceAfter={introSpaceAfter}>
        <FeatureList items={iconFeatures(togetherActions, together)} min="19rem" aria-labelledby={togetherId} />
      </Band>

      <Band
        tone="alt"
        headingId={companionsId}
        texts={t('ourCauses.csr.companions', { returnObjects: true }) as { title: string; intro: string }}
        introSpaceAfter={introSpaceAfter}
      >
        <Island
          remote="causes"
          name="companions"
          component={CompanionsCarousel}
          props={{}}
          translations={companionsTranslations}
          load="visible"
        />
      </Band>

      <CallToAction align="center" title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
