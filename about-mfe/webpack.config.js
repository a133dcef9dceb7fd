const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "about": exposes its section's routes and its page declaration (menus, sitemap, search).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'about',
  port: 3001,
  standaloneTitle: 'About',
  exposes: {
    './routes': './src/routes.tsx',
    './pages': './src/pages.ts',
  },
});
