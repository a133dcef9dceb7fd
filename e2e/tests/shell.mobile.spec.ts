// Below the lg breakpoint (Pixel 7): the mobile menu, search, footer and home on a phone.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  cumulative,
  expectExpanded,
  layoutShifts,
  mainHeading,
  menuGroups as englishMenu,
  watchConsole,
} from './support/site';

// The menus as the remotes declare them (labels as the English header shows them).
const menuGroups = englishMenu();

const menuButton = (page: Page) => page.getByTestId('mobile-menu-button');
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Site sections' });

/** A section of the mobile menu: a <summary> that shows its links. */
const sectionToggle = (page: Page, title: string) => mobileNav(page).locator('summary', { hasText: title });

async function openMenu(page: Page) {
  const button = menuButton(page);
  await expect(mobileNav(page)).toBeHidden();
  await button.click();
  await expect(mobileNav(page)).toBeVisible();
  await expectExpanded(button, true);
  return button;
}

/** After a navigation (a new document): the address and the new page's heading. */
async function expectArrived(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await mainHeading(page);
}

test('the desktop menu gives way to the menu button', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(mobileNav(page)).toBeHidden();
  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
});

test('the menu opens, expands a group (one at a time), follows a link and closes', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/');
  await mainHeading(page);
  await openMenu(page);
  const about = sectionToggle(page, 'About');
  await expectExpanded(about, false);
  await expect(mobileNav(page).getByRole('link', { name: 'Membership' })).toBeHidden();
  await about.click();
  await expectExpanded(about, true);
  await about.click();
  await expectExpanded(about, false);
  await about.click();
  // Opening another section closes the first.
  await sectionToggle(page, 'Our Causes').click();
  await expectExpanded(about, false);
  await about.click();
  await mobileNav(page).getByRole('link', { name: 'Membership' }).click();
  await expectArrived(page, '/about/membership');
  await expect(mobileNav(page)).toBeHidden();
  await expectExpanded(menuButton(page), false);
  console.expectClean();
});

test('Escape closes the menu and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  const button = await openMenu(page);
  await sectionToggle(page, 'Our Causes').click();
  await page.keyboard.press('Escape');
  await expect(mobileNav(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('Tab past the end of the menu closes it, so focus never lands on content hidden under it', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  await openMenu(page);
  const last = page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'العربية' });
  for (let i = 0; i < 40 && !(await last.evaluate((element) => element === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(last).toBeFocused();
  await expect(mobileNav(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(mobileNav(page)).toBeHidden();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('every link of the mobile menu goes to its page', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  for (const group of menuGroups) {
    for (const [label, path] of group.links) {
      await openMenu(page);
      const section = sectionToggle(page, group.title);
      await section.click();
      await expectExpanded(section, true);
      const list = mobileNav(page).locator('details[open] ul');
      await expect(list.getByRole('link')).toHaveCount(group.links.length);
      await list.getByRole('link', { name: label, exact: true }).click();
      await expectArrived(page, path);
      await expect(mobileNav(page)).toBeHidden();
    }
  }
  const panel = page.getByTestId('mobile-menu');
  for (const [name, path] of [
    ['Stallion Business', '/stallion-business'],
    ['Join', '/get-involved/join'],
    ['Donate', '/get-involved/donate'],
  ] as const) {
    await openMenu(page);
    await panel.getByRole('link', { name, exact: true }).click();
    await expectArrived(page, path);
  }
  await page.getByRole('link', { name: 'Stallions Club, home page' }).click();
  await expectArrived(page, '/');
});

test('the language links in the menu open the page in Arabic, right to left', async ({ page }) => {
  await page.goto('/?lng=en');
  await mainHeading(page);
  await openMenu(page);
  const languages = page.getByRole('group', { name: 'Language' });
  await languages.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await menuButton(page).click();
  await expect(page.getByRole('group', { name: 'اللغة' }).getByRole('link', { name: 'العربية' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('search on a phone: the panel, its placeholder and a remote page found', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  await openMenu(page);
  const toggle = page.getByRole('button', { name: 'Site search' });
  await toggle.click();
  // One panel at a time.
  await expect(mobileNav(page)).toBeHidden();
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Type to search...');
  await box.fill('donate');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?q=donate');
  await expect(box).toBeHidden();
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Donate', exact: true });
  await expect(result).toHaveAttribute('href', '/get-involved/donate');
  await result.click();
  await expectArrived(page, '/get-involved/donate');
});

test('footer: section links and the five social links in a new tab', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Press Center' })).toHaveAttribute(
    'href',
    '/news-features/press-center',
  );
  const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/^Stallions Club on .+ \(opens in a new tab\)$/);
    // Comfortable touch targets.
    const box = (await link.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test('home on a phone: three statistics and its four links', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  await expect(page.getByTestId('statistic')).toHaveCount(3);
  const main = page.getByRole('main');
  for (const [name, path] of [
    ['Become a member', '/about/membership'],
    ['Read our story', '/about/overview'],
    ['See how we are organized', '/about/our-structure'],
    ['Explore our causes', '/our-causes/overview'],
    ['Find your way to help', '/get-involved/overview'],
  ] as const) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await main.getByRole('link', { name: 'Find your way to help' }).click();
  await expectArrived(page, '/get-involved/overview');
});

// The CLS budget (≤ 0.05), checked on every run: the parts that arrive late (the remote-config
// announcement, a remote section, a short page after its loading state) and the hydration of the
// server-rendered page must not move what is on screen. /get-involved/overview is where a second set of fonts,
// arriving with the app, moved the hero text; Arabic pages have a font of their own.
for (const path of [
  '/',
  '/about/overview',
  '/get-involved/overview',
  '/get-involved/donate/payment',
  '/ar/get-involved/overview',
]) {
  test(`${path} on a phone: nothing arriving late shifts the layout`, async ({ page }) => {
    await page.goto(path);
    await mainHeading(page);
    await expect(page.getByTestId('announcement')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1000);
    expect(cumulative(await layoutShifts(page))).toBeLessThanOrEqual(0.05);
  });
}
