// Every message counts against its mailbox, on local-cloud's store: the forms' take and create (as the donation
// and join actions use them: one hit per message a stored submission queues, on the mailbox recipient-address
// makes of its address; get-involved-mfe's actions.test.ts tests the action itself against the contract), then
// the staff's `complete`, which counts the receipt and the tribute in the same windows and holds back what a
// full mailbox cannot take. What reaches the outbox is what a mailbox would receive.
import { defaultSubmissionLimits, type LimitHit } from '@stallions/shared-config/actions';
import { donationCollection, joinCollection, type DonationDocument } from '@stallions/submissions';
import { normaliseRecipientAddress, recipientLimitKey, recipientRule } from '@stallions/submissions/recipient-address';
import { LocalDatabase } from '../database/local-database';
import { openTemporaryStore, removeTemporaryStore } from '../database/test-helpers';
import { donationToStore, joinToStore, messages } from './test-fixtures';
import { runSubmissionsCommand } from '../submissions-cli';
import { changeDonationStatus } from './donation-status';
import { localFormSecret } from './form-secret';
import { localSubmissions } from './local-submissions';

jest.setTimeout(60_000);

const hour = 3_600_000;
const { perRecipient } = defaultSubmissionLimits;

let dataDir: string;
let store: LocalDatabase;
let secret: string;
let clock: number;
const now = () => new Date(clock);

beforeEach(async () => {
  ({ dataDir, store } = await openTemporaryStore('recipient-limit-'));
  secret = localFormSecret(dataDir);
  clock = Date.UTC(2026, 5, 1, 9, 0);
});

afterEach(() => removeTemporaryStore(dataDir, store));

let sequence = 0;

/**
 * A submission as the forms' action makes it: one hit per message storing it queues to a typed address (the
 * applicant's confirmation, the donor's acknowledgement), each on its mailbox's key; all or nothing; then stored.
 */
async function submit(collection: string, document: Record<string, unknown>, messagesTo: string[]) {
  const { store: submissions, limiter } = localSubmissions(store, { messages, now });
  const hits: LimitHit[] = messagesTo.map((address) => ({
    key: recipientLimitKey(secret, address),
    ...recipientRule(perRecipient),
  }));
  const taken = await limiter.take(hits, now());
  if (!taken.ok) return { stored: false as const, full: taken.full };
  const key = `submission${String(++sequence).padStart(4, '0')}`;
  const { reference } = await submissions.create({ collection: collection as never, key, document });
  return { stored: true as const, reference };
}

const donate = (overrides: Partial<DonationDocument>) =>
  submit(donationCollection, donationToStore(overrides), [overrides.personalInfo!.email]);

const donor = (email: string): Partial<DonationDocument> => ({
  personalInfo: { firstName: 'Layla', lastName: 'Haddad', phone: '+961 3 123 456', email },
});

/** The staff's `complete` on this store, at the clock's time, with the forms' limit and secret. */
const complete = (reference: string) =>
  changeDonationStatus(store, reference, 'completed', { messages, limit: { secret, perRecipient }, now });

/** The messages queued to one mailbox, however their addresses are spelt. */
async function mailbox(address: string) {
  const box = normaliseRecipientAddress(address);
  return (await store.listOutbox()).filter((message) => normaliseRecipientAddress(message.to) === box);
}

