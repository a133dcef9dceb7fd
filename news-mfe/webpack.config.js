const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "news": exposes its section's routes and its page declaration (menus, sitemap, search).
const appConfig = createAppConfig({
  dir: __dirname,
  name: 'news',
  port: 3004,
  standaloneTitle: 'News & features',
  exposes: {
    './routes': './src/routes.tsx',
    './pages': './src/pages.ts',
  },
});

/**
 * Copies public/media/** (the press centre's media kit) into the output as dist/media/**, unchanged, so the
 * files are served from this remote's own origin next to its code. Works for builds and the dev server.
 */
class CopyMediaPlugin {
  constructor(from, to) {
    this.from = from;
    this.to = to;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyMediaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyMediaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir) =>
            fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
              const full = path.join(dir, entry.name);
              return entry.isDirectory() ? walk(full) : [full];
            });
          if (!fs.existsSync(this.from)) return;
          compilation.contextDependencies.add(this.from);
          for (const file of walk(this.from)) {
            const name = path.posix.join(this.to, path.relative(this.from, file).split(path.sep).join('/'));
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // The browser build's (the first in production, where the server build follows).
  const browser = Array.isArray(config) ? config[0] : config;
  browser.plugins.push(new CopyMediaPlugin(path.join(__dirname, 'public/media'), 'media'));
  return config;
};
