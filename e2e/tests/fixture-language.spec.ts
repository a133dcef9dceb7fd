// A fourth language, added as a team would add one: an entry in the language table
// (shared-i18n/src/languages.ts) and its translation files (copied from English: a fixture, not a language of
// the product), in a copy of the workspace. Every app is built from the copy (fixtures/builds.ts) and served by
// its own local-cloud: the language's addresses are rendered with its lang and dir, listed in hreflang and the sitemap,
// offered by the switcher and reached from Accept-Language, and the other languages are as they were.
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { ownPorts } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { fixtureBuild, fixtureLanguage } from '../fixtures/builds';

const ports = ownPorts('fixture-language');
const shell = `http://localhost:${ports.base}`;
const { code, name } = fixtureLanguage;

test.describe('a language added by its table entry and its files', () => {
  serveFromOwnFolder('fixture-language', ports, 600_000, async (data) => ({
    // The workspace's copy with the language added, every app built from it (fixtures/builds.ts).
    root: await fixtureBuild('fixture-language'),
    env: { RELEASES_DIR: join(data, 'releases') },
  }));

  test('its addresses render with its lang and dir, in hreflang, the sitemap and the switcher', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const path of ['', '/about/overview', '/get-involved/join', '/news-features/press-center']) {
      const response = await request.get(`${shell}/${code}${path}`);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      expect(body, path).toContain(`<html lang="${code}" dir="rtl"`);
      expect(body).toContain(`hreflang="${code}" href="${shell}/${code}${path}"`);
      // Built from the copy: the section's root names the fixture's build.
      if (path) expect(body).toContain('data-build="fixture-language"');
    }
    // The languages before it are as they were.
    expect(await (await request.get(`${shell}/fr/about/overview`)).text()).toContain('<html lang="fr" dir="ltr"');
    expect(await (await request.get(`${shell}/ar`)).text()).toContain('<html lang="ar" dir="rtl"');
    const sitemap = await (await request.get(`${shell}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${shell}/${code}/about/overview</loc>`);
    // A visitor whose browser prefers it is sent there.
    const preferred = await request.get(`${shell}/about/overview`, {
      headers: { 'Accept-Language': `${code},en;q=0.5` },
      maxRedirects: 0,
    });
    expect(preferred.headers().location).toBe(`/${code}/about/overview`);
    // The switcher offers it, and it keeps the page.
    await page.goto(`${shell}/about/overview`);
    await expect(page.locator(`a[hreflang="${code}"][href="/${code}/about/overview"]`).first()).toHaveText(name);
  });
});
