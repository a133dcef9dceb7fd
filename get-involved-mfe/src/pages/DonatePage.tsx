import { useId } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { artwork, Container, ContentSection, Hero, Section } from '@stallions/shared-ui';
import type { HeroText } from '@stallions/shared-ui';
import { CauseCards } from '../components/CauseCards';
import { DonationForm } from '../forms/DonationForm';
import { FormBlock, useFormPage } from './form-page';

const FormColumn = styled.div`
  max-inline-size: 48rem;
  margin-inline: auto;
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
            <FormBlock form="donate" component={DonationForm} titleId={formTitleId} page={form} />
          </FormColumn>
        </Container>
      </Section>
    </>
  );
}
