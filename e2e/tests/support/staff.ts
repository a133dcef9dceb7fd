// The club's staff at the command line: `npm run -s submissions -- complete|cancel <reference>` on this run's
// local-cloud store. Unlike submissionsCli (JSON lines, a failure throws), this answers the exit code and both
// streams, so a spec can check a refusal. The command counts a donation's later messages against the limits the
// store's server uses (SUBMISSION_LIMITS): the suite's own here, a spec with a server of its own passes its own.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { e2eDataDir, suiteSubmissionLimits } from './env';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function staffCommand(...args: string[]): Promise<CommandResult> {
  return staffCommandIn({ DATA_DIR: e2eDataDir, SUBMISSION_LIMITS: suiteSubmissionLimits }, ...args);
}

/** The same on another store (DATA_DIR) with its server's limits (SUBMISSION_LIMITS, '' for the defaults). */
export function staffCommandIn(
  env: { DATA_DIR: string; SUBMISSION_LIMITS: string },
  ...args: string[]
): Promise<CommandResult> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '-s', 'submissions', '--', ...args],
      { cwd: resolve(__dirname, '../../..'), env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}
