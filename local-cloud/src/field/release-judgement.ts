// The scheduled judgement's command, locally (render-server/src/field/canary-judge.ts calls it): the release
// command itself, `release <remote> --judge --act`, in the repository, with this process's environment (the same
// RELEASES_DIR and DATA_DIR the site runs with). Resolves with the verdict it printed first and what it did.
import { spawn } from 'node:child_process';
import { releaseCommandPath, repoRoot } from '@stallions/site-registry';

/** A judgement that takes longer than this is stopped (the next round tries again). */
const timeoutMs = 120_000;

export function releaseJudgement(env: NodeJS.ProcessEnv = process.env) {
  return (remote: string) =>
    new Promise<string>((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', releaseCommandPath, remote, '--judge', '--act'], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: timeoutMs,
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
      child.on('error', fail);
      child.on('close', (code) => {
        // 0 pass, 2 fail, 3 not enough data, 4 not enough trustworthy data, with the verdict on stdout: the command
        // worked (its last line on stderr says what it did, or why it did nothing); anything else is its failure (a
        // wrong argument is 2 too, with nothing on stdout).
        if ((code === 0 || code === 2 || code === 3 || code === 4) && out.trim() !== '') {
          const did = err.trim().split('\n').filter(Boolean).at(-1);
          done(`${out.split('\n')[0]}${did ? ` (${did})` : ''}`);
        } else fail(new Error(`release ${remote} --judge --act exited ${code}: ${err.trim() || out.trim()}`));
      });
    });
}
