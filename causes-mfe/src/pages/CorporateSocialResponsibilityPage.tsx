import { Suspense, useId, useMemo } from 'react';
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
  ButtonLink,
  CallToAction,
  Card,
  Carousel,
  Container,
  FeatureList,
  Grid,
  Hero,
  Prose,
  Section,
  SectionHeading,
  usePageMeta,
} from '@stallions/shared-ui';
import { companionCarouselBreakpoints, companionCarouselDefaults, companionLogos } from '../companions';
import { getInvolvedPath } from '../paths';

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

/* A white tile per logo; every slide has the same width, so every tile has the same height. */
const LogoTile = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};

  & img {
    display: block;
    inline-size: 100%;
    max-inline-size: 18rem;
    block-size: auto;
  }
`;

/* Keeps the carousel's space while its code loads (no layout shift). */
const CarouselPlaceholder = styled.div`
  min-block-size: calc(10rem + 76px);
`;

const icon = { 'aria-hidden': true, focusable: false } as const;

export default function CorporateSocialResponsibilityPage() {
  const { t, i18n } = useTranslation('pages');
  const communityId = useId();
  const togetherId = useId();
  const companionsId = useId();

  usePageMeta({ title: t('ourCauses.csr.title'), description: t('ourCauses.csr.metaDescription') });

  const cards = [
    {
      id: 'transformation',
      title: t('ourCauses.csr.community.transformation.title'),
      text: t('ourCauses.csr.community.transformation.text'),
    },
    {
      id: 'sustainable',
      title: t('ourCauses.csr.community.sustainable.title'),
      text: t('ourCauses.csr.community.sustainable.text'),
    },
    {
      id: 'solidarity',
      title: t('ourCauses.csr.community.solidarity.title'),
      text: t('ourCauses.csr.community.solidarity.text'),
    },
  ];

  const actions = [
    {
      id: 'sustainableProjects',
      icon: <FaSeedling {...icon} />,
      title: t('ourCauses.csr.together.sustainableProjects.title'),
      text: t('ourCauses.csr.together.sustainableProjects.text'),
    },
    {
      id: 'awareness',
      icon: <FaBullhorn {...icon} />,
      title: t('ourCauses.csr.together.awareness.title'),
      text: t('ourCauses.csr.together.awareness.text'),
    },
    {
      id: 'nextGeneration',
      icon: <FaGraduationCap {...icon} />,
      title: t('ourCauses.csr.together.nextGeneration.title'),
      text: t('ourCauses.csr.together.nextGeneration.text'),
    },
    {
      id: 'volunteering',
      icon: <FaHandshakeAngle {...icon} />,
      title: t('ourCauses.csr.together.volunteering.title'),
      text: t('ourCauses.csr.together.volunteering.text'),
    },
    {
      id: 'workplaceGiving',
      icon: <FaChalkboardUser {...icon} />,
      title: t('ourCauses.csr.together.workplaceGiving.title'),
      text: t('ourCauses.csr.together.workplaceGiving.text'),
    },
    {
      id: 'equalAccess',
      icon: <FaUniversalAccess {...icon} />,
      title: t('ourCauses.csr.together.equalAccess.title'),
      text: t('ourCauses.csr.together.equalAccess.text'),
    },
  ];

  const slides = useMemo(
    () =>
      companionLogos.map((logo) => ({
        id: logo.id,
        content: (
          <LogoTile data-companion={logo.id}>
            <img
              src={logo.src}
              alt={t('ourCauses.csr.companions.alt', { n: logo.id })}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
            />
          </LogoTile>
        ),
      })),
    [t],
  );

  const direction = i18n.dir(i18n.resolvedLanguage) === 'rtl' ? 'rtl' : 'ltr';

  return (
    <>
      <Hero
        height={65}
        overlayOpacity={0.4}
        title={t('ourCauses.csr.hero.title')}
        description={<p>{t('ourCauses.csr.hero.description')}</p>}
        image={{
          src: artwork.heroCauses.src,
          alt: '',
          width: artwork.heroCauses.width,
          height: artwork.heroCauses.height,
        }}
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
          {/* data-pending: a prerendered page keeps its carousel until this one has loaded. */}
          <Suspense fallback={<CarouselPlaceholder data-pending="" />}>
            <Carousel
              label={t('ourCauses.csr.companions.carouselLabel')}
              slides={slides}
              slidesPerView={companionCarouselDefaults.slidesPerView}
              spaceBetween={companionCarouselDefaults.spaceBetween}
              breakpoints={companionCarouselBreakpoints}
              dir={direction}
              labels={{
                previous: t('ourCauses.csr.companions.previous'),
                next: t('ourCauses.csr.companions.next'),
                pause: t('ourCauses.csr.companions.pause'),
                play: t('ourCauses.csr.companions.play'),
                slide: t('ourCauses.csr.companions.slideRole'),
                carousel: t('ourCauses.csr.companions.carouselRole'),
              }}
              slideLabel={(index, total) => t('ourCauses.csr.companions.slideLabel', { index, total })}
              paginationLabel={(index) => t('ourCauses.csr.companions.goTo', { index })}
            />
          </Suspense>
        </Container>
      </Section>

      <CallToAction
        align="center"
        title={t('ourCauses.csr.cta.title')}
        text={t('ourCauses.csr.cta.text')}
        actions={
          <ButtonLink to={getInvolvedPath} variant="secondary" size="lg">
            {t('ourCauses.csr.cta.getInvolved')}
          </ButtonLink>
        }
      />
    </>
  );
}
