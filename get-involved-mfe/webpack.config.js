const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "getInvolved": exposes its section's routes and its page declaration (menus, sitemap, search), and
// its islands: the two forms, the only parts of its pages that run in the browser.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'getInvolved',
  port: 3002,
  exposes: {
    './routes': './src/routes.tsx',
    './pages': './src/pages.ts',
    './islands': './src/islands.ts',
  },
});
