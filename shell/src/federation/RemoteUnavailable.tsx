import { useTranslation } from '@stallions/shared-i18n';
import { useLocation } from '@stallions/shared-router';
import { ButtonLink, Container, PageTitle, Section } from '@stallions/shared-ui';

/** What a section shows when its remote cannot load: a translated message and Retry (the page again). */
export function RemoteUnavailable() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <Section>
      <Container data-testid="remote-unavailable">
        <PageTitle>{t('remoteUnavailable.title')}</PageTitle>
        <p>{t('remoteUnavailable.message')}</p>
        <ButtonLink to={`${pathname}${search}`}>{t('retry')}</ButtonLink>
      </Container>
    </Section>
  );
}
