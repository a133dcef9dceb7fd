// Shared jest settings: swc transpiles TypeScript, jsdom for components, assets and CSS mapped to stubs.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // swiper ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|woff2?|pdf)$': path.join(__dirname, 'tools/jest/file-stub.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
