// A remote's own host page for standalone work: same config, theme and i18n as the shell, no header menu.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@stallions/shared-router';
import { loadRuntimeConfig, pageHref, type RemoteName } from '@stallions/shared-config';
import {
  changeLanguage,
  i18n,
  I18nextProvider,
  initI18n,
  languageNames,
  sourceFor,
  startRemoteTranslations,
  supportedLanguages,
  useTranslation,
} from '@stallions/shared-i18n';
// The shared singleton's provider (not a relative import): this file is bundled by each remote, outside it.
import { SiteThemeProvider } from '@stallions/shared-ui';

function StandaloneBar({ basePath }: { basePath: string }) {
  const { t } = useTranslation('common');
  return (
    <header style={{ display: 'flex', gap: '1rem', padding: '0.75rem 1.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <strong>
        {t('siteName')} · <Link to={basePath}>{basePath}</Link>
      </strong>
      <label>
        {t('language.label')}{' '}
        <select value={i18n.resolvedLanguage} onChange={(event) => void changeLanguage(event.target.value as 'en')}>
          {supportedLanguages.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {languageNames[lng]}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}

/** The section of `remote` at its address in the runtime config's registry, as the shell would mount it. */
export async function renderStandalone({
  remote,
  Routes: SectionRoutes,
}: {
  remote: RemoteName;
  Routes: ComponentType;
}) {
  const config = await loadRuntimeConfig();
  const basePath = pageHref(remote);
  const ready = initI18n({ english: {}, load: async () => undefined });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SiteThemeProvider>
          <BrowserRouter>
            <Suspense fallback={null}>
              <StandaloneBar basePath={basePath} />
              <main id="main-content">
                <Routes>
                  <Route path="/" element={<Navigate to={basePath} replace />} />
                  <Route path={`${basePath}/*`} element={<SectionRoutes />} />
                </Routes>
              </main>
            </Suspense>
          </BrowserRouter>
        </SiteThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  await ready;
  startRemoteTranslations(i18n, sourceFor(config));
}
