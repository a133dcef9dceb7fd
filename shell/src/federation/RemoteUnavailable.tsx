import { useTranslation } from '@stallions/shared-i18n';
import { Button, Container, PageTitle, Section } from '@stallions/shared-ui';

/** What a section shows when its remote cannot load: a translated message and Retry. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Section>
      <Container data-testid="remote-unavailable">
        <PageTitle>{t('remoteUnavailable.title')}</PageTitle>
        <p>{t('remoteUnavailable.message')}</p>
        <Button type="button" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Container>
    </Section>
  );
}
