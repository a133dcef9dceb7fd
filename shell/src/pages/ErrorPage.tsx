import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Container, PageTitle, Section, usePageMeta } from '@stallions/shared-ui';

/** The default page for routing errors other than an unknown path (the wording comes from common). */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  usePageMeta({ title: t('routeError.title'), description: t('routeError.message') });
  console.error('Routing error:', isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error);
  return (
    <Section>
      <Container>
        <PageTitle>{t('routeError.title')}</PageTitle>
        <p>{t('routeError.message')}</p>
        <p>
          {/* A full page load: the surest way out of a broken state. */}
          <a href="/">{t('notFound.back')}</a>
        </p>
      </Container>
    </Section>
  );
}