describe('the per-recipient limit on the local store', () => {
  it('a donor who is also the recipient: the fourth donation refused, and at most 3 messages a day', async () => {
    const spellings = ['layla@x.org', 'Layla@X.org', 'layla+gift@x.org', 'LAYLA+4@x.org'];
    const answers = [];
    for (const [n, email] of spellings.entries()) {
      const self = { ...donor(email), recipientEmail: spellings[(n + 2) % 4]!, notificationType: 'email' as const };
      answers.push(await donate({ ...self, donationAmount: `${15 + n}$` }));
    }
    expect(answers.map((answer) => answer.stored)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ stored: false, full: [recipientLimitKey(secret, 'layla@x.org')] });
    expect(
      (await store.list(donationCollection)).filter(
        (doc) => normaliseRecipientAddress(String(doc.data.recipientEmail)) === 'layla@x.org',
      ),
    ).toHaveLength(3);
    expect((await mailbox('layla@x.org')).map((message) => message.kind)).toEqual(
      Array(3).fill('donorAcknowledgement'),
    );

    // The club completes the three the same day: each is completed, but the mailbox has had its three messages:
    // the receipts and the tributes are held back, nothing more reaches it.
    const references = answers.flatMap((answer) => (answer.stored ? [answer.reference] : []));
    clock += hour;
    for (const reference of references) {
      expect(await complete(reference)).toMatchObject({
        kind: 'changed',
        to: 'completed',
        created: [],
        held: [
          { kind: 'donationReceipt', until: new Date(clock - hour + 24 * hour) },
          { kind: 'tributeEmail', until: new Date(clock - hour + 24 * hour) },
        ],
      });
    }
    expect(await mailbox('layla@x.org')).toHaveLength(3);
    const completed = (await store.list(donationCollection)).map((doc) => doc.data);
    expect(completed.every((data) => data.status === 'completed')).toBe(true);
    expect(completed[0]).toMatchObject({
      messagesSentFor: 'completed',
      messagesHeld: ['donationReceipt', 'tributeEmail'],
    });

    // A day later the window has passed: asked again, the held messages go, three to the new window, once.
    clock += 24 * hour;
    const again = [];
    for (const reference of references) again.push(await complete(reference));
    expect(again.map((outcome) => (outcome.kind === 'held' ? outcome.created.length : outcome.kind))).toEqual([
      2, 1, 0,
    ]);
    expect((await mailbox('layla@x.org')).slice(3).map((message) => message.kind)).toEqual([
      'donationReceipt',
      'tributeEmail',
      'donationReceipt',
    ]);
    expect((await store.list(donationCollection))[1]!.data).toMatchObject({ messagesHeld: ['tributeEmail'] });
    // Asked again at once: nothing more goes, nothing twice.
    for (const reference of references) await complete(reference);
    expect(await mailbox('layla@x.org')).toHaveLength(6);
  });

  it('takes name+1@x.org … name+5@x.org for one mailbox: the fourth application is refused', async () => {
    const answers = [];
    for (let n = 1; n <= 5; n++) {
      const email = `name+${n}@x.org`;
      answers.push(await submit(joinCollection, joinToStore({ email, firstName: `Name${'e'.repeat(n)}` }), [email]));
    }
    expect(answers.map((answer) => answer.stored)).toEqual([true, true, true, false, false]);
    expect(await store.list(joinCollection)).toHaveLength(3);
    expect((await mailbox('name@x.org')).map((message) => message.to)).toEqual([
      'name+1@x.org',
      'name+2@x.org',
      'name+3@x.org',
    ]);
  });

  it('takes Name@X.org and name@x.org for one mailbox, at submission and at completion', async () => {
    const first = await donate({ ...donor('Name@X.org'), notifyRecipient: false, recipientEmail: '' });
    expect(first.stored).toBe(true);
    await submit(joinCollection, joinToStore({ email: 'name@x.org' }), ['name@x.org']);
    // Two messages so far (the acknowledgement, the confirmation): the receipt to Name@X.org is the third.
    expect(await complete(first.stored ? first.reference : '')).toMatchObject({ kind: 'changed', held: [] });
    expect((await mailbox('NAME@x.org')).map((message) => message.kind)).toEqual([
      'donorAcknowledgement',
      'applicantConfirmation',
      'donationReceipt',
    ]);
    expect(
      await submit(joinCollection, joinToStore({ email: 'name@X.ORG', firstName: 'Other' }), ['name@X.ORG']),
    ).toEqual({
      stored: false,
      full: [recipientLimitKey(secret, 'name@x.org')],
    });
  });

  it("says what it held back, and sends it when run again once there is room (the staff's command)", async () => {
    // The recipient's mailbox has had three messages today (three applications with that address).
    for (const firstName of ['Samir', 'Samira', 'Sami'])
      await submit(joinCollection, joinToStore({ email: 'samir@x.org', firstName }), ['samir@x.org']);
    const gift = await donate({ ...donor('layla@x.org'), notificationType: 'email', recipientEmail: 'Samir@x.org' });
    const reference = gift.stored ? gift.reference : '';
    await store.close();
    const run = async (at: number) => {
      const stdout: string[] = [];
      const stderr: string[] = [];
      const code = await runSubmissionsCommand(['complete', reference], {
        dataDir,
        messages,
        now: () => new Date(at),
        perRecipient,
        stdout: { write: (chunk: string) => stdout.push(chunk) },
        stderr: { write: (chunk: string) => stderr.push(chunk) },
      });
      return { code, out: stdout.join(''), err: stderr.join('') };
    };
    const until = new Date(clock + 24 * hour).toISOString();
    const held = `${reference}: tributeEmail held back: its mailbox has had 3 messages from the site in 24 h; it can go after ${until}\n`;
    expect(await run(clock)).toEqual({
      code: 0,
      out: `${reference}: received → completed; queued: donationReceipt\n`,
      err: held,
    });
    expect(await run(clock + hour)).toEqual({
      code: 1,
      out: '',
      err: `refused: ${reference} is completed; nothing held back can go yet\n${held}`,
    });
    expect(await run(clock + 25 * hour)).toEqual({
      code: 0,
      out: `${reference}: completed; queued what was held back: tributeEmail\n`,
      err: '',
    });
    expect(await run(clock + 26 * hour)).toEqual({
      code: 1,
      out: '',
      err: `refused: ${reference} is already completed\n`,
    });
    store = await LocalDatabase.open(dataDir);
    expect((await mailbox('samir@x.org')).map((message) => message.kind)).toEqual([
      'applicantConfirmation',
      'applicantConfirmation',
      'applicantConfirmation',
      'tributeEmail',
    ]);
  });
});
