// At desktop width: header, search, footer, home, the shell's own pages and what every navigation does.
import { test as plainTest, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import shellEn from '../../shell/src/locales/en/pages.json';
import { origin } from './support/env';
import {
  expectExpanded,
  expectSkipLinkFirst,
  mainHeading,
  menuGroups as englishMenu,
  pageScriptRan,
  popoverOf,
  requestedUrls,
  watchConsole,
} from './support/site';

// The menus as the remotes declare them (labels as the English header shows them).
const menuGroups = englishMenu();

const socialLinks = [
  ['Stallions Club on Instagram', /^https:\/\/www\.instagram\.com\//],
  ['Stallions Club on TikTok', /^https:\/\/www\.tiktok\.com\//],
  ['Stallions Club on X', /^https:\/\/x\.com\//],
  ['Stallions Club on YouTube', /^https:\/\/www\.youtube\.com\//],
  ['Stallions Club on LinkedIn', /^https:\/\/www\.linkedin\.com\//],
] as const;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const banner = (page: Page) => page.getByRole('banner');

/** After a navigation (a new document): the address and the new page's heading. */
async function expectArrived(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  return mainHeading(page);
}

test.describe('header', () => {
  test('every menu group opens (exposed as expanded) and each child link goes to its page, then closes', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await mainHeading(page);
    for (const group of menuGroups) {
      for (const [label, path] of group.links) {
        const button = mainMenu(page).getByRole('button', { name: group.title });
        const list = await popoverOf(button);
        await expect(list).toBeHidden();
        await expectExpanded(button, false);
        await button.click();
        await expect(list).toBeVisible();
        await expectExpanded(button, true);
        // Under its button, not over it.
        const [buttonBox, listBox] = [await button.boundingBox(), await list.boundingBox()];
        expect(listBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
        await expect(list.getByRole('link')).toHaveCount(group.links.length);
        const link = list.getByRole('link', { name: label, exact: true });
        await expect(link).toHaveAttribute('href', path);
        await link.click();
        await expectArrived(page, path);
        await expect(list).toBeHidden();
        await expectExpanded(button, false);
      }
    }
    console.expectClean();
  });

  test('Stallion Business, Join, Donate and the logo go to their pages', async ({ page }) => {
    await page.goto('/privacy-policy');
    await mainHeading(page);
    const targets: [ReturnType<Page['getByRole']>, string][] = [
      [mainMenu(page).getByRole('link', { name: 'Stallion Business' }), '/stallion-business'],
      [banner(page).getByRole('link', { name: 'Join', exact: true }), '/get-involved/join'],
      [banner(page).getByRole('link', { name: 'Donate', exact: true }), '/get-involved/donate'],
      [banner(page).getByRole('link', { name: 'Stallions Club, home page' }), '/'],
    ];
    for (const [link, path] of targets) {
      await link.click();
      await expectArrived(page, path);
    }
    await expect(mainMenu(page).getByRole('link', { name: 'Stallion Business' })).not.toHaveAttribute('aria-current');
    // The mobile menu button is not part of the desktop header.
    await expect(banner(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('a menu group closes on Escape (focus back on its button), on a click outside and when another opens', async ({
    page,
  }) => {
    await page.goto('/');
    await mainHeading(page);
    const about = mainMenu(page).getByRole('button', { name: 'About' });
    const list = await popoverOf(about);
    await about.click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(about).toBeFocused();
    await about.click();
    await page.getByRole('main').click({ position: { x: 5, y: 400 } });
    await expect(list).toBeHidden();
    await about.click();
    const causes = mainMenu(page).getByRole('button', { name: 'Our Causes' });
    await causes.click();
    await expect(list).toBeHidden();
    await expect(await popoverOf(causes)).toBeVisible();
  });
});

// Playwright's own test: the site's waits for the app, which never starts here.
plainTest.describe('the header without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('its panels are HTML: a menu group opens, and search lands on the server’s results', async ({ page }) => {
    await page.goto('/');
    const about = mainMenu(page).getByRole('button', { name: 'About' });
    await about.click();
    await expect((await popoverOf(about)).getByRole('link', { name: 'Overview' })).toBeVisible();
    await page.getByRole('button', { name: 'Site search' }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('membership');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=membership');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  });
});

test('a dismissed announcement stays dismissed for the session, on every page and after a reload', async ({ page }) => {
  await page.goto('/');
  const announcement = page.getByTestId('announcement');
  await expect(announcement).toBeVisible();
  // The button is the page script's: a click before it runs does nothing.
  await pageScriptRan(page);
  await announcement.getByRole('button', { name: 'Dismiss the announcement' }).click();
  await expect(announcement).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await page.goto('/about/overview');
  await mainHeading(page);
  await expect(announcement).toHaveCount(0);
  await page.reload();
  await mainHeading(page);
  await expect(announcement).toHaveCount(0);
  // The server still sends it (it cannot see the session): the page script removes it.
  expect(await (await page.request.get('/about/overview')).text()).toContain('data-testid="announcement"');
});

test.describe('site search', () => {
  test('the panel opens with its placeholder, and the server answers with the results; the browser searches nothing', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const searchChunks = requestedUrls(page, (request) => /__federation_expose_pages|minisearch/i.test(request.url()));
    await page.goto('/');
    await mainHeading(page);
    const toggle = page.getByRole('button', { name: 'Site search' });
    const panel = await popoverOf(toggle);
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await expectExpanded(toggle, true);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toHaveAttribute('placeholder', 'Type to search...');
    await expect(box).toBeFocused();

    await box.fill('donate');
    await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=donate');
    await expect(panel).toBeHidden();
    const results = page.getByRole('list', { name: 'Search results' });
    const donate = results.getByRole('link', { name: 'Donate', exact: true });
    await expect(donate).toHaveAttribute('href', '/get-involved/donate');
    await expect(page.getByTestId('search-status')).toHaveText(/^\d+ results? for “donate”$/);
    await expect(page).toHaveTitle('Search | Stallions Club');
    expect(searchChunks).toEqual([]);

    await donate.click();
    await expectArrived(page, '/get-involved/donate');
    console.expectClean();
  });

  test('a query that matches nothing says so clearly', async ({ page }) => {
    await page.goto('/search?q=zzqxwv');
    await mainHeading(page);
    await expect(page.getByTestId('search-status')).toHaveText('No results for “zzqxwv”');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
    await expect(
      page.getByText('Check the spelling, try a more general word, or browse the menu above.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Membership', exact: true }).last()).toHaveAttribute(
      'href',
      '/about/membership',
    );
  });

  test('a hostile query is shown as text and runs nothing', async ({ page }) => {
    const hostile = '<img src=x onerror=alert(1)>';
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto('/');
    await mainHeading(page);
    await page.getByRole('button', { name: 'Site search' }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill(hostile);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByTestId('search-status')).toHaveText(/“<img src=x onerror=alert\(1\)>”/);
    await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // Give an injected handler time to fire, had one been injected.
    await page.waitForTimeout(500);
    expect(dialog).toBe(false);
  });

  test('results are in the current language, and lead to its pages', async ({ page }) => {
    await page.goto('/search?q=don&lng=fr');
    await expect(page).toHaveURL(/\/fr\/search\?q=don$/);
    await mainHeading(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const results = page.getByRole('list', { name: 'Résultats de la recherche' });
    await expect(results.getByRole('link', { name: 'Faire un don', exact: true })).toHaveAttribute(
      'href',
      '/fr/get-involved/donate',
    );
    await expect(page.getByTestId('search-status')).toHaveText(/résultats?\spour\s«\sdon\s»/);
    // A new search from the page's own form stays in French.
    await page.getByRole('main').getByRole('searchbox').fill('adhésion');
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/fr\/search\?q=adh%C3%A9sion$/);
    await expect(page.getByTestId('search-status')).toHaveText(/«\sadhésion\s»/);
  });
});

test.describe('footer', () => {
  test('link columns, media column, five social links in a new tab, contact and legal text', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await mainHeading(page);
    const footer = page.getByRole('contentinfo');
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    for (const group of menuGroups.slice(0, 3)) {
      await expect(footerNav.getByRole('heading', { name: group.title })).toBeVisible();
      for (const [label, path] of group.links) {
        await expect(
          footerNav.getByRole('link', { name: label, exact: true }).and(footerNav.locator(`a[href="${path}"]`)),
        ).toBeVisible();
      }
    }
    await expect(footerNav.getByRole('heading', { name: 'Media' })).toBeVisible();
    await expect(footerNav.getByRole('link', { name: 'Press Center' })).toHaveAttribute(
      'href',
      '/news-features/press-center',
    );
    await expect(footerNav.getByRole('link', { name: 'Social Media' })).toHaveAttribute(
      'href',
      '/news-features/social-media',
    );
    // The media kit is shipped by the news remote, on its own origin.
    for (const [name, file] of [
      ['Brand guidelines', 'brand-guidelines.html'],
      ['Logos', 'logos.html'],
    ]) {
      const link = footerNav.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
      await expect(link).toHaveAttribute('href', `${origin(4)}/media/${file}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect((await request.get(`${origin(4)}/media/${file}`)).status()).toBe(200);
    }

    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(5);
    for (const [index, [name, url]] of socialLinks.entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await expect(footer.locator('address')).toContainText('12 Rue du Rhône');
    await expect(footer.getByRole('link', { name: /info@stallionsclub\.org/ })).toHaveAttribute(
      'href',
      'mailto:info@stallionsclub.org',
    );
    await expect(footer).toContainText(/© \d{4} Stallions Club\. All rights reserved\./);
    await expect(footer).toContainText('Stallions Club is a non-commercial organization');
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expectArrived(page, '/privacy-policy');
    await expect(page.locator('main h1')).toHaveText('Privacy policy');
  });
});

test.describe('home and the shell pages', () => {
  test('home: hero button, three statistics and the links to about, structure, causes and get involved', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = await mainHeading(page);
    await expect(heading).toHaveText('Influence that lifts others');
    const stats = page.getByTestId('statistic');
    await expect(stats).toHaveCount(3);
    await expect(stats.nth(0)).toContainText('1,000');
    await expect(stats.nth(0)).toContainText('members');
    await expect(stats.nth(1)).toContainText('15+');
    await expect(stats.nth(1)).toContainText('sustainable projects');
    await expect(stats.nth(2)).toContainText('$2M');
    await expect(stats.nth(2)).toContainText('business volume');

    const main = page.getByRole('main');
    const links: [string, string][] = [
      ['Become a member', '/about/membership'],
      ['Read our story', '/about/overview'],
      ['See how we are organized', '/about/our-structure'],
      ['Explore our causes', '/our-causes/overview'],
      ['Find your way to help', '/get-involved/overview'],
    ];
    for (const [name, path] of links) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    for (const name of [
      'A network that reaches across borders',
      'More than a network: a family',
      'One club family, three ways to belong',
      'Four causes we carry together',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const [name, path] of links) {
      await page.goto('/');
      await mainHeading(page);
      await page.getByRole('main').getByRole('link', { name }).click();
      await expectArrived(page, path);
    }
  });

  test('home statistics are formatted for the language', async ({ page }) => {
    await page.goto('/?lng=fr');
    await mainHeading(page);
    const stats = page.getByTestId('statistic');
    await expect(stats.nth(0)).toContainText(/1[\u202f\u00a0 ]000/);
    await expect(stats.nth(2)).toContainText(/2[\u202f\u00a0 ]M[\u202f\u00a0 ]\$US/);
  });

  test('stallion business has its five features and the privacy policy its eight sections', async ({ page }) => {
    // The headings as the shell's English bundle has them, and how many each page has.
    const lists = [
      {
        path: '/stallion-business',
        region: shellEn.stallionBusiness.features.title,
        headings: Object.values(shellEn.stallionBusiness.features.items).map((item) => item.title),
        count: 5,
      },
      {
        path: '/privacy-policy',
        region: shellEn.privacy.summaryTitle,
        headings: Object.values(shellEn.privacy.sections).map((section) => section.title),
        count: 8,
      },
    ];
    for (const { path, region, headings, count } of lists) {
      expect(headings).toHaveLength(count);
      await page.goto(path);
      await mainHeading(page);
      await expect(page.getByRole('region', { name: region }).getByRole('heading', { level: 3 })).toHaveText(headings);
    }
    // Still on the privacy policy.
    await page.getByRole('link', { name: 'Read the full privacy policy' }).click();
    await expect(page.locator('#full-policy')).toBeFocused();
    await expect(page.locator('#full-policy')).toBeInViewport();
  });

  test('not found: title, two messages and a back button home', async ({ page }) => {
    await page.goto('/no/such/page');
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(notFound).toContainText('The page you are looking for does not exist or has moved.');
    await expect(notFound).toContainText('Check the address, or go back to the home page.');
    await expect(page).toHaveTitle('Page not found | Stallions Club');
    const back = notFound.getByRole('link', { name: 'Back to home' });
    // Styled as a button (shared-ui ButtonLink), not a bare text link.
    const style = await back.evaluate((element) => getComputedStyle(element));
    expect(style.borderRadius).not.toBe('0px');
    expect(style.textDecorationLine).toBe('none');
    await back.click();
    await expectArrived(page, '/');
  });

  test('every navigation is a new document with its own title and description, at its top', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    await expect(page).toHaveTitle('Stallions Club');
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    const homeDescription = await description();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Discover Stallion Business' }).click();
    const heading = await expectArrived(page, '/stallion-business');
    await expect(heading).toHaveText('Stallion Business');
    await expect(page).toHaveTitle('Stallion Business | Stallions Club');
    expect(await description()).not.toBe(homeDescription);
    expect(await description()).toMatch(/private business network/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await mainMenu(page).getByRole('button', { name: 'About' }).click();
    await mainMenu(page).getByRole('link', { name: 'Membership' }).click();
    await expectArrived(page, '/about/membership');
    await expect(page).toHaveTitle('Membership | Stallions Club');
  });

  test('back and forward return to where the visitor was on each page (the browser’s own history)', async ({
    page,
  }) => {
    await page.goto('/');
    await mainHeading(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const homeScroll = await page.evaluate(() => window.scrollY);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press Center' }).click();
    await expectArrived(page, '/news-features/press-center');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(homeScroll - 50);
    await page.goForward();
    await expectArrived(page, '/news-features/press-center');
  });

  test('the first Tab stop is the skip link, which moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    await expectSkipLinkFirst(page);
  });

  test('nothing on the page 404s, the favicon included', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await mainHeading(page);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });
});
