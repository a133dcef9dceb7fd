// The script of every page: plain, no framework, a few KB. The page itself is the server's HTML; this adds
// only what HTML cannot do, and loads the islands' code (React, the federation runtime and the island's own
// module) on the pages that have one (the join and donation forms, the companions carousel) once a visitor
// reaches for it (islands/island-triggers.ts); on a page with a form, it fetches that code beforehand, once
// the page is loaded and the browser idle, so the first touch only runs it, and cancels that the moment the
// visitor leaves the page (a submit's post, a link), which then has the line to itself (islands/prefetch-islands.ts),
// and marks the page as left, so that the islands' host stops before its costly steps (islands/page-leaving.ts). It
// reports what each page view's visitor lived through: vitals, errors, island failures (field/field-beacons.ts).
import { languageStore, toSupportedLanguage } from '@stallions/shared-i18n/languages';
import { browserLanguagePreferences, localeRedirect } from '@stallions/shared-router/locale';
import { startFieldMeasurement } from './field/field-beacons';
import { startAnnouncementScript } from './layout/announcement-script';
import { focusFieldsFromEarlySummaries } from './islands/early-summary';
import { loadIslandsHost, whenIslandsWanted } from './islands/island-triggers';
import { markLeaving } from './islands/page-leaving';
import { prefetchIslandsWhenIdle } from './islands/prefetch-islands';
import { startHeaderScript } from './layout/header-script';

/** The federation host that hydrates the islands (the shell's federated build, shell/src/islands). */
const islandsEntry = '/islands.js';

// An unprefixed (English) address of a visitor whose language is another goes to that language's address. The
// server sends the cookie's and Accept-Language's there already; local and session storage only the browser knows.
const redirect = localeRedirect(window.location, browserLanguagePreferences());
if (redirect) {
  window.location.replace(redirect.location);
} else {
  // First: the errors of what follows count too.
  startFieldMeasurement(document);
  rememberPageLanguage();
  startHeaderScript();
  startAnnouncementScript();
  const islands = whenIslandsWanted(document, () => loadIslandsHost(document, islandsEntry));
  if (islands) {
    markLeaving(document);
    focusFieldsFromEarlySummaries(document);
    prefetchIslandsWhenIdle(document, { islandsEntry, started: islands.started });
  }
}

/** The language cached in local storage, as detection reads it: that of the page the visitor reads (its address's). */
function rememberPageLanguage() {
  const lng = toSupportedLanguage(document.documentElement.lang);
  try {
    if (lng) localStorage.setItem(languageStore.storage, lng);
  } catch {
    // Storage may be off (private mode, policy): the address still names the language.
  }
}
