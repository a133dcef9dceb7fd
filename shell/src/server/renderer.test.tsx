/**
 * @jest-environment node
 */
// The shell's renderer over stand-ins for its remotes (their releases, declarations, health and modules) and for
// the app (it shows what the render gave it): what a page's render sends, its second render with a section's
// fallback, a form's confirmation and post, a remote's islands, and the versions that key the page cache.
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import type { FormAction } from '@stallions/shared-config/actions';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { useTranslation } from '@stallions/shared-i18n';
import { useFormPost, useNotFoundStatus } from '@stallions/shared-ui';
import { useSearchResults } from '../search/search-results';
import { createShellRenderer } from './renderer';

/** What the app was given: each provider's value, read by the stand-in app. */
const mockGiven = {
  outcomes: createContext<unknown>(undefined),
  menus: createContext<unknown>(undefined),
};

jest.mock('../federation/RemoteSection', () => ({
  SectionOutcomesProvider: ({ value, children }: { value: unknown; children: ReactNode }) => (
    <mockGiven.outcomes.Provider value={value}>{children}</mockGiven.outcomes.Provider>
  ),
}));
jest.mock('../federation/site-sections', () => ({
  SiteSectionsProvider: ({ value, children }: { value: unknown; children: ReactNode }) => (
    <mockGiven.menus.Provider value={value}>{children}</mockGiven.menus.Provider>
  ),
}));
jest.mock('../federation/remotes', () => ({ registerSectionRemotes: jest.fn(), loadRemoteModule: jest.fn() }));
jest.mock('./remote-fetch', () => ({ installRemoteFetchGuard: jest.fn(() => 'unguarded fetch') }));
jest.mock('./remote-releases', () => ({ createRemoteReleases: jest.fn() }));
jest.mock('./declarations', () => ({ createDeclarations: jest.fn() }));
jest.mock('./section-health', () => ({ sectionTimeoutMs: 6_000, createSectionHealth: jest.fn() }));
jest.mock('../search/site-index', () => ({
  findSearchResults: jest.fn(async () => ({ query: 'horse', hits: [] })),
  clearSiteIndexCache: jest.fn(),
}));
// The server build, as the render server loads it (jest's preset maps the package to its browser build).
jest.mock('styled-components', () =>
  jest.requireActual(
    jest
      .requireActual<typeof import('node:path')>('node:path')
      .join(require.resolve('styled-components/package.json'), '../dist/styled-components.cjs.js'),
  ),
);
// A section that throws is reported and rendered by the client, as the app's Suspense boundaries do.
jest.mock('../App', () => ({
  App: (props: { location: string; language: string }) => (
    <Suspense fallback={null}>
      <MockApp {...props} />
    </Suspense>
  ),
}));

const { loadRemoteModule, registerSectionRemotes } = jest.requireMock('../federation/remotes');
const { installRemoteFetchGuard } = jest.requireMock('./remote-fetch');
const { createRemoteReleases } = jest.requireMock('./remote-releases');
const { createDeclarations } = jest.requireMock('./declarations');
const { createSectionHealth } = jest.requireMock('./section-health');
const { findSearchResults } = jest.requireMock('../search/site-index');

const Shown = styled.pre`
  color: teal;
`;
/** A section throws while rendering this many more times. */
let sectionThrows = 0;

function NotFound() {
  useNotFoundStatus();
  return null;
}

function MockApp({ location, language }: { location: string; language: string }) {
  const { i18n } = useTranslation();
  const outcomes = useContext(mockGiven.outcomes);
  if (sectionThrows > 0 && location.includes('/about/')) {
    sectionThrows -= 1;
    throw new Error('section broke');
  }
  const given = {
    location,
    language,
    i18n: i18n.language,
    outcomes: Object.fromEntries(
      Object.entries(outcomes as object).map(([name, outcome]) => [name, outcome === 'failed' ? outcome : 'loaded']),
    ),
    menus: useContext(mockGiven.menus),
    formPost: useFormPost(),
    search: useSearchResults(),
  };
  return (
    <>
      {location.includes('/missing') && <NotFound />}
      <Shown>{JSON.stringify(given)}</Shown>
    </>
  );
}

const config = testRuntimeConfig({ siteUrl: 'https://club.example' });
const releases = { about: 'about@2', getInvolved: 'gi@7' };
const health = { load: jest.fn(), failed: jest.fn(), rendered: jest.fn() };
const declarations = {
  checkRemotes: jest.fn(async () => undefined),
  current: jest.fn(() => ({ menus: 'as declared' })),
  generation: jest.fn(() => 3),
  routes: jest.fn(() => ({ pages: [], landings: { '/about': '/about/overview' } })),
};
const join = jest.fn<ReturnType<FormAction>, Parameters<FormAction>>();

let renderer: ShellRenderer;

