import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { SectionPagesModule } from '@stallions/shared-config';
import { i18n } from '@stallions/shared-i18n';
import { LocationProbe, renderShell } from '../components/test-helpers';
import { loadRemoteModule } from '../federation/remotes';
import SearchPage from './SearchPage';
import { buildSnippet, clearSiteIndexCache, foldTerm, getSiteIndex } from './site-index';

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
        search: { titleKey: 'testAbout.foals.title', textKeys: ['testAbout.foals.text', 'testAbout.foals.list'] },
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

function renderSearch(route: string) {
  return renderShell(
    <>
      <SearchPage />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => {
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
    await waitFor(() => expect(status).toHaveTextContent(/results? for “capital”/));
    expect(status).toHaveAttribute('aria-live', 'polite');
    const results = screen.getByRole('list', { name: 'Search results' });
    const business = within(results).getByRole('link', { name: 'Stallion Business' });
    expect(business).toHaveAttribute('href', '/stallion-business');
    const item = business.closest('li')!;
    expect(within(item).getAllByText(/capital/i, { selector: 'mark' }).length).toBeGreaterThan(0);
  });

  it('finds pages of a remote section, fetched only when a search runs', async () => {
    await renderSearch('/search');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.getByText(/Type one or more words/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'internships');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=internships');
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveTextContent('1 result for “internships”'));
    expect(screen.getByRole('link', { name: 'Foals Club' })).toHaveAttribute('href', '/about/foals-club');
    expect(loadRemote).toHaveBeenCalledWith('about', 'pages');
    // The sections that are down are skipped, and the visitor is told.
    expect(screen.getByText(/could not be searched right now/)).toBeInTheDocument();
  });

  it('says clearly when nothing matches', async () => {
    await renderSearch('/search?q=zebracorn');
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveTextContent('No results for “zebracorn”'));
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/get-involved/donate');
  });

  it('shows a hostile query as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = await renderSearch(`/search?q=${encodeURIComponent(hostile)}`);
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveTextContent(`No results for “${hostile}”`));
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue(hostile);
  });

  it('caps the length of the query', async () => {
    await renderSearch(`/search?q=${'a'.repeat(500)}`);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toHaveLength(200);
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveTextContent('No results'));
  });

  it('has no axe violations with results', async () => {
    const { container } = await renderSearch('/search?q=membership');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument());
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);

  it('has no axe violations without results', async () => {
    const { container } = await renderSearch('/search?q=zebracorn');
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveTextContent('No results'));
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
