// The registry of sections (sections.json) and the production runtime config name the same sections at the
// same addresses; the local runtime config is built from the registry; each folder it names is a remote.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRuntimeConfig } from '@stallions/shared-config';
import { appsOf, localRuntimeConfig, sectionRegistry } from '@stallions/site-registry';

const root = resolve(__dirname, '..');
const registry = sectionRegistry({});

it('production.config.json names every section of the registry, at the same address', () => {
  const production = parseRuntimeConfig(JSON.parse(readFileSync(join(root, 'production.config.json'), 'utf8')));
  expect(Object.entries(production.remotes).map(([remote, { path }]) => ({ remote, path }))).toEqual(
    registry.map(({ remote, path }) => ({ remote, path })),
  );
});

it('the local runtime config is the registry on local ports, valid as any config', () => {
  const config = parseRuntimeConfig(localRuntimeConfig({ base: 3000, cloud: 8080 }, appsOf(registry)));
  expect(config.remotes).toEqual(
    Object.fromEntries(
      registry.map(({ remote, path }, index) => [
        remote,
        { manifest: `http://localhost:${3001 + index}/mf-manifest.json`, path },
      ]),
    ),
  );
});

it('each section names a remote folder with its routes and page declaration', () => {
  for (const { folder } of registry) {
    expect(existsSync(join(root, folder, 'src/routes.tsx'))).toBe(true);
    expect(existsSync(join(root, folder, 'src/pages.ts'))).toBe(true);
  }
});

it("each section's translations own their top-level keys of the shared pages namespace (no remote overwrites another's)", () => {
  const owners = new Map<string, string>();
  const shellKeys = Object.keys(JSON.parse(readFileSync(join(root, 'shell/src/locales/en/pages.json'), 'utf8')) as object);
  for (const key of shellKeys) owners.set(key, 'shell');
  for (const { remote, folder } of registry) {
    const keys = Object.keys(
      JSON.parse(readFileSync(join(root, folder, 'src/locales/en/pages.json'), 'utf8')) as object,
    );
    for (const key of keys) {
      expect([remote, key, owners.get(key)]).toEqual([remote, key, undefined]);
      owners.set(key, remote);
    }
  }
});

it('each section has its own menu place (order)', async () => {
  const { siteSections } = await import('./site-pages');
  const orders = Object.values(siteSections).map((section) => section.order);
  expect(new Set(orders).size).toBe(orders.length);
});
