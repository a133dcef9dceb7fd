const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "getInvolved": exposes its section's routes and its page declaration (menus, sitemap, search), its
// islands (the two forms, the only parts of its pages that run in the browser) and, in its server build only,
// the forms' actions (their server side, which the render server calls for a POST to a form's page).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'getInvolved',
  port: 3002,
  standaloneTitle: 'Get involved',
  exposes: {
    './routes': './src/routes.tsx',
    './pages': './src/pages.ts',
    './islands': './src/islands.ts',
  },
  serverExposes: { './actions': './src/actions/index.ts' },
});
