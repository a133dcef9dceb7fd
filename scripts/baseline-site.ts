// An earlier revision of the whole site, built as it was, to measure this one against on the same machine in the
// same minutes (`npm run load`'s cached-page row): this machine's speed moves by a factor of two within a minute,
// so a figure measured on another day, or an hour ago, says nothing about a change.
// The revision's files come from git (`git archive`), its dependencies from its own lockfile (`npm ci`) and its
// build from its own build command, once, into <the system's temporary folder>/stallions-baseline-site/<commit>
// (not under this workspace: its tools would take it for one of its projects, and its build's loaders skip
// anything under a node_modules folder), prepared again after a reboot empties it: about six minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');

/**
 * The landed main when the issues that hold this site's throughput to "today's" were filed (26 November 2026):
 * the revision `npm run load` measures the cached page against.
 */
export const throughputBaseline = '63a1b64';

/** Runs a command in `cwd`; throws with the last lines of its output when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`);
  }
}

/** The commit `revision` names in this repository, or undefined when it names none. */
export function commitOf(revision: string): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The folder of `revision`'s workspace, installed and built (prepared now if it is not yet): a root that
 * local-cloud's startServeProcess serves as it served then.
 */
export function baselineSite(revision: string, log: (line: string) => void = console.error): string {
  const commit = commitOf(revision);
  if (!commit) throw new Error(`baseline ${revision}: no such commit here`);
  const dir = join(tmpdir(), 'stallions-baseline-site', commit.slice(0, 12));
  const ready = join(dir, '.prepared');
  if (existsSync(ready) && readFileSync(ready, 'utf8') === commit) return dir;
  log(`baseline ${revision}: preparing its workspace once (git archive, npm ci, its build) in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = join(dir, '.source.tar');
  run('git', ['archive', '--format=tar', '-o', archive, commit], root);
  run('tar', ['-xf', archive, '-C', dir], root);
  rmSync(archive);
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  // Its own build, without this workspace's Nx daemon or cache.
  run('npm', ['run', 'build'], dir, { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' });
  writeFileSync(ready, commit);
  log(`baseline ${revision}: ready`);
  return dir;
}

if (require.main === module) {
  const revision = process.argv[2] ?? throughputBaseline;
  console.info(baselineSite(revision));
}
