// One page's render: the app in the page's language, inside the providers of what it is given (its section's
// routes or fallback, the menus, the search results, a form's outcome), rendered complete with its styles, head
// and embedded state; rendered again with the section's fallback when the section throws.
import { StrictMode } from 'react';
import { ServerStyleSheet } from 'styled-components';
import type { RemoteName, RuntimeConfig, SiteSections } from '@stallions/shared-config';
import type { RenderedPage, PageRequest } from '@stallions/shared-config/render-contract';
import type { FormPostResult } from '@stallions/shared-config/actions';
import { I18nextProvider, i18n, languageFacts, requestI18n, type Language } from '@stallions/shared-i18n';
import { addressIn } from '@stallions/shared-router/route-table';
import { FormPostProvider, PageRecorder, SiteThemeProvider, type PageRecord } from '@stallions/shared-ui';
import { App } from '../App';
import { SectionOutcomesProvider, type SectionOutcome } from '../federation/RemoteSection';
import { SiteSectionsProvider } from '../federation/site-sections';
import { serializePageState } from '../page-state';
import { shellPageHref } from '../pages';
import { SearchResultsProvider, type SearchResults } from '../search/search-results';
import { findSearchResults } from '../search/site-index';
import type { Declarations } from './declarations';
import { pageHeadHtml } from './page-head';
import type { createRemoteReleases } from './remote-releases';
import { renderComplete } from './render-complete';
import type { SectionHealth } from './section-health';

/** What a page's render reads: the config, the remotes' releases, the sections' declarations and health. */
export interface PageRenderParts {
  config: RuntimeConfig;
  remotes: ReturnType<typeof createRemoteReleases>;
  declarations: Declarations;
  health: SectionHealth;
}

export async function renderPage(
  { config, remotes, declarations, health }: PageRenderParts,
  page: PageRequest,
  formPost: FormPostResult | undefined,
): Promise<RenderedPage> {
  const language = page.language as Language;
  const remote = page.section;
  // The releases this page is rendered with, named in the page so its islands load exactly their code.
  const releases = remotes.versions();
  const releaseManifests = remotes.manifests();
  const pinned = {
    ...config,
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, entry]) => [name, { ...entry, manifest: releaseManifests[name]! }]),
    ),
  };
  const outcomes: Partial<Record<RemoteName, SectionOutcome>> = {};
  if (remote) outcomes[remote] = await health.load(remote);
  // The declarations as they are now: a remote's new one, read meanwhile, waits for the next render.
  const menus = declarations.current();
  const searchResults =
    page.path === shellPageHref('search') ? await findSearchResults(i18n, language, page.query) : undefined;
  let rendered = await renderTree(page, outcomes, menus, searchResults, formPost);
  // A section that threw while rendering: the page again, with that section's fallback.
  if (rendered.errors.length > 0 && remote && outcomes[remote] !== 'failed') {
    health.failed(remote, rendered.errors[0]);
    outcomes[remote] = 'failed';
    rendered = await renderTree(page, outcomes, menus, searchResults, formPost);
  }
  if (rendered.errors.length > 0)
    throw new AggregateError(rendered.errors, `render of ${addressIn(language, page.path)} failed`);
  if (remote && outcomes[remote] !== 'failed') health.rendered(remote);

  const failedSections = Object.entries(outcomes)
    .filter(([, outcome]) => outcome === 'failed')
    .map(([name]) => name as RemoteName);
  const { record, styles } = rendered;
  return {
    kind: 'page',
    status: record.status ?? 200,
    lang: language,
    dir: languageFacts(language).dir,
    head: pageHeadHtml({ config, language, path: page.path, query: page.query, record, styles }),
    html: rendered.html,
    state: serializePageState({ lng: language, config: pinned, releases, ...(remote ? { section: remote } : {}) }),
    failedSections,
    releases,
  };
}

function renderTree(
  page: PageRequest,
  outcomes: Partial<Record<RemoteName, SectionOutcome>>,
  menus: SiteSections,
  searchResults: SearchResults | undefined,
  formPost: FormPostResult | undefined,
) {
  const language = page.language as Language;
  const record: PageRecord = {};
  const sheet = new ServerStyleSheet();
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={requestI18n(language)}>
        <SiteThemeProvider>
          <SiteSectionsProvider value={menus}>
            <SectionOutcomesProvider value={outcomes}>
              <SearchResultsProvider value={searchResults}>
                <FormPostProvider value={formPost}>
                  <PageRecorder record={record}>
                    <App location={addressIn(language, page.path, page.query)} language={language} page={page} />
                  </PageRecorder>
                </FormPostProvider>
              </SearchResultsProvider>
            </SectionOutcomesProvider>
          </SiteSectionsProvider>
        </SiteThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
  return renderComplete(sheet.collectStyles(tree))
    .then((result) => ({ ...result, record, styles: sheet.getStyleTags() }))
    .finally(() => sheet.seal());
}
