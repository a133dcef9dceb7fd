// End-to-end tests drive the composed, production-built site in the system Chromium (never a downloaded
// browser). local-cloud serves it on test ports so a running `npm start` is not disturbed.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs } from '../tools/chromium';
import { basePort, cloudPort, chromePath, e2eDataDir, suiteSubmissionLimits } from './tests/support/env';

if (!existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH.`,
  );
}

export default defineConfig({
  testDir: './tests',
  // Separate runs (e.g. several ports at once) keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  // One retry everywhere (.ci/run sets no CI variable): on two busy cores a browser-timing test (the prerender's
  // activation) can miss once. A test that passes only on its retry is reported as flaky, never as passed.
  retries: 1,
  timeout: 90_000,
  // Generous: a first load fetches five origins, and shared CI machines are slow.
  expect: { timeout: 20_000 },
  // The JSON report is what `npm run e2e:slowest` reads.
  reporter: [
    ['list'],
    ['json', { outputFile: join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'report.json') }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${basePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /mobile\.spec/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' }, testMatch: /mobile\.spec/ },
  ],
  webServer: {
    command: 'npm run -w @stallions/local-cloud serve',
    cwd: '..',
    url: `http://localhost:${basePort}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      BASE_PORT: String(basePort),
      CLOUD_PORT: String(cloudPort),
      DATA_DIR: e2eDataDir,
      // No release store: the suite tests the builds in the remotes' dist/ folders (releases.spec has its own).
      RELEASES_DIR: join(e2eDataDir, 'no-releases'),
      // Every spec posts its forms from this machine's one address: limits far above the suite's own count (the
      // staff's command of support/staff.ts counts with the same). form-abuse.spec runs a server of its own with
      // the defaults that npm start uses.
      SUBMISSION_LIMITS: suiteSubmissionLimits,
      // And its specs fill a form faster than a person: no minimum age of the form token here (its maximum stays).
      // form-token.spec tests the ages on a server of its own; form-abuse and cross-site run with the defaults.
      FORM_TOKEN_AGES: JSON.stringify({ minSeconds: 0, maxSeconds: 24 * 60 * 60 }),
    },
  },
});
