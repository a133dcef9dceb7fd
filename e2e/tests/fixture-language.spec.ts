// A fourth language, added as a team would add one: an entry in the language table
// (shared-i18n/src/languages.ts) and its translation files (copied from English: a fixture, not a language of
// the product), in a copy of the workspace. Every app is built from the copy and served by its own
// local-cloud: the language's addresses are rendered with its lang and dir, listed in hreflang and the sitemap,
// offered by the switcher and reached from Accept-Language, and the other languages are as they were.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import { sectionRegistry } from '@stallions/site-registry';
import { expect, test } from './support/fixtures';
import { basePort, cloudPort } from './support/env';
import { copyWorkspace } from './support/workspace-copy';

const ports = { base: basePort + 60, cloud: cloudPort + 60 }; // +10 … +50: the other specs with servers of their own
const shell = `http://localhost:${ports.base}`;
/** Hebrew: right to left, as only Arabic was before the language table. */
const code = 'he';
const name = 'עברית';
const sections = sectionRegistry({});

/** The table entry and the language's files, as a translator's first commit would add them. */
function addLanguage(root: string) {
  const table = join(root, 'shared-i18n/src/languages.ts');
  const text = readFileSync(table, 'utf8');
  const anchor = '} as const satisfies Record<string, LanguageFacts>;';
  if (!text.includes(anchor)) throw new Error(`${table} has no ${anchor}`);
  const entry = `  ${code}: { name: '${name}', dir: 'rtl', intlLocale: '${code}', script: 'latin', grouping: { separator: ',', minimumDigits: 4 } },\n`;
  writeFileSync(table, text.replace(anchor, entry + anchor));
  const copy = (from: string, to: string) => {
    mkdirSync(join(to, '..'), { recursive: true });
    copyFileSync(from, to);
  };
  // Every app keeps its translations as src/locales/<lng>/<namespace>.json: the language's folder is English's.
  for (const app of ['shared-i18n', 'shell', ...sections.map((section) => section.folder)]) {
    const english = join(root, app, 'src/locales/en');
    for (const file of readdirSync(english)) copy(join(english, file), join(root, app, `src/locales/${code}`, file));
  }
}

test.describe('a language added by its table entry and its files', () => {
  let work: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    work = mkdtempSync(join(tmpdir(), 'fixture-workspace-'));
    copyWorkspace(work);
    addLanguage(work);
    for (const app of ['shell', ...sections.map((section) => section.folder)]) {
      const built = spawnSync('npx', ['webpack', '--mode', 'production'], {
        cwd: join(work, app),
        env: { ...process.env, BUILD_ID: 'fixture-language' },
        encoding: 'utf8',
      });
      expect(built.status, `${app}: ${built.stderr || built.stdout}`).toBe(0);
    }
    server = await startServeProcess({
      root: work,
      basePort: ports.base,
      cloudPort: ports.cloud,
      dataDir: join(work, '.data'),
      env: { RELEASES_DIR: join(work, '.releases') },
      timeoutMs: 60_000,
    });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

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
