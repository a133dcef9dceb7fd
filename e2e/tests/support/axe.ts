// axe-core checks against WCAG 2.0, 2.1 and 2.2 A/AA, shared by the desktop and mobile accessibility specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mainHeading } from './site';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const languages = ['en', 'ar'] as const;

/** Opens a page and waits until it is settled: its main heading, web fonts and any lazy part (spinners). */
export async function openSettled(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await mainHeading(page);
  await settle(page);
}

export async function settle(page: Page) {
  await expect(page.locator('main [data-testid="spinner"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

/** One line per failing node, readable in the test output. */
export async function violationsOf(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label}: [${violation.id}] ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
    ),
  );
}

/** Analyses each state and fails once at the end, listing every violation found. */
export function collector(page: Page) {
  const found: string[] = [];
  return {
    check: async (label: string) => found.push(...(await violationsOf(page, label))),
    expectNone: () => expect(found, found.join('\n')).toEqual([]),
  };
}
