import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  appOrigin,
  appsOf,
  distFolder,
  portsFromEnv,
  releasesDir,
  repoRoot,
  sectionNamed,
  sectionRegistry,
} from './index';

describe('the registry', () => {
  it('is sections.json at the repository root', () => {
    const registry = sectionRegistry({});
    expect(registry.length).toBeGreaterThan(0);
    for (const section of registry)
      expect(section).toEqual({ remote: expect.any(String), path: expect.any(String), folder: expect.any(String) });
  });

  it('is another file when SECTIONS_FILE names one, taken from where the command was typed', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-registry-'));
    writeFileSync(
      join(folder, 'sections.json'),
      JSON.stringify({ sections: [{ remote: 'about', path: 'about', folder: 'about-mfe' }] }),
    );
    expect(sectionRegistry({ SECTIONS_FILE: 'sections.json', INIT_CWD: folder })).toEqual([
      { remote: 'about', path: 'about', folder: 'about-mfe' },
    ]);
  });
});

describe('the apps', () => {
  const [shell, about] = appsOf([{ remote: 'about', path: 'about', folder: 'about-mfe' }]);

  it('are the shell on the base port, then each section on the next', () => {
    expect(shell).toEqual({ name: 'shell', folder: 'shell', offset: 0 });
    expect(about).toEqual({ name: 'about', folder: 'about-mfe', path: 'about', offset: 1 });
    expect(appOrigin({ base: 4300, cloud: 4380 }, about!)).toBe('http://localhost:4301');
  });

  it('take their ports from BASE_PORT and CLOUD_PORT, or 3000 and 8080', () => {
    expect(portsFromEnv({})).toEqual({ base: 3000, cloud: 8080 });
    expect(portsFromEnv({ BASE_PORT: '4300', CLOUD_PORT: '4380' })).toEqual({ base: 4300, cloud: 4380 });
    expect(portsFromEnv({ BASE_PORT: 'nope' })).toEqual({ base: 3000, cloud: 8080 });
  });

  it('are served from their dist folder, or the one DIST_<NAME> names', () => {
    expect(distFolder(about!, {})).toBe(resolve(repoRoot, 'about-mfe/dist'));
    expect(distFolder(about!, { DIST_ABOUT: 'other', INIT_CWD: '/tmp' })).toBe('/tmp/other');
  });

  it('keep their releases under .releases, or under RELEASES_DIR', () => {
    expect(releasesDir(about!, {})).toBe(resolve(repoRoot, '.releases/about'));
    expect(releasesDir(about!, { RELEASES_DIR: '/var/releases' })).toBe('/var/releases/about');
  });
});

describe('a section by name', () => {
  const sections = sectionRegistry({});

  it("is found by its remote's key, its folder or its address", () => {
    for (const section of sections)
      for (const name of [section.remote, section.folder, section.path])
        expect(sectionNamed(name, sections)).toBe(section);
    expect(sectionNamed('get-involved')?.remote).toBe('getInvolved');
    expect(sectionNamed('shell')).toBeUndefined();
    expect(sectionNamed('')).toBeUndefined();
  });

  it('is never two sections: no name of one is a name of another', () => {
    const owners = new Map<string, string>();
    for (const { remote, folder, path } of sections)
      for (const name of new Set([remote, folder, path])) {
        expect([name, owners.get(name)]).toEqual([name, undefined]);
        owners.set(name, remote);
      }
  });

  it("prefers a remote's key, then a folder, then an address", () => {
    const odd = [
      { remote: 'about', path: 'news', folder: 'about-mfe' },
      { remote: 'news', path: 'news-features', folder: 'news-mfe' },
    ] as const;
    expect(sectionNamed('news', odd)?.remote).toBe('news');
  });
});
