// The `test` every spec uses: Playwright's, with a page whose goto and reload return once the app has taken
// over from the prerendered snapshot (html[data-snapshot] is no longer "on"), so a test drives the app and
// never a snapshot's inert buttons. What a visitor can do before that is tested in snapshot.spec.ts, which
// uses Playwright's own `test`.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once no snapshot is showing (the app replaced it, or the page had none). */
export async function appShowing(page: Page) {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-snapshot') !== 'on', undefined, {
    timeout: 30_000,
  });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appShowing(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appShowing(page);
      return response;
    };
    await provide(page);
  },
});
