import { useId } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { artwork, Container, ContentSection, Hero, Island, Section, SectionHeading } from '@stallions/shared-ui';
import type { HeroText } from '@stallions/shared-ui';
import { CauseCards } from '../components/CauseCards';
import { DonationForm } from '../forms/DonationForm';
import { DonationEarlySummary } from '../forms/early-summaries';
import { draftKeys } from '../forms/draft';
import { useFormPage } from './form-page';
import { formTranslations } from '../forms/translations';

const FormColumn = styled.div`
  max-inline-size: 48rem;
  margin-inline: auto;
`;

const Lead = styled.p`
  margin-block-end: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function DonatePage() {
  const { t } = useTranslation('pages');
  const formTitleId = useId();
  const form = useFormPage({
    title: t('getInvolved.donate.title'),
    description: t('getInvolved.donate.metaDescription'),
  });
  const hero = t('getInvolved.donate.hero', { returnObjects: true }) as HeroText;

  return (
    <>
      <Hero height={85} {...hero} image={{ ...artwork.heroGetInvolved, alt: '' }} />
      <ContentSection
        tone="alt"
        title={t('getInvolved.donate.causes.title')}
        intro={t('getInvolved.donate.causes.intro')}
      >
        <CauseCards
          causes={{
            hpv: { title: t('getInvolved.shared.causes.hpv.title'), text: t('getInvolved.shared.causes.hpv.text') },
            child: {
              title: t('getInvolved.shared.causes.child.title'),
              text: t('getInvolved.shared.causes.child.text'),
            },
            access: {
              title: t('getInvolved.shared.causes.access.title'),
              text: t('getInvolved.shared.causes.access.text'),
            },
            paw: { title: t('getInvolved.shared.causes.paw.title'), text: t('getInvolved.shared.causes.paw.text') },
          }}
        />
      </ContentSection>
      <Section aria-labelledby={formTitleId} id="donation-form">
        <Container>
          <FormColumn>
            <SectionHeading id={formTitleId}>{t('getInvolved.donate.form.title')}</SectionHeading>
            <Lead>{t('getInvolved.donate.form.intro')}</Lead>
            <Island
              remote="getInvolved"
              name="donationForm"
              component={DonationForm}
              props={{ titleId: formTitleId, ...form }}
              translations={formTranslations.donate}
              resumeKey={draftKeys.donation}
              earlySummary={form.post ? undefined : <DonationEarlySummary />}
            />
          </FormColumn>
        </Container>
      </Section>
    </>
  );
}
