// What the specs read back of local-cloud's stored documents and queued messages: the submissions command
// (`npm run -s submissions -- export <collection>` / `… -- outbox`) run in this process, through the very code
// the command line runs (local-cloud's runSubmissionsCommand), its stdout collected and read as one JSON object a
// line. In-process because npm and tsx starting for every read took 2–4 s on a busy machine, many of them inside
// polling loops. The store is opened as the command opens it (WAL, never waiting synchronously on the server's
// write lock) and closed after each read. The staff's complete and cancel still run as typed (./staff.ts).
import { defaultDataDir } from '@stallions/local-cloud/store';
import { runSubmissionsCommand } from '@stallions/local-cloud/submissions-cli';
import { repoRoot } from '@stallions/site-registry';
import { e2eDataDir } from './env';

export const submissionsCli = <T>(...args: string[]): Promise<T[]> => submissionsCliIn<T>(e2eDataDir, ...args);

/** The same on another store: a spec that runs a server of its own. */
export async function submissionsCliIn<T>(dataDir: string, ...args: string[]): Promise<T[]> {
  let stdout = '';
  let stderr = '';
  const exitCode = await runSubmissionsCommand(args, {
    // DATA_DIR as the command resolves it (a relative one from where npm ran it: the repository root).
    dataDir: defaultDataDir({ DATA_DIR: dataDir, INIT_CWD: repoRoot }),
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
  });
  if (exitCode !== 0) {
    throw new Error(`submissions ${args.join(' ')}: exit code ${exitCode}\n${stderr}`);
  }
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}
