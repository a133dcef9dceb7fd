import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { SectionPagesModule } from '@stallions/shared-config';
import { i18n, initI18n } from '@stallions/shared-i18n';
import { renderShell } from '../components/test-helpers';
import { loadRemoteModule } from '../federation/remotes';
import SearchPage from './SearchPage';
import shellPages from '../locales/en/pages.json';
import { SearchResultsProvider } from './search-results';
import { buildSnippet, clearSiteIndexCache, findSearchResults, foldTerm, getSiteIndex } from './site-index';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

// The about remote's page declaration ("./pages"), with one searchable page.
const aboutPages: SectionPagesModule = {
  default: {
    order: 1,
    labels: { en: { title: 'About', pages: { 'foals-club': 'Foals Club' } } },
    pages: [
      {
        path: 'foals-club',
        search: { titleKey: 'testAbout.foals.title', textPrefix: 'testAbout.foals' },
      },
    ],
  },
  loadTranslations: async () => {
    i18n.addResourceBundle(
      'en',
      'pages',
      {
        testAbout: {
          foals: {
            title: 'Foals Club',
            text: 'Young professionals and students aged 18 to 24 learn from mentors.',
            list: ['Mentoring evenings', 'Internships abroad'],
          },
        },
      },
      true,
      true,
    );
  },
};

/** The search page at `route`, with the results the render server finds for it. */
async function renderSearch(route: string) {
  const results = await findSearchResults(i18n, 'en', new URL(route, 'http://test.invalid').search);
  return renderShell(
    <SearchResultsProvider value={results}>
      <SearchPage />
    </SearchResultsProvider>,
    { route },
  );
}

beforeEach(async () => {
  // The shell's own text, as the server has it before any page renders.
  await initI18n({ english: { pages: shellPages }, load: async () => undefined, lng: 'en' });
  clearSiteIndexCache();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => {
    if (name === 'about') return aboutPages as never;
    throw new Error(`Remote ${name} is unavailable`);
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('SearchPage', () => {
  it('finds a shell page by a word of its text, with a link and a snippet', async () => {
    await renderSearch('/search?q=capital');
    const status = screen.getByTestId('search-status');
    expect(status).toHaveTextContent(/results? for “capital”/);
    expect(status).toHaveAttribute('role', 'status');
    const results = screen.getByRole('list', { name: 'Search results' });
    const business = within(results).getByRole('link', { name: 'Stallion Business' });
    expect(business).toHaveAttribute('href', '/stallion-business');
    const item = business.closest('li')!;
    expect(within(item).getAllByText(/capital/i, { selector: 'mark' }).length).toBeGreaterThan(0);
  });

  it('is a plain GET form to /search that needs no script, the query in its box', async () => {
    await renderSearch('/search?q=internships');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox')).toHaveValue('internships');
  });

  it('without a query: a prompt, and no section is loaded', async () => {
    await renderSearch('/search');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.getByText(/Type one or more words/)).toBeInTheDocument();
    expect(screen.getByTestId('search-status')).toBeEmptyDOMElement();
  });

  it('finds pages of a remote section and says which sections could not be searched', async () => {
    await renderSearch('/search?q=internships');
    expect(screen.getByTestId('search-status')).toHaveTextContent('1 result for “internships”');
    expect(screen.getByRole('link', { name: 'Foals Club' })).toHaveAttribute('href', '/about/foals-club');
    expect(loadRemote).toHaveBeenCalledWith('about', 'pages');
    expect(screen.getByText(/could not be searched right now/)).toBeInTheDocument();
  });

  it('says clearly when nothing matches', async () => {
    await renderSearch('/search?q=zebracorn');
    expect(screen.getByTestId('search-status')).toHaveTextContent('No results for “zebracorn”');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/get-involved/donate');
  });

  it('shows a hostile query as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderSearch(`/search?q=${encodeURIComponent(hostile)}`);
    expect(screen.getByTestId('search-status')).toHaveTextContent(`No results for “${hostile}”`);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue(hostile);
  });

  it('caps the length of the query', async () => {
    await renderSearch(`/search?q=${'a'.repeat(500)}`);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toHaveLength(200);
    expect(screen.getByTestId('search-status')).toHaveTextContent('No results');
  });

  it('shows no results found for another query than its address’s', async () => {
    const results = await findSearchResults(i18n, 'en', '?q=capital');
    await renderShell(
      <SearchResultsProvider value={results}>
        <SearchPage />
      </SearchResultsProvider>,
      { route: '/search?q=membership' },
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText(/Type one or more words/)).toBeInTheDocument();
  });

  it('has no axe violations with results', async () => {
    const { container } = await renderSearch('/search?q=membership');
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);

  it('has no axe violations without results', async () => {
    const { container } = await renderSearch('/search?q=zebracorn');
    expect(screen.getByTestId('search-status')).toHaveTextContent('No results');
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});

describe('site index', () => {
  it('folds case, accents and Arabic letter forms', () => {
    expect(foldTerm('Événement')).toBe('evenement');
    expect(foldTerm('أَعمال')).toBe('اعمال');
    expect(foldTerm('مؤسسة')).toBe(foldTerm('مؤسسه'));
  });

  it('marks the matched words in a snippet around the first match', () => {
    const text = `${'Lorem words before the match. '.repeat(6)}We support ending HPV through screening.`;
    const parts = buildSnippet(text, new Set(['hpv']));
    expect(parts[0]!.text.startsWith('…')).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['HPV']);
  });

  it('builds once per language and finds prefixes and near misses', async () => {
    const index = await getSiteIndex(i18n, 'en');
    expect(await getSiteIndex(i18n, 'en')).toBe(index);
    expect(index.unavailable).toEqual(['causes', 'getInvolved', 'news']);
    expect(index.search('priva').map((hit) => hit.path)).toContain('/privacy-policy');
    expect(index.search('membreship').map((hit) => hit.path)).toContain('/');
    expect(index.search('   ')).toEqual([]);
  });
});
