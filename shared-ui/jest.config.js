const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  transform: {
    ...preset.transform,
    // swiper ships only .mjs files, which the preset's (t|j)sx? pattern does not compile.
    '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'],
  },
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Jest ignores package.json "browser"; styled-components' node build never injects createGlobalStyle
    // on the client. Test the build webpack ships to browsers.
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
};
