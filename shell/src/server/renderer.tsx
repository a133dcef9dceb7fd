// Server rendering of one page: the shell and the page's section (loaded from its remote's server build
// through the federation node runtime), in the address's language, with its styles and head, complete
// (crawlers get the whole page). The browser hydrates only the page's islands (shell/src/islands), from the
// state embedded here and the data each island carries.
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { ServerStyleSheet } from 'styled-components';
import {
  landingPage,
  loadRuntimeConfig,
  orderConflict,
  manifestsOf,
  type RemoteName,
  type RuntimeConfig,
  type SiteSections,
} from '@stallions/shared-config';
import {
  islandsModuleProblems,
  type ActResult,
  type RenderResult,
  type ShellRenderer,
} from '@stallions/shared-config/render-contract';
import {
  sentParameter,
  type ActionHost,
  type FormActions,
  type FormPost,
  type FormPostResult,
} from '@stallions/shared-config/actions';
import { documentPatterns } from '@stallions/shared-config/submissions/rules';
import { fontHeadHtml, headTagsHtml, pageHeadTags, siteName } from '@stallions/shared-ui/head';
import {
  applyOverrides,
  I18nextProvider,
  i18n,
  languageFacts,
  loadEveryLanguage,
  parseOverrides,
  remoteConfigKey,
  requestI18n,
  supportedLanguages,
  type Language,
} from '@stallions/shared-i18n';
import { localizePath, splitLocale } from '@stallions/shared-router';
import { FormPostProvider, PageRecorder, SiteThemeProvider, type PageRecord } from '@stallions/shared-ui';
import { App } from '../App';
import { SectionOutcomesProvider, type SectionOutcome } from '../federation/RemoteSection';
import { loadRemoteModule, registerSectionRemotes, resetRemote } from '../federation/remotes';
import { isSectionRoot, remoteForPath, sectionOf } from '../federation/sections';
import { loadSectionPages, SiteSectionsProvider } from '../federation/site-sections';
import { sitePagePaths } from '../site-map';
import { startI18n } from '../i18n';
import { serializePageState } from '../page-state';
import { SearchResultsProvider, type SearchResults } from '../search/search-results';
import { clearSiteIndexCache, findSearchResults } from '../search/site-index';
import { installRemoteFetchGuard } from './remote-fetch';
import { createRemoteReleases, type ReleaseTrack } from './remote-releases';

/**
 * Navigation between pages is between documents: the browser cross-fades from one to the next, the header and
 * footer held in place (their view-transition-name), so the site feels continuous; none under reduced motion.
 * A plain style of the document's (styled-components' CSS parser does not know this at-rule).
 */
const pageTransitionCss = '@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }';

