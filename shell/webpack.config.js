const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/create-app-config');

// The host. It has no compile-time remotes: it registers them at runtime from /config.json.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  // Retry first; when retries are spent the fallback answers instead of throwing.
  runtimePlugins: [
    path.join(__dirname, 'src/federation/retry-plugin.ts'),
    path.join(__dirname, 'src/federation/fallback-plugin.ts'),
  ],
});
