// Unit tests of the build and measuring scripts (plain Node, no DOM). Run by `npm run unit`.
module.exports = {
  ...require('../jest.preset.js'),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/*.test.ts'],
};
