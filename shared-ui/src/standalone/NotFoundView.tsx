import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The not-found page's content (title, two messages, back to /), for the shell and for unknown section paths. */
export function NotFoundView() {
  const { t } = useTranslation('common');
  return (
    <div
      data-testid="not-found"
      style={{ paddingBlock: '4rem', paddingInline: '1.5rem', maxWidth: '48rem', marginInline: 'auto' }}
    >
      <h1 tabIndex={-1}>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <p>{t('notFound.hint')}</p>
      <Link to="/" className="button-link">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
