// Starts `local-cloud serve` as a child process on given ports and resolves once the shell answers, for the
// scripts that measure or photograph the built site (scripts/bench.ts, e2e/screenshots.ts) and the e2e test
// that redeploy a remote on their own server (e2e/tests/composition.spec.ts, new-page.spec.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../..');

export interface ServeProcessOptions {
  basePort: number;
  cloudPort: number;
  /** Where local-cloud keeps its SQLite store (the submissions, their messages, keys and limits). */
  dataDir: string;
  /** More variables for local-cloud, e.g. DIST_ABOUT to serve a remote from another folder. */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Also hands what the servers log as errors to this (a test reading the render server's refusals). */
  onErrorOutput?: (text: string) => void;
  /** The workspace to serve (default: this one; a test's copy with a change to its sources). */
  root?: string;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startServeProcess({
  basePort,
  cloudPort,
  dataDir,
  env = {},
  timeoutMs = 60_000,
  onErrorOutput,
  root = repoRoot,
}: ServeProcessOptions): Promise<ChildProcess> {
  const configUrl = `http://localhost:${basePort}/config.json`;
  // Whatever else listens there would be measured or photographed instead of this build.
  if (await answers(configUrl)) throw new Error(`Port ${basePort} is taken: stop that server or choose other ports.`);
  const child = spawn(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'local-cloud/src/cli.ts', 'serve'],
    {
      cwd: root,
      env: { ...process.env, ...env, BASE_PORT: String(basePort), CLOUD_PORT: String(cloudPort), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', onErrorOutput ? 'pipe' : 'inherit'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    onErrorOutput?.(chunk.toString());
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local-cloud exited with code ${child.exitCode}`);
    if (await answers(configUrl)) return child;
    await new Promise((done) => setTimeout(done, 300));
  }
  child.kill();
  throw new Error(`local-cloud did not answer on ${configUrl} within ${timeoutMs / 1000} s`);
}
