// Keyboard only: the skip link, the menu, the search and the language switcher with Tab, Enter,
// Space and Escape. No mouse action anywhere in this file.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectSkipLinkFirst, mainHeading, popoverOf } from './support/site';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Tabs to a popover's button and opens it with Enter (`whileOpen` checks where focus went), closes it with Escape
 * (focus back on the button), then presses Space to open it again. Returns the popover.
 */
async function openCloseAndReopen(page: Page, button: Locator, whileOpen?: () => Promise<void>) {
  const popover = await popoverOf(button);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await whileOpen?.();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  return popover;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/?lng=en');
  await mainHeading(page);
});

test('Tab reaches the skip link first, and Enter moves focus to the main content', async ({ page }) => {
  await expectSkipLinkFirst(page);
  // The next Tab stop is inside the main content, past the whole header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('a menu group opens with Enter and Space, closes with Escape, and its links work with Enter', async ({ page }) => {
  const about = mainMenu(page).getByRole('button', { name: 'About' });
  const aboutList = await openCloseAndReopen(page, about, async () => {
    // Tab goes into the open list, in order.
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Overview' })).toBeFocused();
  });
  await expect(aboutList).toBeVisible();
  await page.keyboard.press('Space');
  await expect(aboutList).toBeHidden();

  // A closed group's links are not Tab stops: the next stop is the next group.
  await page.keyboard.press('Tab');
  const getInvolved = mainMenu(page).getByRole('button', { name: 'Get Involved' });
  const getInvolvedList = await popoverOf(getInvolved);
  await expect(getInvolved).toBeFocused();
  await page.keyboard.press('Enter');
  // Leaving a group with Tab closes it.
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'Ways to Give' }));
  await page.keyboard.press('Tab');
  await expect(getInvolvedList).toBeHidden();

  await tabTo(page, getInvolved, { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, mainMenu(page).getByRole('link', { name: 'Donate' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/get-involved/donate');
  await mainHeading(page);
  await expect(getInvolvedList).toBeHidden();
});

test('search works from the keyboard: open, type, submit, follow a result, and Escape closes it', async ({ page }) => {
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await openCloseAndReopen(page, page.getByRole('button', { name: 'Site search' }), () => expect(box).toBeFocused());
  await expect(box).toBeFocused();
  await page.keyboard.type('membership');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=membership');

  const result = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: 'Membership', exact: true });
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about/membership');
  await mainHeading(page);
});

test('the language switcher works from the keyboard', async ({ page }) => {
  const list = await openCloseAndReopen(page, page.getByRole('button', { name: /^Language/ }));
  await expect(list).toBeVisible();
  const french = list.getByRole('link', { name: 'Français' });
  await tabTo(page, french);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button').first()).toBeVisible();

  const frenchSwitcher = page.getByRole('button', { name: /^Langue/ });
  await tabTo(page, frenchSwitcher);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'العربية' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
