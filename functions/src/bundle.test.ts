import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundle } from '../scripts/bundle';

// Inside the repository, so the bundle finds firebase-functions and firebase-admin as the cloud install would.
const out = mkdtempSync(resolve(__dirname, '../.bundle-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('bundles a deployable source: the two triggers, and only the Firebase packages left to install', async () => {
  await bundle(out);
  const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({ main: 'index.js', engines: { node: '22' } });
  expect(Object.keys(manifest.dependencies as object).sort()).toEqual(['firebase-admin', 'firebase-functions']);
  const code = readFileSync(join(out, 'index.js'), 'utf8');
  expect(code).not.toMatch(/require\("@stallions\//);
  const exported = execFileSync(
    process.execPath,
    ['-e', `console.log(Object.keys(require(${JSON.stringify(join(out, 'index.js'))})).sort().join(' '))`],
    { encoding: 'utf8' },
  );
  expect(exported.trim().split(' ')).toEqual(
    expect.arrayContaining(['donationSubmissionMessages', 'joinSubmissionMessages']),
  );
}, 60_000);
