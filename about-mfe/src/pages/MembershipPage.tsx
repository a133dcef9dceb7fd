// The section's membership page: who can join, the five-step process, the three options and the benefits.
// The "join" label on this page is deliberately a label, not a link: the header's Join button leads to the form.
import { useId } from 'react';
import styled from 'styled-components';
import {
  Card,
  Container,
  ContentSection,
  Grid,
  Hero,
  ProcessSteps,
  Section,
  SectionHeading,
  artwork,
  Split,
  usePageMeta,
} from '@stallions/shared-ui';
import type { HeroText } from '@stallions/shared-ui';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { CheckIcon } from '../components/icons';
import { FOALS_MAX_AGE, FOALS_MIN_AGE } from '../constants';

const Lead = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

const CheckList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: ${({ theme }) => theme.readableWidth};
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & svg {
    flex: none;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    margin-block-start: 0.2rem;
    padding: 0.2rem;
    border-radius: 50%;
    background-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
  }
`;

/** A list of points, each after a check mark. */
function CheckItems({ items }: { items: readonly { id: string; text: string }[] }) {
  return (
    <CheckList>
      {items.map((item) => (
        <li key={item.id}>
          <CheckIcon />
          <span>{item.text}</span>
        </li>
      ))}
    </CheckList>
  );
}

/** "Join" as a badge above the heading: information, deliberately not a link. */
const JoinLabel = styled.p`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;

  [dir='rtl'] &,
  &:lang(ar) {
    letter-spacing: normal;
  }
`;

const Audience = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentText};
`;

const StepsPanel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export default function MembershipPage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  const howId = useId();
  const ages = { min: number(FOALS_MIN_AGE), max: number(FOALS_MAX_AGE) };
  usePageMeta({ title: t('about.membership.title'), description: t('about.membership.metaDescription') });

  const criteria = [
    { id: 'profile', text: t('about.membership.who.profile', ages) },
    { id: 'values', text: t('about.membership.who.values') },
    { id: 'commitment', text: t('about.membership.who.commitment') },
    { id: 'reference', text: t('about.membership.who.reference') },
  ];
  const steps = [
    t('about.membership.how.steps.application'),
    t('about.membership.how.steps.preEvaluation'),
    t('about.membership.how.steps.interview'),
    t('about.membership.how.steps.approval'),
    t('about.membership.how.steps.welcome'),
  ];
  const options = [
    {
      id: 'stallions',
      image: artwork.clubStallions,
      title: t('about.membership.options.stallions.title'),
      audience: t('about.membership.options.stallions.audience'),
      text: t('about.membership.options.stallions.text'),
    },
    {
      id: 'family',
      image: artwork.gallery[5],
      title: t('about.membership.options.family.title'),
      audience: t('about.membership.options.family.audience'),
      text: t('about.membership.options.family.text'),
    },
    {
      id: 'foals',
      image: artwork.clubFoals,
      title: t('about.membership.options.foals.title'),
      audience: t('about.membership.options.foals.audience', ages),
      text: t('about.membership.options.foals.text'),
    },
  ];
  const benefits = [
    { id: 'network', text: t('about.membership.benefits.network') },
    { id: 'events', text: t('about.membership.benefits.events') },
    { id: 'causes', text: t('about.membership.benefits.causes') },
    { id: 'mentoring', text: t('about.membership.benefits.mentoring') },
    { id: 'business', text: t('about.membership.benefits.business') },
  ];

  const hero = t('about.membership.hero', { returnObjects: true }) as HeroText;

  return (
    <>
      <Hero height={85} {...hero} description={<p>{hero.description}</p>} image={{ ...artwork.heroAbout, alt: '' }} />

      <ContentSection title={t('about.membership.who.title')}>
        <Lead>{t('about.membership.who.text')}</Lead>
        <CheckItems items={criteria} />
      </ContentSection>

      <Section tone="alt" aria-labelledby={howId}>
        <Container>
          <Split gap={7} align="start">
            <div>
              <JoinLabel data-testid="membership-join-label">{t('about.membership.how.label')}</JoinLabel>
              <SectionHeading id={howId}>{t('about.membership.how.title')}</SectionHeading>
              <Lead>{t('about.membership.how.text')}</Lead>
            </div>
            <StepsPanel>
              <ProcessSteps
                title={t('about.membership.how.stepsTitle')}
                headingLevel={3}
                steps={steps}
                formatNumber={(n) => number(n)}
              />
            </StepsPanel>
          </Split>
        </Container>
      </Section>

      <ContentSection title={t('about.membership.options.title')}>
        <Grid as="ul" min="16rem">
          {options.map((option) => (
            <li key={option.id}>
              <Card title={option.title} image={{ ...option.image, alt: '' }}>
                <Audience>{option.audience}</Audience>
                <p>{option.text}</p>
              </Card>
            </li>
          ))}
        </Grid>
      </ContentSection>

      <ContentSection tone="alt" title={t('about.membership.benefits.title')}>
        <CheckItems items={benefits} />
      </ContentSection>
    </>
  );
}
