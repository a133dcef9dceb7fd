// The store's algorithm over the Firestore adapter (FirestoreSubmissions), against the in-memory stand-in for
// firebase-admin (fake-firestore.ts), storing Dates as Timestamps and the server-timestamp sentinel as the commit's
// time, as Firestore does.
import { Timestamp } from 'firebase-admin/firestore';
import { donationCollection, joinCollection, newSubmissionReference } from '../rules';
import { sampleDonationDocument, sampleJoinDocument } from '../samples';
import { fakeFirestore } from './fake-firestore';
import { firestoreSubmissions, submissionKeyId } from './firestore';
import { InvalidSubmissionDocument, submissionKeyLifetimeMs } from './stored-document';

const { reference: _join, ...joinDocument } = sampleJoinDocument();
const { reference: _donation, ...donationDocument } = sampleDonationDocument();

/** References from a list, then the default maker's. */
const references = (...list: string[]) => {
  let next = 0;
  return () => list[next++] ?? newSubmissionReference();
};

let clock: number;
const now = () => new Date(clock);
beforeEach(() => (clock = Date.UTC(2025, 5, 1, 9)));

describe('the Firestore submissions store', () => {
  it('stores a document under a new reference, with the reference, the server time and its key', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    const { store } = firestoreSubmissions(db, { now, newReference: references('SC-AAAA-BBBB') });
    const before = Date.now();
    expect(await store.create({ collection: joinCollection, key: 'k1', document: joinDocument })).toEqual({
      reference: 'SC-AAAA-BBBB',
      created: true,
    });
    const stored = documents.get(`${joinCollection}/SC-AAAA-BBBB`)!;
    const { timestamp, ...fields } = stored;
    expect(fields).toEqual({ ...joinDocument, reference: 'SC-AAAA-BBBB' });
    expect(timestamp).toBeInstanceOf(Timestamp);
    expect((timestamp as Timestamp).toMillis()).toBeGreaterThanOrEqual(before);
    expect(documents.get(`submissionKeys/${submissionKeyId(joinCollection, 'k1')}`)).toEqual({
      collection: joinCollection,
      reference: 'SC-AAAA-BBBB',
      expiresAt: Timestamp.fromMillis(clock + submissionKeyLifetimeMs),
    });
    expect(await store.find(joinCollection, 'k1')).toBe('SC-AAAA-BBBB');
    expect(await store.find(donationCollection, 'k1')).toBeUndefined();
  });

  it("stores a donation as received: its status is the server's, never the action's", async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    const { store } = firestoreSubmissions(db, { now, newReference: references('SC-AAAA-BBBB') });
    await store.create({ collection: donationCollection, key: 'k1', document: donationDocument });
    const { timestamp: _time, ...fields } = documents.get(`${donationCollection}/SC-AAAA-BBBB`)!;
    expect(fields).toEqual({ ...donationDocument, reference: 'SC-AAAA-BBBB', status: 'received' });
    for (const status of ['received', 'completed']) {
      await expect(
        store.create({ collection: donationCollection, key: `k-${status}`, document: { ...donationDocument, status } }),
      ).rejects.toBeInstanceOf(InvalidSubmissionDocument);
    }
  });

  it('answers the same reference for the same key within a day, and stores one document', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    const { store } = firestoreSubmissions(db, {
      now,
      newReference: references('SC-AAAA-BBBB', 'SC-CCCC-DDDD', 'SC-EEEE-FFFF', 'SC-GGGG-HHHH'),
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => store.create({ collection: donationCollection, key: 'same', document: donationDocument })),
    );
    expect(answers.map((answer) => answer.reference)).toEqual(['SC-AAAA-BBBB', 'SC-AAAA-BBBB', 'SC-AAAA-BBBB']);
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect([...documents.keys()].filter((path) => path.startsWith(`${donationCollection}/`))).toHaveLength(1);

    clock += submissionKeyLifetimeMs; // the key's day is over (its document not yet deleted by TTL)
    expect(await store.find(donationCollection, 'same')).toBeUndefined();
    expect(await store.create({ collection: donationCollection, key: 'same', document: donationDocument })).toEqual({
      reference: 'SC-GGGG-HHHH',
      created: true,
    });
  });

  it('makes another reference when one is taken', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    documents.set(`${joinCollection}/SC-AAAA-BBBB`, { earlier: true });
    const { store: submissions } = firestoreSubmissions(db, {
      now,
      newReference: references('SC-AAAA-BBBB', 'SC-CCCC-DDDD'),
    });
    expect(await submissions.create({ collection: joinCollection, key: 'k', document: joinDocument })).toEqual({
      reference: 'SC-CCCC-DDDD',
      created: true,
    });
    expect(documents.get(`${joinCollection}/SC-AAAA-BBBB`)).toEqual({ earlier: true });
  });

  it('gives up after a few taken references, storing nothing', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    documents.set(`${joinCollection}/SC-AAAA-BBBB`, {});
    const { store: submissions } = firestoreSubmissions(db, { now, newReference: () => 'SC-AAAA-BBBB' });
    await expect(submissions.create({ collection: joinCollection, key: 'k', document: joinDocument })).rejects.toThrow(
      /No free reference/,
    );
    expect(documents.size).toBe(1);
  });

  it('never stores a document the DOCUMENT schema refuses', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    const { store } = firestoreSubmissions(db, { now });
    const withCvv = {
      ...donationDocument,
      paymentInfo: { ...donationDocument.paymentInfo, cvv: '739' },
    };
    for (const document of [withCvv, { ...joinDocument, timestamp: 'mine' }]) {
      const collection = document === withCvv ? donationCollection : joinCollection;
      await expect(store.create({ collection, key: 'k', document })).rejects.toBeInstanceOf(InvalidSubmissionDocument);
    }
    await expect(
      store.create({ collection: 'users' as typeof joinCollection, key: 'k', document: joinDocument }),
    ).rejects.toThrow(RangeError);
    await expect(store.create({ collection: joinCollection, key: 'a/b', document: joinDocument })).rejects.toThrow(
      RangeError,
    );
    expect(documents.size).toBe(0);
  });
});

