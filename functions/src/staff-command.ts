// The staff's admin command for a donation in production:
//   npm run -s -w @stallions/functions donation -- complete <reference> --project <project id>
//   npm run -s -w @stallions/functions donation -- cancel <reference> --project <project id>
// It uses firebase-admin with the staff member's own credentials (Application Default Credentials:
// `gcloud auth application-default login`; the account needs Firestore write access in the project), checks
// the move against the one table (@stallions/submissions/donation-status) and writes the donation's `status`
// in one transaction; the update trigger (donationStatusMessages) then sends the move's messages, as after an
// edit in the Firebase console. It refuses an unknown reference, a second completion, a cancelled gift. Run
// again for a donation whose messages the per-recipient limit held back, it asks the trigger to try those again.
import type { Firestore } from 'firebase-admin/firestore';
import { documentPatterns, type DonationStatus } from '@stallions/submissions';
import { setDonationStatus } from './donation-status';

interface Output {
  write(chunk: string): unknown;
}

const donationCommandUsage = [
  'usage: donation complete <reference> --project <project id>',
  '       donation cancel <reference> --project <project id>',
  '',
  "  Sets a donation's status in Firestore with your own credentials (gcloud auth application-default login);",
  "  the Cloud Function then sends the donor's receipt and any tribute message (complete) or the donor's note",
  '  (cancel). Refuses an unknown reference, a second completion and a cancelled gift.',
  '  A message whose mailbox has had its limit of messages from the site is held back; the same command',
  '  again, later, sends it.',
  '  Exit codes: 0 done, 1 refused, 2 usage.',
  '',
].join('\n');

const commands: Record<string, DonationStatus> = { complete: 'completed', cancel: 'cancelled' };

interface DonationCommand {
  to: DonationStatus;
  reference: string;
  project: string;
}

/** The command's arguments, or the line that says what is wrong with them. */
function parseDonationCommand(args: string[]): DonationCommand | { problem: string } | 'help' {
  if (args.length === 0) return { problem: 'no command' };
  if (args.some((arg) => arg === '--help' || arg === '-h' || arg === 'help')) return 'help';
  const [command, reference, ...rest] = args;
  const to = commands[command!];
  if (!to) return { problem: `unknown command "${String(command).slice(0, 40)}"` };
  if (reference === undefined || reference.startsWith('--')) return { problem: `${command}: a reference is needed` };
  if (rest.length !== 2 || rest[0] !== '--project' || !rest[1]) {
    return { problem: `${command}: --project <project id> is needed, and nothing else` };
  }
  return { to, reference, project: rest[1] };
}

/** Runs the command on `db()` (made only once the arguments are good); resolves with the exit code. */
export async function runDonationCommand(
  args: string[],
  { db, stdout, stderr }: { db: (project: string) => Firestore; stdout: Output; stderr: Output },
): Promise<number> {
  const parsed = parseDonationCommand(args);
  if (parsed === 'help') {
    stdout.write(donationCommandUsage);
    return 0;
  }
  if ('problem' in parsed) {
    stderr.write(`${parsed.problem}\n${donationCommandUsage}`);
    return 2;
  }
  const { to, reference, project } = parsed;
  // A reference is SC-XXXX-XXXX; anything else is no donation's (and never reaches Firestore as an id).
  const outcome = new RegExp(documentPatterns.reference).test(reference)
    ? await setDonationStatus(db(project), reference, to)
    : ({ kind: 'unknown' } as const);
  if (outcome.kind === 'unknown') {
    stderr.write(`refused: no donation has the reference ${reference.slice(0, 40)}\n`);
    return 1;
  }
  if (outcome.kind === 'refused') {
    stderr.write(`refused: ${reference} is ${outcome.reason}\n`);
    return 1;
  }
  if (outcome.kind === 'retry') {
    stdout.write(
      `${reference}: ${outcome.status}; the Cloud Function sends what the limit held back ` +
        `(${outcome.held.join(', ')}) if its mailbox has room now (its log says; the donation's messagesHeld ` +
        `keeps what is still held)\n`,
    );
    return 0;
  }
  stdout.write(
    `${reference}: ${outcome.from} → ${outcome.to}; the Cloud Function sends ` +
      `${to === 'completed' ? "the donor's receipt and any tribute message" : "the donor's note"}` +
      ` (a message whose mailbox has had its limit is held back: the same command later sends it)\n`,
  );
  return 0;
}
