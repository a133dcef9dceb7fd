import { useId } from 'react';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import {
  FaChildReaching,
  FaDoorOpen,
  FaHandHoldingHeart,
  FaHeartPulse,
  FaPaw,
  FaPeopleGroup,
  FaUniversalAccess,
} from 'react-icons/fa6';
import styled from 'styled-components';
import { CallToAction, Container, Eyebrow, FeatureList, PageTitle, usePageMeta } from '@stallions/shared-ui';
import type { CallToActionText } from '@stallions/shared-ui';
import { Band, decorativeIcon, iconFeatures, type FeaturesText } from '../components/Band';
import { CauseDiagram, type DiagramPair } from '../components/CauseDiagram';

const Header = styled.header`
  padding-block: clamp(1rem, 3vw, 2rem) clamp(2rem, 5vw, 3.5rem);
  background-color: ${({ theme }) => theme.colors.surfaceAlt};

  & h1 {
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
`;

const Lead = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The diagram's global causes, in order, each with its icon (its texts: ourCauses.waysWeServe.diagram.<id>). */
const diagramCauses = [
  ['health', FaHeartPulse],
  ['child', FaChildReaching],
  ['access', FaUniversalAccess],
  ['animal', FaPaw],
] as const;

/** How members serve, in order, each with its icon (its texts: ourCauses.waysWeServe.approach.<id>). */
const approachWays = [
  ['give', FaHandHoldingHeart],
  ['volunteer', FaPeopleGroup],
  ['connect', FaDoorOpen],
] as const;

type DiagramText = Record<'title' | 'intro' | 'hubName' | 'hubTagline' | 'causeLabel' | 'initiativeLabel', string> &
  Record<(typeof diagramCauses)[number][0], Omit<DiagramPair, 'id' | 'icon'>>;

export default function WaysWeServePage() {
  const { t } = useTranslation('pages');
  const diagramId = useId();
  const approachId = useId();

  usePageMeta({ title: t('ourCauses.waysWeServe.title'), description: t('ourCauses.waysWeServe.metaDescription') });

  const diagram = t('ourCauses.waysWeServe.diagram', { returnObjects: true }) as DiagramText;
  const pairs: DiagramPair[] = diagramCauses.map(([id, Icon]) => ({
    id,
    icon: <Icon {...decorativeIcon} />,
    ...diagram[id],
  }));
  const approach = t('ourCauses.waysWeServe.approach', { returnObjects: true }) as FeaturesText<
    (typeof approachWays)[number][0]
  >;

  const cta = t('ourCauses.waysWeServe.cta', { returnObjects: true }) as CallToActionText & {
    getInvolved: string;
    donate: string;
  };
  const ctaActions = [
    { to: pageHref('getInvolved', 'overview'), label: cta.getInvolved },
    { to: pageHref('getInvolved', 'donate'), label: cta.donate },
  ];

  return (
    <>
      <Header>
        <Container>
          <Eyebrow>{t('ourCauses.waysWeServe.header.eyebrow')}</Eyebrow>
          <PageTitle>{t('ourCauses.waysWeServe.header.title')}</PageTitle>
          <Lead>{t('ourCauses.waysWeServe.header.description')}</Lead>
        </Container>
      </Header>

      <Band tone="alt" headingId={diagramId} texts={diagram} introSpaceAfter="clamp(2rem, 5vw, 3.5rem)">
        <CauseDiagram
          labelledBy={diagramId}
          hubName={diagram.hubName}
          hubTagline={diagram.hubTagline}
          causeLabel={diagram.causeLabel}
          initiativeLabel={diagram.initiativeLabel}
          pairs={pairs}
        />
      </Band>

      <Band headingId={approachId} texts={approach}>
        <FeatureList
          items={iconFeatures(approachWays, approach)}
          min="16rem"
          style={{ marginBlockStart: '2rem' }}
          aria-labelledby={approachId}
        />
      </Band>

      <CallToAction align="center" title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
