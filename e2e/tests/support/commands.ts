// The repository's commands as a team runs them (the release command, the field report), from its root, with a
// spec's own variables (its store, its data folder) added to this process's.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { releaseCommandPath } from '@stallions/site-registry';

const repoRoot = resolve(__dirname, '../../..');

/** What a command answered: its exit code, its stdout (trimmed) and its stderr. */
export interface CommandAnswer {
  status: number | null;
  out: string;
  err: string;
}

/** `npm run -s <script> -- …args`, without blocking the test's process (a server of its own keeps answering). */
export function npmScript(script: string, args: string[], env: Record<string, string>): Promise<CommandAnswer> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (status) => done({ status, out: out.trim(), err }));
  });
}

/** `npm run -s release -- <remote> …args`, run to its end (tsx directly: npm's own start is not needed). */
export function releaseCommand(remote: string, args: string[], env: Record<string, string>): CommandAnswer {
  const result = spawnSync('npx', ['tsx', releaseCommandPath, remote, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    // A gate's report names every page it looked at.
    maxBuffer: 16 * 1024 * 1024,
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr };
}
