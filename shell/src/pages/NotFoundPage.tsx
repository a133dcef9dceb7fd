import { useTranslation } from '@stallions/shared-i18n';
import { NotFoundView, usePageMeta } from '@stallions/shared-ui';

/** Any unknown path: title, two messages and a way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('notFound.title'), description: t('notFound.message') });
  return <NotFoundView />;
}
