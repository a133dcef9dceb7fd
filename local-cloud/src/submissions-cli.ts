// `npm run -s submissions -- export <collection>`: prints the stored documents of a local collection, one
// JSON document per line ({"id": ..., ...fields, "timestamp": ...}), oldest first. Pipe it into jq or a file.
import { submissionCollections } from '@stallions/shared-config/submissions';
import { defaultDataDir, SubmissionStore } from './firestore/store';

interface Output {
  write(chunk: string): unknown;
  once?(event: 'drain', listener: () => void): unknown;
}

export interface SubmissionsCommandOptions {
  /** The data directory of local-cloud; default DATA_DIR, else .data/ at the repository root. */
  dataDir?: string;
  stdout?: Output;
  stderr?: Output;
}

export const submissionsUsage = [
  'usage: submissions export <collection>',
  '',
  '  Prints every stored document of <collection>, one JSON document per line.',
  `  Collections: ${submissionCollections.join(', ')}`,
  '  Data directory: $DATA_DIR, else .data/ at the repository root.',
  '',
].join('\n');

/** Writes, waiting for 'drain' when the stream asks for it (large exports into a pipe). */
async function write(output: Output, chunk: string) {
  if (output.write(chunk) === false && output.once) {
    await new Promise<void>((resolve) => output.once!('drain', resolve));
  }
}

/** Runs `submissions <args>`; resolves with the exit code (0 done, 2 usage error). */
export async function runSubmissionsCommand(
  args: string[],
  { dataDir = defaultDataDir(), stdout = process.stdout, stderr = process.stderr }: SubmissionsCommandOptions = {},
): Promise<number> {
  const [command, collection, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    await write(stdout, submissionsUsage);
    return 0;
  }
  if (command !== 'export' || collection === undefined || rest.length > 0) {
    await write(
      stderr,
      command === undefined || command === 'export'
        ? submissionsUsage
        : `unknown command "${command}"\n${submissionsUsage}`,
    );
    return 2;
  }
  if (!(submissionCollections as readonly string[]).includes(collection)) {
    await write(stderr, `unknown collection "${collection}"\n${submissionsUsage}`);
    return 2;
  }
  const store = await SubmissionStore.open(dataDir);
  try {
    for (const { id, data } of await store.list(collection)) {
      await write(stdout, `${JSON.stringify({ id, ...data })}\n`);
    }
  } finally {
    await store.close();
  }
  return 0;
}
