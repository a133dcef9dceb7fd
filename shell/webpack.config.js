const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/create-app-config');

// The host. It has no compile-time remotes: it registers them at runtime from /config.json.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts')],
});
