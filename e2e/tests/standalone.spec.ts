// Each remote also runs alone, on its own origin, in the minimal standalone host
// (shared-ui's renderStandalone): same config, theme and i18n as the shell, no site header or footer.
import { expect as baseExpect } from '@playwright/test';
import { test } from './support/fixtures';
import aboutEn from '../../about-mfe/src/locales/en/pages.json';
import aboutFr from '../../about-mfe/src/locales/fr/pages.json';
import causesEn from '../../causes-mfe/src/locales/en/pages.json';
import getInvolvedEn from '../../get-involved-mfe/src/locales/en/pages.json';
import newsEn from '../../news-mfe/src/locales/en/pages.json';
import { sectionNamed } from '@stallions/site-registry';
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
  /** Its pages (their addresses under the section) and main headings; the first is where the section's index leads. */
  pages: Record<string, string>;
}

const remotes: Remote[] = [
  {
    name: 'about',
    pages: {
      overview: about.overview.hero.title,
      'our-structure': about.ourStructure.title,
      'stallions-club': about.stallionsClub.title,
      'foals-club': about.foalsClub.title,
      membership: about.membership.hero.title,
    },
  },
  {
    name: 'getInvolved',
    pages: {
      overview: getInvolved.overview.hero.title,
      join: getInvolved.join.hero.title,
      project: getInvolved.project.hero.title,
      donate: getInvolved.donate.hero.title,
      'donate/payment': getInvolved.payment.title,
      'ways-to-give': getInvolved.waysToGive.hero.title,
    },
  },
  {
    name: 'causes',
    pages: {
      overview: causes.overview.hero.title,
      'ways-we-serve': causes.waysWeServe.header.title,
      'corporate-social-responsibility': causes.csr.hero.title,
    },
  },
  {
    name: 'news',
    pages: {
      'press-center': news.pressCenter.title,
      'social-media': news.socialMedia.title,
    },
  },
];

for (const remote of remotes) {
  const host = origin(remoteManifests[remote.name]);
  const basePath = `/${sectionNamed(remote.name)!.path}`;
  const pages = Object.entries(remote.pages).map(([address, h1]) => ({ path: `${basePath}/${address}`, h1 }));
  const index = pages[0]!;

  test.describe(`${remote.name} standalone on ${host}`, () => {
    for (const { path, h1 } of pages) {
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
        await expect(bar.getByRole('link', { name: basePath, exact: true })).toHaveAttribute('href', basePath);
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        // The shared theme reached the page: the heading is set in the site's font, not the browser default.
        expect(await page.locator('main h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter\b/);
        await expect(page).toHaveURL(`${host}${path}`);
        console.expectClean();
      });
    }

    test(`/ and ${basePath} lead to ${index.path}`, async ({ page }) => {
      await page.goto(`${host}/`);
      await expect(page).toHaveURL(`${host}${index.path}`);
      await mainHeading(page);
      await page.goto(`${host}${basePath}`);
      await expect(page).toHaveURL(`${host}${index.path}`);
      await expect(page.locator('main h1')).toHaveText(index.h1);
    });

    test(`an unknown path under ${basePath} shows not-found`, async ({ page }) => {
      await page.goto(`${host}${basePath}/no-such-page`);
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
