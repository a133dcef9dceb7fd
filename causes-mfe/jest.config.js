const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  transform: {
    ...preset.transform,
    // swiper (the companions carousel) ships only .mjs files, which the preset's (t|j)sx? pattern skips.
    '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'],
  },
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest ignores package.json "browser": test the styled-components build webpack ships to browsers
    // (as shared-ui's own tests do).
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
};
