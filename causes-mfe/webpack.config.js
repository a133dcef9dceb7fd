const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "causes": exposes its section's routes and its page declaration (menus, sitemap, search), and its
// islands: the companions carousel, the only part of its pages that runs in the browser.
module.exports = createAppConfig({
  dir: __dirname,
  name: 'causes',
  port: 3003,
  standaloneTitle: 'Our causes',
  exposes: {
    './routes': './src/routes.tsx',
    './pages': './src/pages.ts',
    './islands': './src/islands.ts',
  },
});