/** A page waits this long for its section's remote (retries included) before it renders the fallback. */
const sectionTimeoutMs = 6_000;
/** A remote that just failed is not waited for again this soon (doubling while it keeps failing, up to the max). */
const firstBackOffMs = 500;
const maxBackOffMs = 10_000;
/** A render that has not completed by then is abandoned (the render server sends its "unavailable" notice). */
const renderTimeoutMs = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Renders to a complete HTML string (every Suspense boundary resolved); the errors React reported on the way. */
function renderComplete(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    // Bytes, decoded once at the end (a chunk may end in the middle of a character). React 18.3's stream pads
    // a chunk with zero bytes when a multi-byte character does not fit at its end (its writeStringChunk flushes
    // the whole 2 KB view): they are dropped, as UTF-8 uses zero bytes for U+0000 only, which no page has.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    // Cleared when the render ends: a pending timer would hold the page's whole tree (and the code of every
    // remote version it rendered) until it fired.
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), renderTimeoutMs);
    timer.unref();
    sink.on('finish', () => {
      clearTimeout(timer);
      const bytes = Buffer.concat(chunks);
      resolve({ html: Buffer.from(bytes.filter((byte) => byte !== 0)).toString('utf8'), errors });
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => void errors.push(error),
    });
  });
}

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
  const remoteNames = Object.keys(manifests);
  await startI18n('en');
  await loadEveryLanguage();
  // Remote Config's overrides come from the render server (render-server/src/remote-config.ts).
  let translationsGeneration = 0;
  function setTranslations(overrides: Partial<Record<string, string>>) {
    for (const lng of supportedLanguages) {
      const raw = overrides[lng];
      if (raw === undefined) continue; // a language without overrides keeps what it has
      try {
        applyOverrides(i18n, lng, parseOverrides(raw));
      } catch (error) {
        console.error(
          `Failed to fetch remote translations: ${remoteConfigKey(lng)} is unreadable, kept as it was:`,
          error,
        );
      }
    }
    translationsGeneration++;
    clearSiteIndexCache(); // the search index holds page texts
  }
  // Every fetch of a remote's files (entries, chunks) with a time limit and a status check; the release checks
  // read 304s and 404s, so they use the plain one.
  const unguardedFetch = installRemoteFetchGuard(Object.values(manifests).map((manifest) => new URL(manifest).origin));
  const remotes = createRemoteReleases(manifests, track, unguardedFetch);

  // Each remote's page declaration, the last one read: a remote down keeps its pages in the menus and the
  // sitemap. Read again when the remote has a new version; `generation` puts the change in the cache key.
  const sections: SiteSections = {};
  /** The remote version each declaration in `sections` was read from. */
  const declaredAt = new Map<RemoteName, string>();
  let generation = 0;
  async function readDeclaration(name: RemoteName, version: string) {
    try {
      const module = await withTimeout(loadSectionPages(name), sectionTimeoutMs, `Remote ${name}'s pages`);
      const conflict = orderConflict(name, module.default, sections);
      if (conflict) throw new Error(conflict);
      sections[name] = module.default;
      declaredAt.set(name, version);
      generation++;
      clearSiteIndexCache(); // the search index is built again from the new declaration
    } catch (error) {
      console.error(`render: the pages of ${name} stay as last read:`, error);
    }
  }
  // One check per remote at a time, each on its own: a slow remote never holds up another's new version. A
  // change is never lost: a declaration is read again until it is the one of the remote's current version.
  const checking = new Map<RemoteName, Promise<void>>();
  function checkRemote(name: RemoteName): Promise<void> {
    const running =
      checking.get(name) ??
      (async () => {
        const release = await remotes.check(name);
        if (release === 'down' && sections[name]) return;
        const version = release === 'down' ? release : release.id;
        if (declaredAt.get(name) !== version) await readDeclaration(name, version);
      })().finally(() => checking.delete(name));
    checking.set(name, running);
    return running;
  }
  const checkRemotes = async () => void (await Promise.all(remoteNames.map(checkRemote)));
  await checkRemotes();

  // A section that failed (loading or rendering) is reset, so the next request loads it afresh; while it keeps
  // failing, its pages render the fallback at once for a while (0.5 s after the first failure, doubling to 10 s).
  const failures = new Map<RemoteName, { count: number; at: number }>();
  const backOffMs = (count: number) => Math.min(maxBackOffMs, firstBackOffMs * 2 ** (count - 1));
  function sectionFailed(name: RemoteName, error: unknown) {
    console.error(`render: section ${name} falls back:`, error);
    failures.set(name, { count: (failures.get(name)?.count ?? 0) + 1, at: Date.now() });
    resetRemote(name); // its entry, chunks and module-level state (lazy pages, translations) are loaded anew
  }
  async function loadSection(name: RemoteName): Promise<SectionOutcome> {
    const failure = failures.get(name);
    if (failure && Date.now() - failure.at < backOffMs(failure.count)) return 'failed';
    try {
      const module = await withTimeout(
        loadRemoteModule<{ default: ComponentType }>(name, 'routes'),
        sectionTimeoutMs,
        `Remote ${name}`,
      );
      return { Routes: module.default };
    } catch (error) {
      sectionFailed(name, error);
      return 'failed';
    }
  }

  function renderTree(
    location: string,
    lng: Language,
    outcomes: Partial<Record<RemoteName, SectionOutcome>>,
    menus: SiteSections,
    searchResults: SearchResults | undefined,
    formPost: FormPostResult | undefined,
  ) {
    const record: PageRecord = {};
    const sheet = new ServerStyleSheet();
    const tree = (
      <StrictMode>
        <I18nextProvider i18n={requestI18n(lng)}>
          <SiteThemeProvider>
            <SiteSectionsProvider value={menus}>
              <SectionOutcomesProvider value={outcomes}>
                <SearchResultsProvider value={searchResults}>
                  <FormPostProvider value={formPost}>
                    <PageRecorder record={record}>
                      <App location={location} />
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

  /** The form a page declares, by its unprefixed path: the remote whose action answers it, and the action's name. */
  function formOf(path: string): { remote: RemoteName; form: string } | undefined {
    const remote = remoteForPath(path);
    const section = remote === undefined ? undefined : sectionOf(remote);
    if (remote === undefined || section === undefined) return undefined;
    const page = sections[remote]?.pages.find((candidate) => `/${section.path}/${candidate.path}` === path);
    return page?.form ? { remote, form: page.form } : undefined;
  }

  /** A form page's confirmation (Post/Redirect/Get: ?sent=<reference>), when the address is one. */
  function confirmationAt(path: string, search: string): FormPostResult | undefined {
    const reference = new URLSearchParams(search).get(sentParameter);
    return reference && formOf(path) && new RegExp(documentPatterns.reference).test(reference)
      ? { kind: 'sent', reference }
      : undefined;
  }

  async function render(url: string): Promise<RenderResult> {
    const { pathname, search } = new URL(url, 'http://render.invalid');
    const { path } = splitLocale(pathname);
    return renderPage(pathname, search, confirmationAt(path, search));
  }

  async function renderPage(
    pathname: string,
    search: string,
    formPost: FormPostResult | undefined,
  ): Promise<RenderResult> {
    const { lng, path } = splitLocale(pathname);
    const remote = remoteForPath(path);
    // A section's bare address goes to its first declared page.
    const declaration = remote && isSectionRoot(path) ? sections[remote] : undefined;
    if (remote && declaration)
      return {
        kind: 'redirect',
        status: 301,
        location: localizePath(lng, `/${sectionOf(remote)!.path}/${landingPage(declaration)}`) + search,
      };

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
    if (remote) outcomes[remote] = await loadSection(remote);
    const location = pathname + search;
    // The declarations as they are now: a remote's new one, read meanwhile, waits for the next render.
    const menus: SiteSections = { ...sections };
    const searchResults = path === '/search' ? await findSearchResults(i18n, lng, search) : undefined;
    let page = await renderTree(location, lng, outcomes, menus, searchResults, formPost);
    // A section that threw while rendering: the page again, with that section's fallback.
    if (page.errors.length > 0 && remote && outcomes[remote] !== 'failed') {
      sectionFailed(remote, page.errors[0]);
      outcomes[remote] = 'failed';
      page = await renderTree(location, lng, outcomes, menus, searchResults, formPost);
    }
    if (page.errors.length > 0) throw new AggregateError(page.errors, `render of ${pathname} failed`);
    if (remote && outcomes[remote] !== 'failed') failures.delete(remote);

    const failedSections = Object.entries(outcomes)
      .filter(([, outcome]) => outcome === 'failed')
      .map(([name]) => name as RemoteName);
    const { title = siteName, description = '', status = 200 } = page.record;
    const head = [
      headTagsHtml(
        pageHeadTags({
          siteUrl: config.siteUrl,
          pathname,
          query: search,
          title,
          description,
          indexable: status !== 404,
        }),
      ),
      // The fonts of the page's script only: its first view's files preloaded, their rules and fallbacks.
      fontHeadHtml(languageFacts(lng).script),
      `<style>${pageTransitionCss}</style>`,
      page.styles,
    ].join('');
    return {
      kind: 'page',
      status,
      lang: lng,
      dir: languageFacts(lng).dir,
      head,
      html: page.html,
      state: serializePageState({ lng, config: pinned, releases }),
      failedSections,
      releases,
    };
  }

  /**
   * A POST to a form page: the owning remote's action (of the release this renderer renders its pages with)
   * decides; a native post that stored nothing gets its page again with the outcome, the values kept.
   */
  async function act(url: string, post: Omit<FormPost, 'language'>, host: ActionHost): Promise<ActResult> {
    const { pathname } = new URL(url, 'http://render.invalid');
    const { lng, path } = splitLocale(pathname);
    const found = formOf(path);
    if (!found) throw new Error(`${pathname} declares no form`);
    const releases = remotes.versions();
    const module = await withTimeout(
      loadRemoteModule<{ default: FormActions }>(found.remote, 'actions'),
      sectionTimeoutMs,
      `Remote ${found.remote}'s actions`,
    );
    const action = module.default?.[found.form];
    if (typeof action !== 'function') throw new Error(`Remote ${found.remote}'s ./actions has no ${found.form}`);
    const outcome = await action({ ...post, language: lng }, host);
    if (outcome.kind === 'stored' || post.via === 'fetch') return { outcome, releases };
    const page = await renderPage(pathname, '', {
      kind: 'failed',
      problems: outcome.kind === 'invalid' ? outcome.problems : [],
      alert: outcome.alert,
      values: outcome.values,
    });
    if (page.kind !== 'page') throw new Error(`${pathname} did not render its form page`);
    return { outcome, page, releases };
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
    render,
    islandNames: (name) => islandNames(name as RemoteName),
    remoteVersions: () =>
      ({ ...remotes.versions(), pages: String(generation), text: String(translationsGeneration) }) as Record<
        string,
        string
      >,
    checkRemotes,
    canaries: () => remotes.canaries(),
    sitePages: () => sitePagePaths(sections),
    formPages: () =>
      Object.entries(sections).flatMap(([remote, declaration]) => {
        const section = sectionOf(remote);
        return section && declaration
          ? declaration.pages.filter((page) => page.form).map((page) => `/${section.path}/${page.path}`)
          : [];
      }),
    act,
    setTranslations,
  };
}
