// The submissions CLI (npm run -s submissions -- …) on this run's local-cloud store: what the specs read
// back of stored documents and queued messages, one JSON object per line.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { e2eDataDir } from './env';

export const submissionsCli = <T>(...args: string[]): Promise<T[]> => submissionsCliIn<T>(e2eDataDir, ...args);

/** The same on another store: a spec that runs a server of its own. */
export async function submissionsCliIn<T>(dataDir: string, ...args: string[]): Promise<T[]> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'submissions', '--', ...args], {
    cwd: resolve(__dirname, '../../..'),
    env: { ...process.env, DATA_DIR: dataDir },
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}
