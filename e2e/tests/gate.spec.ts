// The gate with eyes, on news's releases in a store of this test's own (the gate composes the site on free ports
// by itself: no server here; news, with two pages, is the section it looks at fastest). A release that empties its
// press centre's main heading and writes a line in a light grey is refused, its report naming the page, the
// language and the rule, the pointer unchanged; a release whose press centre heading reads differently is refused
// as a visual change until --accept-visual, then published with who accepted it on --list. The builds are
// fixtures (fixtures/builds.ts); no webpack here.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fixtureBuild, fixtureDist } from '../fixtures/builds';
import { releaseCommand } from './support/commands';

/** A gate looks at every page in three languages in Chromium: minutes on a busy machine, more on a slow one. */
const perRelease = 12 * 60_000;

test.describe('the gate with eyes', () => {
  test.describe.configure({ mode: 'serial' });
  let work: string;
  const store = () => join(work, 'releases');
  const newsStore = () => join(store(), 'news');
  const pointerFile = () => join(newsStore(), 'pointer.json');

  /** `npm run -s release -- news …` against this test's store. */
  const release = (...args: string[]) =>
    releaseCommand('news', args, { RELEASES_DIR: store(), RELEASE_BY: 'gate-spec' });
  const report = (id: string) => readFileSync(join(newsStore(), '_gate', id, 'report.html'), 'utf8');

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    work = mkdtempSync(join(tmpdir(), 'gate-'));
    await fixtureBuild('gate-refused');
    await fixtureBuild('gate-visual');
  });

  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('a release without its main heading, and with a line that fails contrast, is refused by page, language and rule', () => {
    test.setTimeout(perRelease);
    const refused = release('--dist', fixtureDist('gate-refused'), '--id', 'rel-refused');
    expect(refused.status, refused.err).toBe(1);
    expect(refused.err).toContain(
      'news: release rel-refused is refused by the gate; the pointer stays at the unversioned build',
    );
    for (const [address, lng] of [
      ['/news-features/press-center', 'en'],
      ['/fr/news-features/press-center', 'fr'],
      ['/ar/news-features/press-center', 'ar'],
    ])
      expect(refused.err).toMatch(new RegExp(`${address} \\(${lng}\\): axe: (empty-heading|page-has-heading-one):`));
    for (const [address, lng] of [
      ['/news-features/social-media', 'en'],
      ['/fr/news-features/social-media', 'fr'],
      ['/ar/news-features/social-media', 'ar'],
    ])
      expect(refused.err).toMatch(new RegExp(`${address} \\(${lng}\\): axe: color-contrast:`));
    // Nothing moved, nothing of it kept but its report, which says the same.
    expect(existsSync(pointerFile())).toBe(false);
    expect(existsSync(join(newsStore(), 'rel-refused'))).toBe(false);
    const html = report('rel-refused');
    expect(html).toContain('/fr/news-features/press-center (fr)');
    expect(html).toMatch(/empty-heading|page-has-heading-one/);
    expect(html).toContain('color-contrast');
    expect(release('--list').out).toBe('');
  });

  test('a visible change is refused until --accept-visual, then published and listed with who accepted it', () => {
    test.setTimeout(2 * perRelease);
    const changed = release('--dist', fixtureDist('gate-visual'), '--id', 'rel-visual');
    expect(changed.status, changed.err).toBe(1);
    expect(changed.err).toContain(
      'news: release rel-visual is refused by the gate until its visual changes are accepted',
    );
    expect(changed.err).toMatch(/\/news-features\/press-center \(en\) at (375|1280) px: [\d.]+ % of it differs/);
    expect(changed.err).toMatch(/\/ar\/news-features\/press-center \(ar\) at (375|1280) px/);
    // Only the press centre reads differently.
    expect(changed.err).not.toMatch(/\/news-features\/social-media \(/);
    expect(existsSync(pointerFile())).toBe(false);
    // The report shows each change: before, after, difference.
    const images = readdirSync(join(newsStore(), '_gate', 'rel-visual'));
    expect(images).toEqual(
      expect.arrayContaining([
        'en-news-features-press-center-1280-before.png',
        'en-news-features-press-center-1280-after.png',
        'en-news-features-press-center-1280-diff.png',
      ]),
    );
    expect(report('rel-visual')).toContain('visual change');
    const gateRecord = () => JSON.parse(readFileSync(join(newsStore(), '_gate', 'rel-visual', 'gate.json'), 'utf8'));
    const reviewed = gateRecord();

    // Nothing it looked at has changed: the changes accepted are the report's, the look not run again.
    const accepted = release('--dist', fixtureDist('gate-visual'), '--id', 'rel-visual', '--accept-visual');
    expect(accepted.status, accepted.err).toBe(0);
    expect(accepted.out).toBe('rel-visual');
    expect(accepted.err).toMatch(/visual change\(s\) accepted by gate-spec/);
    expect(JSON.parse(readFileSync(pointerFile(), 'utf8'))).toMatchObject({ current: 'rel-visual' });
    expect(accepted.err).toContain(`the gate's look at rel-visual (${reviewed.checkedAt}) found no problem`);
    expect(gateRecord()).toMatchObject({
      checkedAt: reviewed.checkedAt,
      accepted: { by: 'gate-spec', changes: reviewed.visualChanges },
    });
    expect(reviewed.visualChanges).toEqual(
      expect.arrayContaining([expect.stringContaining('/news-features/press-center (en)')]),
    );
    expect(release('--list').out).toMatch(
      /^rel-visual {2}\S+ {2}current {2}gate report \S+\/_gate\/rel-visual\/report\.html; \d+ visual change\(s\) accepted by gate-spec at \S+$/,
    );
  });
});
