// Server rendering of one page: the shell and the page's section (loaded from its remote's server build
// through the federation node runtime), in the page's language, with its styles and head, complete
// (crawlers get the whole page). The browser hydrates only the page's islands (shell/src/islands), from the
// state embedded here and the data each island carries. The render server has resolved the request already
// (a PageRequest: language, path, own query, section): nothing here parses an address.
// Its parts: the sections' declarations (declarations.ts), their remotes' health (section-health.ts), the
// page's head (page-head.ts), the text's overrides (translation-overrides.ts) and the complete render
// (render-complete.ts).
import { StrictMode } from 'react';
import { ServerStyleSheet } from 'styled-components';
import {
  loadRuntimeConfig,
  manifestsOf,
  withTimeout,
  type RemoteName,
  type RuntimeConfig,
  type SiteSections,
} from '@stallions/shared-config';
import {
  islandsModuleProblems,
  type ActResult,
  type PageRequest,
  type RenderedPage,
  type ShellRenderer,
} from '@stallions/shared-config/render-contract';
import {
  sentParameter,
  type ActionHost,
  type FormActions,
  type FormPost,
  type FormPostResult,
} from '@stallions/shared-config/actions';
import { documentPatterns } from '@stallions/submissions/rules';
import {
  I18nextProvider,
  i18n,
  languageFacts,
  loadEveryLanguage,
  requestI18n,
  type Language,
} from '@stallions/shared-i18n';
import { localizePath } from '@stallions/shared-router';
import { FormPostProvider, PageRecorder, SiteThemeProvider, type PageRecord } from '@stallions/shared-ui';
import { App } from '../App';
import { SectionOutcomesProvider, type SectionOutcome } from '../federation/RemoteSection';
import { loadRemoteModule, registerSectionRemotes } from '../federation/remotes';
import { SiteSectionsProvider } from '../federation/site-sections';
import { startI18n } from '../i18n';
import { serializePageState } from '../page-state';
import { SearchResultsProvider, type SearchResults } from '../search/search-results';
import { findSearchResults } from '../search/site-index';
import { createDeclarations } from './declarations';
import { pageHeadHtml } from './page-head';
import { installRemoteFetchGuard } from './remote-fetch';
import { createRemoteReleases, type ReleaseTrack } from './remote-releases';
import { renderComplete } from './render-complete';
import { createSectionHealth, sectionTimeoutMs } from './section-health';
import { createTranslationOverrides } from './translation-overrides';

export async function createShellRenderer({
  config,
  track = 'current',
}: {
  config: RuntimeConfig;
  track?: ReleaseTrack;
}): Promise<ShellRenderer> {
  // The same validated config the browser reads, from the render server's copy.
  await loadRuntimeConfig('/config.json', async () => Response.json(config));
  registerSectionRemotes(config.remotes);
  const manifests = manifestsOf(config.remotes);
  await startI18n('en');
  await loadEveryLanguage();
  const translations = createTranslationOverrides();
  // Every fetch of a remote's files (entries, chunks) with a time limit and a status check; the release checks
  // read 304s and 404s, so they use the plain one.
  const unguardedFetch = installRemoteFetchGuard(Object.values(manifests).map((manifest) => new URL(manifest).origin));
  const remotes = createRemoteReleases(manifests, track, unguardedFetch);
  const declarations = createDeclarations(Object.keys(manifests), remotes);
  await declarations.checkRemotes();
  const health = createSectionHealth();

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
                      <App location={localizePath(language, page.path) + page.query} language={language} />
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

  /** The form a page declares: the action's name in its section's remote. */
  const formOf = (page: PageRequest) => (page.section ? declarations.formOf(page.section, page.path) : undefined);

  /** A form page's confirmation (Post/Redirect/Get: ?sent=<reference>), when the page's query is one. */
  function confirmationOf(page: PageRequest): FormPostResult | undefined {
    const reference = new URLSearchParams(page.query).get(sentParameter);
    return reference && formOf(page) && new RegExp(documentPatterns.reference).test(reference)
      ? { kind: 'sent', reference }
      : undefined;
  }

  async function renderPage(page: PageRequest, formPost: FormPostResult | undefined): Promise<RenderedPage> {
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
    const searchResults = page.path === '/search' ? await findSearchResults(i18n, language, page.query) : undefined;
    let rendered = await renderTree(page, outcomes, menus, searchResults, formPost);
    // A section that threw while rendering: the page again, with that section's fallback.
    if (rendered.errors.length > 0 && remote && outcomes[remote] !== 'failed') {
      health.failed(remote, rendered.errors[0]);
      outcomes[remote] = 'failed';
      rendered = await renderTree(page, outcomes, menus, searchResults, formPost);
    }
    if (rendered.errors.length > 0)
      throw new AggregateError(rendered.errors, `render of ${localizePath(language, page.path)} failed`);
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
      state: serializePageState({ lng: language, config: pinned, releases }),
      failedSections,
      releases,
    };
  }

  /**
   * A POST to a form page: the owning remote's action (of the release this renderer renders its pages with)
   * decides; a native post that stored nothing gets its page again with the outcome, the values kept.
   */
  async function act(page: PageRequest, post: Omit<FormPost, 'language'>, host: ActionHost): Promise<ActResult> {
    const form = formOf(page);
    if (!page.section || !form)
      throw new Error(`${localizePath(page.language as Language, page.path)} declares no form`);
    const remote = page.section;
    const releases = remotes.versions();
    const module = await withTimeout(
      loadRemoteModule<{ default: FormActions }>(remote, 'actions'),
      sectionTimeoutMs,
      `Remote ${remote}'s actions`,
    );
    const action = module.default?.[form];
    if (typeof action !== 'function') throw new Error(`Remote ${remote}'s ./actions has no ${form}`);
    const outcome = await action({ ...post, language: page.language as Language }, host);
    if (outcome.kind === 'stored' || post.via === 'fetch') return { outcome, releases };
    const formPage = await renderPage(
      { ...page, query: '' },
      {
        kind: 'failed',
        problems: outcome.kind === 'invalid' ? outcome.problems : [],
        alert: outcome.alert,
        values: outcome.values,
      },
    );
    return { outcome, page: formPage, releases };
  }

  /** A remote's islands as its "./islands" module declares them, checked. */
  async function islandNames(name: RemoteName): Promise<string[]> {
    const module = await withTimeout(
      loadRemoteModule<Record<string, unknown>>(name, 'islands'),
      sectionTimeoutMs,
      `Remote ${name}'s islands`,
    );
    const problems = islandsModuleProblems(module);
    if (problems.length > 0) throw new Error(`Remote ${name}'s ./islands is refused: ${problems.join('; ')}`);
    return Object.keys(module).filter((key) => key !== '__esModule' && key !== 'default');
  }

  return {
    render: (page) => renderPage(page, confirmationOf(page)),
    islandNames: (name) => islandNames(name as RemoteName),
    remoteVersions: () =>
      ({
        ...remotes.versions(),
        pages: String(declarations.generation()),
        text: String(translations.generation()),
      }) as Record<string, string>,
    checkRemotes: () => declarations.checkRemotes(),
    canaries: () => remotes.canaries(),
    sitePages: () => declarations.sitePages(),
    formPages: () => declarations.formPages(),
    landingPages: () => declarations.landingPages(),
    act,
    setTranslations: (overrides) => translations.set(overrides),
  };
}
