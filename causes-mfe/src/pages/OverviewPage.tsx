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
  PictureFrame,
  Prose,
  Section,
  SectionHeading,
  Split,
  usePageMeta,
} from '@stallions/shared-ui';
import type { CallToActionText, HeroText } from '@stallions/shared-ui';

const CauseList = styled.ul`
  display: grid;
  gap: clamp(2.5rem, 6vw, 4.5rem);
  margin-block-start: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
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

  const cta = t('ourCauses.overview.cta', { returnObjects: true }) as CallToActionText & { donate: string };
  const ctaActions = [{ to: pageHref('getInvolved', 'donate'), label: cta.donate }];

  const hero = t('ourCauses.overview.hero', { returnObjects: true }) as HeroText &
    Record<'donate' | 'waysWeServe', string>;
  const heroActions = [
    { to: pageHref('getInvolved', 'donate'), label: hero.donate },
    { to: pageHref('causes', 'ways-we-serve'), label: hero.waysWeServe },
  ];

  return (
    <>
      <Hero
        height={85}
        {...hero}
        description={<p>{hero.description}</p>}
        image={{ ...artwork.heroCauses, alt: '' }}
        actions={heroActions}
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
            {/* Every other cause puts its picture on the end side: a calm zig-zag that mirrors itself in RTL. */}
            {causes.map((cause, index) => (
              <Split
                key={cause.id}
                as="li"
                from="md"
                ratio={[5, 6]}
                columnGap="clamp(2rem, 5vw, 4rem)"
                reverse={index % 2 === 1}
                data-cause={cause.id}
              >
                <PictureFrame>
                  {/* The picture illustrates the heading beside it: decorative. */}
                  <Illustration image={artwork.causes[cause.id]} alt="" />
                </PictureFrame>
                <div>
                  <CauseTitle>{cause.title}</CauseTitle>
                  <CauseText>{cause.text}</CauseText>
                  <PointsTitle>{t('ourCauses.overview.causes.pointsLabel')}</PointsTitle>
                  <BulletList items={cause.points} marker="check" />
                </div>
              </Split>
            ))}
          </CauseList>
        </Container>
      </Section>

      <CallToAction align="center" title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
