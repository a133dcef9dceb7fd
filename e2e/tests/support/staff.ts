// The club's staff at the command line: `npm run -s submissions -- complete|cancel <reference>` on this run's
// local-cloud store. Unlike submissionsCli (JSON lines, a failure throws), this answers the exit code and both
// streams, so a spec can check a refusal.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { e2eDataDir } from './env';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function staffCommand(...args: string[]): Promise<CommandResult> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '-s', 'submissions', '--', ...args],
      { cwd: resolve(__dirname, '../../..'), env: { ...process.env, DATA_DIR: e2eDataDir } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}
