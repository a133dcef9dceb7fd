import { useId } from 'react';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import {
  artwork,
  BulletList,
  CallToAction,
  Hero,
  Illustration,
  PictureFrame,
  Split,
  usePageMeta,
} from '@stallions/shared-ui';
import type { CallToActionText, HeroText } from '@stallions/shared-ui';
import { Band } from '../components/Band';

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

/** The causes in the order shown (their texts: ourCauses.overview.causes.<id>). */
const causeIds = ['hpv', 'child', 'access', 'paw'] as const;

type CausesText = Record<'title' | 'pointsLabel', string> &
  Record<(typeof causeIds)[number], { title: string; text: string; points: unknown }>;

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export default function OverviewPage() {
  const { t } = useTranslation('pages');
  const introId = useId();
  const causesId = useId();

  usePageMeta({ title: t('ourCauses.overview.title'), description: t('ourCauses.overview.metaDescription') });

  const causesText = t('ourCauses.overview.causes', { returnObjects: true }) as CausesText;
  const causes = causeIds.map((id) => ({ id, ...causesText[id], points: asList(causesText[id].points) }));

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

      <Band
        headingId={introId}
        texts={{ title: t('ourCauses.overview.intro.title'), intro: t('ourCauses.overview.intro.text') }}
      />

      <Band tone="alt" headingId={causesId} texts={causesText}>
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
                <PointsTitle>{causesText.pointsLabel}</PointsTitle>
                <BulletList items={cause.points} marker="check" />
              </div>
            </Split>
          ))}
        </CauseList>
      </Band>

      <CallToAction align="center" title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
