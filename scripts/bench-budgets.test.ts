import { breaches, budgets, type BudgetFigures } from './bench-budgets';

/** A route that keeps every budget exactly at its limit. */
const atTheLimits: BudgetFigures = {
  route: '/',
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
    ['home JavaScript', { jsBytes: budgets.homeJsBytes + 1 }, '/: home JS 170.0 KB > 170.0 KB'],
    [
      'Firestore before a submit',
      { firestoreBeforeSubmit: true, firestoreUrls: ['http://localhost/firebase.js'] },
      '/: Firestore code before a submit (http://localhost/firebase.js)',
    ],
    ['performance', { performance: 94 }, '/: performance 94 < 95'],
    ['accessibility', { accessibility: 99 }, '/: accessibility 99 < 100'],
    ['best practices', { bestPractices: 99 }, '/: best-practices 99 < 100'],
    ['SEO', { seo: 99 }, '/: SEO 99 < 100'],
    ['LCP', { lcpMs: 2001 }, '/: LCP 2001 ms > 2000 ms'],
    ['CLS', { cls: 0.021 }, '/: CLS 0.021 > 0.02'],
  ])('report a broken %s budget, and only that one', (_budget, change, line) => {
    expect(breaches({ ...atTheLimits, ...change })).toEqual([line]);
  });

  it('hold only the home page, in every language, to the JavaScript budget', () => {
    expect(breaches({ ...atTheLimits, route: '/get-involved/donate', jsBytes: 2 * budgets.homeJsBytes })).toEqual([]);
    expect(breaches({ ...atTheLimits, route: '/fr/about', jsBytes: 2 * budgets.homeJsBytes })).toEqual([]);
    for (const home of ['/fr', '/ar'])
      expect(breaches({ ...atTheLimits, route: home, jsBytes: budgets.homeJsBytes + 1 })).toEqual([
        `${home}: home JS 170.0 KB > 170.0 KB`,
      ]);
  });

  it('report every budget a route breaks', () => {
    expect(breaches({ ...atTheLimits, route: '/about/overview', performance: 70, cls: 0.2 })).toEqual([
      '/about/overview: performance 70 < 95',
      '/about/overview: CLS 0.2 > 0.02',
    ]);
  });
});
