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
import {
  artwork,
  CallToAction,
  Card,
  Container,
  FeatureList,
  Grid,
  Hero,
  Island,
  Prose,
  Section,
  SectionHeading,
  usePageMeta,
} from '@stallions/shared-ui';
import type { CallToActionText, HeroText } from '@stallions/shared-ui';
import { CompanionsCarousel, companionsTranslations } from '../components/CompanionsCarousel';

const Intro = styled(Prose)`
  margin-block-end: clamp(1.5rem, 4vw, 2.5rem);
`;

/* Each card fills its grid cell, so the three cards share one height. */
const CardItem = styled.li`
  display: flex;

  & > * {
    flex: 1;
  }
`;

const icon = { 'aria-hidden': true, focusable: false } as const;

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

  const cards = communityCards.map((id) => ({
    id,
    title: t(`ourCauses.csr.community.${id}.title`),
    text: t(`ourCauses.csr.community.${id}.text`),
  }));
  const actions = togetherActions.map(([id, Icon]) => ({
    id,
    icon: <Icon {...icon} />,
    title: t(`ourCauses.csr.together.${id}.title`),
    text: t(`ourCauses.csr.together.${id}.text`),
  }));

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

      <Section tone="alt" aria-labelledby={communityId}>
        <Container>
          <SectionHeading id={communityId}>{t('ourCauses.csr.community.title')}</SectionHeading>
          <Intro>
            <p>{t('ourCauses.csr.community.intro')}</p>
          </Intro>
          <Grid as="ul" min="18rem" gap={5} aria-labelledby={communityId}>
            {cards.map((card) => (
              <CardItem key={card.id} data-card={card.id}>
                <Card title={card.title}>
                  <p>{card.text}</p>
                </Card>
              </CardItem>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby={togetherId}>
        <Container>
          <SectionHeading id={togetherId}>{t('ourCauses.csr.together.title')}</SectionHeading>
          <Intro>
            <p>{t('ourCauses.csr.together.intro')}</p>
          </Intro>
          <FeatureList items={actions} min="19rem" aria-labelledby={togetherId} />
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby={companionsId}>
        <Container>
          <SectionHeading id={companionsId}>{t('ourCauses.csr.companions.title')}</SectionHeading>
          <Intro>
            <p>{t('ourCauses.csr.companions.intro')}</p>
          </Intro>
          <Island
            remote="causes"
            name="companions"
            component={CompanionsCarousel}
            props={{}}
            translations={companionsTranslations}
            load="visible"
          />
        </Container>
      </Section>

      <CallToAction align="center" title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
