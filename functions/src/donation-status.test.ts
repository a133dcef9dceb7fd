// A donation's status in Firestore: the update trigger (after a console edit or the staff's admin command) and the
// admin command itself, against the submissions' in-memory stand-in for firebase-admin (told to fail a commit for
// the trigger's retry).
import { donationCollection, documentPatterns } from '@stallions/submissions';
import { fakeFirestore, type FakeFirestore } from '@stallions/submissions/testing/firestore';
import { recipientLimitKey } from '@stallions/submissions/recipient-address';
import { applyDonationStatus, mailCollection, setDonationStatus } from './donation-status';
import { donationStatusMessages, handleDonationUpdated, productionPerRecipient } from './index';
import type { MessageKind } from './messages/build';
import { config, donationSubmission, submittedAt } from './messages/test-fixtures';
import { runDonationCommand } from './staff-command';
import { expectRetriedTrigger } from './trigger-testing';

/** The paths of the messages written to `mail`. */
const mails = (firestore: FakeFirestore) =>
  [...firestore.documents.keys()].filter((path) => path.startsWith(`${mailCollection}/`));

const reference = 'SC-9PWR-H3EA';
const path = `${donationCollection}/${reference}`;
const editedAt = '2025-04-15T09:00:00.000Z';
/** The id of the donation's message of `kind` (collection, submission, kind), and its path in `mail`. */
const mailId = (kind: MessageKind) => `donationFormSubmissions-${reference}-${kind}`;
const mailPath = (kind: MessageKind) => `mail/${mailId(kind)}`;

/** A stored donation as the render server stores it: status received, the timestamp a Firestore Timestamp. */
function stored(firestore: FakeFirestore, overrides: Record<string, unknown> = {}) {
  const { data } = donationSubmission(overrides as never, reference);
  firestore.documents.set(path, { ...data, status: 'received', timestamp: { toDate: () => submittedAt } });
}

/** What the console does: sets the status field (and nothing else). */
const consoleEdit = (firestore: FakeFirestore, status: unknown) =>
  void firestore.documents.set(path, { ...firestore.documents.get(path), status });

/** The update event of the document as it is now. */
function updatedEvent(firestore: FakeFirestore) {
  const after = { ...firestore.documents.get(path) };
  return {
    data: { before: {}, after: { exists: true, id: reference, data: () => after } },
    time: editedAt,
    params: { submissionId: reference },
  } as never;
}

const lines: string[] = [];
const collect = (line: string) => void lines.push(line);
const log = { info: collect, warn: collect, error: collect };
beforeEach(() => (lines.length = 0));

/** The per-recipient limit (the defaults: 3 messages in 24 hours) and its clock. */
const limit = { secret: 'test-secret', perRecipient: { count: 3, windowHours: 24 } };
const day = 24 * 3_600_000;
let clock = new Date(editedAt);
beforeEach(() => (clock = new Date(editedAt)));

const trigger = (firestore: FakeFirestore) =>
  handleDonationUpdated({ db: () => firestore.db, config: () => config, limit: () => limit, log, now: () => clock });

/** A mailbox's window as the forms left it: `count` messages counted at `at`. */
const window = (firestore: FakeFirestore, address: string, count: number, at = clock) =>
  void firestore.documents.set(`limits/${recipientLimitKey(limit.secret, address)}`, {
    windowStart: at,
    count,
    expiresAt: new Date(at.getTime() + day),
  });
const countOf = (firestore: FakeFirestore, address: string) =>
  firestore.documents.get(`limits/${recipientLimitKey(limit.secret, address)}`)?.count;

/** A stored donation (`overrides`) with `count` messages to `address` counted today, completed in the console. */
async function completedAfter(overrides: Record<string, unknown>, address: string, count: number) {
  const firestore = fakeFirestore();
  stored(firestore, overrides);
  window(firestore, address, count);
  consoleEdit(firestore, 'completed');
  await trigger(firestore)(updatedEvent(firestore));
  return firestore;
}

