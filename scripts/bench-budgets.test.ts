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
  cls: budgets.cls,
};

describe('the bench budgets', () => {
  it('are the ones issue 8 sets', () => {
    expect(budgets).toEqual({
      homeJsBytes: 170 * 1024,
      performance: 90,
      accessibility: 100,
      bestPractices: 95,
      seo: 95,
      cls: 0.05,
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
    ['performance', { performance: 89 }, '/: performance 89 < 90'],
    ['accessibility', { accessibility: 99 }, '/: accessibility 99 < 100'],
    ['best practices', { bestPractices: 94 }, '/: best-practices 94 < 95'],
    ['SEO', { seo: 94 }, '/: SEO 94 < 95'],
    ['CLS', { cls: 0.051 }, '/: CLS 0.051 > 0.05'],
  ])('report a broken %s budget, and only that one', (_budget, change, line) => {
    expect(breaches({ ...atTheLimits, ...change })).toEqual([line]);
  });

  it('hold only the home page to the JavaScript budget', () => {
    expect(breaches({ ...atTheLimits, route: '/get-involved/donate', jsBytes: 2 * budgets.homeJsBytes })).toEqual([]);
  });

  it('report every budget a route breaks', () => {
    expect(breaches({ ...atTheLimits, route: '/about/overview', performance: 70, cls: 0.2 })).toEqual([
      '/about/overview: performance 70 < 90',
      '/about/overview: CLS 0.2 > 0.05',
    ]);
  });
});
