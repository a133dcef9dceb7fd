// Zero axe violations (WCAG 2.0/2.1/2.2 A and AA) in the phone layout's own states: the mobile menu
// open with a section expanded, and the search panel open, in English and Arabic. Text over hero art keeps
// its contrast where the narrow layout wraps it over other parts of the image.
import { expect, test } from './support/fixtures';
import { collector, languages, openSettled } from './support/axe';
import { sitePages } from './support/site';

for (const lng of languages) {
  test(`axe, ${lng}: mobile menu open with a section expanded, then search open`, async ({ page }) => {
    const axe = collector(page);
    await openSettled(page, `/about/overview?lng=${lng}`);

    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await menu.locator('summary').first().click();
    await expect(menu.locator('details[open]')).toHaveCount(1);
    await expect(menu.locator('a[aria-current="page"]')).toBeVisible();
    await axe.check(`${lng} mobile menu open`);

    // Opening the search closes the menu.
    await page.getByTestId('search-toggle').click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('search').getByRole('searchbox')).toBeFocused();
    await axe.check(`${lng} mobile search open`);
    axe.expectNone();
  });
}

for (const lng of languages) {
  test(`hero text contrast on a phone, ${lng}`, async ({ page }) => {
    test.setTimeout(10_000 * sitePages.length);
    const axe = collector(page);
    for (const path of sitePages) {
      await openSettled(page, `${path}?lng=${lng}`);
      await axe.checkHero(`${lng} ${path}`);
    }
    axe.expectNone();
  });
}
