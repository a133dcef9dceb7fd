const { createAppConfig } = require('../tools/webpack/create-app-config');

// Remote "causes": exposes its section's routes and a small search index (loaded only when a search runs).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'causes',
  port: 3003,
  exposes: {
    './routes': './src/routes.tsx',
    './search': './src/search.ts',
  },
});
