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
// `--help` (or `help`) prints the usage; a wrong argument is one line on stderr and exit code 2 (site-registry's
// command-line.ts, as every command of the repository).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeHeld, type MessageConfig, type RecipientLimit } from '@stallions/functions/messages';
import { defaultSubmissionLimits } from '@stallions/shared-config/actions';
import { submissionCollections, type DonationStatus, type SubmissionCollection } from '@stallions/submissions';
import {
  fromInvocation,
  localSubmissionLimits,
  noPositionals,
  parseOptions,
  readCommandLine,
  UsageError,
  type Command,
} from '@stallions/site-registry';
import { localMessageConfig } from './submissions/outbox';
import { defaultDataDir, LocalDatabase } from './database/local-database';
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
  'usage: npm run -s submissions -- export <collection>',
  '       npm run -s submissions -- outbox [--html <dir>]',
  '       npm run -s submissions -- complete <reference>',
  '       npm run -s submissions -- cancel <reference>',
  '',
  '  export: prints every stored document of <collection>, one JSON document per line.',
  `  Collections: ${submissionCollections.join(', ')}`,
  '  outbox: prints every queued message, one JSON object per line (id, to, subject, text, html,',
  '  language, reference, kind); with --html, writes each as <dir>/<id>.html and prints the paths.',
  "  complete: the club has the donation's gift: queues the donor's receipt and any tribute message, once.",
  "  cancel: the gift will not come: queues the donor's note. Both refuse an unknown reference, a second",
  '  completion and a cancelled gift. A message whose mailbox has had its limit of messages from the site',
  '  is held back; the same command, run again once the mailbox has room, sends it.',
  '  Data directory: $DATA_DIR, else .data/ at the repository root.',
  'Exit code: 0 done, 1 the command failed (complete or cancel refused, nothing held back could go yet, the',
  'store could not be read), 2 a wrong argument (one line on stderr, nothing on stdout).',
  '',
].join('\n');

const statusCommands: Record<string, DonationStatus> = { complete: 'completed', cancel: 'cancelled' };

export type SubmissionsArgs =
  | { command: 'export'; collection: SubmissionCollection }
  | { command: 'outbox'; html?: string }
  | { command: 'complete'; reference: string }
  | { command: 'cancel'; reference: string };

/** The command and its arguments, checked before the store is opened. */
export function submissionsArguments(argv: readonly string[]): SubmissionsArgs {
  const { values, positionals } = parseOptions(argv, { html: { type: 'string' } });
  const [command, word, ...rest] = positionals;
  if (command !== 'outbox' && values.html !== undefined) throw new UsageError('--html goes with outbox');
  if (command === 'outbox') {
    noPositionals(positionals.slice(1));
    return { command, html: values.html };
  }
  if (command === 'export') {
    const collections = submissionCollections.join(', ');
    if (word === undefined) throw new UsageError(`export: which collection? ${collections}`);
    if (!(submissionCollections as readonly string[]).includes(word))
      throw new UsageError(`unknown collection "${word}": ${collections}`);
    noPositionals(rest);
    return { command, collection: word as SubmissionCollection };
  }
  if (command === 'complete' || command === 'cancel') {
    if (word === undefined) throw new UsageError(`${command}: one reference is needed`);
    noPositionals(rest);
    return { command, reference: word };
  }
  const commands = 'export, outbox, complete or cancel';
  throw new UsageError(
    command === undefined ? `which command? ${commands}` : `unknown command "${command}": ${commands}`,
  );
}

export const submissionsCommand: Command<SubmissionsArgs> = {
  name: 'submissions',
  usage: submissionsUsage,
  parse: submissionsArguments,
};

/** A file name from a message id (submission ids may hold characters a file system dislikes). */
const fileNameOf = (id: string) => `${id.replace(/[^A-Za-z0-9._-]/g, '_')}.html`;

async function outbox(store: LocalDatabase, htmlDir: string | undefined, stdout: Output) {
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

/**
 * `complete|cancel <reference>`: 0 done (some messages perhaps held back: a line each on stderr), 1 refused or
 * nothing of what was held back could go yet (one line on stderr).
 */
async function changeStatus(
  store: LocalDatabase,
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

/** Runs `submissions <args>`; resolves with the exit code (0 done, 1 refused, 2 a wrong argument). */
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
  const read = readCommandLine(submissionsCommand, args[0] === 'help' ? ['--help'] : args, { stdout, stderr });
  if ('exitCode' in read) return read.exitCode;
  const { args: parsed } = read;
  if (parsed.command === 'complete' || parsed.command === 'cancel') {
    // The forms' own limit and keys: the same windows the render server counts the public forms' messages in.
    const limit: RecipientLimit = {
      secret: localFormSecret(dataDir),
      perRecipient: perRecipient ?? localSubmissionLimits()?.perRecipient ?? defaultSubmissionLimits.perRecipient,
    };
    const store = await LocalDatabase.open(dataDir);
    try {
      return await changeStatus(store, parsed.command, parsed.reference, { stdout, stderr, messages, limit, now });
    } finally {
      await store.close();
    }
  }
  if (parsed.command === 'outbox') {
    const store = await LocalDatabase.open(dataDir);
    try {
      await outbox(store, parsed.html, stdout);
    } finally {
      await store.close();
    }
    return 0;
  }
  const store = await LocalDatabase.open(dataDir);
  try {
    for (const { id, data } of await store.list(parsed.collection)) {
      await write(stdout, `${JSON.stringify({ id, ...data })}\n`);
    }
  } finally {
    await store.close();
  }
  return 0;
}
