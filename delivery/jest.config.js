// The delivery package's unit tests (plain Node, no DOM). Run by `npm run unit`.
module.exports = { ...require('../jest.preset.js'), testEnvironment: 'node', setupFilesAfterEnv: [] };
