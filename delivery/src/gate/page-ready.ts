// When a page of the site is ready to be looked at, and what React says when its hydration fails: shared by the
// release gate and the e2e suite's page (e2e/tests/support/fixtures.ts).
import type { Page } from '@playwright/test';

/** A hydration mismatch as React 18 reports it on the console (its development text, or its production codes). */
export const hydrationMismatch = /Hydration failed|Minified React error #4(18|19|21|23|25)/;

/**
 * Resolves once the page is interactive: every island has had its try at hydrating (none: at once). With
 * `touch`, it points at the islands (pointerover, again at each poll until the page script listens): islands
 * load at a visitor's first touch.
 */
export async function appShowing(page: Page, { touch = true } = {}) {
  await page.waitForFunction(
    (touch) => {
      // A remote's standalone page is client-rendered: nothing to hydrate.
      if (!document.getElementById('page-state')) return true;
      const islands = document.querySelectorAll('[data-island]');
      if (islands.length === 0 || document.documentElement.hasAttribute('data-islands-ready')) return true;
      if (touch) for (const island of islands) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return false;
    },
    touch,
    { timeout: 30_000, polling: 100 },
  );
}
