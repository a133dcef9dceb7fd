import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@stallions/shared-config';
import { i18n, I18nextProvider, sourceFor, startRemoteTranslations } from '@stallions/shared-i18n';
import { SiteThemeProvider } from '@stallions/shared-ui';
import { preloadSectionRoutes, registerSectionRemotes } from './federation/remotes';
import { startI18n } from './i18n';
import { App, remoteForPath } from './App';
import { mountPoint, snapshotAttribute, snapshotShowing } from './snapshot/take-over-snapshot';

async function boot(root: HTMLElement, configResponse: Promise<Response>) {
  const config = await loadRuntimeConfig('/config.json', () => configResponse);
  registerSectionRemotes(config.remotes);
  const remote = remoteForPath(window.location.pathname);
  if (remote) preloadSectionRoutes(remote);
  const ready = startI18n();
  // A prerendered page stays on screen until the app has rendered the same page beside it.
  const { container, takeOver } = mountPoint(root);
  const reactRoot = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that blocks input
  // while the first page is built (Total Blocking Time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <SiteThemeProvider>
            <App />
          </SiteThemeProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
  // Remote overrides come after the first render, never before it.
  void takeOver();
  await ready;
  startRemoteTranslations(i18n, sourceFor(config));
}

/** Called by index.ts once the shared modules are ready, with the /config.json request it already started. */
export function start(configResponse: Promise<Response>) {
  const root = document.getElementById('root')!;
  boot(root, configResponse).catch((error: unknown) => {
    console.error('The site could not start:', error);
    // No blank page, even when /config.json is missing: a plain message.
    root.innerHTML =
      '<main style="font-family:sans-serif;padding:2rem"><h1>Stallions Club</h1><p>The site could not start. Please reload the page in a moment.</p></main>';
    // It replaces a prerendered page too: that page's buttons and forms would never work.
    if (snapshotShowing()) document.documentElement.setAttribute(snapshotAttribute, 'replaced');
  });
}
