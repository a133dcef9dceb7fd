// The home page: loaded with the shell (no lazy chunk), so it stays light: shared components, artwork URLs
// and a handful of icons.
import { FaChildReaching, FaPaw, FaRibbon, FaUniversalAccess } from 'react-icons/fa6';
import type { IconType } from 'react-icons';
import styled from 'styled-components';
import { pageHref } from '@stallions/shared-config';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import {
  ArrowLink,
  BulletList,
  CallToAction,
  CardGrid,
  ContentSection,
  FeatureList,
  Hero,
  Statistic,
  Tile,
  artwork,
  media,
  usePageMeta,
} from '@stallions/shared-ui';
import type { ContentSectionText, HeroText } from '@stallions/shared-ui';
import { SplitBand, type SplitBandText } from '../components/SplitBand';

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

const Points = styled(BulletList)`
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[5]};
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
`;

// The "discover" band's texts: each card's are under home.discover.<id>.
type DiscoverText = ContentSectionText &
  Record<'about' | 'structure' | 'causes', { title: string; text: string; link: string }>;

export function HomePage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  usePageMeta({ title: t('home.meta.title'), description: t('home.meta.description') });

  const influence = t('home.influence', { returnObjects: true }) as SplitBandText & { points: string[] };
  const clubs = t('home.structure.clubs', { returnObjects: true }) as Club[];
  const causes = t('home.cause.items', { returnObjects: true }) as CauseItem[];

  const stats = [
    { id: 'members', value: number(1000), label: t('home.stats.members.label') },
    {
      id: 'projects',
      value: t('home.stats.projects.value', { value: number(15) }),
      label: t('home.stats.projects.label'),
    },
    // Written out per language (as Intl's compact currency would): a currency formatter costs the hydrating
    // page a 50 ms task for one figure.
    { id: 'volume', value: t('home.stats.volume.value'), label: t('home.stats.volume.label') },
  ];
  const discover = t('home.discover', { returnObjects: true }) as DiscoverText;
  const discoverCards = [
    { id: 'about', image: artwork.clubStallions, to: pageHref('about', 'overview'), ...discover.about },
    { id: 'structure', image: artwork.gallery[2], to: pageHref('about', 'our-structure'), ...discover.structure },
    { id: 'causes', image: artwork.gallery[1], to: pageHref('causes', 'overview'), ...discover.causes },
  ];
  const hero = t('home.hero', { returnObjects: true }) as HeroText & { cta: string };

  return (
    <>
      <Hero
        height={100}
        {...hero}
        image={{ ...artwork.heroHome, alt: '' }}
        overlayOpacity={0.35}
        actions={[{ to: pageHref('about', 'membership'), label: hero.cta }]}
      />

      <ContentSection headingId="home-stats" title={t('home.stats.title')}>
        <StatList>
          {stats.map((stat) => (
            <li key={stat.id}>
              <Statistic value={stat.value} label={stat.label} />
            </li>
          ))}
        </StatList>
      </ContentSection>

      <ContentSection tone="alt" headingId="home-discover" title={discover.title} intro={discover.intro}>
        <CardGrid cards={discoverCards} />
      </ContentSection>

      <SplitBand headingId="home-influence" texts={influence} image={artwork.gallery[0]} imageFirst>
        <Points items={influence.points} />
      </SplitBand>

      <ContentSection
        tone="alt"
        headingId="home-structure"
        eyebrow={t('home.structure.eyebrow')}
        title={t('home.structure.title')}
        intro={t('home.structure.text')}
      >
        <ClubList>
          {clubs.map((club) => (
            <Tile key={club.name} title={club.name} edge="top">
              <p>{club.text}</p>
            </Tile>
          ))}
        </ClubList>
        <ArrowLink to={pageHref('about', 'our-structure')}>{t('home.structure.link')}</ArrowLink>
      </ContentSection>

      <SplitBand
        headingId="home-family"
        texts={t('home.family', { returnObjects: true }) as SplitBandText}
        image={artwork.gallery[5]}
      />

      <ContentSection
        tone="alt"
        headingId="home-cause"
        eyebrow={t('home.cause.eyebrow')}
        title={t('home.cause.title')}
        intro={t('home.cause.text')}
      >
        <FeatureList
          min="15rem"
          items={causes.map((cause, index) => {
            const Icon = causeIcons[index] ?? FaRibbon;
            return { id: cause.title, icon: <Icon />, title: cause.title, text: cause.text };
          })}
        />
      </ContentSection>

      <CallToAction
        headingId="home-get-involved"
        title={t('home.involvement.title')}
        text={t('home.involvement.text')}
        actions={[{ to: pageHref('getInvolved', 'overview'), label: t('home.involvement.cta') }]}
      />
    </>
  );
}
