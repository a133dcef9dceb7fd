import { useTranslation } from '@stallions/shared-i18n';
import { Container, PageTitle, usePageMeta } from '@stallions/shared-ui';

/** The donate page's nested payment route: a placeholder heading only. */
export default function PaymentPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('getInvolved.payment.title'), description: t('getInvolved.payment.metaDescription') });
  return (
    <Container>
      <PageTitle>{t('getInvolved.payment.title')}</PageTitle>
    </Container>
  );
}
