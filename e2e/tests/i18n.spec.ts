// Issue 3: one i18n instance across shell and remotes, detection, RTL, hostile input, remote overrides.
import { expect, test } from '@playwright/test';
import { mainHeading } from './support/site';

test('?lng=ar renders the site right-to-left in Arabic, remote sections included, and survives a reload', async ({ page }) => {
  await page.goto('/about/overview?lng=ar');
  await mainHeading(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  // Remote content (the about section's heading) is in Arabic script.
  await expect(page.locator('main h1')).toHaveText(/[\u0600-\u06FF]/);
  await expect(page.getByRole('banner')).toContainText(/[\u0600-\u06FF]/);

  await page.goto('/our-causes/overview');
  await expect(page.locator('main h1')).toHaveText(/[\u0600-\u06FF]/);
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
});

test('a hostile lng value falls back to English and runs nothing', async ({ page }) => {
  let dialog = false;
  page.on('dialog', (d) => {
    dialog = true;
    void d.dismiss();
  });
  await page.goto(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
  await mainHeading(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).not.toContain('<');
  await page.goto(`/about/overview?lng=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
  await mainHeading(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(dialog).toBe(false);
});

test('switching language in the header re-renders the shell and a loaded remote without a reload', async ({ page }) => {
  await page.goto('/about/overview?lng=en');
  const heading = await mainHeading(page);
  const englishTitle = await heading.textContent();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

  await page.getByRole('combobox', { name: /language/i }).or(page.getByRole('button', { name: /language/i })).first().click();
  const french = page.getByRole('option', { name: 'Français' }).or(page.getByRole('button', { name: 'Français' })).or(page.getByRole('link', { name: 'Français' }));
  if (await page.getByRole('combobox', { name: /language/i }).count()) {
    await page.getByRole('combobox', { name: /language/i }).first().selectOption('fr');
  } else {
    await french.first().click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(heading).not.toHaveText(englishTitle!);
  // The same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('an override in remoteconfig.template.json shows on the page', async ({ page }) => {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const template = JSON.parse(readFileSync(resolve(__dirname, '../../remoteconfig.template.json'), 'utf8')) as {
    parameters: Record<string, { defaultValue: { value: string } }>;
  };
  const english = JSON.parse(template.parameters.translations_en!.defaultValue.value) as { header: { announcement: string } };
  await page.goto('/?lng=en');
  await expect(page.getByText(english.header.announcement)).toBeVisible();
});

test('remote translations that fail to load leave the built-in text', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.route('**/remote-config/template', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/?lng=en');
  await mainHeading(page);
  await expect.poll(() => messages.some((m) => m.includes('Failed to fetch remote translations:'))).toBe(true);
});
