import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import { FaChartLine, FaHandHoldingDollar, FaHandshake, FaMicrochip, FaShieldHalved } from 'react-icons/fa6';
import styled from 'styled-components';
import { CallToAction, ContentSection, FeatureList, Hero, artwork, usePageMeta } from '@stallions/shared-ui';
import type { HeroText } from '@stallions/shared-ui';
import { SplitBand, type SplitBandText } from '../components/SplitBand';

const Features = styled(FeatureList)`
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

export default function StallionBusinessPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('stallionBusiness.meta.title'), description: t('stallionBusiness.meta.description') });

  // The five features, each with a literal key so the translation check can follow them.
  const features = [
    {
      id: 'privateSecure',
      icon: <FaShieldHalved />,
      title: t('stallionBusiness.features.items.privateSecure.title'),
      text: t('stallionBusiness.features.items.privateSecure.text'),
    },
    {
      id: 'capitalRaising',
      icon: <FaHandHoldingDollar />,
      title: t('stallionBusiness.features.items.capitalRaising.title'),
      text: t('stallionBusiness.features.items.capitalRaising.text'),
    },
    {
      id: 'advancedTechnology',
      icon: <FaMicrochip />,
      title: t('stallionBusiness.features.items.advancedTechnology.title'),
      text: t('stallionBusiness.features.items.advancedTechnology.text'),
    },
    {
      id: 'directEngagement',
      icon: <FaHandshake />,
      title: t('stallionBusiness.features.items.directEngagement.title'),
      text: t('stallionBusiness.features.items.directEngagement.text'),
    },
    {
      id: 'expandScale',
      icon: <FaChartLine />,
      title: t('stallionBusiness.features.items.expandScale.title'),
      text: t('stallionBusiness.features.items.expandScale.text'),
    },
  ];

  const hero = t('stallionBusiness.hero', { returnObjects: true }) as HeroText;

  return (
    <>
      <Hero height={85} {...hero} image={{ ...artwork.heroBusiness, alt: '' }} overlayOpacity={0.35} />

      <SplitBand
        headingId="business-intro"
        texts={t('stallionBusiness.intro', { returnObjects: true }) as SplitBandText}
        image={artwork.gallery[1]}
      />

      <ContentSection tone="alt" headingId="business-features" title={t('stallionBusiness.features.title')}>
        <Features items={features} min="19rem" />
      </ContentSection>

      <CallToAction
        headingId="business-conclusion"
        title={t('stallionBusiness.conclusion.title')}
        text={t('stallionBusiness.conclusion.text')}
        actions={[{ to: pageHref('getInvolved', 'join'), label: t('stallionBusiness.conclusion.cta') }]}
      />
    </>
  );
}
