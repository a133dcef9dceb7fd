// The shared packages' contract: our own singletons are strict, at the versions their package.json
// files carry, so the federation runtime refuses a remote built against a newer shared API than the one loaded.
import { ModuleFederation } from '@module-federation/enhanced/runtime';

type SharedConfig = Record<
  string,
  { singleton: boolean; version: string; requiredVersion: string; strictVersion?: boolean }
>;
// Annotated, not cast: knip then sees which export of the build config this reads.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
const { shared }: { shared: SharedConfig } = require('../tools/webpack/create-app-config.js');

describe('shared singletons', () => {
  it('are strict for our packages, at their own versions, and only warn for third-party ones', () => {
    for (const [name, config] of Object.entries(shared)) {
      const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { version } = require(`${packageName}/package.json`) as { version: string };
      expect([name, config.singleton, config.version, config.requiredVersion]).toEqual([
        name,
        true,
        version,
        `^${version}`,
      ]);
      expect([name, Boolean(config.strictVersion)]).toEqual([name, name.startsWith('@stallions/')]);
    }
    expect(shared['@stallions/shared-ui']!.version).not.toBe('1.0.0'); // versions move with the API
  });

  it('refuse a remote that needs a newer version than the one loaded, and serve one that needs this one', async () => {
    const ui = { Button: 'the shell’s' };
    const host = new ModuleFederation({
      name: 'shell',
      remotes: [],
      shared: {
        '@stallions/shared-ui': {
          version: '2.0.0',
          lib: () => ui,
          shareConfig: { singleton: true, requiredVersion: '^2.0.0', strictVersion: true },
        },
      },
    });
    const needs = (requiredVersion: string) =>
      host.loadShare('@stallions/shared-ui', {
        customShareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
      });
    const same = await needs('^2.0.0');
    expect(same && same()).toBe(ui);
    await expect(needs('^2.1.0')).rejects.toThrow(/does not satisfy the requirement/);
  });
});
