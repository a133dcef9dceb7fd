import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compositionId,
  contentId,
  keptReleases,
  listLines,
  preview,
  promote,
  prune,
  publish,
  readPointer,
  revoke,
  rollback,
  storeRelease,
  writePointer,
} from './release-store';
import { sharedProblems } from './release-gate';

const at = '2026-11-26T10:00:00.000Z';

describe('the pointer', () => {
  it('a first release is current, with nothing before it', () => {
    expect(publish(undefined, 'a', at)).toEqual({
      current: 'a',
      previous: [],
      releases: [{ id: 'a', publishedAt: at }],
    });
  });

  it('a new release is current; a rollback makes the one before current again, with no build', () => {
    const two = publish(publish(undefined, 'a', at), 'b', at);
    expect(two).toMatchObject({ current: 'b', previous: ['a'] });
    const back = rollback(two);
    expect(back).toMatchObject({ current: 'a', previous: [] });
    expect(back.releases.map((release) => release.id)).toEqual(['a', 'b']);
    // The first release's rollback: the unversioned build the site served before it; then nothing to go back to.
    const unversioned = rollback(back);
    expect(unversioned).toEqual({ current: null, previous: [], releases: back.releases });
    expect(listLines(unversioned)).toEqual([`a  ${at}`, `b  ${at}`]);
    expect(() => rollback(unversioned)).toThrow(
      'there is no release to roll back: the site serves the unversioned build',
    );
    expect(() => publish(unversioned, 'b', at, 10)).toThrow('a canary needs a current release');
    // Published again: current, and a rollback goes back to the unversioned build, never to a null in `previous`.
    const again = publish(unversioned, 'b', at);
    expect(again).toEqual({ current: 'b', previous: [], releases: back.releases });
    expect(rollback(again)).toMatchObject({ current: null, previous: [] });
  });

  it('a canary: listed with its share, promoted to current, or ended by a rollback', () => {
    const canary = publish(publish(undefined, 'a', at), 'b', at, 50);
    expect(canary).toMatchObject({ current: 'a', canary: { id: 'b', percent: 50 } });
    expect(listLines(canary)).toEqual([`a  ${at}  current`, `b  ${at}  canary 50%`]);
    // With what the gate recorded of each (its report, an accepted visual change), where there is something.
    expect(listLines(canary, undefined, (id) => (id === 'b' ? 'gate report r.html' : undefined))).toEqual([
      `a  ${at}  current`,
      `b  ${at}  canary 50%  gate report r.html`,
    ]);
    expect(promote(canary)).toEqual({ current: 'b', previous: ['a'], releases: canary.releases });
    expect(rollback(canary)).toEqual({ current: 'a', previous: [], releases: canary.releases });
    expect(() => promote(rollback(canary))).toThrow('there is no canary to promote');
  });

  it('a canary records when it began and whether it is judged on a schedule (--auto)', () => {
    const later = '2026-12-01T10:00:00.000Z';
    const canary = publish(publish(undefined, 'a', at), 'b', later, 10, true);
    expect(canary.canary).toEqual({ id: 'b', percent: 10, startedAt: later, auto: true });
    expect(listLines(canary)[1]).toBe(`b  ${later}  canary 10% (judged on a schedule)`);
    expect(publish(publish(undefined, 'a', at), 'b', later, 10).canary).not.toHaveProperty('auto');
  });

  it('refuses a canary without a current release, of the current release, or of a share outside 1–99', () => {
    expect(() => publish(undefined, 'a', at, 10)).toThrow('a canary needs a current release');
    const one = publish(undefined, 'a', at);
    expect(() => publish(one, 'a', at, 10)).toThrow('a is the current release already');
    expect(() => publish(one, 'b', at, 0)).toThrow('1 to 99 percent');
    expect(() => publish(one, 'b', at, 100)).toThrow('1 to 99 percent');
  });

  it(`keeps the last ${keptReleases} releases, never dropping the current one or the canary`, () => {
    let pointer = publish(undefined, 'r0', at);
    for (let n = 1; n <= 12; n++) pointer = publish(pointer, `r${n}`, at);
    pointer = rollback(rollback(pointer)); // r10 is current again
    pointer = publish(pointer, 'r13', at, 20);
    const { pointer: kept, removed } = prune(pointer);
    expect(removed).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(kept.releases.map((release) => release.id)).toEqual([
      'r4',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
      'r10',
      'r11',
      'r12',
      'r13',
    ]);
    expect(kept.previous).toEqual(['r4', 'r5', 'r6', 'r7', 'r8', 'r9']);
  });

  it('a preview: kept and listed, current for nobody; previewed again it gets new times; revoked it leaves the list', () => {
    const until = '2026-12-03T10:00:00.000Z';
    // Before any release: the pointer names no current release (the unversioned build serves).
    const first = preview(undefined, 'p', at, until);
    expect(first).toEqual({
      current: null,
      previous: [],
      releases: [{ id: 'p', publishedAt: at }],
      previews: [{ id: 'p', issuedAt: at, expiresAt: until }],
    });
    const live = preview(publish(undefined, 'a', at), 'p', at, until);
    expect(live).toMatchObject({ current: 'a', previous: [] });
    expect(live.canary).toBeUndefined();
    expect(listLines(live, (entry) => `https://site/preview/${entry.id}`)).toEqual([
      `a  ${at}  current`,
      `p  ${at}  preview until ${until}  https://site/preview/p`,
    ]);
    const later = '2026-11-27T10:00:00.000Z';
    expect(preview(live, 'p', later, until).previews).toEqual([{ id: 'p', issuedAt: later, expiresAt: until }]);
    // An expired preview leaves the list when another is made.
    expect(preview(live, 'q', '2026-12-04T00:00:00.000Z', '2026-12-11T00:00:00.000Z').previews).toEqual([
      { id: 'q', issuedAt: '2026-12-04T00:00:00.000Z', expiresAt: '2026-12-11T00:00:00.000Z' },
    ]);
    expect(() => preview(live, 'a', at, until)).toThrow('a is the current release already');
    // Pruning never removes a previewed release.
    let many = live;
    for (let index = 0; index < 14; index++) many = publish(many, `r${index}`, at);
    expect(prune(many).pointer.releases.map((release) => release.id)).toContain('p');
    const revoked = revoke(live, 'p');
    expect(revoked.previews).toBeUndefined();
    expect(revoked.releases.map((release) => release.id)).toEqual(['a', 'p']);
    expect(() => revoke(revoked, 'p')).toThrow('there is no preview of p to revoke');
  });
});

