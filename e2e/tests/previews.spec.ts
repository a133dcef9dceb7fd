// A section team's preview, on a local-cloud of its own with a release store and a data folder of its own: about's
// next release (its overview's main heading changed, fixtures/builds.ts) published with --preview. Its link's
// holder sees it in the server's HTML and after hydration, in English, French and Arabic, with the ribbon; a
// second browser without the link sees the current release; the render server's page cache and the field report
// never show the preview. Leaving it, a tampered link, an expired one and a revoked one bring the current release
// back.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReleasePointer } from '@stallions/shared-config/releases';
import { issuePreviewToken } from '../../render-server/src/preview-token';
import { fixtureBuild, fixtureDist, previewHeadings } from '../fixtures/builds';
import { releaseCommand } from './support/commands';
import { ownPorts, serverChangeCeiling } from './support/env';
import { appShowing, expect, test } from './support/fixtures';
import { serveFromOwnFolder } from './support/own-server';
import { leavePage, pageScriptRan } from './support/site';

const repoRoot = resolve(__dirname, '../..');
const ports = ownPorts('previews');
const shell = `http://localhost:${ports.base}`;
const aboutOrigin = `http://localhost:${ports.base + 1}`;
const languages = ['en', 'fr', 'ar'] as const;
const overviewOf = (lng: (typeof languages)[number]) => `${lng === 'en' ? '' : `/${lng}`}/about/overview`;
/** The current release's heading: about's own texts. */
const currentHeadings = Object.fromEntries(
  languages.map((lng) => {
    const bundle = JSON.parse(readFileSync(join(repoRoot, `about-mfe/src/locales/${lng}/pages.json`), 'utf8')) as {
      about: { overview: { hero: { title: string } } };
    };
    return [lng, bundle.about.overview.hero.title];
  }),
) as Record<(typeof languages)[number], string>;
const ribbonNames = { en: 'Preview', fr: 'Aperçu', ar: 'معاينة' };
/** A heading's text as the server's HTML writes it (React escapes these five). */
const inHtml = (text: string) =>
  `>${text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!)}</h1>`;

