// `npm run -s submissions -- export <collection>`: prints the stored documents of a local collection, one
// JSON document per line ({"id": ..., ...fields, "timestamp": ...}), oldest first. Pipe it into jq or a file.
// `… -- outbox`: the messages the submissions queued, one JSON object per line (id, to, subject, text, html,
// language, reference, kind), oldest first; `… -- outbox --html DIR` writes each one's HTML part to
// DIR/<id>.html, to open in a browser, and prints the files' paths.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { submissionCollections } from '@stallions/submissions';
import { fromInvocation } from '@stallions/site-registry';
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
  '       submissions outbox [--html <dir>]',
  '',
  '  export: prints every stored document of <collection>, one JSON document per line.',
  `  Collections: ${submissionCollections.join(', ')}`,
  '  outbox: prints every queued message, one JSON object per line (id, to, subject, text, html,',
  '  language, reference, kind); with --html, writes each as <dir>/<id>.html and prints the paths.',
  '  Data directory: $DATA_DIR, else .data/ at the repository root.',
  '',
].join('\n');

/** A file name from a message id (submission ids may hold characters a file system dislikes). */
const fileNameOf = (id: string) => `${id.replace(/[^A-Za-z0-9._-]/g, '_')}.html`;

async function outbox(store: SubmissionStore, htmlDir: string | undefined, stdout: Output) {
  const messages = await store.listOutbox();
  if (htmlDir === undefined) {
    for (const { id, to, subject, text, html, language, reference, kind } of messages) {
      await write(stdout, `${JSON.stringify({ id, to, subject, text, html, language, reference, kind })}\n`);
    }
    return;
  }
  const dir = fromInvocation(htmlDir);
  mkdirSync(dir, { recursive: true });
  for (const message of messages) {
    const file = resolve(dir, fileNameOf(message.id));
    writeFileSync(file, message.html);
    await write(stdout, `${file}\n`);
  }
}

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
  if (command === 'outbox') {
    const [flag, dir, ...extra] = args.slice(1);
    if (!(flag === undefined || (flag === '--html' && dir !== undefined && extra.length === 0))) {
      await write(stderr, submissionsUsage);
      return 2;
    }
    const store = await SubmissionStore.open(dataDir);
    try {
      await outbox(store, dir, stdout);
    } finally {
      await store.close();
    }
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
