// The system Chromium for everything that looks at the built site (bench, screenshots, the e2e
// run): never a downloaded browser. The flags are the ones that work on the CI machines (no sandbox, GPU or
// background work).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
