// Zero axe violations (WCAG 2.0/2.1/2.2 A and AA) on every route in English and Arabic, and in the
// states that matter on a desktop: search open, a main-menu section open, both forms showing their errors,
// the not-found page. Several routes share one test (and one page) to keep the suite quick.
import { expect, test } from './support/fixtures';
import { collector, languages, openSettled, settle } from './support/axe';
import { sitePages } from './support/site';

const perTest = 5;
const batches: string[][] = [];
for (let i = 0; i < sitePages.length; i += perTest) batches.push(sitePages.slice(i, i + perTest));

for (const lng of languages) {
  test.describe(`axe, ${lng}`, () => {
    for (const batch of batches) {
      test(`${batch[0]} … ${batch.at(-1)}`, async ({ page }) => {
        test.setTimeout(30_000 * batch.length);
        const axe = collector(page);
        for (const path of batch) {
          await openSettled(page, `${path}?lng=${lng}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lng);
          await axe.check(`${lng} ${path}`);
          await axe.checkHero(`${lng} ${path}`);
        }
        axe.expectNone();
      });
    }

    test('search panel open', async ({ page }) => {
      const axe = collector(page);
      await openSettled(page, `/?lng=${lng}`);
      await page.getByTestId('search-toggle').click();
      await expect(page.getByRole('banner').getByRole('search').getByRole('searchbox')).toBeFocused();
      await axe.check(`${lng} search open`);
      axe.expectNone();
    });

    test('main-menu section open', async ({ page }) => {
      const axe = collector(page);
      await openSettled(page, `/about/overview?lng=${lng}`);
      const nav = page.getByRole('navigation').first();
      const section = nav.locator('button[popovertarget]').first();
      await section.click();
      await expect(nav.locator('[popover]:popover-open')).toBeVisible();
      await axe.check(`${lng} main menu open`);
      axe.expectNone();
    });

    test('both forms submitted empty show their errors', async ({ page }) => {
      const axe = collector(page);
      for (const [path, form] of [
        ['/get-involved/join', 'join-form'],
        ['/get-involved/donate', 'donation-form'],
      ] as const) {
        await openSettled(page, `${path}?lng=${lng}`);
        await page.getByTestId(form).locator('button[type="submit"]').click();
        await expect(page.getByTestId(form).locator('[aria-invalid="true"]').first()).toBeVisible();
        await settle(page);
        await axe.check(`${lng} ${path} with errors`);
      }
      axe.expectNone();
    });

    test('not-found page', async ({ page }) => {
      const axe = collector(page);
      await page.goto(`/no-such-page?lng=${lng}`);
      await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await axe.check(`${lng} not found`);
      axe.expectNone();
    });
  });
}