test.describe('previews of a release', () => {
  test.describe.configure({ mode: 'serial' });
  let link = '';
  const work = serveFromOwnFolder('previews', ports, 420_000, async (folder) => {
    await fixtureBuild('preview-about');
    return { env: { RELEASES_DIR: join(folder, 'releases') } };
  });
  const store = () => join(work(), 'releases');
  const dataDir = () => join(work(), '.data');

  /** `npm run -s release -- about …` against this test's store, secret and site. */
  const release = (...args: string[]) =>
    releaseCommand('about', args, {
      RELEASES_DIR: store(),
      DATA_DIR: dataDir(),
      // The render checks alone: this spec tests the preview (gate.spec tests the gate's look).
      RELEASE_GATE_EYES: 'off',
      BASE_PORT: String(ports.base),
      CLOUD_PORT: String(ports.cloud),
    });
  const field = () =>
    spawnSync('npm', ['run', '-s', 'field', '--', 'report', '--json'], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: store(), DATA_DIR: dataDir() },
      encoding: 'utf8',
    });

  /** The server's answer to a visitor with `cookie` (or none). */
  async function served(path: string, cookie?: string) {
    const get = () => fetch(`${shell}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
    const response = await get().catch(get);
    return { response, html: await response.text() };
  }

  test('the preview’s holder sees it in three languages with the ribbon; nobody else does, nor the cache', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const before = await served('/about/overview');
    expect(before.html).toContain(inHtml(currentHeadings.en));

    const published = release('--dist', fixtureDist('preview-about'), '--id', 'rel-p', '--preview');
    expect(published.status, published.err).toBe(0);
    expect(published.err).toContain('about: rel-p is a preview until');
    expect(published.out).toMatch(new RegExp(`^${shell}/preview\\?token=rp1\\.[\\w-]+\\.[\\w-]{43}$`));
    link = published.out;
    const listed = release('--list');
    expect(listed.out).toMatch(
      /^rel-p {2}\S+ {2}preview until \S+ {2}http:\/\/localhost:\d+\/preview\?token=rp1\.\S+ {2}gate: render checks only, .*$/m,
    );
    expect(listed.out).toContain(link);

    // The holder: the link puts the preview in their cookie and takes them to about's first page.
    await page.goto(link);
    await expect(page).toHaveURL(`${shell}/about/overview`);
    for (const lng of languages) {
      // The server's HTML, as this visitor gets it (their cookie): the preview's heading, named by the page.
      const answer = await page.request.get(`${shell}${overviewOf(lng)}`);
      const html = await answer.text();
      expect(html).toContain(inHtml(previewHeadings[lng]));
      expect(html).toContain(`${aboutOrigin}/releases/rel-p/mf-manifest.json`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('"fieldToken"');
      expect(answer.headers()['x-site-releases']).toMatch(/^about=rel-p, /);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers()['x-robots-tag']).toBe('noindex');

      // After hydration: the same heading, the ribbon a named region in the page's direction, its link by keyboard.
      await page.goto(`${shell}${overviewOf(lng)}`);
      await appShowing(page);
      await expect(page.locator('main h1').first()).toHaveText(previewHeadings[lng]);
      const ribbon = page.getByRole('region', { name: ribbonNames[lng], exact: true });
      await expect(ribbon).toBeVisible();
      await expect(ribbon).toContainText('about');
      await expect(ribbon).toContainText('rel-p');
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const leave = ribbon.getByRole('link');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      for (
        let presses = 0;
        presses < 5 && !(await leave.evaluate((element) => element === document.activeElement));
        presses++
      )
        await page.keyboard.press('Tab');
      await expect(leave).toBeFocused();
      expect(await leave.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    }
    // The page script measures nothing on a preview page (no page-view token): leaving it sends no beacon.
    await pageScriptRan(page);
    await leavePage(page);

    // A second browser without the link: the current release, no ribbon, and its page view measured.
    const other = await browser.newContext({ locale: 'en-GB' });
    try {
      const visitor = await other.newPage();
      await visitor.goto(`${shell}/about/overview`);
      await appShowing(visitor);
      await expect(visitor.locator('main h1').first()).toHaveText(currentHeadings.en);
      await expect(visitor.locator('[data-preview-ribbon]')).toHaveCount(0);
      await pageScriptRan(visitor);
      await leavePage(visitor);
      // The field report: that page view, and none of the preview's.
      await expect
        .poll(
          () => {
            const report = JSON.parse(field().stdout) as {
              releases: { remote: string; release: string; pageViews: number }[];
            };
            return report.releases.find((entry) => entry.remote === 'about' && entry.pageViews > 0)?.release;
          },
          { timeout: 60_000 },
        )
        .toMatch(/^unreleased-/);
      expect(field().stdout).not.toContain('rel-p');
    } finally {
      await other.close();
    }

    // The page cache (and so everyone else): the current release. French and Arabic were asked for by the preview's
    // holder alone: their renders were never kept (a miss now), then they are, public, as before.
    for (const lng of languages) {
      const first = await served(overviewOf(lng));
      expect(first.html).toContain(inHtml(currentHeadings[lng]));
      expect(first.html).not.toContain('data-preview-ribbon');
      expect(first.response.headers.get('x-render-cache')).toBe(lng === 'en' ? 'hit' : 'miss');
      const again = await served(overviewOf(lng));
      expect(again.html).toBe(first.html);
      expect(again.response.headers.get('x-render-cache')).toBe('hit');
      expect(again.response.headers.get('cache-control')).toContain('s-maxage');
    }
    // Byte for byte the page everyone got before the preview was published.
    expect((await served('/about/overview')).html).toBe(before.html);
  });

  test('leaving the preview, a tampered link, an expired one and a revoked one bring the current release back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const heading = () => page.locator('main h1').first();
    await page.goto(link);
    await expect(heading()).toHaveText(previewHeadings.en);
    // Leaving: the ribbon's link, back to the same page with the current release.
    await page.getByRole('region', { name: ribbonNames.en, exact: true }).getByRole('link').click();
    await expect(page).toHaveURL(`${shell}/about/overview`);
    await expect(heading()).toHaveText(currentHeadings.en);
    await expect(page.locator('[data-preview-ribbon]')).toHaveCount(0);
    expect((await page.context().cookies(shell)).find((cookie) => cookie.name === '__session')).toBeUndefined();

    // A tampered link: refused, nothing set.
    const tampered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await page.goto(tampered))?.status()).toBe(404);
    await page.goto(`${shell}/about/overview`);
    await expect(heading()).toHaveText(currentHeadings.en);

    // A tampered cookie: the current release, and the cookie's bad part dropped.
    const token = link.slice(`${shell}/preview?token=`.length);
    const badCookie = await served('/about/overview', `__session=${token.slice(0, -2)}xx`);
    expect(badCookie.html).toContain(inHtml(currentHeadings.en));
    expect(badCookie.response.headers.get('set-cookie')).toMatch(/^__session=; Path=\/; Max-Age=0;/);

    // An expired link: a preview listed as published eight days ago, its link signed with the server's secret.
    const secret = readFileSync(join(dataDir(), 'form-secret'), 'utf8').trim();
    const pointerFile = join(store(), 'about', 'pointer.json');
    const pointer = JSON.parse(readFileSync(pointerFile, 'utf8')) as ReleasePointer;
    const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const expired = issuePreviewToken(secret, { remote: 'about', id: 'rel-old', issuedAt: longAgo });
    writeFileSync(
      pointerFile,
      JSON.stringify({
        ...pointer,
        previews: [
          ...(pointer.previews ?? []),
          {
            id: 'rel-old',
            issuedAt: longAgo.toISOString(),
            expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
          },
        ],
      }),
    );
    expect((await served(`/preview?token=${expired}`)).response.status).toBe(404);
    const expiredCookie = await served('/about/overview', `__session=current.0123456789~${expired}`);
    expect(expiredCookie.html).toContain(inHtml(currentHeadings.en));
    expect(expiredCookie.response.headers.get('set-cookie')).toMatch(/^__session=current\.0123456789;/);
    writeFileSync(pointerFile, JSON.stringify(pointer));

    // Revoked: the link and the cookie it left are refused within a pointer check.
    await page.goto(link);
    await expect(heading()).toHaveText(previewHeadings.en);
    const revoked = release('--revoke', 'rel-p');
    expect(revoked.status, revoked.err).toBe(0);
    await expect
      .poll(async () => (await served(`/preview?token=${token}`)).response.status, { timeout: serverChangeCeiling })
      .toBe(404);
    await page.goto(`${shell}/about/overview`);
    await expect(heading()).toHaveText(currentHeadings.en);
    await expect(page.locator('[data-preview-ribbon]')).toHaveCount(0);
    expect(release('--list').out).not.toContain('preview until');
  });
});