describe('the Firestore limiter', () => {
  const hit = (key: string, limit = 2) => ({ key, limit, windowMs: 60_000 });

  it('keeps each key as limits/{key} with its window and a Timestamp expiry', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    const { limiter } = firestoreSubmissions(db);
    expect(await limiter.take([hit('a'), hit('b', 5)], new Date(clock))).toEqual({ ok: true });
    expect(documents.get('limits/a')).toEqual({
      windowStart: Timestamp.fromMillis(clock),
      count: 1,
      expiresAt: Timestamp.fromMillis(clock + 60_000),
    });
    expect(await limiter.take([hit('a')], new Date(clock + 1000))).toEqual({ ok: true });
    expect(documents.get('limits/a')).toMatchObject({ count: 2, windowStart: Timestamp.fromMillis(clock) });
  });

  it('counts all or nothing, and starts afresh once a window has passed', async () => {
    const { db, documents } = fakeFirestore({ timestamps: true });
    const { limiter } = firestoreSubmissions(db);
    await limiter.take([hit('a'), hit('a')], new Date(clock));
    expect(await limiter.take([hit('b'), hit('a')], new Date(clock + 15_000))).toEqual({
      ok: false,
      retryAfterMs: 45_000,
      full: ['a'],
    });
    expect(documents.has('limits/b')).toBe(false);
    expect(await limiter.take([hit('b'), hit('a')], new Date(clock + 60_000))).toEqual({ ok: true });
    expect(documents.get('limits/a')).toMatchObject({ count: 1, windowStart: Timestamp.fromMillis(clock + 60_000) });
  });

  it('honours one limit across concurrent takes', async () => {
    const { db } = fakeFirestore({ timestamps: true });
    const { limiter } = firestoreSubmissions(db);
    const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.take([hit('a', 10)], new Date(clock))));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
  });
});
