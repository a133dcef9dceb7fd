import {
  declareSection,
  orderConflict,
  pageHref,
  parseSectionPagesModule,
  type SectionPages,
} from './section-pages';
import { setRuntimeConfigForTests, testRuntimeConfig } from './testing';

const declaration = (): SectionPages => ({
  order: 2,
  labels: {
    en: { title: 'Get involved', pages: { overview: 'Overview', 'donate/payment': 'Payment' } },
    fr: { title: 'S’impliquer', pages: { overview: 'Aperçu', 'donate/payment': 'Paiement' } },
  },
  pages: [
    { path: 'overview', search: { titleKey: 'getInvolved.overview.title', textPrefix: 'getInvolved.overview' } },
    { path: 'donate/payment', inSitemap: false },
    { path: 'hidden', inMenu: false },
  ],
});
const loadTranslations = () => Promise.resolve();
const refusal = (module: unknown) => {
  try {
    parseSectionPagesModule('getInvolved', module);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('a remote’s ./pages declaration, checked as data', () => {
  it('accepts a well-formed declaration and keeps its loader', () => {
    const module = parseSectionPagesModule('getInvolved', { default: declaration(), loadTranslations });
    expect(module.default).toEqual(declaration());
    expect(module.loadTranslations).toBe(loadTranslations);
  });

  it.each([
    ['an order that is not a number', { order: 'first' }, 'order'],
    ['no pages', { pages: [] }, 'at least one page'],
    ['a path twice', { pages: [{ path: 'overview' }, { path: 'overview', inMenu: false }] }, 'each page path once'],
    ['a path with a slash in front', { pages: [{ path: '/overview' }] }, 'pages.0.path'],
    ['a path with a query', { pages: [{ path: 'overview?x=1' }] }, 'pages.0.path'],
    [
      'a menu page without a label in French',
      { labels: { ...declaration().labels, fr: { title: 'S’impliquer', pages: {} } } },
      'a label in every language',
    ],
    ['no English labels', { labels: { fr: declaration().labels.fr } }, 'English labels'],
    [
      'a search text key that is not a string',
      { pages: [{ path: 'overview', search: { titleKey: 'a', textPrefix: 1 } }] },
      'pages.0.search.textPrefix',
    ],
  ])('refuses %s, naming the remote and the problem', (_name, change, problem) => {
    const message = refusal({ default: { ...declaration(), ...change }, loadTranslations });
    expect(message).toContain("Remote getInvolved's ./pages declaration is refused");
    expect(message).toContain(problem);
  });

  it('refuses a module without its declaration or its translations loader', () => {
    expect(refusal({ loadTranslations })).toMatch(/refused: default: Invalid type/);
    expect(refusal({ default: declaration() })).toContain('loadTranslations');
  });

  it('refuses a menu order another section has, and not its own', () => {
    const sections = { about: { ...declaration(), order: 1 }, getInvolved: declaration() };
    expect(orderConflict('getInvolved', declaration(), sections)).toBeNull();
    expect(orderConflict('causes', declaration(), sections)).toBe(
      "Remote causes's ./pages declaration is refused: order 2 is getInvolved's",
    );
  });
});

describe('pageHref: the address of a section’s page, from the registry', () => {
  afterEach(() => setRuntimeConfigForTests(undefined));

  it('puts the page under the path the registry gives its section', () => {
    setRuntimeConfigForTests(testRuntimeConfig());
    expect(pageHref('getInvolved', 'join')).toBe('/get-involved/join');
    expect(pageHref('getInvolved', 'donate/payment')).toBe('/get-involved/donate/payment');
    expect(pageHref('about')).toBe('/about');
  });

  it('follows a section moved in the registry', () => {
    const config = testRuntimeConfig();
    setRuntimeConfigForTests({
      ...config,
      remotes: { ...config.remotes, getInvolved: { ...config.remotes.getInvolved!, path: 'take-part' } },
    });
    expect(pageHref('getInvolved', 'join')).toBe('/take-part/join');
  });

  it('refuses a section the registry does not name', () => {
    setRuntimeConfigForTests(testRuntimeConfig());
    expect(() => pageHref('gallery', 'overview')).toThrow(/No section gallery/);
  });
});

describe('declareSection: a section declared one entry a page', () => {
  const labels = { en: { title: 'About', pages: { overview: 'Overview', 'our-structure': 'Our structure' } } };

  it('finds each page’s texts from its path, under the section’s group', () => {
    const section = declareSection({ order: 1, text: 'about', labels, pages: ['overview', 'our-structure'] });
    expect(section).toEqual({
      order: 1,
      labels,
      pages: [
        { path: 'overview', search: { titleKey: 'about.overview.title', textPrefix: 'about.overview' } },
        { path: 'our-structure', search: { titleKey: 'about.ourStructure.title', textPrefix: 'about.ourStructure' } },
      ],
    });
    expect(parseSectionPagesModule('about', { default: section, loadTranslations }).default).toEqual(section);
  });

  it('keeps an entry’s options, its own text group, and leaves out of search what says so', () => {
    const section = declareSection({
      order: 2,
      text: 'getInvolved',
      labels,
      pages: [
        { path: 'donate', form: 'donationForm' },
        { path: 'donate/payment', inMenu: false, search: false },
        { path: 'corporate-social-responsibility', text: 'csr', inSitemap: false },
      ],
    });
    expect(section.pages).toEqual([
      {
        path: 'donate',
        form: 'donationForm',
        search: { titleKey: 'getInvolved.donate.title', textPrefix: 'getInvolved.donate' },
      },
      { path: 'donate/payment', inMenu: false },
      {
        path: 'corporate-social-responsibility',
        inSitemap: false,
        search: { titleKey: 'getInvolved.csr.title', textPrefix: 'getInvolved.csr' },
      },
    ]);
  });

  it('types the declared paths, for the routes to be checked against', () => {
    const section = declareSection({ order: 1, text: 'about', labels, pages: ['overview', { path: 'membership' }] });
    const paths: ('overview' | 'membership')[] = section.pages.map((page) => page.path);
    // @ts-expect-error a path the declaration does not name
    const other: (typeof section.pages)[number]['path'] = 'elsewhere';
    expect([paths, other]).toEqual([['overview', 'membership'], 'elsewhere']);
  });
});
