// The gate with eyes, on about's releases in a store of this test's own (the gate composes the site on free ports
// by itself: no server here). A release that empties its overview's main heading and writes a line in a light grey
// is refused, its report naming the page, the language and the rule, the pointer unchanged; a release whose
// overview heading reads differently is refused as a visual change until --accept-visual, then published with
// who accepted it on --list. The builds are fixtures (fixtures/builds.ts); no webpack here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { fixtureBuild, fixtureDist } from '../fixtures/builds';

const repoRoot = resolve(__dirname, '../..');
/** A gate looks at every page in three languages in Chromium: minutes on a busy machine, more on a slow one. */
const perRelease = 12 * 60_000;

test.describe('the gate with eyes', () => {
  test.describe.configure({ mode: 'serial' });
  let work: string;
  const store = () => join(work, 'releases');
  const aboutStore = () => join(store(), 'about');
  const pointerFile = () => join(aboutStore(), 'pointer.json');

  /** `npm run -s release -- about …` against this test's store. */
  function release(...args: string[]) {
    const result = spawnSync('npx', ['tsx', 'scripts/release.ts', 'about', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: store(), RELEASE_BY: 'gate-spec' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return { status: result.status, out: result.stdout.trim(), err: result.stderr };
  }
  const report = (id: string) => readFileSync(join(aboutStore(), '_gate', id, 'report.html'), 'utf8');

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    work = mkdtempSync(join(tmpdir(), 'gate-'));
    await fixtureBuild('gate-refused');
    await fixtureBuild('preview-about');
  });

  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('a release without its main heading, and with a line that fails contrast, is refused by page, language and rule', () => {
    test.setTimeout(perRelease);
    const refused = release('--dist', fixtureDist('gate-refused'), '--id', 'rel-refused');
    expect(refused.status, refused.err).toBe(1);
    expect(refused.err).toContain(
      'about: release rel-refused is refused by the gate; the pointer stays at the unversioned build',
    );
    for (const [address, lng] of [
      ['/about/overview', 'en'],
      ['/fr/about/overview', 'fr'],
      ['/ar/about/overview', 'ar'],
    ])
      expect(refused.err).toMatch(new RegExp(`${address} \\(${lng}\\): axe: (empty-heading|page-has-heading-one):`));
    for (const [address, lng] of [
      ['/about/membership', 'en'],
      ['/fr/about/membership', 'fr'],
      ['/ar/about/membership', 'ar'],
    ])
      expect(refused.err).toMatch(new RegExp(`${address} \\(${lng}\\): axe: color-contrast:`));
    // Nothing moved, nothing of it kept but its report, which says the same.
    expect(existsSync(pointerFile())).toBe(false);
    expect(existsSync(join(aboutStore(), 'rel-refused'))).toBe(false);
    const html = report('rel-refused');
    expect(html).toContain('/fr/about/overview (fr)');
    expect(html).toMatch(/empty-heading|page-has-heading-one/);
    expect(html).toContain('color-contrast');
    expect(release('--list').out).toBe('');
  });

  test('a visible change is refused until --accept-visual, then published and listed with who accepted it', () => {
    test.setTimeout(2 * perRelease);
    const changed = release('--dist', fixtureDist('preview-about'), '--id', 'rel-visual');
    expect(changed.status, changed.err).toBe(1);
    expect(changed.err).toContain(
      'about: release rel-visual is refused by the gate until its visual changes are accepted',
    );
    expect(changed.err).toMatch(/\/about\/overview \(en\) at (375|1280) px: [\d.]+ % of it differs/);
    expect(changed.err).toMatch(/\/ar\/about\/overview \(ar\) at (375|1280) px/);
    // Only the overview reads differently.
    expect(changed.err).not.toMatch(/\/about\/(membership|foals-club|our-structure|stallions-club) \(/);
    expect(existsSync(pointerFile())).toBe(false);
    // The report shows each change: before, after, difference.
    const images = readdirSync(join(aboutStore(), '_gate', 'rel-visual'));
    expect(images).toEqual(
      expect.arrayContaining([
        'en-about-overview-1280-before.png',
        'en-about-overview-1280-after.png',
        'en-about-overview-1280-diff.png',
      ]),
    );
    expect(report('rel-visual')).toContain('visual change');
    const gateRecord = () => JSON.parse(readFileSync(join(aboutStore(), '_gate', 'rel-visual', 'gate.json'), 'utf8'));
    const reviewed = gateRecord();

    // Nothing it looked at has changed: the changes accepted are the report's, the look not run again.
    const accepted = release('--dist', fixtureDist('preview-about'), '--id', 'rel-visual', '--accept-visual');
    expect(accepted.status, accepted.err).toBe(0);
    expect(accepted.out).toBe('rel-visual');
    expect(accepted.err).toMatch(/visual change\(s\) accepted by gate-spec/);
    expect(JSON.parse(readFileSync(pointerFile(), 'utf8'))).toMatchObject({ current: 'rel-visual' });
    expect(accepted.err).toContain(`the gate's look at rel-visual (${reviewed.checkedAt}) found no problem`);
    expect(gateRecord()).toMatchObject({
      checkedAt: reviewed.checkedAt,
      accepted: { by: 'gate-spec', changes: reviewed.visualChanges },
    });
    expect(reviewed.visualChanges).toEqual(expect.arrayContaining([expect.stringContaining('/about/overview (en)')]));
    expect(release('--list').out).toMatch(
      /^rel-visual {2}\S+ {2}current {2}gate report \S+\/_gate\/rel-visual\/report\.html; \d+ visual change\(s\) accepted by gate-spec at \S+$/,
    );
  });
});
