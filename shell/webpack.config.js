const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/create-app-config');

// The host. It has no compile-time remotes: it registers them at runtime from /config.json.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  // The shell is served from its origin's root: asset URLs are the same in server-rendered and browser HTML.
  publicPath: '/',
  // Retry first; when retries are spent the fallback answers instead of throwing.
  runtimePlugins: [
    path.join(__dirname, 'src/federation/retry-plugin.ts'),
    path.join(__dirname, 'src/federation/fallback-plugin.ts'),
  ],
  // The render function the render server requires (dist/server/server.js).
  serverEntry: './src/server.ts',
  // The federated build hosts the islands (islands.js), loaded only by a page that has one.
  entry: { islands: './src/islands/index.ts' },
  // Every page's plain script, and the document template the render server fills (app.html: not index.html,
  // which Firebase Hosting would serve for / itself, before the render server).
  pageScript: './src/site.ts',
  htmlFilename: 'app.html',
});
