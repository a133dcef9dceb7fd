import { breaches, budgets, jsBudgetOf, jsBudgets, type BudgetFigures } from './bench-budgets';

/** An address that keeps every budget exactly at its limit. */
const atTheLimits: BudgetFigures = {
  route: '/fr/about/overview',
  jsBytes: jsBudgets.otherPage,
  firestoreBeforeSubmit: false,
  firestoreUrls: [],
  performance: budgets.performance,
  floorPerformance: budgets.performance + budgets.belowFloor,
  accessibility: budgets.accessibility,
  bestPractices: budgets.bestPractices,
  seo: budgets.seo,
  lcpMs: budgets.lcpMs,
  cls: budgets.cls,
  firstViewBytes: budgets.firstViewBytes,
  firstViewBrBytes: budgets.firstViewBytes,
};

describe('the bench budgets', () => {
  it('are the performance budgets the bench holds every address to', () => {
    expect(budgets).toEqual({
      performance: 97,
      belowFloor: 2,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1000,
      cls: 0.01,
      firstViewBytes: 14_600,
    });
    expect(jsBudgets).toEqual({
      '/get-involved/join': 130 * 1024,
      '/get-involved/donate': 130 * 1024,
      '/our-causes/corporate-social-responsibility': 80 * 1024,
      otherPage: 15 * 1024,
    });
  });

  it('pass an address that meets every budget at its limit', () => {
    expect(breaches(atTheLimits)).toEqual([]);
  });

  it.each<[string, Partial<BudgetFigures>, string]>([
    ['JavaScript', { jsBytes: jsBudgets.otherPage + 1 }, '/fr/about/overview: JS 15.0 KB > 15.0 KB'],
    [
      'Firestore before a submit',
      { firestoreBeforeSubmit: true, firestoreUrls: ['http://localhost/firebase.js'] },
      '/fr/about/overview: Firestore code before a submit (http://localhost/firebase.js)',
    ],
    ['performance', { performance: 96, floorPerformance: 96 }, '/fr/about/overview: performance 96 < 97'],
    [
      'floor',
      { performance: 97, floorPerformance: 100 },
      '/fr/about/overview: performance 97 < 98 (its floor 100 − 2)',
    ],
    ['accessibility', { accessibility: 99 }, '/fr/about/overview: accessibility 99 < 100'],
    ['best practices', { bestPractices: 99 }, '/fr/about/overview: best-practices 99 < 100'],
    ['SEO', { seo: 99 }, '/fr/about/overview: SEO 99 < 100'],
    ['LCP', { lcpMs: 1001 }, '/fr/about/overview: LCP 1001 ms > 1000 ms'],
    ['CLS', { cls: 0.011 }, '/fr/about/overview: CLS 0.011 > 0.01'],
    [
      'first view',
      { firstViewBytes: 14_601 },
      "/fr/about/overview: first view 14601 bytes > 14600 (a new connection's first round trip)",
    ],
    [
      'first view in brotli',
      { firstViewBrBytes: 14_601 },
      "/fr/about/overview: first view in brotli 14601 bytes > 14600 (a new connection's first round trip)",
    ],
  ])('report a broken %s budget, and only that one', (_budget, change, line) => {
    expect(breaches({ ...atTheLimits, ...change })).toEqual([line]);
  });

  it('give the island pages their own JavaScript budget, in every language', () => {
    for (const lng of ['', '/fr', '/ar']) {
      expect(jsBudgetOf(`${lng}/get-involved/join`)).toBe(130 * 1024);
      expect(jsBudgetOf(`${lng}/get-involved/donate`)).toBe(130 * 1024);
      expect(jsBudgetOf(`${lng}/our-causes/corporate-social-responsibility`)).toBe(80 * 1024);
      expect(jsBudgetOf(`${lng}/get-involved/overview`)).toBe(15 * 1024);
      expect(jsBudgetOf(lng || '/')).toBe(15 * 1024);
    }
    expect(breaches({ ...atTheLimits, route: '/ar/get-involved/donate', jsBytes: 129 * 1024 })).toEqual([]);
  });

  it('report every budget an address breaks', () => {
    expect(
      breaches({ ...atTheLimits, route: '/ar/about/overview', performance: 70, floorPerformance: 99, cls: 0.2 }),
    ).toEqual([
      '/ar/about/overview: performance 70 < 97',
      '/ar/about/overview: performance 70 < 97 (its floor 99 − 2)',
      '/ar/about/overview: CLS 0.2 > 0.01',
    ]);
  });
});
