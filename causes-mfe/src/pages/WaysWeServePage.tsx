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
import {
  CallToAction,
  Container,
  Eyebrow,
  FeatureList,
  PageTitle,
  Prose,
  Section,
  SectionHeading,
  usePageMeta,
} from '@stallions/shared-ui';
import type { CallToActionText } from '@stallions/shared-ui';
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

const DiagramIntro = styled(Prose)`
  margin-block-end: clamp(2rem, 5vw, 3.5rem);
`;

const icon = { 'aria-hidden': true, focusable: false } as const;

export default function WaysWeServePage() {
  const { t } = useTranslation('pages');
  const diagramId = useId();
  const approachId = useId();

  usePageMeta({ title: t('ourCauses.waysWeServe.title'), description: t('ourCauses.waysWeServe.metaDescription') });

  const pairs: DiagramPair[] = [
    {
      id: 'health',
      icon: <FaHeartPulse {...icon} />,
      cause: t('ourCauses.waysWeServe.diagram.health.cause'),
      causeText: t('ourCauses.waysWeServe.diagram.health.causeText'),
      initiative: t('ourCauses.waysWeServe.diagram.health.initiative'),
      initiativeText: t('ourCauses.waysWeServe.diagram.health.initiativeText'),
    },
    {
      id: 'child',
      icon: <FaChildReaching {...icon} />,
      cause: t('ourCauses.waysWeServe.diagram.child.cause'),
      causeText: t('ourCauses.waysWeServe.diagram.child.causeText'),
      initiative: t('ourCauses.waysWeServe.diagram.child.initiative'),
      initiativeText: t('ourCauses.waysWeServe.diagram.child.initiativeText'),
    },
    {
      id: 'access',
      icon: <FaUniversalAccess {...icon} />,
      cause: t('ourCauses.waysWeServe.diagram.access.cause'),
      causeText: t('ourCauses.waysWeServe.diagram.access.causeText'),
      initiative: t('ourCauses.waysWeServe.diagram.access.initiative'),
      initiativeText: t('ourCauses.waysWeServe.diagram.access.initiativeText'),
    },
    {
      id: 'animal',
      icon: <FaPaw {...icon} />,
      cause: t('ourCauses.waysWeServe.diagram.animal.cause'),
      causeText: t('ourCauses.waysWeServe.diagram.animal.causeText'),
      initiative: t('ourCauses.waysWeServe.diagram.animal.initiative'),
      initiativeText: t('ourCauses.waysWeServe.diagram.animal.initiativeText'),
    },
  ];

  const ways = [
    {
      id: 'give',
      icon: <FaHandHoldingHeart {...icon} />,
      title: t('ourCauses.waysWeServe.approach.give.title'),
      text: t('ourCauses.waysWeServe.approach.give.text'),
    },
    {
      id: 'volunteer',
      icon: <FaPeopleGroup {...icon} />,
      title: t('ourCauses.waysWeServe.approach.volunteer.title'),
      text: t('ourCauses.waysWeServe.approach.volunteer.text'),
    },
    {
      id: 'connect',
      icon: <FaDoorOpen {...icon} />,
      title: t('ourCauses.waysWeServe.approach.connect.title'),
      text: t('ourCauses.waysWeServe.approach.connect.text'),
    },
  ];

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

      <Section tone="alt" aria-labelledby={diagramId}>
        <Container>
          <SectionHeading id={diagramId}>{t('ourCauses.waysWeServe.diagram.title')}</SectionHeading>
          <DiagramIntro>
            <p>{t('ourCauses.waysWeServe.diagram.intro')}</p>
          </DiagramIntro>
          <CauseDiagram
            labelledBy={diagramId}
            hubName={t('ourCauses.waysWeServe.diagram.hubName')}
            hubTagline={t('ourCauses.waysWeServe.diagram.hubTagline')}
            causeLabel={t('ourCauses.waysWeServe.diagram.causeLabel')}
            initiativeLabel={t('ourCauses.waysWeServe.diagram.initiativeLabel')}
            pairs={pairs}
          />
        </Container>
      </Section>

      <Section aria-labelledby={approachId}>
        <Container>
          <SectionHeading id={approachId}>{t('ourCauses.waysWeServe.approach.title')}</SectionHeading>
          <Prose>
            <p>{t('ourCauses.waysWeServe.approach.intro')}</p>
          </Prose>
          <FeatureList items={ways} min="16rem" style={{ marginBlockStart: '2rem' }} aria-labelledby={approachId} />
        </Container>
      </Section>

      <CallToAction align="center" title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