beforeAll(async () => {
  createRemoteReleases.mockReturnValue({
    versions: () => releases,
    manifests: () => ({
      about: 'https://about.example/2/mf-manifest.json',
      getInvolved: 'https://gi.example/7/m.json',
    }),
    canaries: () => ['about'],
  });
  createDeclarations.mockReturnValue(declarations);
  createSectionHealth.mockReturnValue(health);
  renderer = await createShellRenderer({ config, track: 'canary' });
});

beforeEach(() => {
  health.load.mockResolvedValue({ Routes: () => null });
  loadRemoteModule.mockImplementation(async (name: string, expose: string) => {
    if (expose === 'actions') return { default: { join } };
    if (name === 'causes') return { __esModule: true, default: {}, Donate: () => null };
    return { Broken: 'not a component' };
  });
});

afterEach(() => jest.clearAllMocks());

/** What the stand-in app showed. */
const givenOf = (html: string) => JSON.parse(/<pre[^>]*>(.*)<\/pre>/.exec(html)![1]!.replaceAll('&quot;', '"'));

// First: what the renderer's start called is cleared after each test.
it('starts over the remotes of the config, at its track, and checks their declarations once', () => {
  expect(registerSectionRemotes).toHaveBeenCalledWith(config.remotes);
  const manifests = Object.fromEntries(Object.entries(config.remotes).map(([name, { manifest }]) => [name, manifest]));
  expect(installRemoteFetchGuard).toHaveBeenCalledWith(Object.values(manifests).map((url) => new URL(url).origin));
  // No remote pinned: a preview's renderer alone pins remotes at their preview releases.
  expect(createRemoteReleases).toHaveBeenCalledWith(manifests, 'canary', 'unguarded fetch', {});
  expect(createDeclarations).toHaveBeenCalledWith(Object.keys(manifests), createRemoteReleases.mock.results[0].value);
  expect(declarations.checkRemotes).toHaveBeenCalledTimes(1);
  expect(createSectionHealth).toHaveBeenCalledTimes(1);
});

describe('a page', () => {
  it('is rendered with its section loaded, in its language, with the releases it names', async () => {
    const page = await renderer.render({ language: 'fr', path: '/about/overview', query: '?x=1', section: 'about' });
    expect(health.load).toHaveBeenCalledWith('about');
    expect(health.rendered).toHaveBeenCalledWith('about');
    expect(health.failed).not.toHaveBeenCalled();
    expect(page).toMatchObject({ kind: 'page', status: 200, lang: 'fr', dir: 'ltr', failedSections: [], releases });
    expect(givenOf(page.html)).toEqual({
      location: '/fr/about/overview?x=1',
      language: 'fr',
      i18n: 'fr',
      outcomes: { about: 'loaded' },
      menus: { menus: 'as declared' },
    });
    expect(page.head).toContain('<link rel="canonical" href="https://club.example/fr/about/overview?x=1">');
    expect(page.head).toMatch(/<style[^>]*>[^<]*color:teal/);
    const state = JSON.parse(page.state);
    expect(state.lng).toBe('fr');
    expect(state.releases).toEqual(releases);
    expect(state.config.remotes.about).toEqual({
      ...config.remotes.about,
      manifest: 'https://about.example/2/mf-manifest.json',
    });
    expect(state.config.remotes.causes.manifest).toBeUndefined();
    expect(state.config.siteUrl).toBe('https://club.example');
  });

  it('is rendered right-to-left in Arabic, and a page the app does not find is a 404', async () => {
    const page = await renderer.render({ language: 'ar', path: '/missing', query: '', section: undefined });
    expect(page).toMatchObject({ status: 404, lang: 'ar', dir: 'rtl' });
    expect(health.load).not.toHaveBeenCalled();
    expect(givenOf(page.html).outcomes).toEqual({});
  });

  it('gets the search results of its query on /search', async () => {
    const page = await renderer.render({ language: 'en', path: '/search', query: '?q=horse', section: undefined });
    expect(findSearchResults).toHaveBeenCalledWith(expect.anything(), 'en', '?q=horse');
    expect(givenOf(page.html).search).toEqual({ query: 'horse', hits: [] });
  });

  it('renders its section’s fallback when the section throws, once', async () => {
    sectionThrows = 1;
    const page = await renderer.render({ language: 'en', path: '/about/overview', query: '', section: 'about' });
    expect(health.failed).toHaveBeenCalledWith('about', expect.objectContaining({ message: 'section broke' }));
    expect(health.rendered).not.toHaveBeenCalled();
    expect(page.failedSections).toEqual(['about']);
    expect(givenOf(page.html).outcomes).toEqual({ about: 'failed' });
  });

  it('renders a section that failed to load as its fallback, and fails when the page still throws', async () => {
    health.load.mockResolvedValue('failed');
    sectionThrows = 1;
    await expect(
      renderer.render({ language: 'fr', path: '/about/overview', query: '', section: 'about' }),
    ).rejects.toThrow(new AggregateError([], 'render of /fr/about/overview failed'));
    expect(health.failed).not.toHaveBeenCalled();
    const page = await renderer.render({ language: 'fr', path: '/about/overview', query: '', section: 'about' });
    expect(page.failedSections).toEqual(['about']);
    expect(health.rendered).not.toHaveBeenCalled();
  });
});

