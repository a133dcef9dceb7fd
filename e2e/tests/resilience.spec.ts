// A remote whose browser code is down takes down only its island: the page stays the server's,
// readable, and the island says so with Retry. (A remote down on the server: composition.spec.ts.)
import { expect, test } from './support/fixtures';
import { origin } from './support/env';
import { popoverOf, watchConsole } from './support/site';

test('an island whose code cannot load keeps its server HTML, says so, and Retry loads it', async ({ page }) => {
  // The retry registers the remote afresh, which the federation runtime warns of.
  const console = watchConsole(page, [
    /could not load|Failed to load resource|ERR_FAILED|Remote module|already registered/,
  ]);
  let blocked = true;
  await page.route(`${origin(2)}/**/__federation_expose_islands*`, (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/get-involved/join');
  const form = page.getByTestId('join-form');
  const firstName = form.locator('input[autocomplete="given-name"]');
  await expect(firstName).toBeVisible();
  const notice = page.locator('[data-island-unavailable]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/This part of the page could not load/);
  // The form can still be sent: natively, to its page (forms-native.spec.ts sends one this way).
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(form).toHaveAttribute('method', 'post');
  await firstName.fill('Salma');

  blocked = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(firstName).toHaveValue('Salma');
  console.expectClean();
});

test('a remote whose entry fails once is loaded on the retry, without the notice', async ({ page }) => {
  let entryRequests = 0;
  await page.route(`${origin(3)}/remoteEntry.js`, (route) =>
    ++entryRequests === 1 ? route.fulfill({ status: 503, body: 'restarting' }) : route.continue(),
  );
  await page.goto('/our-causes/corporate-social-responsibility');
  await expect(page.locator('[data-island][data-island-ready]')).toHaveCount(1);
  await expect(page.locator('[data-island-unavailable]')).toBeHidden();
  expect(entryRequests).toBe(2);
});

test('a remote whose entry keeps failing: the carousel stays as the server rendered it, the header works', async ({
  page,
}) => {
  await page.route(`${origin(3)}/remoteEntry.js`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/fr/our-causes/corporate-social-responsibility');
  const notice = page.locator('[data-island-unavailable]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/Cette partie de la page n’a pas pu se charger/);
  await expect(page.locator('[data-companion]').first()).toBeVisible();
  const about = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'À propos' });
  await about.click();
  await expect(await popoverOf(about)).toBeVisible();
});
