import { breaches, budgets, type BudgetFigures } from './bench-budgets';

/** A route that keeps every budget exactly at its limit. */
const atTheLimits: BudgetFigures = {
  route: '/fr',
  jsBytes: budgets.homeJsBytes,
  firestoreBeforeSubmit: false,
  firestoreUrls: [],
  performance: budgets.performance,
  accessibility: budgets.accessibility,
  bestPractices: budgets.bestPractices,
  seo: budgets.seo,
  lcpMs: budgets.lcpMs,
  cls: budgets.cls,
};

describe('the bench budgets', () => {
  it('are the ones issue 20 sets', () => {
    expect(budgets).toEqual({
      homeJsBytes: 170 * 1024,
      performance: 95,
      englishPerformance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2000,
      cls: 0.02,
    });
  });

  it('pass a route that meets every budget at its limit', () => {
    expect(breaches(atTheLimits)).toEqual([]);
  });

  it.each<[string, Partial<BudgetFigures>, string]>([
    ['home JavaScript', { jsBytes: budgets.homeJsBytes + 1 }, '/fr: home JS 170.0 KB > 170.0 KB'],
    [
      'Firestore before a submit',
      { firestoreBeforeSubmit: true, firestoreUrls: ['http://localhost/firebase.js'] },
      '/fr: Firestore code before a submit (http://localhost/firebase.js)',
    ],
    ['performance', { performance: 94 }, '/fr: performance 94 < 95'],
    ['accessibility', { accessibility: 99 }, '/fr: accessibility 99 < 100'],
    ['best practices', { bestPractices: 99 }, '/fr: best-practices 99 < 100'],
    ['SEO', { seo: 99 }, '/fr: SEO 99 < 100'],
    ['LCP', { lcpMs: 2001 }, '/fr: LCP 2001 ms > 2000 ms'],
    ['CLS', { cls: 0.021 }, '/fr: CLS 0.021 > 0.02'],
  ])('report a broken %s budget, and only that one', (_budget, change, line) => {
    expect(breaches({ ...atTheLimits, ...change })).toEqual([line]);
  });

  it('hold only the home page, in every language, to the JavaScript budget', () => {
    expect(breaches({ ...atTheLimits, route: '/ar/get-involved/donate', jsBytes: 2 * budgets.homeJsBytes })).toEqual(
      [],
    );
    expect(breaches({ ...atTheLimits, route: '/fr/about', jsBytes: 2 * budgets.homeJsBytes })).toEqual([]);
    for (const home of ['/', '/fr', '/ar'])
      expect(breaches({ ...atTheLimits, route: home, performance: 100, jsBytes: budgets.homeJsBytes + 1 })).toEqual([
        `${home}: home JS 170.0 KB > 170.0 KB`,
      ]);
  });

  it('hold English pages to the scores they had before server rendering (99), French and Arabic to 95', () => {
    for (const route of ['/', '/about/overview'])
      expect(breaches({ ...atTheLimits, route, performance: 98 })).toEqual([`${route}: performance 98 < 99`]);
    expect(breaches({ ...atTheLimits, route: '/about/overview', performance: 99 })).toEqual([]);
    for (const route of ['/ar', '/fr/about/overview'])
      expect(breaches({ ...atTheLimits, route, performance: 95 })).toEqual([]);
  });

  it('report every budget a route breaks', () => {
    expect(breaches({ ...atTheLimits, route: '/ar/about/overview', performance: 70, cls: 0.2 })).toEqual([
      '/ar/about/overview: performance 70 < 95',
      '/ar/about/overview: CLS 0.2 > 0.02',
    ]);
  });
});
