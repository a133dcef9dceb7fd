// Shared jest settings: swc transpiles TypeScript, jsdom for components, assets and CSS mapped to stubs.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

module.exports = {
  testEnvironment: 'jsdom',
  // .mjs too: swiper ships only ES modules.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'tools/jest/css-stub.js'),
    '\\.(svg|png|jpe?g|webp|woff2?|pdf)$': path.join(__dirname, 'tools/jest/file-stub.js'),
    // Jest ignores package.json "browser", and styled-components' node build never injects
    // createGlobalStyle on the client: test the build webpack ships to browsers.
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
  // webpack's DefinePlugin value in a build; a fixed one under jest.
  globals: { __BUILD_ID__: 'test' },
  // Component tests with axe are slow on a busy 2-core CI machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