describe('the store', () => {
  let dir: string;
  const build = (content: string) => {
    const folder = mkdtempSync(join(dir, 'build-'));
    mkdirSync(join(folder, 'server'));
    writeFileSync(join(folder, 'mf-manifest.json'), '{}');
    writeFileSync(join(folder, 'server/remoteEntry.js'), content);
    writeFileSync(join(folder, 'remoteEntry.js.map'), '{}');
    return folder;
  };
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'release-store-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores a build once under its id (no source maps); the same id with other files is refused', () => {
    const store = join(dir, 'store');
    const first = build('v1');
    const folder = storeRelease(first, store, 'a');
    expect(readdirSync(folder).sort()).toEqual(['mf-manifest.json', 'server']);
    expect(storeRelease(first, store, 'a')).toBe(folder);
    expect(() => storeRelease(build('v2'), store, 'a')).toThrow('release a exists with other files');
    expect(contentId(first)).not.toBe(contentId(build('v2')));
  });

  it("names a gate's composition by every build in it: any one rebuilt, a new id", () => {
    const shell = build('shell');
    writeFileSync(join(shell, 'server/server.js'), 'renderer');
    writeFileSync(join(shell, 'app.html'), '<!doctype html>');
    const [release, about, news] = [build('r1'), build('about'), build('news')];
    const id = compositionId(release, shell, { about, news });
    expect(compositionId(release, shell, { news, about })).toBe(id);
    expect(compositionId(build('r2'), shell, { about, news })).not.toBe(id);
    expect(compositionId(release, shell, { about: build('about 2'), news })).not.toBe(id);
    writeFileSync(join(shell, 'app.html'), '<!doctype html><title>');
    expect(compositionId(release, shell, { about, news })).not.toBe(id);
  });

  it('refuses a folder that is not a build', () => {
    expect(() => storeRelease(dir, join(dir, 'store'), 'a')).toThrow('has no mf-manifest.json');
  });

  it('writes the pointer whole and reads it back checked', () => {
    const pointer = publish(undefined, 'a', at);
    writePointer(dir, pointer);
    expect(readPointer(dir)).toEqual(pointer);
    writeFileSync(join(dir, 'pointer.json'), '{"current":"../x","previous":[],"releases":[]}');
    expect(() => readPointer(dir)).toThrow('The release pointer is malformed: current');
  });
});

describe("the gate's shared check", () => {
  const shell = [{ name: '@stallions/shared-ui', version: '2.0.0', requiredVersion: '^2.0.0' }];
  it('passes a release built against the shell’s shared packages', () => {
    expect(
      sharedProblems([{ name: '@stallions/shared-ui', version: '2.0.0', requiredVersion: '^2.0.0' }], shell),
    ).toEqual([]);
  });
  it('refuses one that needs a newer shared API than the shell loads, or is outside its range', () => {
    expect(
      sharedProblems([{ name: '@stallions/shared-ui', version: '2.1.0', requiredVersion: '^2.1.0' }], shell),
    ).toEqual(['@stallions/shared-ui: the release requires ^2.1.0, the shell loads 2.0.0']);
    expect(
      sharedProblems([{ name: '@stallions/shared-ui', version: '1.4.0', requiredVersion: '^1.4.0' }], shell),
    ).toEqual([
      '@stallions/shared-ui: the release requires ^1.4.0, the shell loads 2.0.0',
      "@stallions/shared-ui: the release is built with 1.4.0, outside the shell's ^2.0.0",
    ]);
  });
});
