// What a server-rendered page carries for the browser's first render, so it hydrates exactly what the server
// rendered with no request first: the language, the translations used, the sections that fell back, the
// sections' page declarations (menus), the runtime config. JSON in <script type="application/json">: data, not code (the CSP allows no inline script).
import type { RemoteName, RuntimeConfig, SiteSections } from '@stallions/shared-config';
import { pageStateElementId } from '@stallions/shared-config/render-contract';
import type { Language, PageTranslations } from '@stallions/shared-i18n';
import type { SearchResults } from './search/search-results';

export interface PageState {
  lng: Language;
  translations: PageTranslations;
  failedSections: RemoteName[];
  /** The sections' page declarations the menus were rendered from. */
  sections: SiteSections;
  /** The results of a search page, as the server found them. */
  search?: SearchResults;
  config: RuntimeConfig;
}

/** JSON that cannot end its script element or break a line of it (<, U+2028, U+2029 escaped). */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of a server-rendered page; undefined for the client-rendered app (app.html, npm run dev). */
export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(pageStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
