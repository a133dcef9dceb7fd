import { useId } from 'react';
import styled from 'styled-components';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { artwork, Container, Hero, media, ProcessSteps, Section, Split } from '@stallions/shared-ui';
import type { HeroText } from '@stallions/shared-ui';
import { JoinForm } from '../forms/JoinForm';
import { FormBlock, useFormPage } from './form-page';

interface Step {
  title: string;
  text: string;
}

const ProcessColumn = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surfaceAlt};

  ${media.lg} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space[5]});
  }
`;

const ProcessTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

const ProcessIntro = styled.p`
  margin-block-end: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StepDetail = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function JoinPage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  const formTitleId = useId();
  const form = useFormPage({
    title: t('getInvolved.join.title'),
    description: t('getInvolved.join.metaDescription'),
  });
  const steps = t('getInvolved.join.process.steps', { returnObjects: true }) as Step[];
  const hero = t('getInvolved.join.hero', { returnObjects: true }) as HeroText;

  return (
    <>
      <Hero height={40} {...hero} image={{ ...artwork.heroGetInvolved, alt: '' }} />
      <Section aria-labelledby={formTitleId}>
        <Container>
          {/* Form and process side by side from lg (the process on the inline-end side), stacked below. */}
          <Split gap={7} ratio={[2, 1]} align="start">
            <div>
              <FormBlock form="join" component={JoinForm} titleId={formTitleId} page={form} />
            </div>
            <ProcessColumn data-testid="join-process">
              <ProcessTitle>{t('getInvolved.join.process.title')}</ProcessTitle>
              <ProcessIntro>{t('getInvolved.join.process.intro')}</ProcessIntro>
              <ProcessSteps
                formatNumber={(n) => number(n)}
                steps={steps.map((step) => (
                  <>
                    {step.title}
                    <StepDetail>{step.text}</StepDetail>
                  </>
                ))}
              />
            </ProcessColumn>
          </Split>
        </Container>
      </Section>
    </>
  );
}
