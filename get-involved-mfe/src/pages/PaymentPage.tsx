import { useTranslation } from '@stallions/shared-i18n';
import { Container, PageTitle, usePageMeta } from '@stallions/shared-ui';

/** The spec's nested donate/payment route: a heading only. */
export default function PaymentPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('getInvolved.payment.title'), description: t('getInvolved.payment.metaDescription') });
  return (
    <Container>
      <PageTitle>{t('getInvolved.payment.title')}</PageTitle>
    </Container>
  );
}
