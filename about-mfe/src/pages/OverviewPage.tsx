// The section's overview page: who we are, our mission and vision, the four causes and the way in.
import { useId } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import {
  CallToAction,
  Card,
  Container,
  ContentSection,
  Grid,
  Hero,
  Section,
  SectionHeading,
  artwork,
  media,
  usePageMeta,
} from '@stallions/shared-ui';
import { pageHref } from '@stallions/shared-config';

const Statements = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Statement = styled.article`
  padding-inline-start: ${({ theme }) => theme.space[5]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};

  & > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export default function OverviewPage() {
  const { t } = useTranslation('pages');
  const missionId = useId();
  const visionId = useId();
  usePageMeta({ title: t('about.overview.title'), description: t('about.overview.metaDescription') });

  const causes = [
    {
      id: 'hpv',
      image: artwork.causes.hpv,
      title: t('about.overview.causes.hpv.title'),
      text: t('about.overview.causes.hpv.text'),
    },
    {
      id: 'child',
      image: artwork.causes.child,
      title: t('about.overview.causes.child.title'),
      text: t('about.overview.causes.child.text'),
    },
    {
      id: 'access',
      image: artwork.causes.access,
      title: t('about.overview.causes.access.title'),
      text: t('about.overview.causes.access.text'),
    },
    {
      id: 'paw',
      image: artwork.causes.paw,
      title: t('about.overview.causes.paw.title'),
      text: t('about.overview.causes.paw.text'),
    },
  ];

  return (
    <>
      <Hero
        height={85}
        eyebrow={t('about.overview.hero.eyebrow')}
        title={t('about.overview.hero.title')}
        description={<p>{t('about.overview.hero.description')}</p>}
        image={{ ...artwork.heroAbout, alt: '' }}
        actions={[{ to: pageHref('getInvolved', 'join'), label: t('about.overview.hero.join') }]}
      />

      <Section>
        <Container>
          <Statements>
            <Statement aria-labelledby={missionId}>
              <SectionHeading id={missionId}>{t('about.overview.mission.title')}</SectionHeading>
              <p>{t('about.overview.mission.text')}</p>
            </Statement>
            <Statement aria-labelledby={visionId}>
              <SectionHeading id={visionId}>{t('about.overview.vision.title')}</SectionHeading>
              <p>{t('about.overview.vision.text')}</p>
            </Statement>
          </Statements>
        </Container>
      </Section>

      <ContentSection
        tone="alt"
        eyebrow={t('about.overview.causes.eyebrow')}
        title={t('about.overview.causes.title')}
        intro={t('about.overview.causes.intro')}
      >
        <Grid as="ul" min="15rem">
          {causes.map((cause) => (
            <li key={cause.id}>
              <Card
                title={cause.title}
                image={{ ...cause.image, alt: '' }}
                to={pageHref('getInvolved', 'project')}
                linkLabel={t('about.overview.causes.linkLabel')}
              >
                <p>{cause.text}</p>
              </Card>
            </li>
          ))}
        </Grid>
      </ContentSection>

      <CallToAction
        title={t('about.overview.join.title')}
        text={t('about.overview.join.text')}
        actions={[{ to: pageHref('getInvolved', 'join'), label: t('about.overview.join.button') }]}
      />
    </>
  );
}
