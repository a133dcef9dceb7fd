// A fifth section, added as a team would add one: a copy of the news remote under a new name and
// address (a fixture, not a section of the product), built, and one entry in a copy of the registry
// (sections.json). Served by a local-cloud of its own, the shell untouched, it is in the menus, the sitemap,
// search and the server's HTML in every language.
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { supportedLanguages, type Language } from '@stallions/shared-i18n/languages';
import { sectionRegistry } from '@stallions/site-registry';
import { expect, test } from './support/fixtures';
import { ownPorts } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { fixtureBuild, fixtureSectionTitles } from '../fixtures/builds';

const ports = ownPorts('fixture-section');
const shell = `http://localhost:${ports.base}`;
const titles = fixtureSectionTitles;
const at = (lng: Language, path: string) => (lng === 'en' ? path : `/${lng}${path}`);

test.describe('a section added by its folder and one registry entry', () => {
  serveFromOwnFolder('fixture-section', ports, 300_000, async (work) => {
    // The news remote's copy renamed "fixture" (fixtures/builds.ts), built in its folder beside the apps.
    const source = await fixtureBuild('fixture-section');
    const sections = [...sectionRegistry({}), { remote: 'fixture', path: 'fixture-section', folder: basename(source) }];
    writeFileSync(join(work, 'sections.json'), JSON.stringify({ sections }));
    return { env: { SECTIONS_FILE: join(work, 'sections.json'), RELEASES_DIR: join(work, 'releases') } };
  });

  test('in the menus, sitemap, search and server HTML in every language', async ({ page, request }) => {
    test.setTimeout(120_000);
    const html = async (path: string) => (await request.get(`${shell}${path}`)).text();
    const fixturePage = '/fixture-section/press-center';
    for (const lng of supportedLanguages) {
      // The header menu and the footer: the section's group, its title in the page's language, its pages.
      const home = await html(at(lng, '/'));
      expect(home, lng).toContain(titles[lng]);
      const links = home.match(new RegExp(`href="${at(lng, fixturePage)}"`, 'g')) ?? [];
      expect(links.length, `${lng}: header and footer`).toBeGreaterThanOrEqual(2);
      // Its page, server-rendered by the new remote, in the address's language and direction.
      const own = await request.get(`${shell}${at(lng, fixturePage)}`);
      expect(own.status(), lng).toBe(200);
      const body = await own.text();
      expect(body).toContain(`<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(body).toContain('data-section="fixture" data-build="fixture-section"');
      // Its bare address goes to its first declared page.
      const bare = await request.get(`${shell}${at(lng, '/fixture-section')}`, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toBe(at(lng, fixturePage));
    }
    const sitemap = await html('/sitemap.xml');
    for (const lng of supportedLanguages) expect(sitemap).toContain(`<loc>${shell}${at(lng, fixturePage)}</loc>`);
    // The Content Security Policy allows its origin, as every remote's.
    const policy = (await request.get(`${shell}/`)).headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`http://localhost:${ports.base + 5}`);

    // Site search, in the browser: its pages are found.
    await page.goto(`${shell}/search?q=press`);
    await expect(page.locator(`main a[href="${fixturePage}"]`).first()).toBeVisible();
    // The other sections are as they were.
    expect(await html('/news-features/press-center')).toContain('data-section="news"');
  });
});
