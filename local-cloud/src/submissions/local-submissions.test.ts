import { donationCollection, joinCollection } from '@stallions/submissions';
import { InvalidSubmissionDocument } from '@stallions/submissions/store';
import { LocalDatabase } from '../database/local-database';
import { donationToStore, joinToStore, referencesFrom, messages } from './test-fixtures';
import { openTemporaryStore, removeTemporaryStore, storedCount, storedDocument } from '../database/test-helpers';
import { localSubmissions } from './local-submissions';

jest.setTimeout(30_000);

const day = 24 * 60 * 60 * 1000;

let dataDir: string;
let store: LocalDatabase;
let clock: number;
const now = () => new Date(clock);

beforeEach(async () => {
  ({ dataDir, store } = await openTemporaryStore('local-submissions-'));
  clock = Date.UTC(2025, 5, 1, 9, 30);
});

afterEach(() => removeTemporaryStore(dataDir, store));

const rowsOf = async (sql: string) => (await store.execute(sql)).rows.map((row) => ({ ...row }));

describe('the local submissions store', () => {
  it('stores the document under a new reference, with the reference and the store clock as timestamp', async () => {
    const submissions = localSubmissions(store, { now, messages, newReference: referencesFrom('SC-AAAA-BBBB') }).store;
    expect(await submissions.create({ collection: joinCollection, key: 'k1', document: joinToStore() })).toEqual({
      reference: 'SC-AAAA-BBBB',
      created: true,
    });
    const stored = await storedDocument(store, joinCollection, 'SC-AAAA-BBBB');
    const timestamp = new Date(clock).toISOString();
    expect(stored).toEqual({
      collection: joinCollection,
      id: 'SC-AAAA-BBBB',
      data: { ...joinToStore(), reference: 'SC-AAAA-BBBB', timestamp },
      createdAt: timestamp,
    });
    expect(await submissions.find(joinCollection, 'k1')).toBe('SC-AAAA-BBBB');
    expect(await submissions.find(donationCollection, 'k1')).toBeUndefined();
    expect(await submissions.find(joinCollection, 'k2')).toBeUndefined();
  });

  it('answers the same reference for the same key and stores one document, also when posted at once', async () => {
    const { store: submissions } = localSubmissions(store, { now, messages });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        submissions.create({ collection: donationCollection, key: 'same', document: donationToStore() }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(await storedCount(store, donationCollection)).toBe(1);
    // One key per collection: the same key in the other collection is another submission.
    const join = await submissions.create({ collection: joinCollection, key: 'same', document: joinToStore() });
    expect(join.created).toBe(true);
    expect(join.reference).not.toBe(answers[0]!.reference);
  });

  it('holds a key for a day, then stores the submission again', async () => {
    const { store: submissions } = localSubmissions(store, { now, messages });
    const first = await submissions.create({ collection: joinCollection, key: 'k', document: joinToStore() });
    clock += day - 1;
    expect(await submissions.create({ collection: joinCollection, key: 'k', document: joinToStore() })).toEqual({
      reference: first.reference,
      created: false,
    });
    clock += 1;
    expect(await submissions.find(joinCollection, 'k')).toBeUndefined();
    const second = await submissions.create({ collection: joinCollection, key: 'k', document: joinToStore() });
    expect(second.created).toBe(true);
    expect(await storedCount(store, joinCollection)).toBe(2);
    expect(await submissions.find(joinCollection, 'k')).toBe(second.reference);
  });

  it('makes another reference when the one made is taken', async () => {
    const submissions = localSubmissions(store, {
      now,
      messages,
      newReference: referencesFrom('SC-AAAA-BBBB', 'SC-AAAA-BBBB', 'SC-AAAA-BBBB', 'SC-CCCC-DDDD'),
    }).store;
    await submissions.create({ collection: joinCollection, key: 'first', document: joinToStore() });
    expect(await submissions.create({ collection: joinCollection, key: 'second', document: joinToStore() })).toEqual({
      reference: 'SC-CCCC-DDDD',
      created: true,
    });
    expect((await store.list(joinCollection)).map((stored) => stored.id)).toEqual(['SC-AAAA-BBBB', 'SC-CCCC-DDDD']);
    // A reference is unique per collection only: the donation may have it.
    const donation = localSubmissions(store, { now, messages, newReference: () => 'SC-AAAA-BBBB' }).store;
    expect(
      await donation.create({ collection: donationCollection, key: 'first', document: donationToStore() }),
    ).toEqual({ reference: 'SC-AAAA-BBBB', created: true });
  });

  it('gives up after a few taken references, storing nothing', async () => {
    const submissions = localSubmissions(store, { now, messages, newReference: () => 'SC-AAAA-BBBB' }).store;
    await submissions.create({ collection: joinCollection, key: 'first', document: joinToStore() });
    await expect(
      submissions.create({ collection: joinCollection, key: 'second', document: joinToStore() }),
    ).rejects.toThrow(/No free reference/);
    expect(await storedCount(store, joinCollection)).toBe(1);
    expect(await submissions.find(joinCollection, 'second')).toBeUndefined();
  });

  it('never stores a document the DOCUMENT schema refuses (a cvv, an unknown field, its own timestamp)', async () => {
    const { store: submissions } = localSubmissions(store, { now, messages });
    const donation = donationToStore();
    const attempts = [
      { collection: donationCollection, document: { ...donation, paymentInfo: { ...donation.paymentInfo, cvv: '1' } } },
      {
        collection: donationCollection,
        document: { ...donation, paymentInfo: { ...donation.paymentInfo, cardNumber: '4242424242424242' } },
      },
      { collection: joinCollection, document: { ...joinToStore(), isAdmin: true } },
      { collection: joinCollection, document: { ...joinToStore(), timestamp: 'mine' } },
    ] as const;
    for (const { collection, document } of attempts) {
      await expect(submissions.create({ collection, key: 'k', document })).rejects.toBeInstanceOf(
        InvalidSubmissionDocument,
      );
    }
    await expect(
      submissions.create({ collection: 'users' as typeof joinCollection, key: 'k', document: joinToStore() }),
    ).rejects.toThrow(RangeError);
    await expect(
      submissions.create({ collection: joinCollection, key: "k'; --", document: joinToStore() }),
    ).rejects.toThrow(RangeError);
    expect([await storedCount(store, joinCollection), await storedCount(store, donationCollection)]).toEqual([0, 0]);
    expect(await rowsOf('SELECT * FROM submission_keys')).toEqual([]);
  });

  it('deletes expired keys lazily', async () => {
    const { store: submissions } = localSubmissions(store, { now, messages });
    await submissions.create({ collection: joinCollection, key: 'old', document: joinToStore() });
    clock += day;
    await submissions.create({ collection: joinCollection, key: 'new', document: joinToStore() });
    expect((await rowsOf('SELECT key FROM submission_keys')).map((row) => row.key)).toEqual(['new']);
  });
});

describe('the local limiter', () => {
  const minute = 60_000;
  const client = (limit = 3) => ({ key: 'client', limit, windowMs: 10 * minute });
  const recipient = { key: 'recipient', limit: 2, windowMs: 60 * minute };

  it('counts up to the limit, then refuses until the window has passed', async () => {
    const { limiter } = localSubmissions(store, { messages });
    const t0 = clock;
    for (let i = 0; i < 3; i += 1)
      expect(await limiter.take([client()], new Date(t0 + i * minute))).toEqual({ ok: true });
    expect(await limiter.take([client()], new Date(t0 + 4 * minute))).toEqual({
      ok: false,
      retryAfterMs: 6 * minute,
      full: ['client'],
    });
    expect(await rowsOf('SELECT key, window_start, count, expires_at FROM limits')).toEqual([
      { key: 'client', window_start: t0, count: 3, expires_at: t0 + 10 * minute },
    ]);
    expect(await limiter.take([client()], new Date(t0 + 10 * minute))).toEqual({ ok: true });
    expect(await rowsOf('SELECT window_start, count FROM limits')).toEqual([
      { window_start: t0 + 10 * minute, count: 1 },
    ]);
  });

  it('counts all hits or none, and answers the longest wait among the full ones', async () => {
    const { limiter } = localSubmissions(store, { messages });
    const at = (minutes: number) => new Date(clock + minutes * minute);
    expect(await limiter.take([client(1), recipient], at(0))).toEqual({ ok: true });
    // The client's window is full: the recipient's count stays at 1.
    expect(await limiter.take([client(1), recipient], at(1))).toEqual({
      ok: false,
      retryAfterMs: 9 * minute,
      full: ['client'],
    });
    expect(await limiter.take([{ ...client(1), key: 'other' }, recipient], at(2))).toEqual({ ok: true });
    // Both full: the longer wait.
    expect(await limiter.take([client(1), recipient], at(3))).toEqual({
      ok: false,
      retryAfterMs: 57 * minute,
      full: ['client', 'recipient'],
    });
    expect(await rowsOf('SELECT key, count FROM limits ORDER BY key')).toEqual([
      { key: 'client', count: 1 },
      { key: 'other', count: 1 },
      { key: 'recipient', count: 2 },
    ]);
  });

  it('deletes passed windows lazily and takes nothing for no hits', async () => {
    const { limiter } = localSubmissions(store, { messages });
    await limiter.take([client()], new Date(clock));
    expect(await limiter.take([], new Date(clock))).toEqual({ ok: true });
    await limiter.take([recipient], new Date(clock + 10 * minute));
    expect((await rowsOf('SELECT key FROM limits')).map((row) => row.key)).toEqual(['recipient']);
  });

  it('refuses a key that is no hash', async () => {
    const { limiter } = localSubmissions(store, { messages });
    await expect(limiter.take([{ ...client(), key: '' }], new Date(clock))).rejects.toThrow(RangeError);
  });
});

describe('two stores on one data directory (two server instances)', () => {
  let other: LocalDatabase;
  beforeEach(async () => {
    other = await LocalDatabase.open(dataDir);
  });
  afterEach(() => other.close());

  it('honour one limit: 10 takes split across both, concurrently, then the 11th is refused by either', async () => {
    const one = localSubmissions(store, { messages }).limiter;
    const two = localSubmissions(other, { messages }).limiter;
    const hit = [{ key: 'client', limit: 10, windowMs: 60_000 }];
    const at = new Date(clock);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).take(hit, at)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(await one.take(hit, at)).toEqual({ ok: false, retryAfterMs: 60_000, full: ['client'] });
    expect(await two.take(hit, at)).toEqual({ ok: false, retryAfterMs: 60_000, full: ['client'] });
  });

  it('count exactly the limit when more takes than it race', async () => {
    const one = localSubmissions(store, { messages }).limiter;
    const two = localSubmissions(other, { messages }).limiter;
    const hit = [{ key: 'client', limit: 10, windowMs: 60_000 }];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).take(hit, new Date(clock))),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
  });

  it('honour one key: the same submission from both stores is stored once', async () => {
    const one = localSubmissions(store, { now, messages }).store;
    const two = localSubmissions(other, { now, messages }).store;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? one : two).create({ collection: joinCollection, key: 'same', document: joinToStore() }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(await storedCount(other, joinCollection)).toBe(1);
    expect(await two.find(joinCollection, 'same')).toBe(answers[0]!.reference);
  });
});
