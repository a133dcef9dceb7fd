// Each remote also runs alone, on its own origin, in the minimal standalone host
// (shared-ui's renderStandalone): same config, theme and i18n as the shell, no site header or footer.
import { expect as baseExpect } from '@playwright/test';
import { test } from './support/fixtures';
import aboutEn from '../../about-mfe/src/locales/en/pages.json';
import aboutFr from '../../about-mfe/src/locales/fr/pages.json';
import causesEn from '../../causes-mfe/src/locales/en/pages.json';
import getInvolvedEn from '../../get-involved-mfe/src/locales/en/pages.json';
import newsEn from '../../news-mfe/src/locales/en/pages.json';
import { origin } from './support/env';
import { mainHeading, remoteManifests, watchConsole } from './support/site';

// e2e shares a small machine with builds: a remote page arrives over several requests, so allow it time.
const expect = baseExpect.configure({ timeout: 20_000 });

const about = aboutEn.about;
const causes = causesEn.ourCauses;
const getInvolved = getInvolvedEn.getInvolved;
const news = newsEn.newsFeatures;

interface Remote {
  name: keyof typeof remoteManifests;
  basePath: string;
  /** Where the section's index redirects. */
  index: string;
  pages: { path: string; h1: string }[];
}

const remotes: Remote[] = [
  {
    name: 'about',
    basePath: '/about',
    index: '/about/overview',
    pages: [
      { path: '/about/overview', h1: about.overview.hero.title },
      { path: '/about/our-structure', h1: about.ourStructure.title },
      { path: '/about/stallions-club', h1: about.stallionsClub.title },
      { path: '/about/foals-club', h1: about.foalsClub.title },
      { path: '/about/membership', h1: about.membership.hero.title },
    ],
  },
  {
    name: 'getInvolved',
    basePath: '/get-involved',
    index: '/get-involved/overview',
    pages: [
      { path: '/get-involved/overview', h1: getInvolved.overview.hero.title },
      { path: '/get-involved/join', h1: getInvolved.join.hero.title },
      { path: '/get-involved/project', h1: getInvolved.project.hero.title },
      { path: '/get-involved/donate', h1: getInvolved.donate.hero.title },
      { path: '/get-involved/donate/payment', h1: getInvolved.payment.title },
      { path: '/get-involved/ways-to-give', h1: getInvolved.waysToGive.hero.title },
    ],
  },
  {
    name: 'causes',
    basePath: '/our-causes',
    index: '/our-causes/overview',
    pages: [
      { path: '/our-causes/overview', h1: causes.overview.hero.title },
      { path: '/our-causes/ways-we-serve', h1: causes.waysWeServe.header.title },
      { path: '/our-causes/corporate-social-responsibility', h1: causes.csr.hero.title },
    ],
  },
  {
    name: 'news',
    basePath: '/news-features',
    index: '/news-features/press-center',
    pages: [
      { path: '/news-features/press-center', h1: news.pressCenter.title },
      { path: '/news-features/social-media', h1: news.socialMedia.title },
    ],
  },
];

for (const remote of remotes) {
  const host = origin(remoteManifests[remote.name]);

  test.describe(`${remote.name} standalone on ${host}`, () => {
    for (const { path, h1 } of remote.pages) {
      test(`${path} renders the section alone`, async ({ page }) => {
        const console = watchConsole(page);
        const response = await page.goto(`${host}${path}`);
        expect(response?.status()).toBe(200);
        await expect(await mainHeading(page)).toHaveText(h1);
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page.locator(`main [data-section="${remote.name}"]`)).toBeAttached();
        await expect(page.getByTestId('not-found')).toHaveCount(0);
        // The standalone host's own bar (a link back to the section), not the shell's header and footer.
        const bar = page.getByRole('banner');
        await expect(bar.getByRole('link', { name: remote.basePath, exact: true })).toHaveAttribute(
          'href',
          remote.basePath,
        );
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        // The shared theme reached the page: the heading is set in the site's font, not the browser default.
        expect(await page.locator('main h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter\b/);
        await expect(page).toHaveURL(`${host}${path}`);
        console.expectClean();
      });
    }

    test(`/ and ${remote.basePath} lead to ${remote.index}`, async ({ page }) => {
      await page.goto(`${host}/`);
      await expect(page).toHaveURL(`${host}${remote.index}`);
      await mainHeading(page);
      await page.goto(`${host}${remote.basePath}`);
      await expect(page).toHaveURL(`${host}${remote.index}`);
      await expect(page.locator('main h1')).toHaveText(remote.pages[0]!.h1);
    });

    test(`an unknown path under ${remote.basePath} shows not-found`, async ({ page }) => {
      await page.goto(`${host}${remote.basePath}/no-such-page`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  });
}

test('the standalone host switches language like the shell, right-to-left included', async ({ page }) => {
  const host = origin(remoteManifests.about);
  await page.goto(`${host}/about/overview`);
  await expect(await mainHeading(page)).toHaveText(about.overview.hero.title);
  const language = page.getByRole('banner').getByRole('combobox');
  await language.selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('main h1')).toHaveText(aboutFr.about.overview.hero.title);
  await language.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1')).toHaveText(/[\u0600-\u06FF]/);
  await page.goto(`${host}/about/membership?lng=en`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('main h1')).toHaveText(about.membership.hero.title);
});
