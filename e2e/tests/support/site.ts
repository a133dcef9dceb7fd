// Helpers shared by the end-to-end specs.
import { expect, type Page } from '@playwright/test';

/** Every page of the site (the shell's and the remotes' declarations), and those declarations. */
export { menuGroups, sitePages, siteSections } from '../../../tools/site-pages';

export const remoteManifests = {
  about: 1,
  getInvolved: 2,
  causes: 3,
  news: 4,
} as const;

/** Fails the test on any uncaught page error or console error, unless allowed. */
export function watchConsole(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`${message.type()}: ${text}`);
  });
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** The page's main heading, once the (possibly remote) page has rendered. */
export async function mainHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return heading;
}
