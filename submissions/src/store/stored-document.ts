// What the store's algorithm (./submissions.ts) checks before either adapter writes: how long an idempotency key
// holds, which keys it takes, and the check every stored document passes. Clients can no
// longer write (firestore.rules denies them everything), so the DOCUMENT schema of @stallions/submissions,
// which the rules used to apply, is applied here: whatever the action hands over, no document with a `cvv`, a
// readable card number or a field the schema does not know is ever stored.
import { initialDonationStatus } from '../donation-status';
import { donationCollection, submissionCollections, type SubmissionCollection } from '../rules';
import { documentSchemaFor } from '../schema';

/** An idempotency key holds its reference for a day: a repeat within it answers the same reference. */
export const submissionKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** A new reference on an id already taken is tried again, up to this many times in all. */
export const maxReferenceAttempts = 8;

/**
 * The keys a store takes as (part of) a document id or a primary key: hashes (hex, base64url) and the like —
 * letters, digits, '_', '-', '.', ':' — starting with a letter or digit, at most 512 characters (a Firestore id
 * holds 1,500 bytes).
 */
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,511}$/;

export function checkStoreKey(key: string): void {
  if (!keyPattern.test(key))
    throw new RangeError('A limit or idempotency key must be a hash (letters, digits, _ - . :)');
}

export function checkSubmissionCollection(collection: string): asserts collection is SubmissionCollection {
  if (!(submissionCollections as readonly string[]).includes(collection)) {
    throw new RangeError(`Not a submission collection: ${collection.slice(0, 50)}`);
  }
}

/** A document an action handed over that the DOCUMENT schema refuses: a bug in the action, never stored. */
export class InvalidSubmissionDocument extends Error {
  constructor(
    readonly collection: SubmissionCollection,
    /** The failing field paths and why (never their values). */
    readonly problems: string[],
  ) {
    super(`${collection} document refused: ${problems.join('; ')}`);
    this.name = 'InvalidSubmissionDocument';
  }
}

/**
 * The document to store (without its timestamp, which the store adds): the action's document with `reference`,
 * and a donation's `status` (received: only the server sets it; the staff move it on, never a visitor).
 * Throws InvalidSubmissionDocument when the DOCUMENT schema refuses it (a `timestamp` or a `status` of the
 * action's own included: the store sets them).
 */
export function documentToStore(
  collection: SubmissionCollection,
  document: Record<string, unknown>,
  reference: string,
  now: Date,
): Record<string, unknown> {
  checkSubmissionCollection(collection);
  const stored = { ...document, reference };
  const result = documentSchemaFor(collection, { now: () => now })!.safeParse(stored);
  if (!result.success) {
    throw new InvalidSubmissionDocument(
      collection,
      result.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`),
    );
  }
  return collection === donationCollection ? { ...stored, status: initialDonationStatus } : stored;
}
