// `npm run -s submissions -- export <collection>`: prints the stored documents of a local collection, one
// JSON document per line ({"id": ..., ...fields, "timestamp": ...}), oldest first. Pipe it into jq or a file.
// `… -- outbox`: the messages the submissions queued, one JSON object per line (id, to, subject, text, html,
// language, reference, kind), oldest first; `… -- outbox --html DIR` writes each one's HTML part to
// DIR/<id>.html, to open in a browser, and prints the files' paths.
// `… -- complete <reference>` / `… -- cancel <reference>`: the club's staff moving a donation on (its status),
// which queues that move's messages once (./submissions/donation-status.ts); a move the table refuses, or an
// unknown reference, is one line on stderr and exit code 1. Each message to a person's address counts against
// its mailbox's limit, the forms' own (SUBMISSION_LIMITS or the defaults, the data directory's form secret): one
// that does not fit is held back (a line on stderr says until when) and the same command again sends it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeHeld, type MessageConfig, type RecipientLimit } from '@stallions/functions/messages';
import { defaultSubmissionLimits } from '@stallions/shared-config/actions';
import { submissionCollections, type DonationStatus } from '@stallions/submissions';
import { fromInvocation, localSubmissionLimits } from '@stallions/site-registry';
import { localMessageConfig } from './firestore/messages';
import { defaultDataDir, SubmissionStore } from './firestore/store';
import { changeDonationStatus } from './submissions/donation-status';
import { localFormSecret } from './submissions/form-secret';

interface Output {
  write(chunk: string): unknown;
  once?(event: 'drain', listener: () => void): unknown;
}

export interface SubmissionsCommandOptions {
  /** The data directory of local-cloud; default DATA_DIR, else .data/ at the repository root. */
  dataDir?: string;
  stdout?: Output;
  stderr?: Output;
  /** Where a status change's messages go (default localMessageConfig(), i.e. from the environment). */
  messages?: MessageConfig;
  /** The clock of a status change (the receipt's date completed) and of the limit. */
  now?: () => Date;
  /** The per-recipient limit (default SUBMISSION_LIMITS' or the defaults: what the local forms use). */
  perRecipient?: RecipientLimit['perRecipient'];
}

export const submissionsUsage = [
  'usage: submissions export <collection>',
  '       submissions outbox [--html <dir>]',
  '       submissions complete <reference>',
  '       submissions cancel <reference>',
  '',
  '  export: prints every stored document of <collection>, one JSON document per line.',
  `  Collections: ${submissionCollections.join(', ')}`,
  '  outbox: prints every queued message, one JSON object per line (id, to, subject, text, html,',
  '  language, reference, kind); with --html, writes each as <dir>/<id>.html and prints the paths.',
  "  complete: the club has the donation's gift: queues the donor's receipt and any tribute message, once.",
  "  cancel: the gift will not come: queues the donor's note. Both refuse an unknown reference, a second",
  '  completion and a cancelled gift (exit code 1). A message whose mailbox has had its limit of messages',
  '  from the site is held back; the same command, run again once the mailbox has room, sends it.',
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

const statusCommands: Record<string, DonationStatus> = { complete: 'completed', cancel: 'cancelled' };

/**
 * `complete|cancel <reference>`: 0 done (some messages perhaps held back: a line each on stderr), 1 refused or
 * nothing of what was held back could go yet (one line on stderr).
 */
async function changeStatus(
  store: SubmissionStore,
  command: string,
  reference: string,
  {
    stdout,
    stderr,
    messages,
    limit,
    now,
  }: { stdout: Output; stderr: Output; messages: MessageConfig; limit: RecipientLimit; now?: () => Date },
): Promise<number> {
  const outcome = await changeDonationStatus(store, reference, statusCommands[command]!, { messages, limit, now });
  if (outcome.kind === 'unknown') {
    await write(stderr, `refused: no donation has the reference ${reference.slice(0, 40)}\n`);
    return 1;
  }
  if (outcome.kind === 'refused') {
    await write(stderr, `refused: ${reference} is ${outcome.reason}\n`);
    return 1;
  }
  const heldLines = outcome.held.map((held) => `${reference}: ${describeHeld(held, limit)}\n`);
  const sent = new Set([...outcome.created, ...outcome.existing]);
  const queued = outcome.mails.filter((mail) => sent.has(mail.id)).map((mail) => mail.kind);
  if (outcome.kind === 'held') {
    if (queued.length === 0) {
      await write(stderr, `refused: ${reference} is ${outcome.status}; nothing held back can go yet\n`);
      for (const line of heldLines) await write(stderr, line);
      return 1;
    }
    await write(stdout, `${reference}: ${outcome.status}; queued what was held back: ${queued.join(', ')}\n`);
  } else {
    await write(
      stdout,
      `${reference}: ${outcome.from} → ${outcome.to}; queued: ${queued.join(', ') || 'no message'}\n`,
    );
  }
  for (const { kind, reason } of outcome.skipped) await write(stderr, `${reference}: ${kind} skipped: ${reason}\n`);
  for (const line of heldLines) await write(stderr, line);
  return 0;
}

/** Runs `submissions <args>`; resolves with the exit code (0 done, 1 refused, 2 usage error). */
export async function runSubmissionsCommand(
  args: string[],
  {
    dataDir = defaultDataDir(),
    stdout = process.stdout,
    stderr = process.stderr,
    messages = localMessageConfig(),
    now,
    perRecipient,
  }: SubmissionsCommandOptions = {},
): Promise<number> {
  const [command, collection, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    await write(stdout, submissionsUsage);
    return 0;
  }
  if (command !== undefined && command in statusCommands) {
    const reference = collection;
    if (reference === undefined || rest.length > 0) {
      await write(stderr, `${command}: one reference is needed\n${submissionsUsage}`);
      return 2;
    }
    // The forms' own limit and keys: the same windows the render server counts the public forms' messages in.
    const limit: RecipientLimit = {
      secret: localFormSecret(dataDir),
      perRecipient: perRecipient ?? localSubmissionLimits()?.perRecipient ?? defaultSubmissionLimits.perRecipient,
    };
    const store = await SubmissionStore.open(dataDir);
    try {
      return await changeStatus(store, command, reference, { stdout, stderr, messages, limit, now });
    } finally {
      await store.close();
    }
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
