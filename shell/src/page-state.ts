// What a server-rendered page carries for its islands: the page's language and the runtime config (where each
// remote's code is, and the backend the forms send to). JSON in <script type="application/json">: data, not code (the CSP allows no inline script).
// Each island carries its own props and translations beside it (shared-ui's <Island>).
import type { RuntimeConfig } from '@stallions/shared-config';
import { pageStateElementId } from '@stallions/shared-config/render-contract';
import type { Language } from '@stallions/shared-i18n';
import { serializeJson } from '@stallions/shared-ui/browser';

export interface PageState {
  lng: Language;
  config: RuntimeConfig;
  /** The remote whose section renders the page (its route table entry's); none for the shell's own pages. */
  section?: string;
  /**
   * The release of each remote the page was rendered with (its X-Site-Releases; an unversioned build's id,
   * `unreleased-<hash>`, is in no manifest address). The field measurement does not send them: its records'
   * releases are those of the page's signed token (fieldToken), never the page script's word.
   */
  releases?: Record<string, string>;
  /**
   * The page view's signed token (shared-config's fieldTokenStateKey): written in by the render server after the
   * render (render-server/src/field/page-view-stamp.ts), sent with every field beacon.
   */
  fieldToken?: string;
}

/** JSON that cannot end its script element or break a line of it. */
export const serializePageState = (state: PageState): string => serializeJson(state);

/** The state of a server-rendered page; undefined where there is none. */
export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(pageStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
