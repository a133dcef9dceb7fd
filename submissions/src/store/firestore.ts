// The production adapter: the submissions store and rate limiter over Firestore, through firebase-admin (the
// render server's service account: firestore.rules deny every client, and the Admin SDK passes no rules). Every
// decision is a Firestore transaction (./submissions.ts decides), so both hold across Cloud Run instances.
//
//   {collection}/{reference}                  the submission, with `reference` and `timestamp` (server time);
//                                             its creation triggers the messages' Cloud Function (the outbox)
//   submissionKeys/{collection}__{key}        { collection, reference, expiresAt }: the idempotency key of a
//                                             stored submission, for a day
//   limits/{key}                              { windowStart, count, expiresAt }: one fixed window
//                                             (../limit-window.ts)
//
// `expiresAt` is a Timestamp for a Firestore TTL policy on `submissionKeys` and `limits`. TTL deletes lazily
// (typically within a day of expiry), so the reads compare the times and never rely on a document being gone.
// Server side only (the render server imports it as @stallions/submissions/firestore): firebase-admin's types
// here, its code loaded only when a submission is stored (for FieldValue).
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { limitDocument, limitsCollection, limitWindowOf, millisOf, type LimitWindow } from '../limit-window';
import type { SubmissionCollection } from '../rules';
import type { AdapterTransaction, RateLimiter, StoreAdapter, SubmissionStore } from './contract';
import { submissionsOver, type SubmissionsOptions } from './submissions';

const submissionKeysCollection = 'submissionKeys';

/** The id of an idempotency key's document (a submission collection's name never holds '__'). */
export const submissionKeyId = (collection: SubmissionCollection, key: string) => `${collection}__${key}`;

/** The reference a key's document names while it holds. */
function referenceIn(snapshot: DocumentSnapshot, nowMs: number): string | undefined {
  if (!snapshot.exists) return undefined;
  const { reference, expiresAt } = snapshot.data() ?? {};
  const expires = millisOf(expiresAt);
  return typeof reference === 'string' && expires !== undefined && expires > nowMs ? reference : undefined;
}

const serverTimestamp = async () => {
  const { FieldValue } = await import('firebase-admin/firestore');
  return FieldValue.serverTimestamp() as unknown;
};

class FirestoreSubmissions implements StoreAdapter {
  constructor(
    private readonly db: Firestore,
    /** The stored `timestamp` (default: FieldValue.serverTimestamp(), the commit's time). */
    private readonly timestamp: () => Promise<unknown> = serverTimestamp,
  ) {}

  private keyDocument(collection: SubmissionCollection, key: string) {
    return this.db.collection(submissionKeysCollection).doc(submissionKeyId(collection, key));
  }

  async referenceOf(collection: SubmissionCollection, key: string, nowMs: number) {
    return referenceIn(await this.keyDocument(collection, key).get(), nowMs);
  }

  transaction<T>(work: (transaction: AdapterTransaction) => Promise<T>): Promise<T> {
    return this.db.runTransaction((transaction) => work(this.inTransaction(transaction)));
  }

  private inTransaction(transaction: Transaction): AdapterTransaction {
    const { db } = this;
    return {
      referenceOf: async (collection, key, nowMs) =>
        referenceIn(await transaction.get(this.keyDocument(collection, key)), nowMs),
      isTaken: async (collection, reference) =>
        (await transaction.get(db.collection(collection).doc(reference))).exists,
      windowsOf: async (keys) => {
        const snapshots = await transaction.getAll(...keys.map((key) => db.collection(limitsCollection).doc(key)));
        return new Map<string, LimitWindow | undefined>(
          keys.map((key, index) => {
            const data = snapshots[index]?.exists ? snapshots[index].data() : undefined;
            return [key, data && limitWindowOf(data.windowStart, data.count)];
          }),
        );
      },
      writeSubmission: async ({ collection, reference, document, key, keyExpiresAt }) => {
        const stored = { ...document, timestamp: await this.timestamp() };
        transaction.create(db.collection(collection).doc(reference), stored);
        transaction.set(this.keyDocument(collection, key), {
          collection,
          reference,
          expiresAt: new Date(keyExpiresAt),
        });
        return stored;
      },
      writeWindows: async (writes) => {
        for (const [key, { window, expiresAt }] of writes) {
          transaction.set(db.collection(limitsCollection).doc(key), limitDocument(window, expiresAt));
        }
      },
    };
  }
}

/**
 * The store and the limiter to lend the actions, over one Firestore database (e.g. getFirestore()). The
 * messages are the trigger's (functions/), so no `afterCreate` here.
 */
export function firestoreSubmissions(
  firestore: Firestore,
  options: Omit<SubmissionsOptions, 'afterCreate'> & { timestamp?: () => Promise<unknown> } = {},
): { store: SubmissionStore; limiter: RateLimiter } {
  const { timestamp, ...decisions } = options;
  return submissionsOver(new FirestoreSubmissions(firestore, timestamp), decisions);
}
