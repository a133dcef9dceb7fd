// Issue 2: a remote that is down only takes its own section down, and Retry brings it back.
import { expect, test } from './support/fixtures';
import { origin } from './support/env';
import { mainHeading } from './support/site';

test('a blocked remote shows the fallback with Retry, and Retry succeeds once it is back', async ({ page }) => {
  let blocked = true;
  await page.route(`${origin(3)}/**`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/');
  await mainHeading(page);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/our-causes/overview');
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('heading', { level: 1 })).toHaveText('This section is not available right now');
  // The header, footer and the other sections keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/about/overview');
  await mainHeading(page);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

  await page.goto('/our-causes/overview');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0, { timeout: 20_000 });
  await mainHeading(page);
});

test('a remote whose entry fails while the manifest loads still falls back', async ({ page }) => {
  await page.route(`${origin(4)}/remoteEntry.js`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/news-features/press-center');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a remote whose entry fails once is loaded on the retry, without the fallback', async ({ page }) => {
  let entryRequests = 0;
  await page.route(`${origin(4)}/remoteEntry.js`, (route) =>
    ++entryRequests === 1 ? route.fulfill({ status: 503, body: 'restarting' }) : route.continue(),
  );
  await page.goto('/news-features/press-center');
  await mainHeading(page);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(entryRequests).toBe(2);
});

// app.html: the client-rendered app the render server sends when a render fails, which reads /config.json.
test('the client-rendered app says so instead of a blank page when its config cannot load', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/app.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stallions Club');
  await expect(page.getByText('The site could not start')).toBeVisible();
});