describe('a form page', () => {
  const form = {
    language: 'en',
    path: '/get-involved/join',
    query: '',
    section: 'getInvolved' as const,
    form: 'join',
  };

  it('shows its confirmation for a well-formed reference, and only on a page with a form', async () => {
    const sent = await renderer.render({ ...form, query: '?sent=SC-ABCD-EFGH' });
    expect(givenOf(sent.html).formPost).toEqual({ kind: 'sent', reference: 'SC-ABCD-EFGH' });
    expect(givenOf((await renderer.render({ ...form, query: '?sent=nonsense' })).html).formPost).toBeUndefined();
    const elsewhere = {
      ...form,
      path: '/about/overview',
      section: 'about' as const,
      form: undefined,
      query: '?sent=SC-ABCD-EFGH',
    };
    expect(givenOf((await renderer.render(elsewhere)).html).formPost).toBeUndefined();
  });

  const post = { fields: { name: 'Ada' }, via: 'document' as const, formToken: 'valid' as const };
  const host = { secret: 's' } as never;

  it("hands a post to its remote's action, in the page's language", async () => {
    join.mockResolvedValue({ kind: 'stored', reference: 'SC-ABCD-EFGH' });
    const result = await renderer.act({ ...form, language: 'fr' }, post as never, host);
    expect(loadRemoteModule).toHaveBeenCalledWith('getInvolved', 'actions');
    expect(join).toHaveBeenCalledWith({ ...post, language: 'fr' }, host);
    expect(result).toEqual({ outcome: { kind: 'stored', reference: 'SC-ABCD-EFGH' }, releases });
  });

  it('renders the page again for a native post that stored nothing, its values kept; JSON for a fetch', async () => {
    const outcome = { kind: 'invalid', problems: [{ field: 'name' }], alert: 'fix it', values: { name: '' } };
    join.mockResolvedValue(outcome as never);
    const result = await renderer.act({ ...form, query: '?sent=SC-ABCD-EFGH' }, post as never, host);
    expect(result.outcome).toBe(outcome);
    expect(result.releases).toBe(releases);
    expect(givenOf(result.page!.html)).toMatchObject({
      location: '/get-involved/join',
      formPost: { kind: 'failed', problems: [{ field: 'name' }], alert: 'fix it', values: { name: '' } },
    });
    const limited = { kind: 'limited', retryAfterSeconds: 60, alert: 'later', values: { name: 'Ada' } };
    join.mockResolvedValue(limited as never);
    const again = await renderer.act(form, post as never, host);
    expect(givenOf(again.page!.html).formPost).toEqual({
      kind: 'failed',
      problems: [],
      alert: 'later',
      values: { name: 'Ada' },
    });
    expect(await renderer.act(form, { ...post, via: 'fetch' } as never, host)).toEqual({
      outcome: limited,
      releases,
    });
  });

  it('refuses a page without a form, and a remote without its action', async () => {
    await expect(
      renderer.act({ ...form, language: 'fr', path: '/about/overview', form: undefined }, post as never, host),
    ).rejects.toThrow('/fr/about/overview declares no form');
    loadRemoteModule.mockResolvedValue({ default: {} });
    await expect(renderer.act(form, post as never, host)).rejects.toThrow("Remote getInvolved's ./actions has no join");
  });
});

it("names a remote's islands, and refuses a module that is not one of islands", async () => {
  expect(await renderer.islandNames('causes')).toEqual(['Donate']);
  expect(loadRemoteModule).toHaveBeenCalledWith('causes', 'islands');
  await expect(renderer.islandNames('news')).rejects.toThrow("Remote news's ./islands is refused: Broken: a component");
});

it('keys pages by the releases and the generations of the declarations and the text', () => {
  const versions = renderer.remoteVersions();
  expect(versions).toEqual({ ...releases, pages: '3', text: expect.stringMatching(/^\d+$/) });
  renderer.setTranslations({ fr: '{"x":"y"}' });
  expect(Number(renderer.remoteVersions().text)).toBeGreaterThan(Number(versions.text));
});

it("passes the remotes' lists on", async () => {
  expect(renderer.canaries()).toEqual(['about']);
  expect(renderer.routes()).toEqual({ pages: [], landings: { '/about': '/about/overview' } });
  await renderer.checkRemotes();
  expect(declarations.checkRemotes).toHaveBeenCalledTimes(1);
});
