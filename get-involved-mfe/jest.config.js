const preset = require('../jest.preset.js');

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test-setup.ts'] };
