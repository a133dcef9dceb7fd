// The home page: loaded with the shell (no lazy chunk), so it stays light: shared components, artwork URLs
// and a handful of icons.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FaArrowRight, FaChildReaching, FaPaw, FaRibbon, FaUniversalAccess } from 'react-icons/fa6';
import type { IconType } from 'react-icons';
import styled from 'styled-components';
import { useFormatters } from '@stallions/shared-i18n';
import {
  ButtonLink,
  Card,
  Container,
  Eyebrow,
  Grid,
  Hero,
  IconText,
  Illustration,
  Prose,
  Section,
  SectionHeading,
  Statistic,
  artwork,
  media,
  usePageMeta,
} from '@stallions/shared-ui';
import { Split } from '../components/Split';

interface Club {
  name: string;
  text: string;
}
interface CauseItem {
  title: string;
  text: string;
}

const causeIcons: IconType[] = [FaRibbon, FaChildReaching, FaUniversalAccess, FaPaw];

const StatList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Lead = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  margin-block-end: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }

  & > li::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 0.55em;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const ClubList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-block: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  & > li {
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    border-block-start: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: ${({ theme }) => theme.space[2]};
  }

  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > svg {
    inline-size: 0.85em;
    block-size: 0.85em;
  }

  [dir='rtl'] & > svg {
    transform: scaleX(-1);
  }
`;

const CtaBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 48rem;

  & p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: var(--muted-color);
  }
`;

export function HomePage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  usePageMeta({ title: t('home.meta.title'), description: t('home.meta.description') });

  const points = t('home.influence.points', { returnObjects: true }) as string[];
  const clubs = t('home.structure.clubs', { returnObjects: true }) as Club[];
  const causes = t('home.cause.items', { returnObjects: true }) as CauseItem[];
  const businessVolume = number(2_000_000, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 0,
  });

  return (
    <>
      <Hero
        height={100}
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        description={t('home.hero.description')}
        image={{ src: artwork.heroHome.src, alt: '', width: artwork.heroHome.width, height: artwork.heroHome.height }}
        overlayOpacity={0.35}
        actions={
          <ButtonLink to="/about/membership" variant="secondary" size="lg">
            {t('home.hero.cta')}
          </ButtonLink>
        }
      />

      <Section aria-labelledby="home-stats">
        <Container>
          <SectionHeading id="home-stats">{t('home.stats.title')}</SectionHeading>
          <StatList>
            <li>
              <Statistic value={number(1000)} label={t('home.stats.members.label')} />
            </li>
            <li>
              <Statistic
                value={t('home.stats.projects.value', { value: number(15) })}
                label={t('home.stats.projects.label')}
              />
            </li>
            <li>
              <Statistic value={businessVolume} label={t('home.stats.volume.label')} />
            </li>
          </StatList>
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby="home-discover">
        <Container>
          <SectionHeading id="home-discover">{t('home.discover.title')}</SectionHeading>
          <Lead>{t('home.discover.intro')}</Lead>
          <Grid as="ul" min="18rem">
            <li>
              <Card
                title={t('home.discover.about.title')}
                image={{ ...artwork.clubStallions, alt: '' }}
                to="/about/overview"
                linkLabel={t('home.discover.about.link')}
              >
                <p>{t('home.discover.about.text')}</p>
              </Card>
            </li>
            <li>
              <Card
                title={t('home.discover.structure.title')}
                image={{ ...artwork.gallery[2], alt: '' }}
                to="/about/our-structure"
                linkLabel={t('home.discover.structure.link')}
              >
                <p>{t('home.discover.structure.text')}</p>
              </Card>
            </li>
            <li>
              <Card
                title={t('home.discover.causes.title')}
                image={{ ...artwork.gallery[1], alt: '' }}
                to="/our-causes/overview"
                linkLabel={t('home.discover.causes.link')}
              >
                <p>{t('home.discover.causes.text')}</p>
              </Card>
            </li>
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="home-influence">
        <Container>
          <Split image={<Illustration image={artwork.gallery[0]} alt="" />} imageFirst>
            <Eyebrow>{t('home.influence.eyebrow')}</Eyebrow>
            <SectionHeading id="home-influence">{t('home.influence.title')}</SectionHeading>
            <Prose>
              <p>{t('home.influence.text')}</p>
            </Prose>
            <Points>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Points>
          </Split>
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby="home-structure">
        <Container>
          <Eyebrow>{t('home.structure.eyebrow')}</Eyebrow>
          <SectionHeading id="home-structure">{t('home.structure.title')}</SectionHeading>
          <Lead>{t('home.structure.text')}</Lead>
          <ClubList>
            {clubs.map((club) => (
              <li key={club.name}>
                <h3>{club.name}</h3>
                <p>{club.text}</p>
              </li>
            ))}
          </ClubList>
          <TextLink to="/about/our-structure">
            {t('home.structure.link')}
            <FaArrowRight aria-hidden="true" focusable="false" />
          </TextLink>
        </Container>
      </Section>

      <Section aria-labelledby="home-family">
        <Container>
          <Split image={<Illustration image={artwork.gallery[5]} alt="" />}>
            <Eyebrow>{t('home.family.eyebrow')}</Eyebrow>
            <SectionHeading id="home-family">{t('home.family.title')}</SectionHeading>
            <Prose>
              <p>{t('home.family.text')}</p>
            </Prose>
          </Split>
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby="home-cause">
        <Container>
          <Eyebrow>{t('home.cause.eyebrow')}</Eyebrow>
          <SectionHeading id="home-cause">{t('home.cause.title')}</SectionHeading>
          <Lead>{t('home.cause.text')}</Lead>
          <Grid as="ul" min="15rem" gap={6}>
            {causes.map((cause, index) => {
              const Icon = causeIcons[index] ?? FaRibbon;
              return (
                <li key={cause.title}>
                  <IconText icon={<Icon />} title={cause.title} text={cause.text} />
                </li>
              );
            })}
          </Grid>
        </Container>
      </Section>

      <Section tone="dark" aria-labelledby="home-get-involved">
        <Container>
          <CtaBox>
            <SectionHeading id="home-get-involved">{t('home.getInvolved.title')}</SectionHeading>
            <p>{t('home.getInvolved.text')}</p>
            <ButtonLink to="/get-involved/overview" variant="secondary" size="lg">
              {t('home.getInvolved.cta')}
            </ButtonLink>
          </CtaBox>
        </Container>
      </Section>
    </>
  );
}
