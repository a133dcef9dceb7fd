import { StrictMode, startTransition } from 'react';
import { loadRuntimeConfig } from '@stallions/shared-config';
import { browserLanguagePreferences, localeRedirect, splitLocale } from '@stallions/shared-router';
import { preloadSectionRoutes, registerSectionRemotes } from './federation/remotes';
import { remoteForPath } from './federation/sections';
import { nextTask } from './next-task';
import { mountPoint, snapshotAttribute, snapshotShowing } from './snapshot/take-over-snapshot';

// The app's code is evaluated in steps, each in a task of its own, rather than all at once when this chunk
// runs: one ~300 ms task on a phone (Total Blocking Time). "eager": no extra chunk or request, the modules
// are in this chunk already and only their evaluation waits.
async function boot(root: HTMLElement, configResponse: Promise<Response>) {
  const config = await loadRuntimeConfig('/config.json', () => configResponse);
  registerSectionRemotes(config.remotes);
  // An unprefixed address of a visitor whose language is another goes to that language's URL first (the server
  // sends most of them there already; local and session storage only the browser knows).
  const redirect = localeRedirect(window.location, browserLanguagePreferences());
  if (redirect) window.history.replaceState(window.history.state, '', redirect.location);
  const { lng, path } = splitLocale(window.location.pathname);
  const remote = remoteForPath(path);
  if (remote) preloadSectionRoutes(remote);

  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { i18n, I18nextProvider, sourceFor, startRemoteTranslations } = await import(
    /* webpackMode: "eager" */ '@stallions/shared-i18n'
  );
  const { startI18n } = await import(/* webpackMode: "eager" */ './i18n');
  const ready = startI18n(lng);
  // The overrides' request goes out now, beside the remaining start-up steps, not after the first render. They
  // never wait for each other: an answer that is in before the render is part of it (no second render of the
  // whole page, and the announcement is there from the start); a later one re-renders as before.
  startRemoteTranslations(i18n, sourceFor(config));
  await nextTask();
  const { SiteThemeProvider } = await import(/* webpackMode: "eager" */ '@stallions/shared-ui');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();

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
  void takeOver();
  await ready; // a failed start still reaches the message below
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
