// After each stored submission local-cloud queues the same messages as the production Cloud Function, in its
// SQLite outbox; a repeat of a submission queues nothing; a message problem never fails the store's answer.
import { donationCollection, joinCollection } from '@stallions/submissions';
import { localSubmissions } from './local-submissions';
import { queueCreated } from './outbox';
import { LocalDatabase } from '../database/local-database';
import { donationToStore, joinToStore, referencesFrom, messages } from './test-fixtures';
import { openTemporaryStore, removeTemporaryStore, storedDocument } from '../database/test-helpers';

let dataDir: string;
let store: LocalDatabase;
const logged: string[] = [];

beforeEach(async () => {
  ({ dataDir, store } = await openTemporaryStore('local-cloud-messages-'));
  logged.length = 0;
});

afterEach(() => removeTemporaryStore(dataDir, store));

const submissionsWith = (...references: string[]) =>
  localSubmissions(store, { messages, log: (line) => logged.push(line), newReference: referencesFrom(...references) })
    .store;

const outboxOf = async (submissionId: string) =>
  (await store.listOutbox()).filter((mail) => mail.id.includes(`-${submissionId}-`));

describe('messages after a stored submission', () => {
  it('queues the applicant confirmation and the committee notice, with the reference, before answering', async () => {
    const submissions = submissionsWith('SC-7K4M-2QXD');
    const { reference } = await submissions.create({
      collection: joinCollection,
      key: 'k',
      document: joinToStore({ language: 'ar' }),
    });
    const queued = await outboxOf(reference);
    expect(queued.map(({ kind, to, reference, language }) => ({ kind, to, reference, language }))).toEqual([
      { kind: 'applicantConfirmation', to: 'amal@example.org', reference: 'SC-7K4M-2QXD', language: 'ar' },
      { kind: 'committeeNotice', to: 'committee@stallions.example', reference: 'SC-7K4M-2QXD', language: 'ar' },
    ]);
    expect(queued[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(queued[0]!.id).toBe(`${joinCollection}-SC-7K4M-2QXD-applicantConfirmation`);
  });

  it("dates the donor's acknowledgement with the stored timestamp, and tells the club, not the recipient", async () => {
    const { reference } = await submissionsWith().create({
      collection: donationCollection,
      key: 'k',
      document: donationToStore(),
    });
    const stored = await storedDocument(store, donationCollection, reference);
    const [receipt, notice, ...others] = await outboxOf(reference);
    expect(receipt!.kind).toBe('donorAcknowledgement');
    const day = new Date(stored!.data.timestamp as string).toLocaleDateString('en', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(receipt!.text).toContain(`Date: ${day}`);
    expect(notice).toMatchObject({ kind: 'donationNotice', to: 'donations@stallions.example' });
    // The recipient hears of the gift only once the club has completed it.
    expect(others).toEqual([]);
    expect(stored!.data.status).toBe('received');
  });

  it('queues nothing for a repeat of a submission, and each message once however often the logic runs', async () => {
    const submissions = submissionsWith();
    const first = await submissions.create({ collection: joinCollection, key: 'same', document: joinToStore() });
    const again = await submissions.create({ collection: joinCollection, key: 'same', document: joinToStore() });
    expect(again).toEqual({ reference: first.reference, created: false });
    expect(await store.listOutbox()).toHaveLength(2);
    const stored = (await storedDocument(store, joinCollection, first.reference))!;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await queueCreated(store, stored, messages, log);
    expect(await outboxOf(first.reference)).toHaveLength(2);
  });

  it('stores the submission and answers it when a message is skipped, and logs why', async () => {
    const { reference, created } = await submissionsWith().create({
      collection: donationCollection,
      key: 'k',
      document: donationToStore({ donationFor: 'Visit www.spam.test' }),
    });
    expect(created).toBe(true);
    expect(await storedDocument(store, donationCollection, reference)).toBeDefined();
    expect((await outboxOf(reference)).map((mail) => mail.kind)).toEqual(['donationNotice']);
    expect(logged).toEqual([
      `messages: ${donationCollection}/${reference}: donorAcknowledgement skipped: a name carries a link or markup (donationFor)`,
    ]);
  });

  it('stores the submission and answers it when the outbox cannot be written', async () => {
    const spy = jest.spyOn(store, 'createMail').mockRejectedValue(new Error('disk full'));
    try {
      const { reference, created } = await submissionsWith().create({
        collection: joinCollection,
        key: 'k',
        document: joinToStore(),
      });
      expect(created).toBe(true);
      expect(await storedDocument(store, joinCollection, reference)).toBeDefined();
      expect(await outboxOf(reference)).toEqual([]);
      expect(logged.filter((line) => line.includes('could not be queued: Error: disk full'))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});
