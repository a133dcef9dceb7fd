// A page added to a section the declared way (its declaration entry, its component, its text) is found in the
// menus, the sitemap, the site search and the server-rendered page, through the code that derives each of them
// from the declaration: the remote's routes (sectionRoutes), the shell's menus, sitemap and search index.
import { renderToString } from 'react-dom/server';
import { declareSection, getRuntimeConfig, type SectionPagesModule } from '@stallions/shared-config';
import { buildRouteTable, matchRoute, readLocaleAddress, sitemapPaths } from '@stallions/shared-router/route-table';
import { i18n, I18nextProvider, initI18n, useTranslation } from '@stallions/shared-i18n';
import { sectionRoutes, SiteThemeProvider } from '@stallions/shared-ui';
import { App } from './App';
import { SectionOutcomesProvider } from './federation/RemoteSection';
import { loadRemoteModule } from './federation/remotes';
import { SiteSectionsProvider } from './federation/site-sections';
import header from './locales/en/header.json';
import footer from './locales/en/footer.json';
import pages from './locales/en/pages.json';
import { shellPages } from './pages';
import { clearSiteIndexCache, getSiteIndex } from './search/site-index';

jest.mock('./federation/remotes', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A word only the new page has, so a search result for it is that page. */
const word = 'Quokkaterrace';

// A copy of the about remote, cut to two pages, as its team would write it, plus the new page: the third entry
// of the declaration, the third component, and its texts.
const declaration = declareSection({
  order: 1,
  text: 'about',
  labels: {
    en: { title: 'About', pages: { overview: 'Overview', membership: 'Membership', 'fixture-page': 'Fixture page' } },
    fr: { title: 'À propos', pages: { overview: 'Aperçu', membership: 'Adhésion', 'fixture-page': 'Page d’essai' } },
  },
  pages: ['overview', { path: 'membership', search: false }, 'fixture-page'],
});

const texts = {
  about: {
    overview: { title: 'About us', text: 'Influence, put to work for others.' },
    fixturePage: { title: 'The fixture page', text: `${word}: a page added by its section alone.` },
  },
};
const translations = {
  load: async () => void i18n.addResourceBundle('en', 'pages', texts, true, true),
  useReady: () => undefined,
};

function TextPage({ name }: { name: 'overview' | 'fixturePage' }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <h1>{t(`about.${name}.title`)}</h1>
      <p>{t(`about.${name}.text`)}</p>
    </>
  );
}

const AboutRoutes = sectionRoutes(
  { remote: 'about', declaration, build: 'fixture', translations },
  {
    overview: () => <TextPage name="overview" />,
    membership: () => <h1>Membership</h1>,
    'fixture-page': () => <TextPage name="fixturePage" />,
  },
);

const pagesModule: SectionPagesModule = { default: declaration, loadTranslations: translations.load };

/** The page at `location` as the server renders it: the about section loaded, its declaration read. */
const serverHtml = (location: string) => {
  const { language, path } = readLocaleAddress(location);
  const match = matchRoute(buildRouteTable(shellPages, { about: declaration }, getRuntimeConfig().remotes), path);
  const page = match.kind === 'page' ? match.entry : match.kind === 'not-found' ? { section: match.section } : {};
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteThemeProvider>
        <SiteSectionsProvider value={{ about: declaration }}>
          <SectionOutcomesProvider value={{ about: { Routes: AboutRoutes } }}>
            <App location={location} language={language} page={page} />
          </SectionOutcomesProvider>
        </SiteSectionsProvider>
      </SiteThemeProvider>
    </I18nextProvider>,
  );
};

beforeEach(async () => {
  await initI18n({ english: { pages, header, footer }, load: async () => undefined, lng: 'en' });
  await translations.load();
  clearSiteIndexCache();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name, expose) => {
    if (name === 'about' && expose === 'pages') return pagesModule as never;
    throw new Error(`Remote ${name} is unavailable`);
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has a window, so React warns of layout effects in a server render; any other error still shows.
  const error = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes('useLayoutEffect does nothing on the server')) error(message, ...rest);
  });
});

afterEach(() => jest.restoreAllMocks());

describe('a page added to a section by its declaration, its component and its text', () => {
  it('is in the menus of every page', () => {
    const html = serverHtml('/');
    // The header menu, the mobile menu and the footer each link to it.
    expect(html.match(/<a [^>]*href="\/about\/fixture-page"[^>]*>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('Fixture page');
  });

  it('is in the sitemap, at its address under the section', () => {
    expect(sitemapPaths(buildRouteTable(shellPages, { about: declaration }, getRuntimeConfig().remotes))).toEqual([
      '/',
      '/about/overview',
      '/about/membership',
      '/about/fixture-page',
      '/stallion-business',
      '/privacy-policy',
    ]);
  });

  it('is found by the site search, by a word of its text', async () => {
    const index = await getSiteIndex(i18n, 'en');
    expect(index.search(word)).toEqual([
      expect.objectContaining({ path: '/about/fixture-page', title: 'The fixture page' }),
    ]);
  });

  it('is rendered on the server at its address, and in another language under its prefix', () => {
    const html = serverHtml('/about/fixture-page');
    expect(html).toContain('The fixture page</h1>');
    expect(html).toContain(`${word}: a page added by its section alone.`);
    expect(serverHtml('/fr/about/fixture-page')).toContain('The fixture page</h1>');
  });
});
