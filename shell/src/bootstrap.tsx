import { StrictMode, startTransition, type ReactNode } from 'react';
import { loadRuntimeConfig } from '@stallions/shared-config';
import { preloadSectionRoutes, registerSectionRemotes, RemoteUnavailableError } from './federation/remotes';
import { remoteForPath } from './federation/sections';
import { nextTask } from './next-task';
import { readPageState } from './page-state';

// The app's code is evaluated in steps, each in a task of its own, rather than all at once when this chunk
// runs: one ~300 ms task on a phone (Total Blocking Time). "eager": no extra chunk or request, the modules
// are in this chunk already and only their evaluation waits. Hence the few static imports above: each
// library that takes a while to evaluate (the router, React DOM, i18next, styled-components, the design
// system, the app) is imported at its own step below.
async function boot(root: HTMLElement, configResponse: Promise<Response> | undefined) {
  // A server-rendered page (the render server) is hydrated with the state it carries; else (app.html, the
  // render server's fallback, or npm run dev) the app renders into the empty root.
  const state = readPageState();
  const config = await loadRuntimeConfig('/config.json', async () =>
    state ? Response.json(state.config) : (configResponse ?? fetch('/config.json', { cache: 'no-store' })),
  );
  registerSectionRemotes(config.remotes);
  await nextTask();
  const { browserLanguagePreferences, localeRedirect, splitLocale } = await import(
    /* webpackMode: "eager" */ '@stallions/shared-router'
  );
  // An unprefixed address of a visitor whose language is another goes to that language's URL (the server
  // sends the cookie and Accept-Language ones there already; local and session storage only the browser knows).
  const redirect = localeRedirect(window.location, browserLanguagePreferences());
  if (redirect && state) {
    window.location.replace(redirect.location); // that page, rendered in its language
    return;
  }
  if (redirect) window.history.replaceState(window.history.state, '', redirect.location);
  const { lng, path } = splitLocale(window.location.pathname);
  const failedSections = state?.failedSections ?? [];
  const remote = remoteForPath(path);
  if (remote && !failedSections.includes(remote)) preloadSectionRoutes(remote);

  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { i18n, I18nextProvider, sourceFor, startRemoteTranslations } = await import(
    /* webpackMode: "eager" */ '@stallions/shared-i18n'
  );
  const { startI18n } = await import(/* webpackMode: "eager" */ './i18n');
  // With the server's translations the language is ready at once: the first render is the server's.
  const ready = startI18n(lng, state?.lng === lng ? state.translations : undefined);
  // The overrides' request goes out now, beside the remaining start-up steps, not after the first render. The
  // server applied the template's to this page already (Remote Config's are the browser's to fetch).
  const overridesApplied = state && config.translations.kind === 'template' ? [lng] : [];
  startRemoteTranslations(i18n, sourceFor(config), overridesApplied);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  const { SiteThemeProvider } = await import(/* webpackMode: "eager" */ '@stallions/shared-ui');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  const { SectionOutcomesProvider } = await import(/* webpackMode: "eager" */ './federation/RemoteSection');
  const { SiteSectionsProvider } = await import(/* webpackMode: "eager" */ './federation/site-sections');
  const { SearchResultsProvider } = await import(/* webpackMode: "eager" */ './search/search-results');
  await nextTask();

  const app: ReactNode = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SiteThemeProvider>
          <SiteSectionsProvider value={state?.sections}>
            <SectionOutcomesProvider value={Object.fromEntries(failedSections.map((name) => [name, 'failed']))}>
              <SearchResultsProvider value={state?.search}>
                <App />
              </SearchResultsProvider>
            </SectionOutcomesProvider>
          </SiteSectionsProvider>
        </SiteThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
  if (state) {
    await ready;
    // React keeps the server's HTML and attaches to it; a section whose code is still on its way keeps its
    // server HTML until it arrives. A section that throws while hydrating (its remote cannot load in this
    // browser: the error itself, or React's #422 for it) renders here instead, as its fallback and Retry; its
    // error boundary reports the error. Anything else is a mismatch between server and browser, a bug: reported
    // as one (and failed by the e2e tests). In a transition, hydration runs in slices that yield to the browser
    // (Total Blocking Time) instead of one task for the whole page; the page is already painted meanwhile.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => {
          if (
            error instanceof RemoteUnavailableError ||
            /Minified React error #422\b/.test(String((error as Error)?.message))
          )
            console.warn('A section could not hydrate and renders in the browser:', error);
          else console.error('Hydration failed:', error);
        },
      });
    });
    return;
  }
  // A transition renders in slices that yield to the browser, instead of one long task that blocks input
  // while the first page is built (Total Blocking Time).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
  await ready; // a failed start still reaches the message below
}

/** Called by index.ts once the shared modules are ready, with the /config.json request it already started. */
export function start(configResponse: Promise<Response> | undefined) {
  const root = document.getElementById('root')!;
  boot(root, configResponse).catch((error: unknown) => {
    console.error('The site could not start:', error);
    // No blank page, even when /config.json is missing: a plain message. A server-rendered page stays as it
    // is: its links and forms still work as plain HTML.
    if (readPageState()) return;
    root.innerHTML =
      '<main style="font-family:sans-serif;padding:2rem"><h1>Stallions Club</h1><p>The site could not start. Please reload the page in a moment.</p></main>';
  });
}