describe('the update trigger', () => {
  it('on completion queues the receipt and the tribute message once, however often the event comes', async () => {
    const firestore = fakeFirestore();
    stored(firestore, { notificationType: 'email' });
    consoleEdit(firestore, 'completed');
    const event = updatedEvent(firestore);
    await trigger(firestore)(event);
    await trigger(firestore)(event); // retried
    await Promise.all([trigger(firestore)(event), trigger(firestore)(event)]); // delivered twice at once
    expect(mails(firestore)).toEqual([mailPath('donationReceipt'), mailPath('tributeEmail')]);
    expect(firestore.documents.get(path)).toMatchObject({
      status: 'completed',
      messagesSentFor: 'completed',
      messagesSentAt: new Date(editedAt),
    });
    const receipt = firestore.documents.get(mailPath('donationReceipt'))!;
    expect(receipt).toMatchObject({ to: 'sam@example.org', kind: 'donationReceipt', reference });
    expect((receipt.message as { text: string }).text).toContain('Date completed: April 15, 2025\n');
    expect(lines).toEqual([
      `status: ${path}: received → completed: 2 queued, 0 already queued, 0 skipped, 0 held back`,
    ]);
    // Each counted once against its mailbox.
    expect([countOf(firestore, 'sam@example.org'), countOf(firestore, 'family@example.org')]).toEqual([1, 1]);
    // The event of the trigger's own write finds nothing to do.
    await trigger(firestore)(updatedEvent(firestore));
    expect(mails(firestore)).toHaveLength(2);
  });

  it('sends nothing when its transaction failed, and everything once on the retry', async () => {
    const firestore = fakeFirestore();
    stored(firestore, { notificationType: 'print' });
    consoleEdit(firestore, 'completed');
    const event = updatedEvent(firestore);
    firestore.failNextCommit();
    await expect(trigger(firestore)(event)).rejects.toThrow('UNAVAILABLE');
    expect(mails(firestore)).toEqual([]);
    expect(firestore.documents.get(path)).not.toHaveProperty('messagesSentFor');
    await trigger(firestore)(event);
    await trigger(firestore)(event);
    expect(mails(firestore)).toEqual([mailPath('donationReceipt'), mailPath('tributeCard')]);
  });

  it("on cancellation sends the donor's note only", async () => {
    const firestore = fakeFirestore();
    stored(firestore, { notificationType: 'email' });
    consoleEdit(firestore, 'cancelled');
    await trigger(firestore)(updatedEvent(firestore));
    await trigger(firestore)(updatedEvent(firestore));
    expect(mails(firestore)).toEqual([mailPath('donorCancellation')]);
    expect(firestore.documents.get(path)).toMatchObject({ status: 'cancelled', messagesSentFor: 'cancelled' });
  });

  it('puts back a status the table refuses (a completed gift cancelled, a typo) and sends nothing', async () => {
    const firestore = fakeFirestore();
    stored(firestore);
    consoleEdit(firestore, 'complete');
    await trigger(firestore)(updatedEvent(firestore));
    expect(firestore.documents.get(path)).toMatchObject({ status: 'received' });
    expect(lines).toEqual([
      `status: ${path}: complete refused ("complete" is not a donation status (received, completed, cancelled)); the status is received again`,
    ]);
    consoleEdit(firestore, 'completed');
    await trigger(firestore)(updatedEvent(firestore));
    consoleEdit(firestore, 'cancelled');
    await trigger(firestore)(updatedEvent(firestore));
    expect(firestore.documents.get(path)).toMatchObject({ status: 'completed', messagesSentFor: 'completed' });
    expect(lines.at(-1)).toBe(
      `status: ${path}: cancelled refused (already completed: it cannot be cancelled); the status is completed again`,
    );
    expect(mails(firestore)).toEqual([mailPath('donationReceipt'), mailPath('tributeEmail')]);
  });

  it('leaves a message already in `mail` as it is (one queued by an earlier version)', async () => {
    const firestore = fakeFirestore();
    stored(firestore, { notificationType: 'email' });
    firestore.documents.set(mailPath('tributeEmail'), { old: true });
    consoleEdit(firestore, 'completed');
    const outcome = await applyDonationStatus(firestore.db, reference, { at: new Date(editedAt), config, limit });
    expect(outcome).toMatchObject({
      kind: 'changed',
      created: [mailId('donationReceipt')],
      existing: [mailId('tributeEmail')],
    });
    expect(firestore.documents.get(mailPath('tributeEmail'))).toEqual({ old: true });
  });

  it('counts the receipt and the tribute against their mailboxes; holds back what a full mailbox cannot take', async () => {
    // A donor who named themself as the recipient, spelt another way; two of their acknowledgements counted today.
    const firestore = await completedAfter(
      { notificationType: 'email', recipientEmail: 'Sam+Gift@Example.org' },
      'sam@example.org',
      2,
    );
    // The receipt takes the mailbox's third message; the tribute, a fourth, is held back. The gift is completed.
    expect(mails(firestore)).toEqual([mailPath('donationReceipt')]);
    expect(firestore.documents.get(path)).toMatchObject({
      status: 'completed',
      messagesSentFor: 'completed',
      messagesHeld: ['tributeEmail'],
    });
    expect(countOf(firestore, 'sam@example.org')).toBe(3);
    const until = new Date(clock.getTime() + day).toISOString();
    expect(lines).toEqual([
      `messages: ${path}: tributeEmail held back: its mailbox has had 3 messages from the site in 24 h; it can go after ${until}`,
      `status: ${path}: received → completed: 1 queued, 0 already queued, 0 skipped, 1 held back`,
    ]);
    // The trigger's own write, and the event again: the mailbox is still full, nothing is written.
    const before = new Map(firestore.documents);
    await trigger(firestore)(updatedEvent(firestore));
    await trigger(firestore)(updatedEvent(firestore));
    expect(firestore.documents).toEqual(before);
  });

  it('sends a held message once, when the staff ask again and its mailbox has room', async () => {
    const firestore = await completedAfter({ notificationType: 'email' }, 'family@example.org', 3);
    expect(firestore.documents.get(path)).toMatchObject({ messagesHeld: ['tributeEmail'] });
    // The admin command, the same day: it asks the trigger again; the mailbox is still full.
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await setDonationStatus(firestore.db, reference, 'completed', () => clock)).toEqual({
      kind: 'retry',
      status: 'completed',
      held: ['tributeEmail'],
    });
    await trigger(firestore)(updatedEvent(firestore));
    expect(mails(firestore)).toEqual([mailPath('donationReceipt')]);
    // A day later the window has passed: the tribute goes, counted in a new window, and is no longer held.
    clock = new Date(clock.getTime() + day);
    await setDonationStatus(firestore.db, reference, 'completed', () => clock);
    lines.length = 0;
    await trigger(firestore)(updatedEvent(firestore));
    await trigger(firestore)(updatedEvent(firestore));
    await Promise.all([trigger(firestore)(updatedEvent(firestore)), trigger(firestore)(updatedEvent(firestore))]);
    expect(mails(firestore)).toEqual([mailPath('donationReceipt'), mailPath('tributeEmail')]);
    expect(firestore.documents.get(path)).toMatchObject({ status: 'completed', messagesHeld: [] });
    expect(countOf(firestore, 'family@example.org')).toBe(1);
    expect(lines).toEqual([`status: ${path}: completed: 1 held back before queued, 0 still held back`]);
    // Nothing held any more: the command refuses a second completion again.
    expect(await setDonationStatus(firestore.db, reference, 'completed')).toMatchObject({ kind: 'refused' });
  });

  it("never counts the club's own messages: the print staff's card goes whatever the donor's mailbox holds", async () => {
    const firestore = await completedAfter({ notificationType: 'print' }, 'sam@example.org', 3);
    expect(mails(firestore)).toEqual([mailPath('tributeCard')]);
    expect(firestore.documents.get(path)).toMatchObject({ messagesHeld: ['donationReceipt'] });
    expect(countOf(firestore, 'print@stallions.example')).toBeUndefined();
  });

  it('is a 2nd gen trigger on the update of a donation, retried on failure', () => {
    const endpoint = expectRetriedTrigger(donationStatusMessages, 'updated', donationCollection);
    // The forms' secret, for the limit's keys.
    expect(endpoint.secretEnvironmentVariables).toEqual([expect.objectContaining({ key: 'FORM_SECRET' })]);
  });

  it("counts with the render server's per-recipient limit: production.config.json's, else the default", () => {
    expect(productionPerRecipient()).toEqual({ count: 3, windowHours: 24 });
    expect(
      productionPerRecipient({ submissions: { limits: { perRecipient: { count: 5, windowHours: 12 } } } }),
    ).toEqual({ count: 5, windowHours: 12 });
  });
});

