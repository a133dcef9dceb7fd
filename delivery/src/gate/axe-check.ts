// axe-core on a page: WCAG 2.0, 2.1 and 2.2 A/AA (the e2e suite's bar, e2e/tests/support/axe.ts), and for the
// release gate also a page's main heading: present and not empty (axe files these under best practice, and
// a release that dropped its h1's text passed the gate before).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules the gate adds to the tags' (axe's rule options enable a rule whatever its tags). */
const headingRules = ['page-has-heading-one', 'empty-heading'];

export interface AxeFinding {
  rule: string;
  help: string;
  /** The failing elements' selectors. */
  targets: string[];
}

/** Every violation on the page as it is now, one finding per rule. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: wcagTags },
      rules: Object.fromEntries(headingRules.map((rule) => [rule, { enabled: true }])),
      // Violations alone: what passed or could not be told is not collected (most of axe's time on a long page).
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
