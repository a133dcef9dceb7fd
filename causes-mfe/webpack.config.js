const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "causes": exposes its section's routes and its page declaration (menus, sitemap, search).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'causes',
  port: 3003,
  exposes: {
    './routes': './src/routes.tsx',
    './pages': './src/pages.ts',
  },
});
