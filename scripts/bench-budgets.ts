// The budgets `npm run bench` enforces (set for the islands build), and the check of one address's
// figures against them. Apart from bench.ts so that a unit test can hold the check to the budgets without a
// browser.
import { firstRoundTripBytes } from '@stallions/delivery/first-view';
import { readLocaleAddress } from '@stallions/shared-router/route-table';

/** The pages with an island and the first-load JavaScript each may bring (gzip); every other page: `otherPage`. */
export const jsBudgets = {
  '/get-involved/join': 130 * 1024,
  '/get-involved/donate': 130 * 1024,
  '/our-causes/corporate-social-responsibility': 80 * 1024,
  otherPage: 15 * 1024,
} as const;

export const budgets = {
  performance: 97,
  /** A page may score at most this far below its floor: the same address with JavaScript blocked. */
  belowFloor: 2,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  cls: 0.01,
  /**
   * The response's headers and compressed bytes up to the end of its first section (head, critical styles, header,
   * first section: delivery's first-view.ts) fit a new connection's first round trip. In gzip (a client without
   * brotli) and in brotli (what browsers get).
   */
  firstViewBytes: firstRoundTripBytes,
};

/** What the budgets are checked on: one address's first-load figures, median run and median floor run. */
export interface BudgetFigures {
  route: string;
  jsBytes: number;
  firestoreBeforeSubmit: boolean;
  firestoreUrls: string[];
  performance: number;
  /** The same address's performance with every script blocked. */
  floorPerformance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  /** Headers plus the gzip stream to the end of the first view. */
  firstViewBytes: number;
  /** Headers plus the brotli stream to the end of the first view. */
  firstViewBrBytes?: number;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first-load JavaScript an address may bring (its page's, in any language). */
export function jsBudgetOf(route: string): number {
  const { path } = readLocaleAddress(route);
  return path in jsBudgets ? jsBudgets[path as keyof typeof jsBudgets] : jsBudgets.otherPage;
}

/** Each budget the address breaks, as a line for the report; none when it keeps them all. */
export function breaches(result: BudgetFigures): string[] {
  const found: string[] = [];
  const jsBudget = jsBudgetOf(result.route);
  if (result.jsBytes > jsBudget) found.push(`JS ${kb(result.jsBytes)} KB > ${kb(jsBudget)} KB`);
  if (result.firestoreBeforeSubmit) found.push(`Firestore code before a submit (${result.firestoreUrls.join(', ')})`);
  if (result.performance < budgets.performance)
    found.push(`performance ${result.performance} < ${budgets.performance}`);
  const floorBudget = result.floorPerformance - budgets.belowFloor;
  if (result.performance < floorBudget)
    found.push(
      `performance ${result.performance} < ${floorBudget} (its floor ${result.floorPerformance} − ${budgets.belowFloor})`,
    );
  if (result.accessibility < budgets.accessibility)
    found.push(`accessibility ${result.accessibility} < ${budgets.accessibility}`);
  if (result.bestPractices < budgets.bestPractices)
    found.push(`best-practices ${result.bestPractices} < ${budgets.bestPractices}`);
  if (result.seo < budgets.seo) found.push(`SEO ${result.seo} < ${budgets.seo}`);
  if (result.lcpMs > budgets.lcpMs) found.push(`LCP ${result.lcpMs} ms > ${budgets.lcpMs} ms`);
  if (result.cls > budgets.cls) found.push(`CLS ${result.cls} > ${budgets.cls}`);
  if (result.firstViewBytes > budgets.firstViewBytes)
    found.push(
      `first view ${result.firstViewBytes} bytes > ${budgets.firstViewBytes} (a new connection's first round trip)`,
    );
  if (result.firstViewBrBytes !== undefined && result.firstViewBrBytes > budgets.firstViewBytes)
    found.push(
      `first view in brotli ${result.firstViewBrBytes} bytes > ${budgets.firstViewBytes} (a new connection's first round trip)`,
    );
  return found.map((text) => `${result.route}: ${text}`);
}
