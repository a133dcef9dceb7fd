// The site's whole route tree (every section's pages and the shell's own) answers through the composed site.
import { expect, test } from './support/fixtures';
import { origin } from './support/env';
import { mainHeading, sitePages, watchConsole } from './support/site';

test.describe('route tree', () => {
  for (const path of sitePages) {
    test(`${path} shows its page`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await mainHeading(page);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await expect(page).toHaveURL(path);
      console.expectClean();
    });
  }

  const redirects: [string, string][] = [
    ['/about', '/about/overview'],
    ['/get-involved', '/get-involved/overview'],
    ['/our-causes', '/our-causes/overview'],
    ['/news-features', '/news-features/press-center'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await mainHeading(page);
    });
  }

  for (const path of ['/no-such-page', '/about/no-such-page', '/get-involved/donate/nothing/here']) {
    test(`${path} shows not-found with a working back button`, async ({ page }) => {
      await page.goto(path);
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toBeVisible();
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await notFound.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL('/');
      await mainHeading(page);
    });
  }

  test('a missing file in a remote is a 404, not HTML', async ({ request }) => {
    const response = await request.get(`${origin(1)}/no-such-chunk.js`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('text/html');
  });

  test('entry points are not cached, hashed chunks are cached for a year, remotes allow the shell origin', async ({
    request,
  }) => {
    const manifest = await request.get(`${origin(2)}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe(origin(0));
    const body = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    expect(body.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect((await request.get(`${origin(2)}/remoteEntry.js`)).headers()['cache-control']).toBe('no-cache');
    expect((await request.get(`${origin(0)}/config.json`)).headers()['cache-control']).toBe('no-cache');
    // A content-hashed chunk, named by the shell's own manifest.
    const shellManifest = (await (await request.get(`${origin(0)}/mf-manifest.json`)).json()) as {
      shared: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = shellManifest.shared
      .flatMap((s) => s.assets.js.sync)
      .find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
    expect(chunk).toBeTruthy();
    const hashed = await request.get(`${origin(0)}/${chunk}`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