describe("the staff's admin command", () => {
  const run = async (firestore: FakeFirestore, ...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const projects: string[] = [];
    const code = await runDonationCommand(args, {
      db: (project) => (projects.push(project), firestore.db),
      stdout: { write: (chunk: string) => out.push(chunk) },
      stderr: { write: (chunk: string) => err.push(chunk) },
    });
    return { code, out: out.join(''), err: err.join(''), projects };
  };

  it('sets the status the table allows; the trigger sends its messages; a second completion is refused', async () => {
    const firestore = fakeFirestore();
    stored(firestore, { notificationType: 'email' });
    const done = await run(firestore, 'complete', reference, '--project', 'stallions-club');
    expect(done).toEqual({
      code: 0,
      out:
        `${reference}: received → completed; the Cloud Function sends the donor's receipt and any tribute message ` +
        '(a message whose mailbox has had its limit is held back: the same command later sends it)\n',
      err: '',
      projects: ['stallions-club'],
    });
    // The command wrote the status only; the update trigger sends.
    expect(mails(firestore)).toEqual([]);
    expect(firestore.documents.get(path)).toMatchObject({ status: 'completed' });
    await trigger(firestore)(updatedEvent(firestore));
    expect(mails(firestore)).toHaveLength(2);

    const again = await run(firestore, 'complete', reference, '--project', 'stallions-club');
    expect(again).toMatchObject({ code: 1, out: '', err: `refused: ${reference} is already completed\n` });
    const cancel = await run(firestore, 'cancel', reference, '--project', 'stallions-club');
    expect(cancel).toMatchObject({
      code: 1,
      err: `refused: ${reference} is already completed: it cannot be cancelled\n`,
    });
    expect(firestore.documents.get(path)).toMatchObject({ status: 'completed', messagesSentFor: 'completed' });
  });

  it('run again while messages are held back: asks the trigger to try them again', async () => {
    const firestore = fakeFirestore();
    stored(firestore, { notificationType: 'email' });
    window(firestore, 'family@example.org', 3);
    expect((await run(firestore, 'complete', reference, '--project', 'p')).code).toBe(0);
    await trigger(firestore)(updatedEvent(firestore));
    expect(firestore.documents.get(path)).toMatchObject({ messagesHeld: ['tributeEmail'] });
    const again = await run(firestore, 'complete', reference, '--project', 'p');
    expect(again).toMatchObject({
      code: 0,
      out:
        `${reference}: completed; the Cloud Function sends what the limit held back (tributeEmail) if its mailbox ` +
        "has room now (its log says; the donation's messagesHeld keeps what is still held)\n",
    });
    expect(firestore.documents.get(path)).toHaveProperty('messagesRetryAt');
    // Another move is still refused, held messages or not.
    expect(await run(firestore, 'cancel', reference, '--project', 'p')).toMatchObject({ code: 1 });
  });

  it('refuses to complete a cancelled gift, and a second one before the trigger has run', async () => {
    const firestore = fakeFirestore();
    stored(firestore);
    expect((await run(firestore, 'cancel', reference, '--project', 'p')).code).toBe(0);
    expect(await run(firestore, 'complete', reference, '--project', 'p')).toMatchObject({
      code: 1,
      err: `refused: ${reference} is cancelled: it cannot be completed\n`,
    });
    expect(firestore.documents.get(path)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses an unknown reference, and answers a wrong argument with usage and code 2', async () => {
    const firestore = fakeFirestore();
    expect(await run(firestore, 'complete', 'SC-2222-2222', '--project', 'p')).toMatchObject({
      code: 1,
      err: 'refused: no donation has the reference SC-2222-2222\n',
    });
    // Not a reference at all: never read.
    const odd = await run(firestore, 'complete', '../joinFormSubmissions/x', '--project', 'p');
    expect(odd).toMatchObject({ code: 1, projects: [] });
    expect(new RegExp(documentPatterns.reference).test('../joinFormSubmissions/x')).toBe(false);
    for (const args of [[], ['finish', reference, '--project', 'p'], ['complete', reference], ['complete']]) {
      const wrong = await run(firestore, ...args);
      expect(wrong.code).toBe(2);
      expect(wrong.err).toMatch(/\nusage: donation complete <reference> --project <project id>\n/);
      expect(wrong.projects).toEqual([]);
    }
    expect((await run(firestore, '--help')).code).toBe(0);
  });

  it('writes through setDonationStatus, which checks the table in its transaction', async () => {
    const firestore = fakeFirestore();
    stored(firestore);
    expect(await setDonationStatus(firestore.db, reference, 'completed')).toEqual({
      kind: 'set',
      from: 'received',
      to: 'completed',
    });
    expect(await setDonationStatus(firestore.db, reference, 'completed')).toEqual({
      kind: 'refused',
      from: 'completed',
      reason: 'already completed',
    });
  });
});
