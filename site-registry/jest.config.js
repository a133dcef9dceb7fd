module.exports = { ...require('../jest.preset.js'), testEnvironment: 'node', setupFilesAfterEnv: [] };
