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
  // The client-rendered app: the render server's template and fallback. Not index.html, which Firebase
  // Hosting would serve for / itself, before the render server.
  htmlFilename: 'app.html',
  // React, the router, i18next, styled-components... in one chunk: one script after the first paint, not ten.
  startupChunk: true,
});
