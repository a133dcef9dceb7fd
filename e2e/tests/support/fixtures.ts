// The `test` every spec uses: Playwright's, with a page whose goto and reload return once the app has taken
// over from the prerendered snapshot (html[data-snapshot] is no longer "on"), so a test drives the app and
// never a snapshot's inert buttons. What a visitor can do before that is tested in snapshot.spec.ts, which
// uses Playwright's own `test`. Every page of every test also fails the test on any Content Security Policy
// violation (the securitypolicyviolation event of any document the page shows, across navigations).
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Resolves once no snapshot is showing (the app replaced it, or the page had none). */
export async function appShowing(page: Page) {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-snapshot') !== 'on', undefined, {
    timeout: 30_000,
  });
}

/** Collects the page's Content Security Policy violations, whichever document of it they happen in. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__policyViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __policyViolation: (text: string) => void }).__policyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}`);
    });
  });
  return violations;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const violations = await watchPolicyViolations(page);
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
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});
