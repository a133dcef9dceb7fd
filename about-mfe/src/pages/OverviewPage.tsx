// The section's overview page: who we are, our mission and vision, the four causes and the way in.
import { useId } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import {
  CallToAction,
  CardGrid,
  Container,
  ContentSection,
  Hero,
  Section,
  SectionHeading,
  artwork,
  media,
  usePageMeta,
} from '@stallions/shared-ui';
import type { CallToActionText, HeroText } from '@stallions/shared-ui';
import { pageHref } from '@stallions/shared-config';

const Statements = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const StatementFrame = styled.article`
  padding-inline-start: ${({ theme }) => theme.space[5]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};

  & > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A statement of the club (its mission, its vision): an article named by its heading, and its sentence. */
type StatementText = { title: string; text: string };

function Statement({ texts }: { texts: StatementText }) {
  const headingId = useId();
  return (
    <StatementFrame aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{texts.title}</SectionHeading>
      <p>{texts.text}</p>
    </StatementFrame>
  );
}

// The causes in the order shown; each one's picture is artwork.causes.<id>, its texts about.overview.causes.<id>.
const causeIds = ['hpv', 'child', 'access', 'paw'] as const;

type CausesText = { eyebrow: string; title: string; intro: string; linkLabel: string } & Record<
  (typeof causeIds)[number],
  { title: string; text: string }
>;

export default function OverviewPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('about.overview.title'), description: t('about.overview.metaDescription') });

  const causesText = t('about.overview.causes', { returnObjects: true }) as CausesText;
  // Each cause's card leads to the project page.
  const causes = causeIds.map((id) => ({
    id,
    image: artwork.causes[id],
    to: pageHref('getInvolved', 'project'),
    ...causesText[id],
    link: causesText.linkLabel,
  }));

  const hero = t('about.overview.hero', { returnObjects: true }) as HeroText & { join: string };
  const heroActions = [{ to: pageHref('getInvolved', 'join'), label: hero.join }];
  // The hero's picture is decoration: its text says it all.
  const heroImage = { ...artwork.heroAbout, alt: '' };
  const closing = t('about.overview.join', { returnObjects: true }) as CallToActionText & { button: string };
  const closingActions = [{ to: pageHref('getInvolved', 'join'), label: closing.button }];

  return (
    <>
      <Hero height={85} {...hero} description={<p>{hero.description}</p>} image={heroImage} actions={heroActions} />

      <Section>
        <Container>
          <Statements>
            <Statement texts={t('about.overview.mission', { returnObjects: true }) as StatementText} />
            <Statement texts={t('about.overview.vision', { returnObjects: true }) as StatementText} />
          </Statements>
        </Container>
      </Section>

      <ContentSection tone="alt" eyebrow={causesText.eyebrow} title={causesText.title} intro={causesText.intro}>
        <CardGrid cards={causes} min="15rem" />
      </ContentSection>

      <CallToAction title={closing.title} text={closing.text} actions={closingActions} />
    </>
  );
}
