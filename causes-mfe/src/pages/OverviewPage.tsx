import { useId } from 'react';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import {
  artwork,
  BulletList,
  CallToAction,
  Container,
  Hero,
  Illustration,
  media,
  Prose,
  Section,
  SectionHeading,
  usePageMeta,
} from '@stallions/shared-ui';

const CauseList = styled.ul`
  display: grid;
  gap: clamp(2.5rem, 6vw, 4.5rem);
  margin-block-start: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
`;

const CauseItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;

  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: clamp(2rem, 5vw, 4rem);

    /* Every other cause puts its picture on the end side: a calm zig-zag that mirrors itself in RTL. */
    &:nth-child(even) > :first-child {
      order: 2;
    }
  }
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  & img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

const CauseTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const CauseText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PointsTitle = styled.h4`
  margin-block: ${({ theme }) => `${theme.space[5]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

interface Cause {
  id: 'hpv' | 'child' | 'access' | 'paw';
  title: string;
  text: string;
  points: string[];
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export default function OverviewPage() {
  const { t } = useTranslation('pages');
  const introId = useId();
  const causesId = useId();

  usePageMeta({ title: t('ourCauses.overview.title'), description: t('ourCauses.overview.metaDescription') });

  // Literal keys, one per cause, so the translation check sees every one of them.
  const causes: Cause[] = [
    {
      id: 'hpv',
      title: t('ourCauses.overview.causes.hpv.title'),
      text: t('ourCauses.overview.causes.hpv.text'),
      points: asList(t('ourCauses.overview.causes.hpv.points', { returnObjects: true })),
    },
    {
      id: 'child',
      title: t('ourCauses.overview.causes.child.title'),
      text: t('ourCauses.overview.causes.child.text'),
      points: asList(t('ourCauses.overview.causes.child.points', { returnObjects: true })),
    },
    {
      id: 'access',
      title: t('ourCauses.overview.causes.access.title'),
      text: t('ourCauses.overview.causes.access.text'),
      points: asList(t('ourCauses.overview.causes.access.points', { returnObjects: true })),
    },
    {
      id: 'paw',
      title: t('ourCauses.overview.causes.paw.title'),
      text: t('ourCauses.overview.causes.paw.text'),
      points: asList(t('ourCauses.overview.causes.paw.points', { returnObjects: true })),
    },
  ];

  return (
    <>
      <Hero
        height={85}
        eyebrow={t('ourCauses.overview.hero.eyebrow')}
        title={t('ourCauses.overview.hero.title')}
        description={<p>{t('ourCauses.overview.hero.description')}</p>}
        image={{
          src: artwork.heroCauses.src,
          alt: '',
          width: artwork.heroCauses.width,
          height: artwork.heroCauses.height,
        }}
        actions={[
          { to: pageHref('getInvolved', 'donate'), label: t('ourCauses.overview.hero.donate') },
          { to: pageHref('causes', 'ways-we-serve'), label: t('ourCauses.overview.hero.waysWeServe') },
        ]}
      />

      <Section aria-labelledby={introId}>
        <Container>
          <SectionHeading id={introId}>{t('ourCauses.overview.intro.title')}</SectionHeading>
          <Prose>
            <p>{t('ourCauses.overview.intro.text')}</p>
          </Prose>
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby={causesId}>
        <Container>
          <SectionHeading id={causesId}>{t('ourCauses.overview.causes.title')}</SectionHeading>
          <CauseList aria-labelledby={causesId}>
            {causes.map((cause) => (
              <CauseItem key={cause.id} data-cause={cause.id}>
                <Picture>
                  {/* The picture illustrates the heading beside it: decorative. */}
                  <Illustration image={artwork.causes[cause.id]} alt="" />
                </Picture>
                <div>
                  <CauseTitle>{cause.title}</CauseTitle>
                  <CauseText>{cause.text}</CauseText>
                  <PointsTitle>{t('ourCauses.overview.causes.pointsLabel')}</PointsTitle>
                  <BulletList items={cause.points} marker="check" />
                </div>
              </CauseItem>
            ))}
          </CauseList>
        </Container>
      </Section>

      <CallToAction
        align="center"
        title={t('ourCauses.overview.cta.title')}
        text={t('ourCauses.overview.cta.text')}
        actions={[{ to: pageHref('getInvolved', 'donate'), label: t('ourCauses.overview.cta.donate') }]}
      />
    </>
  );
}
