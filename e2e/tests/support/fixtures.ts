// The `test` every spec uses: Playwright's, with a page whose goto and reload return once the page's islands
// (the forms, the carousel: the only parts that run code) are hydrated (html[data-islands-ready]), so a test
// never drives an island React has not attached to yet; a page without islands is ready as it arrives. Islands
// load at a visitor's first touch, so it points at them first, as a visitor reaching for one does (a spec that
// tests the touch itself sets `touchIslands: false`). Every page of
// every test also fails the test on any Content Security Policy violation (the securitypolicyviolation event
// of any document the page shows, across navigations) and on any hydration mismatch React reports.
import { test as base, expect, type Page } from '@playwright/test';
import { appShowing, hydrationMismatch } from '@stallions/delivery/gate/page-ready';

export { appShowing, expect };

/** Collects the page's Content Security Policy violations, whichever document of it they happen in. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
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

/** `npm run e2e:stress` sets it: every page runs with Chromium's CPU slowed by this rate. */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

export const test = base.extend<{ touchIslands: boolean }>({
  touchIslands: [true, { option: true }],
  page: async ({ page, touchIslands }, provide) => {
    if (cpuThrottle > 1)
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    const violations = await watchPolicyViolations(page);
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && hydrationMismatch.test(message.text())) mismatches.push(message.text());
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (touchIslands) await appShowing(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      if (touchIslands) await appShowing(page);
      return response;
    };
    await provide(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
    expect(mismatches, 'hydration mismatches').toEqual([]);
  },
});
