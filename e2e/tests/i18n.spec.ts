// One i18n instance across shell and remotes — detection, RTL, hostile input, the header's language
// switcher, and translations_<lng> overrides from remoteconfig.template.json (and what happens without them).
import { type Page } from '@playwright/test';
import { appShowing, expect, test } from './support/fixtures';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mainHeading, requestedUrls, watchConsole } from './support/site';

type Lng = 'en' | 'fr' | 'ar';
const repoRoot = resolve(__dirname, '../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(resolve(repoRoot, path), 'utf8'));
/** The string at a dotted key of a JSON file. */
function textAt(path: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readJson(path));
  if (typeof value !== 'string' || !value) throw new Error(`${path} has no text at ${key}`);
  return value;
}

// Expected texts come from the locale files, so a reworded translation does not break the spec.
const text = {
  languageLabel: (lng: Lng) => textAt(`shell/src/locales/${lng}/header.json`, 'language.label'),
  logoLabel: (lng: Lng) => textAt(`shell/src/locales/${lng}/header.json`, 'logoLabel'),
  homeTitle: (lng: Lng) => textAt(`shell/src/locales/${lng}/pages.json`, 'home.hero.title'),
  aboutTitle: (lng: Lng) => textAt(`about-mfe/src/locales/${lng}/pages.json`, 'about.overview.hero.title'),
  causesTitle: (lng: Lng) => textAt(`causes-mfe/src/locales/${lng}/pages.json`, 'ourCauses.overview.hero.title'),
  /** header.announcement of translations_<lng> in the Remote Config template (a JSON string in a JSON file). */
  announcement: (lng: Lng) => {
    const value = textAt('remoteconfig.template.json', `parameters.translations_${lng}.defaultValue.value`);
    return (JSON.parse(value) as { header: { announcement: string } }).header.announcement;
  },
};
const languageName: Record<Lng, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** The header's switcher: a globe button named "Language: English" that opens the list of languages. */
function languageButton(page: Page, current: Lng) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: `${text.languageLabel(current)}: ${languageName[current]}` });
}

/** Opens the switcher and follows the link to the same page in `to` (a new document, server-rendered in it). */
async function switchLanguage(page: Page, from: Lng, to: Lng) {
  await languageButton(page, from).click();
  const list = page.getByRole('banner').getByRole('list', { name: text.languageLabel(from) });
  await list.getByRole('link', { name: languageName[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await appShowing(page);
}

async function expectDocumentLanguage(page: Page, lng: Lng) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
}

test('?lng=ar renders the site right-to-left in Arabic, remote sections included, and survives a reload', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/about/overview?lng=ar');
  await expectDocumentLanguage(page, 'ar');
  // The about remote's page and the shell's header, both in Arabic and laid out right to left.
  await expect(await mainHeading(page)).toHaveText(text.aboutTitle('ar'));
  await expect(page.getByRole('banner').getByRole('link', { name: text.logoLabel('ar') })).toBeVisible();
  await expect(languageButton(page, 'ar')).toBeVisible();
  await expect(page.locator('main')).toHaveCSS('direction', 'rtl');
  await expect(page.locator('[data-section="about"] h1').first()).toHaveCSS('direction', 'rtl');

  await page.reload();
  await expectDocumentLanguage(page, 'ar');
  await expect(await mainHeading(page)).toHaveText(text.aboutTitle('ar'));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

  // Without the query string, in another remote: the choice holds.
  await page.goto('/our-causes/overview');
  await expectDocumentLanguage(page, 'ar');
  await expect(await mainHeading(page)).toHaveText(text.causesTitle('ar'));
  console.expectClean();
});

for (const [name, value] of [
  ['a script tag (URL-encoded)', encodeURIComponent('<script>alert(1)</script>')],
  ['a javascript: URL', 'javascript:alert(1)'],
] as const) {
  test(`a hostile lng value (${name}) falls back to English and runs nothing`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`/?lng=${value}`);
    await expectDocumentLanguage(page, 'en');
    await expect(await mainHeading(page)).toHaveText(text.homeTitle('en'));
    // Start-up is over once the remote translations are in.
    await expect(page.getByText(text.announcement('en'))).toBeVisible();

    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    const html = await page.content();
    expect(html).not.toContain('alert(1)');
    await expect(page.locator('script:not([src])', { hasText: 'alert' })).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
}

test('the header’s switcher opens the same page in the other language, remote section included', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/about/overview?lng=en');
  const heading = await mainHeading(page);
  await expect(heading).toHaveText(text.aboutTitle('en'));

  await switchLanguage(page, 'en', 'fr');
  await expect(page).toHaveURL(/\/fr\/about\/overview$/);
  await expectDocumentLanguage(page, 'fr');
  await expect(heading).toHaveText(text.aboutTitle('fr'));
  await expect(page.getByRole('banner').getByRole('link', { name: text.logoLabel('fr') })).toBeVisible();

  await switchLanguage(page, 'fr', 'ar');
  await expect(page).toHaveURL(/\/ar\/about\/overview$/);
  await expectDocumentLanguage(page, 'ar');
  await expect(heading).toHaveText(text.aboutTitle('ar'));
  await expect(page.getByRole('banner').getByRole('link', { name: text.logoLabel('ar') })).toBeVisible();

  // Remembered, so the unprefixed addresses keep it.
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  expect(await page.evaluate(() => document.cookie)).toContain('i18next=ar');
  console.expectClean();
});

test('the header.announcement override in remoteconfig.template.json shows in each language, from the server', async ({
  page,
}) => {
  const console = watchConsole(page);
  const templateRequests = requestedUrls(page, (request) => request.url().includes('/remote-config/template'));
  // The page's language: applied by the server, in the HTML it sends.
  const served = await page.request.get('/');
  expect(await served.text()).toContain(text.announcement('en'));
  await page.goto('/');
  await mainHeading(page);
  await expect(page.getByText(text.announcement('en'))).toBeVisible();

  // Each language's page brings its own override.
  await switchLanguage(page, 'en', 'fr');
  await expect(page.getByText(text.announcement('fr'))).toBeVisible();
  await switchLanguage(page, 'fr', 'ar');
  await expect(page.getByText(text.announcement('ar'))).toBeVisible();
  await expect(page.getByText(text.announcement('en'))).toHaveCount(0);
  // The browser never fetches the template: every page's text is the server's.
  expect(templateRequests).toEqual([]);
  console.expectClean();
});
