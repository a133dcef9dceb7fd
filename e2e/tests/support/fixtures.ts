// The `test` every spec uses: Playwright's, with a page whose goto and reload return once the page's islands
// (the forms, the carousel: the only parts that run code) are hydrated (html[data-islands-ready]), so a test
// never drives an island React has not attached to yet; a page without islands is ready as it arrives. Every page of
// every test also fails the test on any Content Security Policy violation (the securitypolicyviolation event
// of any document the page shows, across navigations) and on any hydration mismatch React reports.
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Resolves once the page is interactive: every island has had its try at hydrating (none: at once). */
export async function appShowing(page: Page) {
  await page.waitForFunction(
    () =>
      // A remote's standalone page is client-rendered: nothing to hydrate.
      !document.getElementById('page-state') ||
      !document.querySelector('[data-island]') ||
      document.documentElement.hasAttribute('data-islands-ready'),
    undefined,
    { timeout: 30_000 },
  );
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
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Hydration failed|Minified React error #4(18|19|21|23|25)/.test(message.text()))
        mismatches.push(message.text());
    });
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
    expect(mismatches, 'hydration mismatches').toEqual([]);
  },
});
