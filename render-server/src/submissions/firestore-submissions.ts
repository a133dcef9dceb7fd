// The host's submissions store and rate limiter over Firestore, through firebase-admin (the service account:
// firestore.rules deny every client, and the Admin SDK passes no rules). Both hold across Cloud Run instances:
// every decision is a Firestore transaction.
//
//   {collection}/{reference}                  the submission, with `reference` and `timestamp` (server time);
//                                             its creation triggers the messages' Cloud Function
//   submissionKeys/{collection}__{key}        { collection, reference, expiresAt }: the idempotency key of a
//                                             stored submission, for a day
//   limits/{key}                              { windowStart, count, expiresAt }: one fixed window
//                                             (@stallions/submissions/limit-window)
//
// `expiresAt` is a Timestamp for a Firestore TTL policy on `submissionKeys` and `limits`. TTL deletes lazily
// (typically within a day of expiry), so both read the times and never rely on a document being gone.
// firebase-admin is loaded only when a submission is stored (for FieldValue), like the rest of the render
// server loads it: importing this module costs nothing.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { LimitHit, NewSubmission, RateLimiter, SubmissionStore } from '@stallions/shared-config/actions';
import { newSubmissionReference, type SubmissionCollection } from '@stallions/submissions/rules';
import {
  decideHits,
  limitDocument,
  limitsCollection,
  limitWindowOf,
  millisOf,
  type LimitWindow,
} from '@stallions/submissions/limit-window';
import {
  checkStoreKey,
  checkSubmissionCollection,
  documentToStore,
  maxReferenceAttempts,
  submissionKeyLifetimeMs,
} from './stored-document';

const submissionKeysCollection = 'submissionKeys';

/** The id of an idempotency key's document (a submission collection's name never holds '__'). */
export const submissionKeyId = (collection: SubmissionCollection, key: string) => `${collection}__${key}`;

export interface FirestoreSubmissionsOptions {
  /** The clock of the idempotency keys' expiry (default: the system's). */
  now?: () => Date;
  /** Makes a reference (default newSubmissionReference); tests inject collisions. */
  newReference?: () => string;
  /** The stored `timestamp` (default: FieldValue.serverTimestamp(), the commit's time). */
  timestamp?: () => unknown;
}

const serverTimestamp = async () => {
  const { FieldValue } = await import('firebase-admin/firestore');
  return () => FieldValue.serverTimestamp() as unknown;
};

/** Both capabilities over one Firestore database. */
export class FirestoreSubmissions implements SubmissionStore, RateLimiter {
  private readonly now: () => Date;
  private readonly newReference: () => string;

  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreSubmissionsOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newReference = options.newReference ?? (() => newSubmissionReference());
  }

  private keyDocument(collection: SubmissionCollection, key: string) {
    return this.db.collection(submissionKeysCollection).doc(submissionKeyId(collection, key));
  }

  /** The reference a key's document names while it holds, read in `transaction` when given. */
  private async referenceOf(collection: SubmissionCollection, key: string, transaction?: Transaction) {
    const document = this.keyDocument(collection, key);
    const snapshot = await (transaction ? transaction.get(document) : document.get());
    if (!snapshot.exists) return undefined;
    const { reference, expiresAt } = snapshot.data() ?? {};
    const expires = millisOf(expiresAt);
    return typeof reference === 'string' && expires !== undefined && expires > this.now().getTime()
      ? reference
      : undefined;
  }

  async find(collection: SubmissionCollection, key: string): Promise<string | undefined> {
    checkSubmissionCollection(collection);
    checkStoreKey(key);
    return this.referenceOf(collection, key);
  }

  async create({ collection, key, document }: NewSubmission): Promise<{ reference: string; created: boolean }> {
    checkSubmissionCollection(collection);
    checkStoreKey(key);
    // Refused before anything is read: a document the schema refuses is never stored, repeat or not.
    const checked = documentToStore(collection, document, this.newReference(), this.now());
    const timestamp = this.options.timestamp ?? (await serverTimestamp());
    return this.db.runTransaction(async (transaction) => {
      // Every read before the first write, as Firestore's transactions require.
      const existing = await this.referenceOf(collection, key, transaction);
      if (existing !== undefined) return { reference: existing, created: false };
      for (let attempt = 0; attempt < maxReferenceAttempts; attempt += 1) {
        const reference = attempt === 0 ? (checked.reference as string) : this.newReference();
        const submission = this.db.collection(collection).doc(reference);
        if ((await transaction.get(submission)).exists) continue;
        const now = this.now();
        transaction.create(submission, { ...checked, reference, timestamp: timestamp() });
        transaction.set(this.keyDocument(collection, key), {
          collection,
          reference,
          expiresAt: new Date(now.getTime() + submissionKeyLifetimeMs),
        });
        return { reference, created: true };
      }
      throw new Error(`No free reference in ${collection} after ${maxReferenceAttempts} attempts`);
    });
  }

  async take(hits: readonly LimitHit[], now: Date): ReturnType<RateLimiter['take']> {
    if (hits.length === 0) return { ok: true };
    const keys = [...new Set(hits.map((hit) => hit.key))];
    keys.forEach(checkStoreKey);
    const documents = keys.map((key) => this.db.collection(limitsCollection).doc(key));
    return this.db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...documents);
      const stored = new Map<string, LimitWindow | undefined>(
        keys.map((key, index) => {
          const data = snapshots[index]?.exists ? snapshots[index].data() : undefined;
          return [key, data && limitWindowOf(data.windowStart, data.count)];
        }),
      );
      const decision = decideHits(stored, hits, now.getTime());
      if (!decision.ok) return decision;
      for (const [key, { window, expiresAt }] of decision.writes) {
        transaction.set(this.db.collection(limitsCollection).doc(key), limitDocument(window, expiresAt));
      }
      return { ok: true as const };
    });
  }
}

/** The store and the limiter to lend the actions, over one Firestore database (e.g. getFirestore()). */
export function firestoreSubmissions(
  firestore: Firestore,
  options?: FirestoreSubmissionsOptions,
): { store: SubmissionStore; limiter: RateLimiter } {
  const submissions = new FirestoreSubmissions(firestore, options);
  return { store: submissions, limiter: submissions };
}
