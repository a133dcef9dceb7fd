// The script of every page: plain, no framework, a few KB. The page itself is the server's HTML; this adds
// only what HTML cannot do, and loads the islands' code (React, the federation runtime and the island's own
// module) on the pages that have one (the join and donation forms, the companions carousel) once a visitor
// reaches for it (islands/island-triggers.ts).
import { languageStore, toSupportedLanguage } from '@stallions/shared-i18n/languages';
import { browserLanguagePreferences, localeRedirect } from '@stallions/shared-router/locale';
import { startAnnouncementScript } from './layout/announcement-script';
import { whenIslandsWanted } from './islands/island-triggers';
import { startHeaderScript } from './layout/header-script';

/** The federation host that hydrates the islands (the shell's federated build, shell/src/islands). */
const islandsEntry = '/islands.js';

// An unprefixed (English) address of a visitor whose language is another goes to that language's address. The
// server sends the cookie's and Accept-Language's there already; local and session storage only the browser knows.
const redirect = localeRedirect(window.location, browserLanguagePreferences());
if (redirect) {
  window.location.replace(redirect.location);
} else {
  rememberPageLanguage();
  startHeaderScript();
  startAnnouncementScript();
  whenIslandsWanted(document, loadIslands);
}

/** The spec's "language cached in local storage": the language of the page the visitor reads (its address's). */
function rememberPageLanguage() {
  const lng = toSupportedLanguage(document.documentElement.lang);
  try {
    if (lng) localStorage.setItem(languageStore.storage, lng);
  } catch {
    // Storage may be off (private mode, policy): the address still names the language.
  }
}

function loadIslands() {
  const script = document.createElement('script');
  script.src = islandsEntry;
  script.async = true;
  document.head.append(script);
}
